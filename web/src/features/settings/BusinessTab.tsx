import { Button, Card, CardContent, Divider, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { formatPhone, phoneNumber, type BarbershopDto } from '@barbershop/core';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import * as yup from 'yup';
import { useToast } from '../../shared/ui/toast';
import { api, ApiError } from '../../lib/api/client';
import { ownerShopsKey } from '../auth/useOwnerShops';
import { ShopImages } from './ShopImages';

const profileSchema = yup.object({
  name: yup.string().trim().required('Barbershop name is required'),
  address: yup.string().trim().required('Address is required'),
  phone: phoneNumber('Phone Number'),
  email: yup.string().trim().email('Enter a valid email address'),
  googleBusinessUrl: yup
    .string()
    .trim()
    .matches(/^https:\/\/\S+$/i, { message: 'Enter a web address starting with https://', excludeEmptyString: true }),
});

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
  const queryClient = useQueryClient();
  const formik = useFormik({
    initialValues: {
      name: shop.name,
      address: shop.address,
      phone: formatPhone(shop.phone),
      email: shop.email,
      description: shop.description,
      googleBusinessUrl: shop.googleBusinessUrl,
    },
    validationSchema: profileSchema,
    onSubmit: async (values) => {
      try {
        await api.patch(`/api/barbershops/${shop.id}`, values);
        await queryClient.invalidateQueries({ queryKey: ownerShopsKey });
        toast({ title: 'Business profile updated' });
      } catch (err) {
        const message = err instanceof ApiError ? err.serverMessage : '';
        toast({ title: 'Update failed', description: message || 'Unable to update business profile', variant: 'destructive' });
      }
    },
  });

  return (
    <Card>
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={formik.handleSubmit} noValidate>
          <Typography variant="h6" component="h2">
            Business Profile
          </Typography>
          {FIELDS.map((f) => {
            const error = formik.touched[f.key] ? formik.errors[f.key] : undefined;
            return (
              <TextField
                key={f.key}
                name={f.key}
                label={f.label}
                required={'required' in f && f.required}
                multiline={'multiline' in f && f.multiline}
                minRows={'multiline' in f && f.multiline ? 3 : undefined}
                value={formik.values[f.key]}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                error={Boolean(error)}
                helperText={error}
                fullWidth
              />
            );
          })}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
              Save Changes
            </Button>
            <Button component={RouterLink} to="/onboarding?edit=1">
              Edit Business Hours
            </Button>
          </Stack>
          <Divider />
          <ShopImages shop={shop} />
        </Stack>
      </CardContent>
    </Card>
  );
}
