import { formatPence } from '@barbershop/core/money';
import { dayjs } from '@barbershop/core/time';
import { FigureCard } from '../shared/FigureCard';
import { useWaitlistDay } from '../waitlist/waitlistApi';

/**
 * "Chairs refilled this week": the bookings the waitlist made in the week of the day shown
 * (Monday to Sunday), not cancelled, and, for a role that may see revenue, what they brought back.
 * Nothing shows until the server answers: it is a figure beside the day, never in its way.
 */
export function RefilledCard({ shopId, date, showMoney }: { shopId: string; date: string; showMoney: boolean }) {
  const refilled = useWaitlistDay(shopId, date).data?.refilled;
  if (!refilled) return null;
  const week = `Week of ${dayjs.utc(refilled.weekStart).format('D MMM')}`;
  return (
    <FigureCard
      label="Chairs refilled this week"
      value={String(refilled.count)}
      detail={showMoney ? `${formatPence(refilled.revenuePence)} brought back · ${week}` : week}
      testId="chairs-refilled"
    />
  );
}
