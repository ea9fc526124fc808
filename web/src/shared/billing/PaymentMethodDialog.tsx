import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { ownerEndpoints } from '@barbershop/core/api';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '../ui/toast';
import { ApiError } from '../../lib/api/client';
import { call } from '../../lib/api/call';
import { CardForm } from './CardForm';
import { billingKeys } from './queryKeys';

/** Update Payment Method: a SetupIntent for the new card, confirmed with Stripe Elements. */
export function PaymentMethodDialog({
  open,
  onClose,
  publishableKey,
}: {
  open: boolean;
  onClose: () => void;
  publishableKey: string;
}) {
  const toast = useToast();
  const setup = useQuery({
    queryKey: billingKeys.paymentMethodSetup,
    queryFn: () => call(ownerEndpoints.paymentMethodSetup, {}),
    enabled: open,
    retry: false,
    gcTime: 0,
    staleTime: 0,
  });
  useEffect(() => {
    if (!setup.error) return;
    toast({
      title: 'Payment update failed',
      description: (setup.error instanceof ApiError && setup.error.serverMessage) || 'Unable to update payment method',
      variant: 'destructive',
    });
    onClose();
  }, [setup.error, toast, onClose]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="payment-method-title">
      <DialogTitle id="payment-method-title">Update Payment Method</DialogTitle>
      <DialogContent>
        {setup.isPending && <CircularProgress aria-label="Loading" />}
        {setup.data && (
          <CardForm
            publishableKey={publishableKey}
            clientSecret={setup.data.clientSecret}
            kind="setup"
            returnPath="/settings?tab=subscription"
            submitLabel="Save Card"
            onDone={(outcome) => {
              if (outcome.ok) {
                toast({ title: 'Payment method updated' });
                onClose();
              } else if (outcome.thrown) {
                toast({ title: 'Payment update failed', description: 'Unable to update payment method', variant: 'destructive' });
              } else {
                toast({
                  title: 'Payment method update failed',
                  description: outcome.providerMessage ?? undefined,
                  variant: 'destructive',
                });
              }
            }}
          />
        )}
        {!publishableKey && <Alert severity="info">Billing is not configured on this site.</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
