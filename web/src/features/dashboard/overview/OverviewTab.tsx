import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Card, CardContent, Chip, IconButton, Stack, Typography } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import { isWorkingAt } from '@barbershop/core/booking';
import {
  appointmentFetchRange,
  clockTime,
  dayBlocksOf,
  dayGridRange,
  dayStats,
  gridColumns,
  type GridColumn,
} from '@barbershop/core/calendar';
import type { Appointment, TimeBlock } from '@barbershop/core/model';
import { addDays, dayjs, minutesOf, todayIn } from '@barbershop/core/time';
import { useState, type ReactNode } from 'react';
import { useAppointments, useBlocksFrom } from '../../../lib/firestore/liveData';
import { useMinute } from '../../../shared/time/useMinute';
import { DayPicker } from '../shared/DayPicker';
import { LiveDataBoundary } from '../../../shared/ui/LiveDataBoundary';
import type { ShopLive } from '../useShopLive';
import { NoShowChip } from '../customers/NoShowChip';
import { AppointmentDialog } from './AppointmentDialog';
import { BookAppointmentDialog, type BookTarget } from './BookAppointmentDialog';
import { DailyScheduleGrid } from './DailyScheduleGrid';
import { DayStatsCards } from './DayStatsCards';
import { MoveConfirmDialog, type PendingMove } from './MoveConfirmDialog';
import { WalkInDialog } from './WalkInDialog';
import { ShareBookingCard } from '../share/ShareBookingCard';
import { RefilledCard } from './RefilledCard';

/**
 * The selected day's appointments, live. They are watched over the spec's range (first day of
 * the previous month to the last day of the month after next), so moving between days inside it
 * needs no new query; the parts below share one listener (reactfire keys it by query).
 */
function useDayAppointments(shopId: string, date: string) {
  const range = appointmentFetchRange(date);
  const appointments = useAppointments(shopId, range.startDate, range.endDate);
  return appointments?.filter((a) => a.date === date);
}

const rangeKey = (date: string) => {
  const range = appointmentFetchRange(date);
  return `${range.startDate}:${range.endDate}`;
};

/** The Overview's parts: figures, the schedule card with its day navigation, count and grid. */
function OverviewLayout({
  stats,
  nav,
  count,
  date,
  grid,
}: Record<'stats' | 'nav' | 'count' | 'grid', ReactNode> & { date: string }) {
  return (
    <>
      {stats}
      <Card variant="outlined">
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            alignItems={{ sm: 'center' }}
            justifyContent="space-between"
            sx={{ mb: 2 }}
          >
            <Typography variant="h6" component="h2">
              Daily Schedule
            </Typography>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              {nav}
              {count}
            </Stack>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="schedule-date">
            {dayjs.utc(date).format('dddd D MMMM YYYY')}
          </Typography>
          {grid}
        </CardContent>
      </Card>
    </>
  );
}

interface DayProps {
  shopId: string;
  date: string;
  today: string;
  live: ShopLive;
  nav: ReactNode;
  closed: boolean;
  timeZone: string;
  shopHours: BarbershopDto['businessHours'];
  onCellClick: (target: BookTarget) => void;
  onAppointmentClick: (appointment: Appointment) => void;
  /** the appointment whose dialog is open (as clicked), and closing it */
  selected: Appointment | null;
  onCloseSelected: () => void;
  onWalkIn?: (barberId: string) => void;
  /** the shop's hours and closures: who is working now */
  shop: WalkInShop;
  /** the day's revenue: only for a role that may see reports and revenue */
  showMoney: boolean;
}

type WalkInShop = Pick<BarbershopDto, 'timezone' | 'businessHours' | 'closedDates'>;

/** A grid column's barber with their weekly breaks, which the grid draws as blocks. */
const withBreaks = (live: ShopLive) => (column: GridColumn) => {
  const barber = live.barbers.find((b) => b.id === column.id);
  return { ...column, weeklyBreaks: barber?.weeklyBreaks, skippedBreaks: barber?.skippedBreaks };
};

/**
 * Walk-in is offered only for a barber working now: on shift, not on a time block, a break or a
 * closed day (a barber busy with a customer still is: the walk-in then says until when).
 */
const withWorkingNow =
  (shop: WalkInShop, live: ShopLive, blocks: readonly TimeBlock[], now: number) =>
  <C extends GridColumn>(column: C) => {
    const barber = live.barbers.find((b) => b.id === column.id);
    const own = blocks.filter((b) => b.barberId === column.id);
    return { ...column, workingNow: Boolean(barber) && isWorkingAt(shop, barber!, own, now) };
  };

