import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { BLOCK_REASON_LABELS, BLOCK_REASONS, blockTimeSchema } from '@barbershop/core';
import { useFormik } from 'formik';
import { formikField } from '../../../shared/forms/formikField';
import { useToast } from '../../../shared/ui/toast';
import { useBlockTime } from '../mutations';
import { changeFailedReason } from '../shared/changeFailedReason';
import { FormDialog } from '../shared/FormDialog';
import { DateField, TimeField, UkPickers } from '../shared/PickerFields';

/** Block Time (spec sections 2 and 5), validated with core's schema. */
export function BlockTimeDialog({
  barberId,
  today,
  date,
  onClose,
}: {
  barberId: string;
  today: string;
  date: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const blockTime = useBlockTime(barberId);
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
      try {
        await blockTime.mutateAsync({
          ...values,
          startTime: values.isAllDay ? null : values.startTime,
          endTime: values.isAllDay ? null : values.endTime,
        });
        toast({ title: 'Time blocked successfully' });
        onClose();
      } catch (err) {
        toast({
          title: 'Failed to block time',
          description: changeFailedReason(err),
          variant: 'destructive',
        });
      }
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
      <FormDialog title="Block Time" submitLabel="Block Time" form={f} onClose={onClose}>
        <Stack direction="row" spacing={2}>
          <DateField label="Start date" {...picked('startDate')} />
          <DateField label="End date" {...picked('endDate')} />
        </Stack>
        <FormControlLabel
          control={<Checkbox name="isAllDay" checked={f.values.isAllDay} onChange={f.handleChange} />}
          label="All day"
        />
        {!f.values.isAllDay && (
          <Stack direction="row" spacing={2}>
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
    </UkPickers>
  );
}
