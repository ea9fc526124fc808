import { Box, Button } from '@mui/material';
import type { BarbershopDto, SlotDto } from '@barbershop/core/api';
import { horizonDaysOf } from '@barbershop/core/booking';
import { addDays, listedTimeLabel, todayIn } from '@barbershop/core/time';
import { BookingCalendar } from './BookingCalendar';
import { NextAvailableButton } from './NextAvailableButton';
import { useState } from 'react';
import { SlotList, TOUCH_TARGET_PX, type SlotListWaiting } from './SlotList';
import { WAITLIST_FAR_DAYS, WaitlistPrompt } from './WaitlistPrompt';

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
  onJoinWaitlist,
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
  /** opens "Join the waitlist" for the date wanted (the shop takes a waitlist); absent: not offered */
  onJoinWaitlist?: (date: string) => void;
  /** with no date chosen, the calendar opens on this date's month (the booking being moved) */
  openOn?: string;
}) {
  // dayjs and its zone plugins come with this chunk, not with the page
  const today = todayIn(shop.timezone);
  const lastDate = addDays(today, horizonDaysOf(shop));
  const visitKey = `${barberId}|${serviceIds.join(',')}`;
  // the date wanted when "Next available" found a time more than a week after it
  const [tooFar, setTooFar] = useState<{ key: string; date: string } | null>(null);
  const found = (foundDate: string, foundTime: string) => {
    const wanted = date ?? today;
    setTooFar(foundDate > addDays(wanted, WAITLIST_FAR_DAYS) ? { key: visitKey, date: wanted } : null);
    onNextAvailable?.(foundDate, foundTime);
  };
  const farDate = tooFar?.key === visitKey ? tooFar.date : null;
  const noneFree = Boolean(date && !slotsError && slots?.length && slots.every((s) => !s.available));
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '340px minmax(0, 1fr)' } }}>
      {onNextAvailable && shop.bookable !== false && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <NextAvailableButton
            // another barber or visit: the time found before is no longer the one
            key={visitKey}
            shopId={shopId}
            serviceIds={serviceIds}
            barberId={barberId}
            onFound={found}
            label={(d, t) => listedTimeLabel(d, t, shop.timezone)}
          />
          {onJoinWaitlist && farDate && (
            <Button
              variant="outlined"
              color="secondary"
              onClick={() => onJoinWaitlist(farDate)}
              sx={{ mt: 1, minHeight: TOUCH_TARGET_PX }}
            >
              Join the waitlist for an earlier time
            </Button>
          )}
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
      {onJoinWaitlist && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <WaitlistPrompt noneFree={noneFree} onJoin={() => onJoinWaitlist(date ?? today)} />
        </Box>
      )}
    </Box>
  );
}
