import { Card, CardContent, Stack, Typography } from '@mui/material';
import { blockOnDate } from '@barbershop/core/calendar';
import type { TimeBlock } from '@barbershop/core/model';
import { BLOCK_REASON_LABELS, breaksOn } from '@barbershop/core/slots';
import { dayjs, dayOfWeek } from '@barbershop/core/time';
import { useBarberAppointments, useBarberBlocksFrom, useBarbers } from '../../../lib/firestore/liveData';
import { Fragment, type ReactNode } from 'react';
import { useMinute } from '../../../shared/time/useMinute';
import { BookingCard } from './BookingCard';

/** A time off row: when, and why. */
function OffRow({ when, what, notes }: { when: string; what: string; notes?: string }) {
  return (
    <Card variant="outlined" data-testid="my-block" sx={{ bgcolor: 'action.hover' }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography fontWeight={600}>
          {when} · {what}
        </Typography>
        {notes && (
          <Typography variant="body2" color="text.secondary">
            {notes}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** One day of the list: its heading in a week, its rows, or what an empty day says. */
function DaySection({
  date,
  titled,
  empty,
  children,
}: {
  date: string;
  titled: boolean;
  empty: string | null;
  children: ReactNode;
}) {
  const label = dayjs.utc(date).format('dddd D MMMM');
  return (
    <Stack spacing={1.5} component="section" aria-label={label}>
      {titled && (
        <Typography variant="subtitle1" component="h2" fontWeight={700}>
          {label}
        </Typography>
      )}
      {children}
      {empty && <Typography color="text.secondary">{empty}</Typography>}
    </Stack>
  );
}

/** A time block as a day lists it: all day, or its hours (a block over several days holds them on each). */
const blockTimes = (block: TimeBlock) =>
  block.isAllDay || !block.startTime || !block.endTime ? 'All day' : `${block.startTime}–${block.endTime}`;

/**
 * The barber's bookings, time blocks and weekly breaks on `days`, live: the barber's own query (the rules let a
 * barber list appointments only filtered on their own column).
 */
/** Whose days, which, and in which zone: what My day's lists take. */
export interface DaysProps {
  shopId: string;
  barberId: string;
  days: readonly string[];
  timeZone: string;
}

export function MyDays({ shopId, barberId, days, timeZone }: DaysProps) {
  const now = useMinute();
  const appointments = useBarberAppointments(shopId, barberId, days[0]!, days.at(-1)!);
  const blocks = useBarberBlocksFrom(shopId, barberId, days[0]!);
  // the barber's own document (the shop's barbers are public): their weekly breaks
  const barber = useBarbers(shopId)?.find((b) => b.id === barberId);
  if (!appointments || !blocks) return <Typography color="text.secondary">Loading...</Typography>;
  const several = days.length > 1;
  return (
    <Stack spacing={several ? 3 : 1.5}>
      {days.map((date) => {
        // the day in time order: all-day time off first, then breaks, blocks and bookings by their start
        const rows: { start: string; key: string; node: ReactNode }[] = [
          ...(barber ? breaksOn(barber, date, dayOfWeek(date)) : []).map((b) => ({
            start: b.startTime,
            key: `break-${b.startTime}`,
            node: <OffRow when={`${b.startTime}–${b.endTime}`} what="Weekly break" />,
          })),
          ...blocks
            .filter((b) => blockOnDate(b, date))
            .map((b) => ({
              start: b.isAllDay ? '' : (b.startTime ?? ''),
              key: b.id,
              node: <OffRow when={blockTimes(b)} what={BLOCK_REASON_LABELS[b.reason]} notes={b.notes} />,
            })),
          ...appointments
            .filter((a) => a.date === date)
            .map((a) => ({ start: a.time, key: a.id, node: <BookingCard booking={a} timeZone={timeZone} now={now} /> })),
        ].sort((a, b) => a.start.localeCompare(b.start));
        return (
          <DaySection key={date} date={date} titled={several} empty={rows.length === 0 ? 'No bookings or time off' : null}>
            {rows.map((row) => (
              <Fragment key={row.key}>{row.node}</Fragment>
            ))}
          </DaySection>
        );
      })}
    </Stack>
  );
}

/**
 * Another barber's bookings on `days`, read only: shown when the owner lets barbers see every
 * barber's bookings (their time off stays theirs: the rules give a barber their own blocks only).
 */
export function TheirDays({ shopId, barberId, days, timeZone }: DaysProps) {
  const now = useMinute();
  const appointments = useBarberAppointments(shopId, barberId, days[0]!, days.at(-1)!);
  if (!appointments) return <Typography color="text.secondary">Loading...</Typography>;
  return (
    <Stack spacing={days.length > 1 ? 3 : 1.5}>
      {days.map((date) => {
        const day = appointments.filter((a) => a.date === date).sort((a, b) => a.time.localeCompare(b.time));
        return (
          <DaySection key={date} date={date} titled={days.length > 1} empty={day.length === 0 ? 'No bookings' : null}>
            {day.map((a) => (
              <BookingCard key={a.id} booking={a} timeZone={timeZone} now={now} canMark={false} />
            ))}
          </DaySection>
        );
      })}
    </Stack>
  );
}
