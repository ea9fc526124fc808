import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';

/**
 * Settings, Subscription tab: placeholder for the billing issue (Seat Management,
 * Subscription Status, Payment Options, Update Payment Method dialog).
 */
export function SubscriptionTab() {
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Subscription
          </Typography>
          <Alert severity="info">Subscription management is not available yet.</Alert>
        </Stack>
      </CardContent>
    </Card>
  );
}