/** The selected day, live: figures, count and grid from one appointments listener. */
function OverviewDay({
  shopId,
  date,
  today,
  live,
  nav,
  closed,
  timeZone,
  shopHours,
  shop,
  onCellClick,
  onAppointmentClick,
  selected,
  onCloseSelected,
  onWalkIn,
  showMoney,
}: DayProps) {
  // A card dropped on another cell: asked first, then the same move as the dialog's; the grid follows live.
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);
  const minute = useMinute();
  const onMove = (appointment: Appointment, to: BookTarget) =>
    setPendingMove({ appointment, to, barberName: live.barbers.find((b) => b.id === to.barberId)?.name ?? '' });
  const appointments = useDayAppointments(shopId, date);
  const blocks = useBlocksFrom(shopId, appointmentFetchRange(date).startDate);
  if (!appointments || !blocks) {
    return (
      <OverviewLayout
        stats={null}
        nav={nav}
        count={null}
        date={date}
        grid={<Typography color="text.secondary">Loading...</Typography>}
      />
    );
  }
  const count = dayStats(appointments).count;
  const columns = gridColumns(live.barbers, appointments).map(withBreaks(live));
  const range = dayGridRange(date, {
    shopHours,
    barbers: live.barbers.filter((b) => b.isActive !== false),
    appointments,
    blocks: dayBlocksOf(date, blocks, columns),
  });
  return (
    <>
      <OverviewLayout
        stats={<DayStatsCards appointments={appointments} date={date} today={today} showMoney={showMoney} />}
        nav={nav}
        count={
          count > 0 ? (
            <Chip color="secondary" label={`${count} appointment${count === 1 ? '' : 's'}`} />
          ) : (
            <Chip label="No appointments" />
          )
        }
        date={date}
        grid={
          <DailyScheduleGrid
            date={date}
            // Active barbers, plus any inactive or removed one who still has appointments that day.
            barbers={columns.map(withWorkingNow(shop, live, blocks, minute))}
            range={range}
            scrollToMinute={date === today ? minutesOf(clockTime(minute, timeZone)) : undefined}
            appointments={appointments}
            blocks={blocks}
            closed={closed}
            timeZone={timeZone}
            onCellClick={onCellClick}
            onAppointmentClick={onAppointmentClick}
            onMove={onMove}
            onWalkIn={onWalkIn}
          />
        }
      />
      <MoveConfirmDialog pending={pendingMove} onClose={() => setPendingMove(null)} />
      <AppointmentDialog
        // the dialog follows the live appointment (a no-show's failed fee, a payment link sent,
        // the fee then paid); one no longer on this day is shown as it was clicked
        appointment={selected && (appointments.find((a) => a.id === selected.id) ?? selected)}
        barbers={live.barbers.filter((b) => b.isActive !== false)}
        today={today}
        timeZone={timeZone}
        onClose={onCloseSelected}
        customerBadge={selected && <NoShowChip key={selected.id} shopId={shopId} customerId={selected.customerId} />}
      />
    </>
  );
}

/**
 * Overview: the selected day's figures and grid, live, in the shop's own time zone. The front
 * desk sees the same without the revenue (`showMoney` false).
 */
export function OverviewTab({ shop, live, showMoney = true }: { shop: BarbershopDto; live: ShopLive; showMoney?: boolean }) {
  const today = todayIn(shop.timezone);
  const [date, setDate] = useState(today);
  const [target, setTarget] = useState<BookTarget | null>(null);
  const [selected, setSelected] = useState<Appointment | null>(null);
  const [walkInBarber, setWalkInBarber] = useState<string | null>(null);
  const activeBarbers = live.barbers.filter((b) => b.isActive !== false);
  const walkInWith = activeBarbers.find((b) => b.id === walkInBarber);

  const nav = (
    <>
      <IconButton aria-label="Previous day" onClick={() => setDate(addDays(date, -1))}>
        <ChevronLeft />
      </IconButton>
      <DayPicker label="Date" value={date} onChange={setDate} />
      <IconButton aria-label="Next day" onClick={() => setDate(addDays(date, 1))}>
        <ChevronRight />
      </IconButton>
    </>
  );

  return (
    <Stack spacing={3}>
      <ShareBookingCard shop={shop} services={live.services} barbers={live.barbers} />
      <RefilledCard shopId={shop.id} date={date} showMoney={showMoney} />
      <LiveDataBoundary
        resetKey={rangeKey(date)}
        fallback={(message) => <OverviewLayout stats={null} nav={nav} count={null} date={date} grid={message} />}
      >
        <OverviewDay
          shopId={shop.id}
          date={date}
          today={today}
          live={live}
          nav={nav}
          closed={(shop.closedDates ?? []).includes(date)}
          timeZone={shop.timezone}
          shopHours={shop.businessHours}
          onCellClick={setTarget}
          onAppointmentClick={setSelected}
          selected={selected}
          onCloseSelected={() => setSelected(null)}
          // a walk-in starts now: offered on today's grid, where it then shows
          onWalkIn={date === today ? setWalkInBarber : undefined}
          shop={shop}
          showMoney={showMoney}
        />
      </LiveDataBoundary>
      {target && (
        <BookAppointmentDialog
          key={`${target.barberId}-${target.date}-${target.time}`}
          shopId={shop.id}
          live={live}
          target={target}
          shop={shop}
          onClose={() => setTarget(null)}
        />
      )}
      {walkInWith && (
        <WalkInDialog
          shopId={shop.id}
          barber={walkInWith}
          services={live.services.filter((s) => s.isActive !== false)}
          customers={live.customers}
          onClose={() => setWalkInBarber(null)}
        />
      )}
    </Stack>
  );
}
