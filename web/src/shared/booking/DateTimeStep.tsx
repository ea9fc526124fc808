import { Box } from '@mui/material';
import type { BarbershopDto, SlotDto } from '@barbershop/core/api';
import { horizonDaysOf } from '@barbershop/core/booking';
import { addDays, listedTimeLabel, todayIn } from '@barbershop/core/time';
import { BookingCalendar } from './BookingCalendar';
import { NextAvailableButton } from './NextAvailableButton';
import { SlotList, type SlotListWaiting } from './SlotList';

/** What the times list waits for: a service, then a date (a barber is chosen before this step shows). */
export function waitingFor(serviceIds: readonly string[], date: string | null): SlotListWaiting {
  if (serviceIds.length === 0) return 'service';
  return date ? null : 'date';
}

/**
 * Step 3, a lazy chunk: the date pickers, dayjs's locale and the slot tooltips (Popper) load
 * when the customer has chosen a service and a barber, not with the page.
 */
export default function DateTimeStep({
  shopId,
  serviceIds,
  barberId,
  shop,
  date,
  time,
  slots,
  slotsError,
  onDate,
  onTime,
  onNextAvailable,
  openOn,
}: {
  shopId: string;
  /** the visit's services in order: the calendar looks for their time together */
  serviceIds: readonly string[];
  barberId: string;
  /** its zone says what "today" is, and its horizon the last bookable day */
  shop: Pick<BarbershopDto, 'timezone' | 'bookingHorizonDays' | 'bookable'>;
  date: string | null;
  time: string | null;
  slots: SlotDto[] | undefined;
  slotsError: string | null;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  /** chooses the date and time "Next available" found, together; absent: no such button */
  onNextAvailable?: (date: string, time: string) => void;
  /** with no date chosen, the calendar opens on this date's month (the booking being moved) */
  openOn?: string;
}) {
  // dayjs and its zone plugins come with this chunk, not with the page
  const today = todayIn(shop.timezone);
  const lastDate = addDays(today, horizonDaysOf(shop));
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '340px minmax(0, 1fr)' } }}>
      {onNextAvailable && shop.bookable !== false && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <NextAvailableButton
            // another barber or visit: the time found before is no longer the one
            key={`${barberId}|${serviceIds.join(',')}`}
            shopId={shopId}
            serviceIds={serviceIds}
            barberId={barberId}
            onFound={onNextAvailable}
            label={(d, t) => listedTimeLabel(d, t, shop.timezone)}
          />
        </Box>
      )}
      <BookingCalendar
        shopId={shopId}
        serviceIds={serviceIds}
        barberId={barberId}
        bookable={shop.bookable !== false}
        today={today}
        lastDate={lastDate}
        openOn={openOn}
        value={date}
        onChange={onDate}
      />
      <SlotList
        waitingFor={waitingFor(serviceIds, date)}
        slots={slots}
        error={slotsError}
        value={time}
        onChange={onTime}
        // the hour repeated when the clocks go back reads '01:30 GMT': the time listed is the later one
        label={date ? (t) => listedTimeLabel(date, t, shop.timezone) : undefined}
      />
    </Box>
  );
}
