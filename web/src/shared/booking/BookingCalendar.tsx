import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickerValidDate } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import { useState } from 'react';
import { TOUCH_TARGET_PX } from './SlotList';
import { useMonthAvailability } from './useMonthAvailability';

// British names and formats, but weeks start on Sunday (en-GB starts on Monday).
const LOCALE = 'en-gb-sunday';
dayjs.locale({ ...dayjs.Ls['en-gb']!, name: LOCALE, weekStart: 0 }, undefined, true);

const ISO = 'YYYY-MM-DD';

// Days of 44 px, not MUI's 36 px: a thumb's touch target. No side margins on a phone, so that
// seven of them fit its width.
const DAY_SX = { width: TOUCH_TARGET_PX, height: TOUCH_TARGET_PX, mx: { xs: 0, sm: '2px' } } as const;

/** The day buttons keep the names the hand-written grid gave them: 'Thursday 29 October 2026'. */
const dayLabel = (day: PickerValidDate) => (day as Dayjs).format('dddd D MMMM YYYY');

/**
 * The booking month: weeks from Sunday, days before today and after the shop's
 * booking horizon disabled, and so is every day on which the chosen services have no free time
 * with the chosen barber (GET /api/barbershops/{id}/availability).
 */
export function BookingCalendar({
  shopId,
  serviceIds,
  barberId,
  bookable,
  today,
  lastDate,
  openOn,
  value,
  onChange,
}: {
  shopId: string;
  /** the visit's services in order */
  serviceIds: readonly string[];
  /** '' for any available stylist */
  barberId: string;
  /**
   * false for a shop that cannot take bookings now: every day stays open so that the times step
   * says why, under the notice at the top of the page
   */
  bookable: boolean;
  today: string;
  lastDate: string;
  /** with no date chosen, open on this date's month (a booking being moved) rather than today's */
  openOn?: string;
  value: string | null;
  onChange: (date: string) => void;
}) {
  // a date outside today..lastDate cannot be shown: the nearest end of that range is
  const opening = openOn ? (openOn < today ? today : openOn > lastDate ? lastDate : openOn) : today;
  const [month, setMonth] = useState(() => (value ?? opening).slice(0, 7));
  const availability = useMonthAvailability(shopId, month, serviceIds, barberId, bookable);
  const available = availability.data ? new Set(availability.data.availableDates) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={LOCALE}>
      <DateCalendar
        views={['day']}
        value={value ? dayjs(value) : null}
        referenceDate={dayjs(opening)}
        minDate={dayjs(today)}
        maxDate={dayjs(lastDate)}
        onChange={(day: Dayjs | null) => day && onChange(day.format(ISO))}
        onMonthChange={(m: Dayjs) => setMonth(m.format('YYYY-MM'))}
        // Until the month's answer arrives only the horizon limits the days: the times list
        // still says when a day has nothing free.
        shouldDisableDate={(day: Dayjs) => available !== null && !available.has(day.format(ISO))}
        slotProps={{ day: ({ day }) => ({ 'aria-label': dayLabel(day), sx: DAY_SX }) }}
        sx={{
          width: '100%',
          maxWidth: 360,
          m: 0,
          // room for the larger days (DAY_SX): six weeks of them
          height: 'auto',
          maxHeight: 'none',
          '& .MuiDayCalendar-weekDayLabel': { width: TOUCH_TARGET_PX, mx: { xs: 0, sm: '2px' } },
          '& .MuiDayCalendar-slideTransition': { minHeight: 6 * (TOUCH_TARGET_PX + 4) },
        }}
      />
    </LocalizationProvider>
  );
}
