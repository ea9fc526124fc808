import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import { horizonDaysOf, type BookingForm } from '@barbershop/core/booking';
import { addDays, todayIn } from '@barbershop/core/time';
import { waitlistEndpoints } from '@barbershop/core/api';
import { joinWaitlistSchema, WAITLIST_MAX_PREFERENCES } from '@barbershop/core/waitlist';
import { FieldArray, Form, Formik, getIn, useFormikContext } from 'formik';
import { useState } from 'react';
import { ApiError } from '../../../lib/api/client';
import { call } from '../../../lib/api/call';
import { DateField, TimeField, UkPickers } from '../../../shared/forms/PickerFields';
import { ConsentCheckbox } from '../booking/ConsentCheckbox';
import { initialJoinValues, unshownError, windowFor, type JoinValues } from './joinValues';

export const JOINED_TITLE = "You're on the waitlist";
export const JOINED_TEXT = "We've emailed you a link to see or leave the waitlist.";
export const TEXT_OFFERS_LABEL = 'Text me when a time frees up';
const JOIN_FAILED = 'We could not add you to the waitlist. Please try again.';

/** The error shown under a field once it was touched or the form submitted. */
function useFieldError() {
  const f = useFormikContext<JoinValues>();
  return (path: string): string | undefined => {
    const error: unknown = getIn(f.errors, path);
    return (getIn(f.touched, path) || f.submitCount > 0) && typeof error === 'string' ? error : undefined;
  };
}

function Windows({ shop, today, lastDate }: { shop: Pick<BarbershopDto, 'businessHours'>; today: string; lastDate: string }) {
  const f = useFormikContext<JoinValues>();
  const errorOf = useFieldError();
  const preferences = f.values.preferences;
  return (
    <FieldArray name="preferences">
      {(rows) => (
        <Stack spacing={2}>
          {preferences.map((_, i) => {
            const path = `preferences[${i}]`;
            const field = (key: 'date' | 'from' | 'to') => ({
              value: preferences[i]?.[key] ?? '',
              onChange: (value: string) => void f.setFieldValue(`${path}.${key}`, value),
              onBlur: () => void f.setFieldTouched(`${path}.${key}`, true, false),
              error: Boolean(errorOf(`${path}.${key}`)),
              helperText: errorOf(`${path}.${key}`),
              fullWidth: true,
            });
            // the window's own check (its end after its start) is the row's error
            const rowError = f.submitCount > 0 || getIn(f.touched, `${path}.to`) ? getIn(f.errors, path) : undefined;
            return (
              <Box
                key={i}
                role="group"
                aria-label={`Time window ${i + 1}`}
                sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr auto', alignItems: 'start' }}
              >
                <Box sx={{ gridColumn: '1 / 3' }}>
                  <DateField label={`Date ${i + 1}`} minDate={today} maxDate={lastDate} {...field('date')} />
                </Box>
                <IconButton
                  aria-label={`Remove time window ${i + 1}`}
                  onClick={() => rows.remove(i)}
                  disabled={preferences.length === 1}
                  sx={{ mt: 1 }}
                >
                  <DeleteOutline />
                </IconButton>
                <TimeField label="From" {...field('from')} />
                <TimeField label="Until" {...field('to')} />
                {typeof rowError === 'string' && (
                  <Typography variant="body2" color="error" sx={{ gridColumn: '1 / -1' }}>
                    {rowError}
                  </Typography>
                )}
              </Box>
            );
          })}
          {typeof f.errors.preferences === 'string' && <Alert severity="error">{f.errors.preferences}</Alert>}
          <Button
            startIcon={<Add />}
            onClick={() => rows.push(windowFor(shop, preferences.at(-1)?.date ?? today))}
            disabled={preferences.length >= WAITLIST_MAX_PREFERENCES}
            sx={{ alignSelf: 'start' }}
          >
            {preferences.length >= WAITLIST_MAX_PREFERENCES
              ? `Up to ${WAITLIST_MAX_PREFERENCES} time windows`
              : 'Add another time window'}
          </Button>
        </Stack>
      )}
    </FieldArray>
  );
}

