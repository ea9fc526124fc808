import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import type { BusinessHoursEntry } from '@barbershop/core/model';
import { businessHoursSchema } from '@barbershop/core/shop';
import { hoursOutsideShop, type OutsideShopHours } from '@barbershop/core/slots';
import { DAY_NAMES } from '@barbershop/core/time';
import { useFormik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { useToast } from '../../../shared/ui/toast';
import { useSaveHours } from '../mutations';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { TimeField, UkPickers } from '../../../shared/forms/PickerFields';
import { BarberCalendar } from '../calendar/BarberCalendar';
import { BreaksEditor } from './BreaksEditor';
import { OutsideShopHoursDialog } from './OutsideShopHoursDialog';
import type { ShopLive } from '../useShopLive';

/** The week as the API and the rules check it (core's schema). */
const hoursFormSchema = yup.object({ hours: businessHoursSchema.required() });

/** The first message the schema gave for a day ('Closing time must be after opening time'). */
function dayError(errors: unknown, i: number): string | undefined {
  const entry = Array.isArray(errors) ? (errors[i] as unknown) : undefined;
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object') return Object.values(entry as Record<string, string>).find(Boolean);
  return undefined;
}

export function HoursEditor({
  shopId,
  barberId,
  barberName,
  shopHours,
  initial,
  onSaved,
}: {
  shopId: string;
  barberId: string;
  barberName: string;
  shopHours: readonly BusinessHoursEntry[];
  initial: BusinessHoursEntry[];
  onSaved: () => void;
}) {
  const toast = useToast();
  const saveHours = useSaveHours(shopId, barberId);
  // hours waiting for the owner's answer: they reach outside the shop's hours
  const [outside, setOutside] = useState<{ hours: BusinessHoursEntry[]; days: OutsideShopHours[] } | null>(null);
  async function save(weeklyHours: BusinessHoursEntry[] | null) {
    try {
      // One barber document: the owner writes it directly (rules check the week's shape).
      await saveHours.mutateAsync(weeklyHours);
      toast({ title: 'Barber updated successfully' });
      onSaved();
    } catch (err) {
      toast({ title: 'Failed to update barber', description: changeFailedReason(err), variant: 'destructive' });
    }
  }
  const f = useFormik({
    initialValues: { hours: initial },
    validationSchema: hoursFormSchema,
    validateOnMount: true,
    onSubmit: (values) => {
      const days = hoursOutsideShop(shopHours, values.hours);
      if (days.length > 0) setOutside({ hours: values.hours, days });
      else return save(values.hours);
    },
  });
  const set = (i: number, patch: Partial<BusinessHoursEntry>) =>
    void f.setFieldValue(`hours[${i}]`, { ...f.values.hours[i], ...patch });
  const hoursErrors = f.errors.hours;
  return (
    <UkPickers>
      <Stack component="form" spacing={1} onSubmit={f.handleSubmit} noValidate>
        {f.values.hours.map((h, i) => {
          const error = dayError(hoursErrors, i);
          return (
            <Stack key={h.dayOfWeek} direction="row" spacing={2} alignItems="center">
              <FormControlLabel
                sx={{ width: 150 }}
                control={<Checkbox checked={h.isActive} onChange={(e) => set(i, { isActive: e.target.checked })} />}
                label={DAY_NAMES[h.dayOfWeek]}
              />
              <TimeField
                label="Start"
                size="small"
                value={h.startTime}
                disabled={!h.isActive}
                error={Boolean(error)}
                onChange={(v) => set(i, { startTime: v })}
              />
              <TimeField
                label="End"
                size="small"
                value={h.endTime}
                disabled={!h.isActive}
                error={Boolean(error)}
                helperText={error}
                onChange={(v) => set(i, { endTime: v })}
              />
            </Stack>
          );
        })}
        {hoursErrors && <Typography color="error">End times must be after start times.</Typography>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={Boolean(hoursErrors) || f.isSubmitting}>
            Save Schedule
          </Button>
          <Button onClick={() => save(null)} disabled={saveHours.isPending}>
            Use shop hours
          </Button>
        </Stack>
      </Stack>
      {outside && (
        <OutsideShopHoursDialog
          barberName={barberName}
          days={outside.days}
          busy={saveHours.isPending}
          onFix={() => setOutside(null)}
          onSaveAnyway={() => {
            const { hours } = outside;
            setOutside(null);
            void save(hours);
          }}
        />
      )}
    </UkPickers>
  );
}

/** Schedule: choose a barber, edit their weekly hours (used by the slot engine), see their calendar. */
export function ScheduleTab({ shop, live }: { shop: BarbershopDto; live: ShopLive }) {
  const [barberId, setBarberId] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const barber = live.barbers.find((b) => b.id === barberId);
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        {live.barbers.map((b) => (
          <Card key={b.id} variant="outlined">
            <CardContent>
              <Typography fontWeight={700}>{b.name}</Typography>
              <Typography color="text.secondary">{b.specialty}</Typography>
              <Button sx={{ mt: 1 }} variant={b.id === barberId ? 'contained' : 'outlined'} onClick={() => setBarberId(b.id)}>
                {b.id === barberId ? 'Selected' : 'Manage Schedule'}
              </Button>
            </CardContent>
          </Card>
        ))}
      </Box>
      {barber && (
        <>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {barber.name}'s weekly hours
              </Typography>
              <HoursEditor
                key={`${barber.id}-${version}`}
                shopId={shop.id}
                barberId={barber.id}
                barberName={barber.name}
                shopHours={shop.businessHours}
                initial={barber.weeklyHours?.length === 7 ? barber.weeklyHours : shop.businessHours}
                onSaved={() => setVersion(version + 1)}
              />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {barber.name}'s weekly breaks
              </Typography>
              <BreaksEditor key={barber.id} shopId={shop.id} barberId={barber.id} breaks={barber.weeklyBreaks ?? []} />
            </CardContent>
          </Card>
          <BarberCalendar barber={barber} zone={shop.timezone} />
        </>
      )}
    </Stack>
  );
}
