import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import { closedDateSchema, upcomingBankHolidays } from '@barbershop/core/closures';
import type { Appointment } from '@barbershop/core/model';
import { dayjs, todayIn } from '@barbershop/core/time';
import { useFormik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { SectionCard } from '../../shared/ui/SectionCard';
import { useToast } from '../../shared/ui/toast';
import { useShopDoc } from '../../lib/firestore/liveData';
import { changeFailedReason } from '../../shared/ui/changeFailedReason';
import { LiveDataBoundary } from '../../shared/ui/LiveDataBoundary';
import { DateField, UkPickers } from '../../shared/forms/PickerFields';
import { useCancelBookings, useCloseDate, useReopenDate } from './useClosedDates';

const longDate = (d: string) => dayjs.utc(d).format('dddd D MMMM YYYY');
const shortDate = (d: string) => dayjs.utc(d).format('ddd D MMM YYYY');

/** A date about to be closed that still has bookings to come: the owner chooses first. */
interface Pending {
  date: string;
  bookings: Appointment[];
}

const bookingsText = (n: number) => (n === 1 ? '1 booking' : `${n} bookings`);

function ClosedDates({ shop }: { shop: BarbershopDto }) {
  const toast = useToast();
  const today = todayIn(shop.timezone);
  const stored = useShopDoc(shop.id);
  const close = useCloseDate(shop.id, today);
  const reopen = useReopenDate(shop.id);
  const cancelBookings = useCancelBookings(shop.id);
  const [pending, setPending] = useState<Pending | null>(null);
  const closed = (stored?.closedDates ?? []).filter((d) => d >= today);
  const suggested = upcomingBankHolidays(today).filter((h) => !closed.includes(h.date));
  const failed = (title: string, err: unknown) => toast({ title, description: changeFailedReason(err), variant: 'destructive' });

  /** Closes `date`, unless it has bookings the owner has not yet been told about. */
  async function add(date: string, confirmed = false): Promise<boolean> {
    try {
      const result = await close.mutateAsync({ date, confirmed });
      if (result.closed) {
        setPending(null);
        toast({ title: `Closed on ${longDate(date)}` });
        return true;
      }
      setPending({ date, bookings: result.bookings });
    } catch (err) {
      failed('Failed to close that date', err);
    }
    return false;
  }

  const f = useFormik({
    initialValues: { date: '' },
    validationSchema: yup.object({
      date: closedDateSchema.test('future', 'Choose today or a later date', (v) => !v || v >= today),
    }),
    onSubmit: async ({ date }, helpers) => {
      if (await add(date)) helpers.resetForm();
    },
  });
  const dateError = f.submitCount > 0 || f.touched.date ? f.errors.date : undefined;

  /**
   * "Cancel and notify": the day is closed first, so nobody books it while the cancellations run,
   * then each booking is cancelled and its customer emailed.
   */
  async function closeAndCancel({ date, bookings }: Pending) {
    if (!(await add(date, true))) return;
    const failures = await cancelBookings.mutateAsync(bookings);
    const cancelled = bookings.length - failures.length;
    if (cancelled > 0) toast({ title: `${bookingsText(cancelled)} cancelled`, description: 'The customers were emailed.' });
    if (failures.length > 0)
      failed(
        'Failed to cancel appointment',
        `Still booked: ${failures.map(({ booking: b }) => `${b.customerName} (${b.time})`).join(', ')}. ${changeFailedReason(failures[0]!.err) ?? ''}`,
      );
  }

  async function remove(date: string) {
    try {
      await reopen.mutateAsync(date);
      toast({ title: `Open again on ${longDate(date)}` });
    } catch (err) {
      failed('Failed to reopen that date', err);
    }
  }

  return (
    <>
      <Typography variant="body2" color="text.secondary">
        Customers cannot book on these days. A day's bookings are cancelled only if you choose Cancel and notify.
      </Typography>
      <UkPickers>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          alignItems={{ sm: 'flex-start' }}
          onSubmit={f.handleSubmit}
          noValidate
        >
          <DateField
            label="Date to close"
            size="small"
            value={f.values.date}
            minDate={today}
            onChange={(v) => void f.setFieldValue('date', v)}
            onBlur={() => void f.setFieldTouched('date')}
            error={Boolean(dateError)}
            helperText={dateError}
          />
          <Button type="submit" variant="contained" disabled={f.isSubmitting || close.isPending}>
            Add Closed Date
          </Button>
        </Stack>
      </UkPickers>
      {stored === undefined ? (
        <Typography color="text.secondary">Loading...</Typography>
      ) : closed.length === 0 ? (
        <Typography color="text.secondary">No closed dates coming up.</Typography>
      ) : (
        <List dense aria-label="Closed dates" disablePadding>
          {closed.map((d) => (
            <ListItem
              key={d}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Reopen ${longDate(d)}`}
                  disabled={reopen.isPending}
                  onClick={() => void remove(d)}
                >
                  <DeleteOutline />
                </IconButton>
              }
            >
              <ListItemText primary={longDate(d)} />
            </ListItem>
          ))}
        </List>
      )}
      {suggested.length > 0 && (
        <Box>
          <Typography variant="subtitle2" gutterBottom>
            Suggested: bank holidays
          </Typography>
          <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
            {suggested.map((h) => (
              <Chip
                key={h.date}
                variant="outlined"
                label={`${h.name} · ${shortDate(h.date)}`}
                aria-label={`Close on ${h.name}, ${longDate(h.date)}`}
                disabled={close.isPending}
                onClick={() => void add(h.date)}
              />
            ))}
          </Stack>
        </Box>
      )}
      {pending && (
        <Dialog open onClose={() => setPending(null)} aria-labelledby="close-date-title">
          <DialogTitle id="close-date-title">Close on {longDate(pending.date)}?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {pending.bookings.length === 1 ? '1 booking is' : `${pending.bookings.length} bookings are`} scheduled on that day.
              Cancel and notify closes the day, cancels {pending.bookings.length === 1 ? 'it' : 'them'} and emails each customer.
              Close Anyway stops new bookings only: the bookings already made are not cancelled automatically.
            </DialogContentText>
            <List dense aria-label="Bookings on that day">
              {pending.bookings.map((a) => (
                <ListItem key={a.id} disableGutters>
                  {a.time} · {a.customerName} · {a.serviceName} · {a.barberName}
                </ListItem>
              ))}
            </List>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={() => setPending(null)}>Keep Open</Button>
            <Button color="error" disabled={close.isPending} onClick={() => void add(pending.date, true)}>
              Close Anyway
            </Button>
            <Button
              variant="contained"
              color="error"
              disabled={close.isPending || cancelBookings.isPending}
              onClick={() => void closeAndCancel(pending)}
            >
              Cancel and notify
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

/**
 * Settings, Business tab: the days the whole shop is closed (bank holidays, holidays), saved on
 * the shop's document and read live; the slot engine and online booking leave them out.
 */
export function ClosedDatesCard({ shop }: { shop: BarbershopDto }) {
  return (
    <SectionCard title="Closed dates">
      <LiveDataBoundary resetKey={shop.id}>
        <ClosedDates shop={shop} />
      </LiveDataBoundary>
    </SectionCard>
  );
}
