import { Card, CardContent, Stack, Typography } from '@mui/material';
import { blockOnDate } from '@barbershop/core/calendar';
import type { TimeBlock } from '@barbershop/core/model';
import { BLOCK_REASON_LABELS } from '@barbershop/core/slots';
import { dayjs } from '@barbershop/core/time';
import { useBarberAppointments, useBarberBlocksFrom } from '../../../lib/firestore/liveData';
import { useMinute } from '../../../shared/time/useMinute';
import { BookingCard } from './BookingCard';

/** A time block as a day lists it: all day, or its hours (a block over several days holds them on each). */
const blockTimes = (block: TimeBlock) =>
  block.isAllDay || !block.startTime || !block.endTime ? 'All day' : `${block.startTime}–${block.endTime}`;

function BlockRow({ block }: { block: TimeBlock }) {
  return (
    <Card variant="outlined" data-testid="my-block" sx={{ bgcolor: 'action.hover' }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography fontWeight={600}>
          {blockTimes(block)} · {BLOCK_REASON_LABELS[block.reason]}
        </Typography>
        {block.notes && (
          <Typography variant="body2" color="text.secondary">
            {block.notes}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The barber's bookings and time blocks on `days`, live: the barber's own query (the rules let a
 * barber list appointments only filtered on their own column).
 */
export function MyDays({
  shopId,
  barberId,
  days,
  timeZone,
}: {
  shopId: string;
  barberId: string;
  days: readonly string[];
  timeZone: string;
}) {
  const now = useMinute();
  const appointments = useBarberAppointments(shopId, barberId, days[0]!, days.at(-1)!);
  const blocks = useBarberBlocksFrom(shopId, barberId, days[0]!);
  if (!appointments || !blocks) return <Typography color="text.secondary">Loading...</Typography>;
  const several = days.length > 1;
  return (
    <Stack spacing={several ? 3 : 1.5}>
      {days.map((date) => {
        const bookings = appointments.filter((a) => a.date === date).sort((a, b) => a.time.localeCompare(b.time));
        const dayBlocks = blocks.filter((b) => blockOnDate(b, date));
        const empty = bookings.length === 0 && dayBlocks.length === 0;
        return (
          <Stack key={date} spacing={1.5} component="section" aria-label={dayjs.utc(date).format('dddd D MMMM')}>
            {several && (
              <Typography variant="subtitle1" component="h2" fontWeight={700}>
                {dayjs.utc(date).format('dddd D MMMM')}
              </Typography>
            )}
            {dayBlocks.map((b) => (
              <BlockRow key={b.id} block={b} />
            ))}
            {bookings.map((a) => (
              <BookingCard key={a.id} booking={a} timeZone={timeZone} now={now} />
            ))}
            {empty && <Typography color="text.secondary">No bookings or time off</Typography>}
          </Stack>
        );
      })}
    </Stack>
  );
}
