import { Button, Divider, Stack, TextField } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import { shopProfileSchema } from '@barbershop/core/shop';
import { useFormik } from 'formik';
import { useState } from 'react';
import { formikField } from '../../shared/forms/formikField';
import { SectionCard } from '../../shared/ui/SectionCard';
import { useToast } from '../../shared/ui/toast';
import { ApiError } from '../../lib/api/client';
import { BusinessHoursDialog } from './BusinessHoursDialog';
import { ShopImages } from './ShopImages';
import { useUpdateShop } from './useUpdateShop';
import { shopProfileValues } from '../../shared/shop/shopProfileValues';

const FIELDS = [
  { key: 'name', label: 'Barbershop Name', required: true },
  { key: 'address', label: 'Address', required: true },
  { key: 'phone', label: 'Phone Number' },
  { key: 'email', label: 'Email' },
  { key: 'description', label: 'Description', multiline: true },
  { key: 'googleBusinessUrl', label: 'Google Business URL' },
] as const;

/** Settings, Business tab: the shop profile through PATCH /api/barbershops/{id}, and its images. */
export function BusinessTab({ shop }: { shop: BarbershopDto }) {
  const toast = useToast();
  const updateShop = useUpdateShop(shop.id);
  const [editingHours, setEditingHours] = useState(false);
  const formik = useFormik({
    initialValues: shopProfileValues(shop),
    // the API's own rules for a shop profile (PATCH keeps name and address non-empty)
    validationSchema: shopProfileSchema,
    onSubmit: async (values) => {
      try {
        await updateShop.mutateAsync(values);
        toast({ title: 'Business profile updated' });
      } catch (err) {
        const message = err instanceof ApiError ? err.serverMessage : '';
        toast({ title: 'Update failed', description: message || 'Unable to update business profile', variant: 'destructive' });
      }
    },
  });

  return (
    <SectionCard title="Business Profile" onSubmit={formik.handleSubmit}>
      {FIELDS.map((f) => (
        <TextField
          key={f.key}
          label={f.label}
          required={'required' in f && f.required}
          multiline={'multiline' in f && f.multiline}
          minRows={'multiline' in f && f.multiline ? 3 : undefined}
          {...formikField(formik, f.key)}
          fullWidth
        />
      ))}
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          Save Changes
        </Button>
        <Button onClick={() => setEditingHours(true)}>Edit Business Hours</Button>
      </Stack>
      {editingHours && <BusinessHoursDialog shop={shop} onClose={() => setEditingHours(false)} />}
      <Divider />
      <ShopImages shop={shop} />
    </SectionCard>
  );
}
