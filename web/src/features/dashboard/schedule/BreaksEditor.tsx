import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Box, Button, FormHelperText, IconButton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { newBreakSchema, removeBreakSeries, withBreakOnDays } from '@barbershop/core/closures';
import type { WeeklyBreak } from '@barbershop/core/model';
import { DAY_NAMES, type DayOfWeek } from '@barbershop/core/time';
import { useFormik } from 'formik';
import { useToast } from '../../../shared/ui/toast';
import { useChangeBreaks } from '../mutations';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { TimeField, UkPickers } from '../../../shared/forms/PickerFields';

/** The week as a UK owner reads it, Monday first. */
const WEEK: DayOfWeek[] = [1, 2, 3, 4, 5, 6, 0];
const WORKING_WEEK: DayOfWeek[] = [1, 2, 3, 4, 5];

interface NewBreak {
  startTime: string;
  endTime: string;
  days: DayOfWeek[];
}

/**
 * A barber's weekly breaks: each weekday's breaks (each removable: that weekday's series), and a
 * break added with its times and the weekdays it repeats on. Saved to the barber's document.
 */
export function BreaksEditor({ shopId, barberId, breaks }: { shopId: string; barberId: string; breaks: readonly WeeklyBreak[] }) {
  const toast = useToast();
  const change = useChangeBreaks(shopId, barberId);
  const failed = (title: string, err: unknown) => toast({ title, description: changeFailedReason(err), variant: 'destructive' });

  const f = useFormik<NewBreak>({
    initialValues: { startTime: '', endTime: '', days: WORKING_WEEK },
    validationSchema: newBreakSchema(breaks),
    onSubmit: async ({ startTime, endTime, days }, helpers) => {
      try {
        await change.mutateAsync((stored) => ({
          weeklyBreaks: withBreakOnDays(stored.weeklyBreaks ?? [], days, startTime, endTime),
        }));
        toast({ title: 'Break added' });
        helpers.resetForm();
      } catch (err) {
        failed('Failed to add break', err);
      }
    },
  });

  async function removeSeries(b: WeeklyBreak) {
    try {
      await change.mutateAsync((stored) => ({
        weeklyBreaks: removeBreakSeries(stored.weeklyBreaks ?? [], b.dayOfWeek, b.startTime),
      }));
      toast({ title: 'Break removed' });
    } catch (err) {
      failed('Failed to remove break', err);
    }
  }

  // errors show once the owner has tried to add, or left the field
  const shown = (name: keyof NewBreak) => (f.submitCount > 0 || f.touched[name] ? (f.errors[name] as string) : undefined);

  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
        {WEEK.map((day) => {
          const ofDay = breaks.filter((b) => b.dayOfWeek === day);
          return (
            <Box key={day} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ py: 0.5 }}>
                {DAY_NAMES[day]}
              </Typography>
              <Stack
                component="dd"
                direction="row"
                flexWrap="wrap"
                alignItems="center"
                sx={{ m: 0 }}
                aria-label={`${DAY_NAMES[day]} breaks`}
              >
                {ofDay.length === 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ py: 0.5 }}>
                    No breaks
                  </Typography>
                )}
                {ofDay.map((b) => (
                  <Stack key={b.startTime} direction="row" alignItems="center" sx={{ mr: 1 }}>
                    <Typography variant="body2">
                      {b.startTime}–{b.endTime}
                    </Typography>
                    <IconButton
                      size="small"
                      aria-label={`Remove the ${DAY_NAMES[day]} break ${b.startTime}–${b.endTime}`}
                      disabled={change.isPending}
                      onClick={() => void removeSeries(b)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Stack>
                ))}
              </Stack>
            </Box>
          );
        })}
      </Box>
      <UkPickers>
        <Stack component="form" spacing={1.5} onSubmit={f.handleSubmit} noValidate aria-label="Add a break">
          <Typography fontWeight={600}>Add a break</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TimeField
              label="Break start"
              size="small"
              value={f.values.startTime}
              onChange={(v) => void f.setFieldValue('startTime', v)}
              onBlur={() => void f.setFieldTouched('startTime')}
              error={Boolean(shown('startTime'))}
              helperText={shown('startTime')}
            />
            <TimeField
              label="Break end"
              size="small"
              value={f.values.endTime}
              onChange={(v) => void f.setFieldValue('endTime', v)}
              onBlur={() => void f.setFieldTouched('endTime')}
              error={Boolean(shown('endTime'))}
              helperText={shown('endTime')}
            />
          </Stack>
          <Box>
            <Typography variant="body2" color="text.secondary" id="break-days-label" gutterBottom>
              Repeats every
            </Typography>
            <ToggleButtonGroup
              size="small"
              value={f.values.days}
              onChange={(_e, days: DayOfWeek[]) => void f.setFieldValue('days', days)}
              color="secondary"
              aria-labelledby="break-days-label"
              sx={{ flexWrap: 'wrap' }}
            >
              {WEEK.map((day) => (
                <ToggleButton key={day} value={day} aria-label={DAY_NAMES[day]}>
                  {DAY_NAMES[day].slice(0, 3)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {shown('days') && <FormHelperText error>{shown('days')}</FormHelperText>}
          </Box>
          <Box>
            <Button type="submit" variant="contained" disabled={f.isSubmitting}>
              Add Break
            </Button>
          </Box>
        </Stack>
      </UkPickers>
    </Stack>
  );
}
