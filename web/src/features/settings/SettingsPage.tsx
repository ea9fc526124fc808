import { Box, Container, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { Role } from '@barbershop/core/model';
import { can, type Permission } from '@barbershop/core/staff';
import { useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { useChosenShop } from '../../lib/auth/useChosenShop';
import { AccountTab } from './AccountTab';
import { BookingWindowCard } from './BookingWindowCard';
import { ManageCutoffCard } from './ManageCutoffCard';
import { BusinessTab } from './BusinessTab';
import { ClosedDatesCard } from './ClosedDatesCard';
import { WaitlistCard } from './WaitlistCard';
import { SmsSettingsCard } from './SmsSettingsCard';
import { LocationCard } from './LocationCard';
import { SubscriptionTab } from '../../shared/billing/SubscriptionTab';
import { PaymentsTab } from '../../shared/payments/PaymentsTab';

/** Each tab with the permission it needs in the chosen shop (null: everyone's own account). */
const TABS = [
  { value: 'business', label: 'Business', permission: 'settings.write' },
  { value: 'account', label: 'Account', permission: null },
  { value: 'subscription', label: 'Subscription', permission: 'billing' },
  { value: 'payments', label: 'Payments', permission: 'payments.settings' },
] as const satisfies readonly { value: string; label: string; permission: Permission | null }[];
type TabValue = (typeof TABS)[number]['value'];

const tabsFor = (role: Role) => TABS.filter((t) => t.permission === null || can(role, t.permission));

/**
 * /settings?tab=business|account|subscription|payments (default: the first the role has), for
 * the shop the dashboard shows: the owner sees every tab, a manager the business profile and
 * their password, the front desk and barbers their password only.
 */
export default function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const { shops, shop } = useChosenShop();
  if (shops.isPending) return <LoadingScreen />;
  // an owner without a shop yet is sent to onboarding before this page shows (RequireSignIn)
  const role: Role = shop?.myRole ?? 'owner';
  const tabs = tabsFor(role);
  const tab: TabValue = tabs.find((t) => t.value === params.get('tab'))?.value ?? tabs[0]!.value;

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Settings
      </Typography>
      <Tabs value={tab} onChange={(_e, value: TabValue) => setParams({ tab: value })} sx={{ mb: 3 }} variant="scrollable">
        {tabs.map((t) => (
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
              <WaitlistCard key={`waitlist-${shop.id}`} shop={shop} />
              <SmsSettingsCard key={`sms-${shop.id}`} shopId={shop.id} />
              <LocationCard key={`location-${shop.id}`} shop={shop} />
            </Stack>
          ) : (
            <LoadingScreen />
          ))}
        {tab === 'account' && <AccountTab mayDelete={can(role, 'account.delete')} />}
        {tab === 'subscription' && <SubscriptionTab shopId={shop?.id} />}
        {tab === 'payments' && (shop ? <PaymentsTab key={shop.id} shop={shop} /> : <LoadingScreen />)}
      </Box>
    </Container>
  );
}
