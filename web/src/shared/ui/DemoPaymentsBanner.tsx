import { Box } from '@mui/material';

/**
 * `npm start`'s demo payments (docs/payments.md "Demo mode"): the emulator build says on every
 * page that Stripe is a local stand-in. A real build has no such flag, and this is dropped from it.
 */
export const DEMO_PAYMENTS =
  import.meta.env.VITE_DEMO_PAYMENTS === '1' && Boolean(import.meta.env.VITE_FIREBASE_PROJECT_ID?.startsWith('demo-'));

export function DemoPaymentsBanner() {
  return (
    <Box
      role="note"
      aria-label="Demo payments"
      sx={{ bgcolor: '#5b2c00', color: '#fff', textAlign: 'center', px: 2, py: 0.5, fontSize: 14, fontWeight: 600 }}
    >
      Demo payments: no real money. Stripe is a local stand-in; test card 4242 4242 4242 4242.
    </Box>
  );
}
