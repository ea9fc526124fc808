import { Chip } from '@mui/material';
import { noShowCount, noShowLabel } from '@barbershop/core/customers';
import { useCustomerAppointments } from '../../../lib/firestore/customerData';

/**
 * "2 no-shows" beside a customer who has missed visits before, where the owner sees their next
 * booking (the appointment dialog). Nothing for a walk-in without a record or a reliable customer.
 */
export function NoShowChip({ shopId, customerId }: { shopId: string; customerId: string }) {
  if (!customerId) return null;
  return <LiveNoShowChip shopId={shopId} customerId={customerId} />;
}

function LiveNoShowChip({ shopId, customerId }: { shopId: string; customerId: string }) {
  const visits = useCustomerAppointments(shopId, customerId);
  const label = noShowLabel(noShowCount(visits ?? []));
  if (!label) return null;
  return <Chip size="small" color="error" variant="outlined" label={label} sx={{ ml: 1 }} />;
}
