import { Box, Checkbox, FormControlLabel, FormHelperText, Link, TextField } from '@mui/material';
import { useFormikContext } from 'formik';
import type { BookingForm } from '@barbershop/core/booking';
import { useParams } from 'react-router-dom';
import { legalPath } from '../../../shared/legal/legalPath';

/** A link of the terms label: a new tab, so the booking being filled in stays as it is. */
function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener">
      {children}
    </Link>
  );
}

/** Step 4: Full Name *, Phone Number *, Email Address *, Special Requests (Optional), terms. */
export function DetailsFields() {
  const f = useFormikContext<BookingForm>();
  // on the shop page the pages add the shop's part; the demo has no shop
  const { businessName } = useParams();
  const err = (k: keyof BookingForm) => (f.touched[k] && f.errors[k] ? String(f.errors[k]) : undefined);
  const field = (name: 'name' | 'phone' | 'email' | 'notes') => ({
    name,
    value: f.values[name] ?? '',
    onChange: f.handleChange,
    onBlur: f.handleBlur,
    error: Boolean(err(name)),
    helperText: err(name),
    fullWidth: true,
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField label="Full Name *" autoComplete="name" {...field('name')} />
      <TextField label="Phone Number *" type="tel" autoComplete="tel" {...field('phone')} />
      <TextField
        label="Email Address *"
        type="email"
        autoComplete="email"
        {...field('email')}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <TextField
        label="Special Requests (Optional)"
        multiline
        minRows={2}
        {...field('notes')}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <FormControlLabel
          control={<Checkbox name="terms" checked={Boolean(f.values.terms)} onChange={f.handleChange} />}
          label={
            <>
              I agree to the <LegalLink href={legalPath('terms', businessName)}>terms and conditions</LegalLink> and{' '}
              <LegalLink href={legalPath('privacy', businessName)}>privacy policy</LegalLink> *
            </>
          }
        />
        {err('terms') && <FormHelperText error>{err('terms')}</FormHelperText>}
      </Box>
    </Box>
  );
}
