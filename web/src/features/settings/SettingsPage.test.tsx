import type { MyShopDto } from '@barbershop/core/api';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../test/withQueryClient';
import SettingsPage from './SettingsPage';

// The account's shops are mocked at the lib boundary; the heavier tabs are stand-ins (they have
// tests of their own). The Account tab is the real one: what it offers depends on the role.
const mocks = vi.hoisted(() => ({ shops: [] as MyShopDto[] }));
vi.mock('../../lib/auth/useOwnerShops', () => ({ useOwnerShops: () => ({ isPending: false, data: mocks.shops }) }));
vi.mock('./BusinessTab', () => ({ BusinessTab: () => <p>Business profile</p> }));
vi.mock('./BookingWindowCard', () => ({ BookingWindowCard: () => null }));
vi.mock('./ManageCutoffCard', () => ({ ManageCutoffCard: () => null }));
vi.mock('./ClosedDatesCard', () => ({ ClosedDatesCard: () => null }));
vi.mock('../../shared/billing/SubscriptionTab', () => ({ SubscriptionTab: () => <p>Subscription</p> }));
vi.mock('../../shared/payments/PaymentsTab', () => ({ PaymentsTab: () => <p>Payments</p> }));

const shop = (id: string, myRole: MyShopDto['myRole']) => ({ id, name: id, myRole, myBarberId: null }) as MyShopDto;

function renderSettings(search = '') {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[`/settings${search}`]}>
        <SettingsPage />
      </MemoryRouter>,
    ),
  );
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

beforeEach(() => localStorage.clear());

describe('settings by role', () => {
  it('gives the owner every tab, and account deletion', () => {
    mocks.shops = [shop('s1', 'owner')];
    renderSettings('?tab=account');
    expect(tabNames()).toEqual(['Business', 'Account', 'Subscription', 'Payments']);
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
  });

  it('gives a manager the business profile and their password: no payments, subscription or deletion', () => {
    mocks.shops = [shop('s1', 'manager')];
    renderSettings();
    expect(tabNames()).toEqual(['Business', 'Account']);
    expect(screen.getByText('Business profile')).toBeInTheDocument();
  });

  it('keeps account deletion from a manager', () => {
    mocks.shops = [shop('s1', 'manager')];
    renderSettings('?tab=account');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Account' })).not.toBeInTheDocument();
  });

  it.each(['frontDesk', 'barber'] as const)('gives %s their password only, whatever tab the address asks for', (role) => {
    mocks.shops = [shop('s1', role)];
    renderSettings('?tab=payments');
    expect(tabNames()).toEqual(['Account']);
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Account' })).not.toBeInTheDocument();
    expect(screen.queryByText('Payments')).not.toBeInTheDocument();
  });

  it('follows the shop chosen on the dashboard', () => {
    mocks.shops = [shop('s1', 'owner'), shop('s2', 'barber')];
    localStorage.setItem('dashboardShopId', 's2');
    renderSettings();
    expect(tabNames()).toEqual(['Account']);
  });
});
