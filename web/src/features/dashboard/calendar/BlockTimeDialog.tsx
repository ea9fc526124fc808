import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { blockTimeSchema, bookingsUnderBlock } from '@barbershop/core/calendar';
import { BLOCK_REASONS, type Appointment } from '@barbershop/core/model';
import { BLOCK_REASON_LABELS } from '@barbershop/core/slots';
import { displayDateShort } from '@barbershop/core/time';
import { useFormik } from 'formik';
import { useState } from 'react';
import { barberAppointmentsBetween } from '../../../lib/firestore/shopQueries';
import { formikField } from '../../../shared/forms/formikField';
import { useToast } from '../../../shared/ui/toast';
import { useCancelAppointment } from '../../../shared/owner/useCancelAppointment';
import { useBlockTime, type BlockTimeBody } from '../mutations';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { FormDialog } from '../shared/FormDialog';
import { DateField, TimeField, UkPickers } from '../../../shared/forms/PickerFields';
import { BookingsUnderBlockDialog } from './BookingsUnderBlockDialog';

/**
 * Block Time, validated with core's schema. Before saving, the barber's
 * scheduled bookings under the new block are looked up: with any, the owner sees them and either
 * cancels them (each customer emailed) and blocks, or goes back (nothing saved). A barber adding
 * their own break (`ownTime`) may not cancel bookings: they are told to ask the shop first.
 */
export function BlockTimeDialog({
  shopId,
  barberId,
  zone,
  today,
  date,
  onClose,
  ownTime = false,
}: {
  shopId: string;
  barberId: string;
  /** the shop's time zone: the block's times are read in it */
  zone: string;
  today: string;
  date: string;
  onClose: () => void;
  /** the barber's own break or time off ("Add break or time off"): covered bookings refuse it */
  ownTime?: boolean;
}) {
  const toast = useToast();
  const blockTime = useBlockTime(barberId);
  const cancelling = useCancelAppointment();
  /** the block waiting for the owner's answer, and the bookings it would cover */
  const [pending, setPending] = useState<{ body: BlockTimeBody; covered: Appointment[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = (err: unknown) =>
    toast({ title: 'Failed to block time', description: changeFailedReason(err), variant: 'destructive' });

  /**
   * Saves the block, then cancels the covered bookings: blocked first, so no new booking can take
   * the time while the cancellations run, and nothing is cancelled when the block is refused.
   */
  async function save(body: BlockTimeBody, covered: readonly Appointment[]) {
    try {
      await blockTime.mutateAsync(body);
    } catch (err) {
      failed(err);
      return;
    }
    const notCancelled: string[] = [];
    let reason = '';
    for (const a of covered) {
      try {
        await cancelling.mutateAsync({ id: a.id, shopId, reason: '', notifyCustomer: true });
      } catch (err) {
        notCancelled.push(`${a.customerName} (${displayDateShort(a.date)} ${a.time})`);
        reason = changeFailedReason(err) ?? '';
      }
    }
    const cancelled = covered.length - notCancelled.length;
    toast({
      title: 'Time blocked successfully',
      ...(cancelled > 0 && {
        description: `${cancelled === 1 ? '1 booking' : `${cancelled} bookings`} cancelled; the customers were emailed`,
      }),
    });
    if (notCancelled.length > 0)
      toast({
        title: 'Failed to cancel appointment',
        description: `Still booked: ${notCancelled.join(', ')}. ${reason}`,
        variant: 'destructive',
      });
    onClose();
  }

  const f = useFormik({
    initialValues: {
      startDate: date,
      endDate: date,
      isAllDay: false,
      startTime: '12:00',
      endTime: '13:00',
      reason: '',
      notes: '',
    },
    validationSchema: blockTimeSchema(today),
    onSubmit: async (values) => {
      const body: BlockTimeBody = {
        ...values,
        startTime: values.isAllDay ? null : values.startTime,
        endTime: values.isAllDay ? null : values.endTime,
      };
      let covered: Appointment[];
      try {
        const bookings = await barberAppointmentsBetween(shopId, barberId, body.startDate, body.endDate);
        covered = bookingsUnderBlock(body, bookings, zone);
      } catch (err) {
        failed(err);
        return;
      }
      if (covered.length === 0) await save(body, []);
      else if (!ownTime) setPending({ body, covered });
      else
        toast({
          title: 'You have bookings in this time',
          description: `${covered.map((a) => `${a.customerName} (${displayDateShort(a.date)} ${a.time})`).join(', ')}. Ask the shop to move or cancel them first.`,
          variant: 'destructive',
        });
    },
  });
  const shown = (name: 'startDate' | 'endDate' | 'startTime' | 'endTime') => ({
    error: Boolean(f.touched[name] && f.errors[name]),
    helperText: f.touched[name] ? f.errors[name] : undefined,
  });
  const picked = (name: 'startDate' | 'endDate' | 'startTime' | 'endTime') => ({
    value: f.values[name],
    onChange: (v: string) => void f.setFieldValue(name, v),
    onBlur: () => void f.setFieldTouched(name, true),
    fullWidth: true,
    ...shown(name),
  });
  return (
    <UkPickers>
      <FormDialog
        title={ownTime ? 'Add break or time off' : 'Block Time'}
        submitLabel={ownTime ? 'Save' : 'Block Time'}
        form={f}
        onClose={onClose}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField label="Start date" {...picked('startDate')} />
          <DateField label="End date" {...picked('endDate')} />
        </Stack>
        <FormControlLabel
          control={<Checkbox name="isAllDay" checked={f.values.isAllDay} onChange={f.handleChange} />}
          label="All day"
        />
        {!f.values.isAllDay && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TimeField label="Start time" {...picked('startTime')} />
            <TimeField label="End time" {...picked('endTime')} />
          </Stack>
        )}
        <TextField select label="Reason" {...formikField(f, 'reason')}>
          {BLOCK_REASONS.map((r) => (
            <MenuItem key={r} value={r}>
              {BLOCK_REASON_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Notes (optional)" multiline minRows={2} {...formikField(f, 'notes')} />
      </FormDialog>
      {pending && (
        <BookingsUnderBlockDialog
          bookings={pending.covered}
          busy={busy}
          onBack={() => setPending(null)}
          onCancelAndBlock={() => {
            setBusy(true);
            void save(pending.body, pending.covered).finally(() => setBusy(false));
          }}
        />
      )}
    </UkPickers>
  );
}
