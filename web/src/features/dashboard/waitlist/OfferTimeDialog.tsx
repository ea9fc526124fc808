import { Alert, MenuItem, TextField, Typography } from '@mui/material';
import type { Barber } from '@barbershop/core/model';
import { manualOfferSchema, type WaitlistEntryDto } from '@barbershop/core/waitlist';
import { dayjs } from '@barbershop/core/time';
import { useFormik } from 'formik';
import { useState } from 'react';
import { formikField } from '../../../shared/forms/formikField';
import { TimeField, UkPickers } from '../../../shared/forms/PickerFields';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { useToast } from '../../../shared/ui/toast';
import { FormDialog } from '../shared/FormDialog';
import { useOfferTime } from './waitlistApi';

/**
 * "Offer this time": a time on the day shown, with a barber (the one the customer asked for, or
 * any active one), held for the customer and emailed to them. A time no longer free is the
 * server's refusal, shown in the dialog.
 */
export function OfferTimeDialog({
  shopId,
  entry,
  date,
  barbers,
  onClose,
}: {
  shopId: string;
  entry: WaitlistEntryDto;
  date: string;
  barbers: readonly Pick<Barber, 'id' | 'name' | 'isActive'>[];
  onClose: () => void;
}) {
  const toast = useToast();
  const offer = useOfferTime(shopId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const choices = entry.barberId ? barbers.filter((b) => b.id === entry.barberId) : barbers.filter((b) => b.isActive !== false);
  // the start of the customer's first window that day: the likeliest time to offer
  const window = entry.preferences.find((p) => p.date === date);
  const formik = useFormik({
    initialValues: { barberId: choices.length === 1 ? choices[0]!.id : '', date, time: window?.from ?? '' },
    validationSchema: manualOfferSchema,
    onSubmit: async (values) => {
      setRefusal(null);
      try {
        await offer.mutateAsync({ entryId: entry.id, ...values });
        toast({ title: `Offered ${values.time} to ${entry.name}`, description: 'They have been emailed the offer.' });
        onClose();
      } catch (err) {
        setRefusal(changeFailedReason(err) ?? 'Could not offer this time. Please try again.');
      }
    },
  });
  const time = formikField(formik, 'time');

  return (
    <FormDialog title={`Offer a time to ${entry.name}`} submitLabel="Offer this time" form={formik} onClose={onClose}>
      <Typography>
        {entry.serviceName} on {dayjs.utc(date).format('dddd D MMMM')}
        {window && ` (they would like ${window.from}–${window.to})`}
      </Typography>
      <TextField select label="Barber" {...formikField(formik, 'barberId')} fullWidth>
        {choices.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.name}
          </MenuItem>
        ))}
      </TextField>
      <UkPickers>
        <TimeField
          label="Time"
          value={formik.values.time}
          onChange={(v) => void formik.setFieldValue('time', v)}
          onBlur={() => void formik.setFieldTouched('time')}
          error={time.error}
          helperText={time.helperText}
        />
      </UkPickers>
      {refusal && <Alert severity="error">{refusal}</Alert>}
    </FormDialog>
  );
}
