import { Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import type { AppointmentServiceDto } from '@barbershop/core/api';
import { changePolicyText, manageCutoffHoursOf } from '@barbershop/core/booking';
import type { AppointmentFacts } from '@barbershop/core/email';
import { formatPence } from '@barbershop/core/money';
import { dayjs } from '@barbershop/core/time';
import { ServiceRows } from '../../../shared/ui/ServiceRows';
import { SummaryRow } from '../../../shared/ui/SummaryRow';
import { PolicyAcceptance } from './PolicyAcceptance';

/** `durationMin` and `pricePence` are the services' totals. */
export type SummaryFacts = Pick<AppointmentFacts, 'barberName' | 'date' | 'time' | 'durationMin' | 'pricePence'> & {
  services: AppointmentServiceDto[];
  /** the shop's online-changes cut-off (null: off; absent from an older answer: the default), told before Confirm */
  manageCutoffHours?: number | null;
};

export function BookingSummary({
  facts,
  busy,
  policyText = null,
}: {
  facts: SummaryFacts;
  busy: boolean;
  /** the booking policy to accept before Confirm (the shop asks for a deposit or a card) */
  policyText?: string | null;
}) {
  const row = (label: string, value: string) => <SummaryRow label={label} value={value} />;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          Booking Summary
        </Typography>
        <Stack spacing={1}>
          <ServiceRows services={facts.services} />
          {row('Barber', facts.barberName)}
          {row('Date', dayjs.utc(facts.date).format('dddd D MMMM YYYY'))}
          {row('Time', facts.time)}
          {row('Duration', `${facts.durationMin} minutes`)}
          <Divider />
          {row('Total', formatPence(facts.pricePence))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {changePolicyText(manageCutoffHoursOf({ manageCutoffHours: facts.manageCutoffHours }))}
        </Typography>
        {policyText && <PolicyAcceptance text={policyText} />}
        <Button type="submit" variant="contained" color="secondary" size="large" fullWidth sx={{ mt: 2 }} disabled={busy}>
          {busy ? 'Booking...' : 'Confirm Booking'}
        </Button>
      </CardContent>
    </Card>
  );
}
