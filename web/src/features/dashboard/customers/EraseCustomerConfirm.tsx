import { Alert, Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { ERASED_CUSTOMER_NAME, type Customer } from '@barbershop/core';
import { useState } from 'react';
import { useToast } from '../../../shared/ui/toast';
import { changeFailedReason } from '../shared/changeFailedReason';
import { useEraseCustomer } from './customerMutations';

/** Asks before erasing a customer on request (UK GDPR): it cannot be undone. */
export function EraseCustomerConfirm({
  shopId,
  customer,
  onErased,
  onBack,
}: {
  shopId: string;
  customer: Customer;
  onErased: () => void;
  onBack: () => void;
}) {
  const toast = useToast();
  const erase = useEraseCustomer(shopId);
  const [failed, setFailed] = useState<string | null>(null);
  const confirm = async () => {
    setFailed(null);
    try {
      const { appointments } = await erase.mutateAsync(customer.id);
      toast({
        title: 'Customer erased',
        description: `${appointments} ${appointments === 1 ? 'visit stays' : 'visits stay'} in your figures as "${ERASED_CUSTOMER_NAME}".`,
      });
      onErased();
    } catch (err) {
      setFailed(changeFailedReason(err) ?? 'The customer could not be erased. Please try again.');
    }
  };
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            For a customer who asks to be forgotten (UK GDPR). {customer.name}&apos;s name, phone, email and notes are deleted,
            also from every booking, email record and review. The visits stay in your figures as &quot;{ERASED_CUSTOMER_NAME}
            &quot;, and their booking links stop working.
          </Typography>
          <Typography fontWeight={600}>This cannot be undone.</Typography>
          {failed && <Alert severity="error">{failed}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>Back</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={erase.isPending}>
          Erase Customer
        </Button>
      </DialogActions>
    </>
  );
}