function Details() {
  const f = useFormikContext<JoinValues>();
  const errorOf = useFieldError();
  const field = (name: 'customerName' | 'customerPhone' | 'customerEmail') => ({
    name,
    value: f.values[name],
    onChange: f.handleChange,
    onBlur: f.handleBlur,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
    fullWidth: true,
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField label="Full Name *" autoComplete="name" {...field('customerName')} />
      <TextField label="Phone Number *" type="tel" autoComplete="tel" {...field('customerPhone')} />
      <TextField
        label="Email Address *"
        type="email"
        autoComplete="email"
        {...field('customerEmail')}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        {f.values.textOffers !== undefined && (
          <FormControlLabel
            control={<Checkbox name="textOffers" checked={f.values.textOffers} onChange={f.handleChange} />}
            label={TEXT_OFFERS_LABEL}
          />
        )}
        <ConsentCheckbox />
      </Box>
    </Box>
  );
}

/**
 * "Join the waitlist" (issue 36), a lazy chunk of the shop page: the visit chosen in the booking
 * flow, up to five windows (a date and the earliest and latest start), the customer's details.
 * The server emails the private link; this page never sees it.
 */
export default function JoinWaitlistForm({
  shop,
  serviceIds,
  serviceName,
  barberId,
  barberName,
  date,
  details,
  onClose,
}: {
  shop: Pick<BarbershopDto, 'id' | 'name' | 'timezone' | 'bookingHorizonDays' | 'businessHours' | 'textReminders'>;
  serviceIds: readonly string[];
  serviceName: string;
  /** '' for any available stylist */
  barberId: string;
  barberName: string;
  /** the day wanted: the first window's */
  date: string;
  /** what the customer typed in the booking's details, if anything */
  details: Pick<BookingForm, 'name' | 'phone' | 'email'>;
  onClose: () => void;
}) {
  const [joined, setJoined] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const today = todayIn(shop.timezone);
  const lastDate = addDays(today, horizonDaysOf(shop));

  async function join(values: JoinValues) {
    setFailure(null);
    try {
      await call(waitlistEndpoints.join, {}, values);
      setJoined(true);
    } catch (err) {
      // the API's refusals say what to change (a closed day, already on the list today, too many tries)
      setFailure(err instanceof ApiError && err.status < 500 && err.serverMessage ? err.serverMessage : JOIN_FAILED);
    }
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="join-waitlist-title">
      <CardContent>
        <Typography id="join-waitlist-title" variant="h6" component="h3" gutterBottom>
          {joined ? JOINED_TITLE : 'Join the waitlist'}
        </Typography>
        {joined ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography role="status">{JOINED_TEXT}</Typography>
            <Typography color="text.secondary">
              When a time in your windows frees up, we&apos;ll email you and hold it for you for a few minutes.
            </Typography>
            <Button onClick={onClose}>Back to booking</Button>
          </Stack>
        ) : (
          <Formik<JoinValues>
            initialValues={initialJoinValues(shop, { serviceIds, barberId }, date, details)}
            validationSchema={joinWaitlistSchema}
            onSubmit={join}
          >
            {(f) => (
              <Form noValidate>
                <Stack spacing={3}>
                  <Typography color="text.secondary">
                    {serviceName} with {barberName}. Tell us when you could come: when a time in one of your windows frees up at{' '}
                    {shop.name}, we&apos;ll email you and hold it for you.
                  </Typography>
                  <UkPickers>
                    <Windows shop={shop} today={today} lastDate={lastDate} />
                  </UkPickers>
                  <Details />
                  {(failure ?? (f.submitCount > 0 && unshownError(f.errors))) && (
                    <Alert severity="error" role="alert">
                      {failure ?? JOIN_FAILED}
                    </Alert>
                  )}
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                    <Button type="submit" variant="contained" color="secondary" size="large" disabled={f.isSubmitting}>
                      {f.isSubmitting ? 'Joining...' : 'Join the waitlist'}
                    </Button>
                    <Button onClick={onClose} disabled={f.isSubmitting}>
                      Cancel
                    </Button>
                  </Stack>
                </Stack>
              </Form>
            )}
          </Formik>
        )}
      </CardContent>
    </Card>
  );
}
