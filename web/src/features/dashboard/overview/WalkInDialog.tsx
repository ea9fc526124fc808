import { Autocomplete, TextField, Typography } from '@mui/material';
import { walkInSchema, WALK_IN_NAME } from '@barbershop/core/calendar';
import { customerMatchesSearch } from '@barbershop/core/customers';
import type { Barber, Customer, Service } from '@barbershop/core/model';
import { formatPhone } from '@barbershop/core/phone';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { formikField } from '../../../shared/forms/formikField';
import { useToast } from '../../../shared/ui/toast';
import { useWalkIn } from '../mutations';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { FormDialog } from '../shared/FormDialog';
import { VisitServicesField } from './VisitServicesField';

interface WalkInValues {
  /** the visit's services in order, '' for one added but not chosen yet */
  serviceIds: string[];
  name: string;
  phone: string;
  email: string;
  notes: string;
}

/** The request the form makes: the services chosen, the first also as `serviceId`. */
const walkInOf = (barberId: string, { serviceIds, ...details }: WalkInValues) => {
  const ids = serviceIds.filter(Boolean);
  return { ...details, barberId, serviceId: ids[0] ?? '', serviceIds: ids };
};

const customerLabel = (c: Customer) => `${c.name} · ${formatPhone(c.phone)}${c.email ? ` · ${c.email}` : ''}`;

/**
 * A walk-in with the barber whose column it was opened from, from this minute: the services,
 * and the customer's details only if the owner has them (a phone adds them to the customers).
 * A customer on file is found as the booking dialog finds them: their details fill the form, and
 * the server matches them by phone. Checked with the API's own schema.
 */
export function WalkInDialog({
  shopId,
  barber,
  services,
  customers = [],
  onClose,
}: {
  shopId: string;
  barber: Pick<Barber, 'id' | 'name'>;
  /** the services that may be chosen (the active ones) */
  services: readonly Service[];
  /** the shop's customers, to find one on file */
  customers?: readonly Customer[];
  onClose: () => void;
}) {
  const toast = useToast();
  const walkIn = useWalkIn(shopId);
  const f = useFormik<WalkInValues>({
    initialValues: { serviceIds: [''], name: '', phone: '', email: '', notes: '' },
    validate: (values) => validateYupSchema(walkInOf(barber.id, values), walkInSchema).then(() => ({}), yupToFormErrors),
    onSubmit: async (values) => {
      try {
        const booked = await walkIn.mutateAsync(walkInOf(barber.id, values));
        toast({ title: 'Walk-in booked', description: `${booked.customerName} with ${barber.name} from ${booked.time}` });
        onClose();
      } catch (err) {
        toast({ title: 'Failed to book walk-in', description: changeFailedReason(err), variant: 'destructive' });
      }
    },
  });
  // The schema names the request's fields (serviceId, serviceIds); the form says it plainly.
  const errors = f.errors as Record<string, string | undefined>;
  const serviceError =
    f.submitCount === 0
      ? undefined
      : f.values.serviceIds.some(Boolean)
        ? (errors.serviceIds ?? errors.serviceId)
        : 'Choose a service';
  return (
    <FormDialog title={`Walk-in with ${barber.name}`} submitLabel="Book walk-in" form={f} onClose={onClose}>
      <Typography variant="body2" color="text.secondary">
        Starts now. The customer's details are optional.
      </Typography>
      <VisitServicesField
        services={services}
        value={f.values.serviceIds}
        onChange={(ids) => void f.setFieldValue('serviceIds', ids)}
      />
      {serviceError && (
        <Typography color="error" variant="body2" role="alert">
          {serviceError}
        </Typography>
      )}
      {customers.length > 0 && (
        <Autocomplete
          options={customers}
          onChange={(_e, c) =>
            void f.setValues({
              ...f.values,
              name: c?.name ?? '',
              phone: c ? formatPhone(c.phone) : '',
              email: c?.email ?? '',
            })
          }
          getOptionLabel={customerLabel}
          filterOptions={(options, state) => options.filter((c) => customerMatchesSearch(c, state.inputValue))}
          renderInput={(params) => (
            <TextField {...params} label="Customer on file" placeholder="Search by name, phone or email" />
          )}
        />
      )}
      <TextField label="Name" placeholder={WALK_IN_NAME} {...formikField(f, 'name')} />
      <TextField label="Phone" type="tel" {...formikField(f, 'phone')} />
      <TextField label="Email" type="email" {...formikField(f, 'email')} />
      <TextField label="Notes" multiline minRows={2} {...formikField(f, 'notes')} />
    </FormDialog>
  );
}
