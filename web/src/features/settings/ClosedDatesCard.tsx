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
import { closedDateSchema, dayjs, todayIn, upcomingBankHolidays, type BarbershopDto } from '@barbershop/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { SectionCard } from '../../shared/ui/SectionCard';
import { useToast } from '../../shared/ui/toast';
import { useShopDoc } from '../../lib/firestore/liveData';
import { changeFailedReason } from '../dashboard/shared/changeFailedReason';
import { LiveDataBoundary } from '../dashboard/shared/LiveDataBoundary';
import { DateField, UkPickers } from '../dashboard/shared/PickerFields';
import { useCloseDate, useReopenDate } from './useClosedDates';

const longDate = (d: string) => dayjs.utc(d).format('dddd D MMMM YYYY');
const shortDate = (d: string) => dayjs.utc(d).format('ddd D MMM YYYY');

/** A date about to be closed that still has bookings: the owner confirms first. */
interface Pending {
  date: string;
  bookings: number;
}

function ClosedDates({ shop }: { shop: BarbershopDto }) {
  const toast = useToast();
  const today = todayIn(shop.timezone);
  const stored = useShopDoc(shop.id);
  const close = useCloseDate(shop.id, today);
  const reopen = useReopenDate(shop.id);
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
        Customers cannot book on these days. Closing a day does not cancel its bookings.
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
              {pending.bookings === 1 ? '1 booking is' : `${pending.bookings} bookings are`} scheduled on that day. Closing the
              shop stops new bookings only: the bookings already made are not cancelled automatically. Cancel or move them from
              the dashboard, and let the customers know.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPending(null)}>Keep Open</Button>
            <Button variant="contained" color="error" disabled={close.isPending} onClick={() => void add(pending.date, true)}>
              Close Anyway
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
