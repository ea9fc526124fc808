import { Typography } from '@mui/material';
import type { ServiceDto } from '@barbershop/core/api';
import { policyText, type PaymentPolicy } from '@barbershop/core/payments';
import { SectionCard } from '../../shared/ui/SectionCard';

/** The shop's deposit, card and fee rules before anyone books. A lazy chunk: most shops ask for none. */
export default function BookingPolicyCard({ policy, services }: { policy: PaymentPolicy; services: ServiceDto[] }) {
  // a service's own terms are named only for the services on the menu
  const serviceNames = Object.fromEntries(services.map((s) => [s.id, s.name]));
  return (
    <SectionCard title="Booking policy" variant="outlined" spacing={1}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {policyText(policy, { serviceNames })}
      </Typography>
    </SectionCard>
  );
}
