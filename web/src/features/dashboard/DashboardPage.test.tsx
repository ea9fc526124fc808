import type { MyShopDto } from '@barbershop/core/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from './DashboardPage';

// The account's shops are mocked at the lib boundary; each tab's content is a stand-in saying
// which shop it shows (the tabs have tests of their own).
const mocks = vi.hoisted(() => ({ shops: [] as MyShopDto[] }));
const { stand } = vi.hoisted(() => ({
  stand: (name: string) => (props: { shop?: { name: string }; shopId?: string; showMoney?: boolean }) => (
    <p>
      {name} of {props.shop?.name ?? props.shopId}
      {props.showMoney === false && ' (no money)'}
    </p>
  ),
}));
vi.mock('../../lib/auth/useOwnerShops', () => ({ useOwnerShops: () => ({ isPending: false, data: mocks.shops }) }));
vi.mock('../../shared/billing/SubscriptionBanner', () => ({ SubscriptionBanner: () => <p>Subscription banner</p> }));
vi.mock('./useShopLive', () => ({ useShopLive: () => ({ barbers: [], services: [], customers: [], loading: false }) }));
vi.mock('./overview/OverviewTab', () => ({ OverviewTab: stand('Overview') }));
vi.mock('./staff/StaffTab', () => ({ StaffTab: stand('Staff') }));
vi.mock('./services/ServicesTab', () => ({ ServicesTab: stand('Services') }));
vi.mock('./customers/CustomersTab', () => ({ CustomersTab: stand('Customers') }));
vi.mock('./waitlist/WaitlistTab', () => ({ WaitlistTab: stand('Waitlist') }));
vi.mock('./schedule/ScheduleTab', () => ({ ScheduleTab: stand('Schedule') }));
vi.mock('./reviews/ReviewsTab', () => ({ ReviewsTab: stand('Reviews') }));
vi.mock('./email-flow/EmailFlowTab', () => ({ EmailFlowTab: stand('Email Flow') }));
vi.mock('./my-day/MyDayTab', () => ({ MyDayTab: stand('My day') }));
vi.mock('./my-profile/MyProfileTab', () => ({ MyProfileTab: stand('My profile') }));

const shop = (id: string, name: string, myRole: MyShopDto['myRole'], myBarberId: string | null = null) =>
  ({ id, name, myRole, myBarberId, timezone: 'Europe/London' }) as MyShopDto;

function renderDashboard() {
  render(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const EVERY_TAB = ['Overview', 'Staff', 'Services', 'Customers', 'Waitlist', 'Schedule', 'Email Flow', 'Reviews', 'Reports'];

beforeEach(() => {
  localStorage.clear();
});

describe('the dashboard by role', () => {
  it('gives the owner every tab and the subscription banner', () => {
    mocks.shops = [shop('s1', 'Classic Cuts', 'owner')];
    renderDashboard();
    expect(tabNames()).toEqual(EVERY_TAB);
    expect(screen.getByText('Subscription banner')).toBeInTheDocument();
    expect(screen.getByText('Overview of Classic Cuts')).toBeInTheDocument();
  });

  it('gives a manager the same tabs (reports included) without the subscription banner', () => {
    mocks.shops = [shop('s1', 'Classic Cuts', 'manager')];
    renderDashboard();
    expect(tabNames()).toEqual(EVERY_TAB);
    expect(screen.queryByText('Subscription banner')).not.toBeInTheDocument();
    expect(screen.getByText('Classic Cuts · Manager')).toBeInTheDocument();
  });

  it('gives the front desk the overview without money, the customers, the waitlist and the email flow', () => {
    mocks.shops = [shop('s1', 'Classic Cuts', 'frontDesk')];
    renderDashboard();
    expect(tabNames()).toEqual(['Overview', 'Customers', 'Waitlist', 'Email Flow']);
    expect(screen.getByText('Overview of Classic Cuts (no money)')).toBeInTheDocument();
    expect(screen.queryByText('Subscription banner')).not.toBeInTheDocument();
  });

  it('gives a barber their own day and profile only', async () => {
    mocks.shops = [shop('s1', 'Classic Cuts', 'barber', 'b1')];
    const user = renderDashboard();
    expect(tabNames()).toEqual(['My day', 'My profile']);
    expect(screen.getByText('My day of Classic Cuts')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My profile' }));
    expect(screen.getByText('My profile of s1')).toBeInTheDocument();
    expect(screen.queryByText('Subscription banner')).not.toBeInTheDocument();
  });
});

describe('the shop picker', () => {
  it('shows no picker for one shop', () => {
    mocks.shops = [shop('s1', 'Classic Cuts', 'owner')];
    renderDashboard();
    expect(screen.queryByRole('combobox', { name: 'Barbershop' })).not.toBeInTheDocument();
  });

  it('switches between the account’s shops, with that shop’s tabs, and remembers the choice', async () => {
    mocks.shops = [shop('s1', 'Classic Cuts', 'owner'), shop('s2', 'Fade Factory', 'barber', 'b7')];
    const user = renderDashboard();
    expect(screen.getByRole('combobox', { name: 'Barbershop' })).toHaveTextContent('Classic Cuts');
    expect(tabNames()).toEqual(EVERY_TAB);

    await user.click(screen.getByRole('combobox', { name: 'Barbershop' }));
    const options = within(screen.getByRole('listbox'));
    expect(options.getAllByRole('option').map((o) => o.textContent)).toEqual(['Classic Cuts', 'Fade Factory · Barber']);
    await user.click(options.getByRole('option', { name: 'Fade Factory · Barber' }));
    expect(tabNames()).toEqual(['My day', 'My profile']);
    expect(screen.getByText('My day of Fade Factory')).toBeInTheDocument();
    expect(localStorage.getItem('dashboardShopId')).toBe('s2');
  });

  it('opens on the shop remembered in this browser', () => {
    mocks.shops = [shop('s1', 'Classic Cuts', 'owner'), shop('s2', 'Fade Factory', 'frontDesk')];
    localStorage.setItem('dashboardShopId', 's2');
    renderDashboard();
    expect(screen.getByRole('combobox', { name: 'Barbershop' })).toHaveTextContent('Fade Factory');
    expect(tabNames()).toEqual(['Overview', 'Customers', 'Waitlist', 'Email Flow']);
    expect(screen.getByText('Overview of Fade Factory (no money)')).toBeInTheDocument();
  });

  it('falls back to the first shop when the remembered one is gone', () => {
    mocks.shops = [shop('s1', 'Classic Cuts', 'owner'), shop('s2', 'Fade Factory', 'frontDesk')];
    localStorage.setItem('dashboardShopId', 'removed');
    renderDashboard();
    expect(screen.getByRole('combobox', { name: 'Barbershop' })).toHaveTextContent('Classic Cuts');
  });
});
