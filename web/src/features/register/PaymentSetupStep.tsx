import { Alert, Button, Stack, Typography } from '@mui/material';

/** What the card step hands to registration (spec section 3, registration data). */
export interface PaymentSetupResult {
  stripeCustomerId: string;
  stripeSubscriptionId: string;
  /** the subscription's trialEnd, Unix seconds */
  trialEndsAt: number;
}

export interface PaymentSetupStepProps {
  email: string;
  businessName: string;
  onComplete: (result: PaymentSetupResult) => void;
  onBack: () => void;
}

/**
 * Register step 2, "Complete Your Setup / Payment Setup": the seam where the billing issue
 * puts Stripe Elements (create-subscription, confirm the SetupIntent, then onComplete).
 * Registration skips this step while billing is disabled (see isCardStepEnabled).
 */
export function PaymentSetupStep({ onBack }: PaymentSetupStepProps) {
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Complete Your Setup
      </Typography>
      <Typography variant="h6" component="h3">
        Payment Setup
      </Typography>
      <Alert severity="info">Card payments are not configured on this site.</Alert>
      <Button onClick={onBack}>Back</Button>
    </Stack>
  );
}

/** The card step runs only when a Stripe publishable key is built in (billing enabled). */
export function isCardStepEnabled(): boolean {
  return Boolean(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY);
}
