import { Box, Button, Card, CardActions, CardContent, Chip, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { formatPence, penceToPriceInput, priceInputToPence, serviceSchema, type Service } from '@barbershop/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useToast } from '../../../shared/ui/toast';
import { useSaveService } from '../mutations';
import { changeFailedReason } from '../shared/changeFailedReason';
import { FormDialog } from '../shared/FormDialog';
import type { ShopLive } from '../useShopLive';
import { formikErrorProps, formikField } from '../../../shared/forms/formikField';

/** The form's values: duration a number ('' while empty), price as typed in pounds. */
interface ServiceValues {
  name: string;
  description: string;
  duration: number | '';
  price: string;
}

const NEW_SERVICE: ServiceValues = { name: '', description: '', duration: 30, price: '0' };
const valuesOf = (s: Service): ServiceValues => ({
  name: s.name,
  description: s.description ?? '',
  duration: s.durationMin,
  price: penceToPriceInput(s.pricePence),
});

/** Add or edit a service, validated with the API's own schema, so the form refuses exactly what the server would. */
function ServiceDialog({ shopId, service, onClose }: { shopId: string; service: Service | null; onClose: () => void }) {
  const toast = useToast();
  const saveService = useSaveService(shopId);
  const f = useFormik<ServiceValues>({
    initialValues: service ? valuesOf(service) : NEW_SERVICE,
    validationSchema: serviceSchema,
    onSubmit: async (values) => {
      const duration = Number(values.duration);
      try {
        if (service) {
          await saveService.mutateAsync({
            id: service.id,
            changes: {
              name: values.name,
              description: values.description,
              durationMin: duration,
              pricePence: priceInputToPence(values.price)!,
            },
          });
          toast({ title: 'Service updated successfully' });
        } else {
          await saveService.mutateAsync({
            id: null,
            body: { name: values.name, description: values.description, duration, price: values.price },
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
  return (
    <FormDialog title={service ? 'Edit Service' : 'Add Service'} form={f} onClose={onClose}>
      <TextField label="Name *" {...formikField(f, 'name')} />
      <TextField label="Description" {...formikField(f, 'description')} />
      <TextField
        label="Duration (minutes) *"
        type="number"
        value={f.values.duration}
        onChange={(e) => void f.setFieldValue('duration', e.target.value === '' ? '' : Number(e.target.value))}
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
    </FormDialog>
  );
}

export function ServicesTab({ shopId, live }: { shopId: string; live: ShopLive }) {
  /** the service being edited, null for a new one, undefined while the dialog is closed */
  const [editing, setEditing] = useState<Service | null | undefined>(undefined);

  return (
    <Stack spacing={3}>
      <Box>
        <Button variant="contained" color="secondary" onClick={() => setEditing(null)}>
          Add Service
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        {live.services.map((s) => (
          <Card key={s.id} variant="outlined">
            <CardContent>
              <Stack direction="row" justifyContent="space-between" alignItems="center">
                <Typography fontWeight={700}>{s.name}</Typography>
                {s.isActive === false && <Chip size="small" label="Inactive" />}
              </Stack>
              {s.description && <Typography color="text.secondary">{s.description}</Typography>}
              <Stack direction="row" justifyContent="space-between" sx={{ mt: 1 }}>
                <Typography>{s.durationMin} min</Typography>
                <Typography fontWeight={700}>{formatPence(s.pricePence)}</Typography>
              </Stack>
            </CardContent>
            <CardActions>
              <Button onClick={() => setEditing(s)}>Edit</Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      {editing !== undefined && <ServiceDialog shopId={shopId} service={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
