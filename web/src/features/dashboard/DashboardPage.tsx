import { Button, Container, MenuItem, Tab, Tabs, TextField, Typography } from '@mui/material';
import type { MyShopDto } from '@barbershop/core/api';
import type { Role } from '@barbershop/core/model';
import { can, ROLE_LABELS, type Permission } from '@barbershop/core/staff';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { useChosenShop } from '../../lib/auth/useChosenShop';
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
import { MyDayTab } from './my-day/MyDayTab';
import { MyProfileTab } from './my-profile/MyProfileTab';
import { WaitlistTab } from './waitlist/WaitlistTab';

/** The shop's tabs, each shown to the roles holding its permission (core/src/staff/roles.ts). */
const SHOP_TABS = [
  ['Overview', 'schedule.read'],
  ['Staff', 'staff.manage'],
  ['Services', 'services.write'],
  ['Customers', 'customers.read'],
  ['Waitlist', 'customers.read'],
  ['Schedule', 'hours.write'],
  ['Email Flow', 'emails.read'],
  ['Reviews', 'reviews.reply'],
  ['Reports', 'reports.read'],
] as const satisfies readonly (readonly [string, Permission])[];

type ShopTab = (typeof SHOP_TABS)[number][0];
type DashboardTab = ShopTab | 'My day' | 'My profile';

/**
 * The tabs `shop`'s account sees there: the shop's tabs its role allows; a barber, who sees only
 * their own column, gets their day and their profile instead.
 */
function tabsFor(shop: MyShopDto): DashboardTab[] {
  const tabs: DashboardTab[] = SHOP_TABS.filter(([, permission]) => can(shop.myRole, permission)).map(([tab]) => tab);
  if (!can(shop.myRole, 'schedule.read') && shop.myBarberId) tabs.push('My day', 'My profile');
  return tabs;
}

// The charts load with the Reports tab only, in a chunk of their own.
const ReportsTab = lazy(() => import('./reports/ReportsTab'));

function ShopDashboard({ shop, tab }: { shop: MyShopDto; tab: DashboardTab }) {
  if (tab === 'My day' || tab === 'My profile') {
    return (
      <LiveDataBoundary resetKey={shop.id}>
        {tab === 'My day' ? (
          <MyDayTab shop={shop} barberId={shop.myBarberId ?? ''} />
        ) : (
          <MyProfileTab shopId={shop.id} barberId={shop.myBarberId ?? ''} />
        )}
      </LiveDataBoundary>
    );
  }
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
function LiveTab({ shop, tab }: { shop: MyShopDto; tab: Exclude<ShopTab, 'Email Flow' | 'Reviews' | 'Reports'> }) {
  const live: ShopLive = useShopLive(shop.id);
  if (tab === 'Overview') return <OverviewTab shop={shop} live={live} showMoney={can(shop.myRole, 'reports.read')} />;
  if (tab === 'Staff') return <StaffTab shopId={shop.id} live={live} />;
  if (tab === 'Services') return <ServicesTab shopId={shop.id} live={live} />;
  if (tab === 'Customers') return <CustomersTab shop={shop} live={live} role={shop.myRole} />;
  if (tab === 'Waitlist') return <WaitlistTab shop={shop} barbers={live.barbers} />;
  return <ScheduleTab shop={shop} live={live} />;
}

/** The shop's name, or a choice between the account's shops when it has several. */
function ShopHeading({ shops, shop, onChoose }: { shops: MyShopDto[]; shop: MyShopDto; onChoose: (id: string) => void }) {
  const role = (r: Role) => (r === 'owner' ? '' : ` · ${ROLE_LABELS[r]}`);
  if (shops.length < 2) {
    return (
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {shop.name}
        {role(shop.myRole)}
      </Typography>
    );
  }
  return (
    <TextField
      select
      size="small"
      label="Barbershop"
      value={shop.id}
      onChange={(e) => onChoose(e.target.value)}
      sx={{ mt: 1, mb: 2, minWidth: 240, maxWidth: '100%' }}
    >
      {shops.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.name}
          {role(s.myRole)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** /dashboard: the chosen shop (the first, unless another was picked), with the tabs the account's role there allows. */
export default function DashboardPage() {
  const { shops, shop, choose } = useChosenShop();
  const [picked, setPicked] = useState<DashboardTab | null>(null);
  if (shops.isPending) return <LoadingScreen />;
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
  const tabs = tabsFor(shop);
  // another shop may not offer the tab picked in the last one
  const tab = picked && tabs.includes(picked) ? picked : tabs[0];
  return (
    <Container sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" fontWeight={700}>
        Business Dashboard
      </Typography>
      <ShopHeading shops={shops.data ?? []} shop={shop} onChoose={choose} />
      {shop.myRole === 'owner' && <SubscriptionBanner />}
      <Tabs
        value={tab}
        onChange={(_e, v: DashboardTab) => setPicked(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mt: 2, mb: 3 }}
      >
        {tabs.map((t) => (
          <Tab key={t} value={t} label={t} />
        ))}
      </Tabs>
      {tab && <ShopDashboard key={shop.id} shop={shop} tab={tab} />}
    </Container>
  );
}
