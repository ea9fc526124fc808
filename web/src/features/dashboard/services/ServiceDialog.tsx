import { InputAdornment, TextField } from '@mui/material';
import { BUFFER_MIN_MAX } from '@barbershop/core/booking';
import type { Barber, Service } from '@barbershop/core/model';
import { penceToPriceInput, priceInputToPence, serviceSchema } from '@barbershop/core/shop';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useToast } from '../../../shared/ui/toast';
import { formikErrorProps, formikField } from '../../../shared/forms/formikField';
import { useSaveService } from '../mutations';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { FormDialog } from '../shared/FormDialog';
import { PerformedByField } from './PerformedByField';

/** The form's values: numbers '' while empty, price as typed in pounds, who performs it. */
interface ServiceValues {
  name: string;
  description: string;
  duration: number | '';
  price: string;
  bufferMin: number | '';
  everyBarber: boolean;
  barberIds: string[];
}

export const BUFFER_HELP = "Minutes after the service when the barber is busy (cleaning up). Customers don't see it.";
const NOBODY = 'Choose at least one barber, or Every barber';

/** The API's own schema, so the form refuses exactly what the server would; and a service someone performs. */
const serviceFormSchema = serviceSchema.shape({
  everyBarber: yup.boolean().required(),
  barberIds: (serviceSchema.fields.barberIds as yup.ArraySchema<string[] | null | undefined, yup.AnyObject>).test(
    'someone',
    NOBODY,
    function (ids) {
      return (this.parent as ServiceValues).everyBarber || (ids?.length ?? 0) > 0;
    },
  ),
});

const NEW_SERVICE: ServiceValues = {
  name: '',
  description: '',
  duration: 30,
  price: '0',
  bufferMin: 0,
  everyBarber: true,
  barberIds: [],
};
const valuesOf = (s: Service): ServiceValues => ({
  name: s.name,
  description: s.description ?? '',
  duration: s.durationMin,
  price: penceToPriceInput(s.pricePence),
  bufferMin: s.bufferMin ?? 0,
  everyBarber: !s.barberIds,
  barberIds: s.barberIds ?? [],
});

const numberInput = (value: string) => (value === '' ? '' : Number(value));

/** Add or edit a service: name, description, duration, price, buffer time and who performs it. */
export function ServiceDialog({
  shopId,
  service,
  barbers,
  onClose,
}: {
  shopId: string;
  service: Service | null;
  barbers: readonly Pick<Barber, 'id' | 'name' | 'isActive'>[];
  onClose: () => void;
}) {
  const toast = useToast();
  const saveService = useSaveService(shopId);
  const f = useFormik<ServiceValues>({
    initialValues: service ? valuesOf(service) : NEW_SERVICE,
    validationSchema: serviceFormSchema,
    onSubmit: async (values) => {
      const duration = Number(values.duration);
      const bufferMin = Number(values.bufferMin);
      // in the shop's order; a barber removed since the form opened drops out
      const barberIds = values.everyBarber ? null : barbers.map((b) => b.id).filter((id) => values.barberIds.includes(id));
      try {
        if (service) {
          await saveService.mutateAsync({
            id: service.id,
            changes: {
              name: values.name,
              description: values.description,
              durationMin: duration,
              pricePence: priceInputToPence(values.price)!,
              bufferMin,
              barberIds,
            },
          });
          toast({ title: 'Service updated successfully' });
        } else {
          await saveService.mutateAsync({
            id: null,
            body: { name: values.name, description: values.description, duration, price: values.price, bufferMin, barberIds },
          });
          toast({ title: 'Service added successfully' });
        }
        onClose();
      } catch (err) {
        toast({
          title: service ? 'Failed to update service' : 'Failed to add service',
          description: changeFailedReason(err),
          variant: 'destructive',
        });
      }
    },
  });
  const bufferError = formikErrorProps(f, 'bufferMin');
  return (
    <FormDialog title={service ? 'Edit Service' : 'Add Service'} form={f} onClose={onClose}>
      <TextField label="Name *" {...formikField(f, 'name')} />
      <TextField label="Description" {...formikField(f, 'description')} />
      <TextField
        label="Duration (minutes) *"
        type="number"
        value={f.values.duration}
        onChange={(e) => void f.setFieldValue('duration', numberInput(e.target.value))}
        {...formikErrorProps(f, 'duration')}
      />
      <TextField
        label="Price *"
        type="number"
        {...formikField(f, 'price')}
        slotProps={{
          htmlInput: { step: 0.01, min: 0 },
          input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
        }}
      />
      <TextField
        label="Buffer time (minutes)"
        type="number"
        value={f.values.bufferMin}
        onChange={(e) => void f.setFieldValue('bufferMin', numberInput(e.target.value))}
        {...bufferError}
        helperText={bufferError.helperText ?? BUFFER_HELP}
        slotProps={{ htmlInput: { min: 0, max: BUFFER_MIN_MAX, step: 5 } }}
      />
      <PerformedByField
        barbers={barbers}
        value={{ everyBarber: f.values.everyBarber, barberIds: f.values.barberIds }}
        error={f.submitCount > 0 ? (f.errors.barberIds as string | undefined) : undefined}
        onChange={(v) => void f.setValues({ ...f.values, ...v })}
      />
    </FormDialog>
  );
}
