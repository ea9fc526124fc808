import { Alert } from '@mui/material';
import { appointmentsCsv, exportRangeSchema, monthOf } from '@barbershop/core/customers';
import { useFormik } from 'formik';
import { appointmentsBetween } from '../../../lib/firestore/customerData';
import { FormDialog } from '../shared/FormDialog';
import { DateField, UkPickers } from '../../../shared/forms/PickerFields';
import { downloadCsv } from '../../../shared/files/download';

/** Appointments from one day to another (both included, every status) as a CSV download. */
export function ExportAppointmentsDialog({ shopId, today, onClose }: { shopId: string; today: string; onClose: () => void }) {
  const f = useFormik({
    initialValues: monthOf(today),
    validationSchema: exportRangeSchema,
    onSubmit: async ({ from, to }, { setStatus }) => {
      try {
        const appointments = await appointmentsBetween(shopId, from, to);
        downloadCsv(`appointments-${from}-to-${to}.csv`, appointmentsCsv(appointments));
        onClose();
      } catch {
        setStatus('The appointments could not be read. Please try again.');
      }
    },
  });
  const field = (name: 'from' | 'to', label: string) => {
    const message = f.touched[name] || f.submitCount > 0 ? f.errors[name] : undefined;
    return (
      <DateField
        label={label}
        value={f.values[name]}
        onChange={(v) => void f.setFieldValue(name, v)}
        onBlur={() => void f.setFieldTouched(name)}
        error={Boolean(message)}
        helperText={message}
        fullWidth
      />
    );
  };
  return (
    <FormDialog title="Export Appointments" submitLabel="Download CSV" form={f} onClose={onClose}>
      <UkPickers>
        {field('from', 'From')}
        {field('to', 'To')}
      </UkPickers>
      {typeof f.status === 'string' && <Alert severity="error">{f.status}</Alert>}
    </FormDialog>
  );
}
