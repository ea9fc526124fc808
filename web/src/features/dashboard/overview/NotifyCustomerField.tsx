import { Checkbox, FormControlLabel } from '@mui/material';
import type { FormikProps } from 'formik';

/**
 * "Notify customer" on a move, ticked by default: unticked, the customer gets no "moved" email
 * (the owner told them, or will). Not offered when no email would go anyway (no address, a walk-in).
 */
export function NotifyCustomerField<V extends { notifyCustomer: boolean }>({
  f,
  appointment,
}: {
  f: FormikProps<V>;
  appointment: { customerEmail?: string; walkIn?: boolean };
}) {
  if (!appointment.customerEmail || appointment.walkIn) return null;
  return (
    <FormControlLabel
      control={<Checkbox name="notifyCustomer" checked={f.values.notifyCustomer} onChange={f.handleChange} />}
      label="Notify customer"
    />
  );
}
