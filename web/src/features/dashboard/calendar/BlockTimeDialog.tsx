import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { BLOCK_REASON_LABELS, BLOCK_REASONS, blockTimeSchema } from '@barbershop/core';
import { useFormik } from 'formik';
import { useToast } from '../../../shared/ui/toast';
import { api, ApiError } from '../../../lib/api/client';

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
        await api.post(`/api/barbers/${barberId}/time-blocks`, {
          ...values,
          barberId,
          startTime: values.isAllDay ? null : values.startTime,
          endTime: values.isAllDay ? null : values.endTime,
        });
        toast({ title: 'Time blocked successfully' });
        onClose();
      } catch (err) {
        toast({
          title: 'Failed to block time',
          description: err instanceof ApiError ? err.serverMessage : undefined,
          variant: 'destructive',
        });
      }
    },
  });
  const field = (name: 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'notes') => ({
    name,
    value: f.values[name],
    onChange: f.handleChange,
    onBlur: f.handleBlur,
    error: Boolean(f.touched[name] && f.errors[name]),
    helperText: f.touched[name] ? f.errors[name] : undefined,
    slotProps: { inputLabel: { shrink: true } },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={f.handleSubmit} noValidate>
        <DialogTitle>Block Time</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Stack direction="row" spacing={2}>
              <TextField label="Start date" type="date" fullWidth {...field('startDate')} />
              <TextField label="End date" type="date" fullWidth {...field('endDate')} />
            </Stack>
            <FormControlLabel
              control={<Checkbox name="isAllDay" checked={f.values.isAllDay} onChange={f.handleChange} />}
              label="All day"
            />
            {!f.values.isAllDay && (
              <Stack direction="row" spacing={2}>
                <TextField label="Start time" type="time" fullWidth {...field('startTime')} />
                <TextField label="End time" type="time" fullWidth {...field('endTime')} />
              </Stack>
            )}
            <TextField
              select
              label="Reason"
              name="reason"
              value={f.values.reason}
              onChange={f.handleChange}
              onBlur={f.handleBlur}
              error={Boolean(f.touched.reason && f.errors.reason)}
              helperText={f.touched.reason ? f.errors.reason : undefined}
            >
              {BLOCK_REASONS.map((r) => (
                <MenuItem key={r} value={r}>
                  {BLOCK_REASON_LABELS[r]}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="Notes (optional)" multiline minRows={2} {...field('notes')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={f.isSubmitting}>
            Block Time
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
