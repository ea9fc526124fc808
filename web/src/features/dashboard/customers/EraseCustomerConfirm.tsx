import { Alert, Button, DialogActions, DialogContent, List, ListItem, Stack, Typography } from '@mui/material';
import { ERASED_CUSTOMER_NAME, upcomingBookings } from '@barbershop/core/customers';
import type { Customer } from '@barbershop/core/model';
import { dayjs } from '@barbershop/core/time';
import { useMemo, useState } from 'react';
import { useCustomerAppointments } from '../../../lib/firestore/customerData';
import { useToast } from '../../../shared/ui/toast';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { useEraseCustomer } from './customerMutations';

const bookingsText = (n: number) => (n === 1 ? '1 upcoming booking' : `${n} upcoming bookings`);

/**
 * Asks before erasing a customer on request (UK GDPR): it cannot be undone. Their upcoming
 * bookings are listed: "Cancel and notify" cancels each and emails them its cancellation before
 * their details go; "Erase, keep bookings" leaves them in the diary as the erased customer.
 */
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
  const visits = useCustomerAppointments(shopId, customer.id);
  // the time the list was read: what has started by then is under way, not upcoming
  const upcoming = useMemo(() => (visits ? upcomingBookings(visits, new Date().getTime()) : []), [visits]);
  const confirm = async (cancelUpcoming: boolean) => {
    setFailed(null);
    try {
      const { appointments, cancelled = 0 } = await erase.mutateAsync({ customerId: customer.id, cancelUpcoming });
      const kept = `${appointments} ${appointments === 1 ? 'visit stays' : 'visits stay'} in your figures as "${ERASED_CUSTOMER_NAME}".`;
      toast({
        title: 'Customer erased',
        description: cancelled > 0 ? `${bookingsText(cancelled)} cancelled and the customer emailed. ${kept}` : kept,
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
          {upcoming.length > 0 && (
            <Alert severity="warning">
              <Typography>
                {customer.name} has {bookingsText(upcoming.length)}. Cancel and notify cancels{' '}
                {upcoming.length === 1 ? 'it' : 'them'} and emails {customer.name} the cancellation before their details are
                erased. Erase, keep bookings leaves {upcoming.length === 1 ? 'it' : 'them'} in your diary as &quot;
                {ERASED_CUSTOMER_NAME}&quot; and nobody is told.
              </Typography>
              <List dense aria-label="Upcoming bookings" disablePadding>
                {upcoming.map((a) => (
                  <ListItem key={a.id} disableGutters>
                    {dayjs.utc(a.date).format('ddd D MMM YYYY')} {a.time} · {a.serviceName} · {a.barberName}
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
          <Typography fontWeight={600}>This cannot be undone.</Typography>
          {failed && <Alert severity="error">{failed}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onBack}>Back</Button>
        {upcoming.length > 0 ? (
          <>
            <Button color="error" onClick={() => void confirm(false)} disabled={erase.isPending}>
              Erase, keep bookings
            </Button>
            <Button color="error" variant="contained" onClick={() => void confirm(true)} disabled={erase.isPending}>
              Cancel and notify
            </Button>
          </>
        ) : (
          <Button color="error" variant="contained" onClick={() => void confirm(false)} disabled={erase.isPending}>
            Erase Customer
          </Button>
        )}
      </DialogActions>
    </>
  );
}
