import { Box } from '@mui/material';
import { addDays, horizonDaysOf, listedTimeLabel, todayIn, type BarbershopDto, type SlotDto } from '@barbershop/core';
import { BookingCalendar } from './BookingCalendar';
import { SlotList } from './SlotList';

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
}) {
  // dayjs and its zone plugins come with this chunk, not with the page
  const today = todayIn(shop.timezone);
  const lastDate = addDays(today, horizonDaysOf(shop));
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '340px 1fr' } }}>
      <BookingCalendar
        shopId={shopId}
        serviceIds={serviceIds}
        barberId={barberId}
        bookable={shop.bookable !== false}
        today={today}
        lastDate={lastDate}
        value={date}
        onChange={onDate}
      />
      <SlotList
        ready={Boolean(serviceIds.length > 0 && date)}
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
