import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import type { ShopLocation } from '@barbershop/core/model';
import { UK_BOUNDS, type ShopLocationInput } from '@barbershop/core/shop';
import { useFormik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { formikField } from '../../shared/forms/formikField';
import { SectionCard } from '../../shared/ui/SectionCard';
import { useToast } from '../../shared/ui/toast';
import { ApiError } from '../../lib/api/client';
import { useSetShopLocation } from './useSetShopLocation';

const LAT_MESSAGE = `Latitude must be a number from ${UK_BOUNDS.south} to ${UK_BOUNDS.north} (the UK), e.g. 51.5072`;
const LNG_MESSAGE = `Longitude must be a number from ${UK_BOUNDS.west} to ${UK_BOUNDS.east} (the UK), e.g. -0.1276`;

const degrees = (message: string, min: number, max: number) =>
  yup
    .number()
    // an empty box is missing, not zero
    .transform((value: number, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .typeError(message)
    .required(message)
    .min(min, message)
    .max(max, message);

// The API's bounds (core isInUk): a pin outside them is refused before it is sent.
const formSchema = yup.object({
  lat: degrees(LAT_MESSAGE, UK_BOUNDS.south, UK_BOUNDS.north),
  lng: degrees(LNG_MESSAGE, UK_BOUNDS.west, UK_BOUNDS.east),
});

interface Values {
  lat: string;
  lng: string;
}

const SOURCE_TEXT: Record<ShopLocation['source'], string> = {
  postcode: 'from your postcode',
  owner: 'placed by you',
};

const DENIED = 'Location access is turned off for this site. Allow it in your browser, or type the latitude and longitude.';
const NO_POSITION = 'We could not get your location. Type the latitude and longitude instead.';

// About 10 cm: more digits than a pin on a street needs only make the boxes hard to read.
const rounded = (degrees: number) => String(Math.round(degrees * 1e6) / 1e6);

const valuesOf = (location: ShopLocation | undefined): Values =>
  location ? { lat: String(location.lat), lng: String(location.lng) } : { lat: '', lng: '' };

/** The map at the pin, with a marker: the owner checks it is on their door. */
const openStreetMapUrl = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

/**
 * Settings, Business tab: where the shop is on the map, for the home page's "Near me" (issue 37):
 * the centre of the address's postcode district, or a position the owner types or takes from
 * their device. Only functions write the pin (PUT /api/barbershops/{id}/location).
 */
export function LocationCard({ shop }: { shop: BarbershopDto }) {
  const toast = useToast();
  const setLocation = useSetShopLocation(shop.id);
  const [pin, setPin] = useState(shop.location);
  const [problem, setProblem] = useState('');
  const [locating, setLocating] = useState(false);

  async function save(input: ShopLocationInput): Promise<ShopLocation | undefined> {
    try {
      const updated = await setLocation.mutateAsync(input);
      setPin(updated.location);
      toast({ title: 'Location updated', description: 'Customers nearby can now find the shop with “Near me”.' });
      return updated.location;
    } catch (err) {
      const message = err instanceof ApiError ? err.serverMessage : '';
      toast({ title: 'Update failed', description: message || 'Unable to update the location', variant: 'destructive' });
      return undefined;
    }
  }

  const formik = useFormik<Values>({
    initialValues: valuesOf(shop.location),
    validationSchema: formSchema,
    onSubmit: async (values) => {
      await save({ lat: Number(values.lat), lng: Number(values.lng) });
    },
  });

  async function fromAddress() {
    setProblem('');
    const location = await save({ fromAddress: true });
    if (location) await formik.setValues(valuesOf(location), false);
  }

  function takeMyLocation() {
    setProblem('');
    if (!('geolocation' in navigator)) {
      setProblem(NO_POSITION);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        void formik.setValues({ lat: rounded(position.coords.latitude), lng: rounded(position.coords.longitude) }, true);
        // a position outside the UK says so at once
        void formik.setTouched({ lat: true, lng: true }, true);
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? DENIED : NO_POSITION);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  const busy = formik.isSubmitting || setLocation.isPending;

  return (
    <SectionCard title="Location on the map" onSubmit={formik.handleSubmit}>
      {pin ? (
        <Typography>
          The pin is at latitude {pin.lat}, longitude {pin.lng} ({SOURCE_TEXT[pin.source]}).{' '}
          <Link href={openStreetMapUrl(pin)} target="_blank" rel="noopener noreferrer">
            Open in OpenStreetMap
          </Link>
        </Typography>
      ) : (
        <Typography>The shop is not on the map yet: customers cannot find it with “Near me”.</Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Button variant="outlined" onClick={() => void fromAddress()} disabled={busy}>
          Set from address
        </Button>
        <Typography variant="body2" color="text.secondary">
          The centre of your postcode’s area{shop.address ? ` (${shop.address})` : ''}: close, not exact. Adjust it below.
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Latitude" {...formikField(formik, 'lat')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <TextField label="Longitude" {...formikField(formik, 'lng')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      </Stack>
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button type="submit" variant="contained" disabled={busy}>
          Save location
        </Button>
        <Button onClick={takeMyLocation} disabled={busy || locating}>
          {locating ? 'Finding your location…' : 'Use my current location'}
        </Button>
      </Stack>
    </SectionCard>
  );
}
