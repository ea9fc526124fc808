import { Box, Container, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { useOwnerShops } from '../../lib/auth/useOwnerShops';
import { AccountTab } from './AccountTab';
import { BookingWindowCard } from './BookingWindowCard';
import { ManageCutoffCard } from './ManageCutoffCard';
import { BusinessTab } from './BusinessTab';
import { ClosedDatesCard } from './ClosedDatesCard';
import { SubscriptionTab } from '../../shared/billing/SubscriptionTab';
import { PaymentsTab } from '../../shared/payments/PaymentsTab';

const TABS = [
  { value: 'business', label: 'Business' },
  { value: 'account', label: 'Account' },
  { value: 'subscription', label: 'Subscription' },
  { value: 'payments', label: 'Payments' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const tabOf = (param: string | null): TabValue => TABS.find((t) => t.value === param)?.value ?? 'business';

/** /settings?tab=business|account|subscription|payments (default business). */
export default function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const shops = useOwnerShops();
  const shop = shops.data?.[0];

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Settings
      </Typography>
      <Tabs value={tab} onChange={(_e, value: TabValue) => setParams({ tab: value })} sx={{ mb: 3 }} variant="scrollable">
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} />
        ))}
      </Tabs>
      <Box role="tabpanel">
        {tab === 'business' &&
          (shop ? (
            <Stack spacing={3}>
              <BusinessTab key={shop.id} shop={shop} />
              <BookingWindowCard key={`window-${shop.id}`} shop={shop} />
              <ManageCutoffCard key={`changes-${shop.id}`} shop={shop} />
              <ClosedDatesCard key={`closed-${shop.id}`} shop={shop} />
            </Stack>
          ) : (
            <LoadingScreen />
          ))}
        {tab === 'account' && <AccountTab />}
        {tab === 'subscription' && <SubscriptionTab />}
        {tab === 'payments' && (shop ? <PaymentsTab key={shop.id} shop={shop} /> : <LoadingScreen />)}
      </Box>
    </Container>
  );
}
