import { Button, Container, Tab, Tabs, Typography } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { useOwnerShops } from '../../lib/auth/useOwnerShops';
import { SubscriptionBanner } from '../../shared/billing/SubscriptionBanner';
import { EmailFlowTab } from './email-flow/EmailFlowTab';
import { OverviewTab } from './overview/OverviewTab';
import { StaffTab } from './staff/StaffTab';
import { ServicesTab } from './services/ServicesTab';
import { CustomersTab } from './customers/CustomersTab';
import { ScheduleTab } from './schedule/ScheduleTab';
import { ReviewsTab } from './reviews/ReviewsTab';
import { LiveDataBoundary } from '../../shared/ui/LiveDataBoundary';
import { useShopLive, type ShopLive } from './useShopLive';

const TABS = ['Overview', 'Staff', 'Services', 'Customers', 'Schedule', 'Email Flow', 'Reviews', 'Reports'] as const;

// The charts load with the Reports tab only, in a chunk of their own.
const ReportsTab = lazy(() => import('./reports/ReportsTab'));

/** /dashboard: the first of the owner's shops is the managed one. */
function ShopDashboard({ shop, tab }: { shop: BarbershopDto; tab: (typeof TABS)[number] }) {
  if (tab === 'Email Flow') return <EmailFlowTab shop={shop} />;
  if (tab === 'Reports') {
    return (
      <Suspense fallback={<Typography color="text.secondary">Loading...</Typography>}>
        <ReportsTab shop={shop} />
      </Suspense>
    );
  }
  if (tab === 'Reviews') {
    return (
      <LiveDataBoundary resetKey={shop.id}>
        <ReviewsTab shop={shop} />
      </LiveDataBoundary>
    );
  }
  return (
    <LiveDataBoundary resetKey={shop.id}>
      <LiveTab shop={shop} tab={tab} />
    </LiveDataBoundary>
  );
}

/** The tabs fed by the shop's live barbers, services and customers. */
function LiveTab({
  shop,
  tab,
}: {
  shop: BarbershopDto;
  tab: Exclude<(typeof TABS)[number], 'Email Flow' | 'Reviews' | 'Reports'>;
}) {
  const live: ShopLive = useShopLive(shop.id);
  if (tab === 'Overview') return <OverviewTab shop={shop} live={live} />;
  if (tab === 'Staff') return <StaffTab shopId={shop.id} live={live} />;
  if (tab === 'Services') return <ServicesTab shopId={shop.id} live={live} />;
  if (tab === 'Customers') return <CustomersTab shop={shop} live={live} />;
  return <ScheduleTab shop={shop} live={live} />;
}

export default function DashboardPage() {
  const shops = useOwnerShops();
  const [tab, setTab] = useState<(typeof TABS)[number]>('Overview');
  if (shops.isPending) return <LoadingScreen />;
  const shop = shops.data?.[0];
  if (!shop) {
    return (
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" fontWeight={700}>
          Welcome!
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Set up your barbershop to start taking bookings.
        </Typography>
        <Button variant="contained" color="secondary" component={RouterLink} to="/onboarding" sx={{ mt: 3 }}>
          Set Up Your Barbershop
        </Button>
      </Container>
    );
  }
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" fontWeight={700}>
        Business Dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {shop.name}
      </Typography>
      <SubscriptionBanner />
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} variant="scrollable" allowScrollButtonsMobile sx={{ mt: 2, mb: 3 }}>
        {TABS.map((t) => (
          <Tab key={t} value={t} label={t} />
        ))}
      </Tabs>
      <ShopDashboard shop={shop} tab={tab} />
    </Container>
  );
}
