import type { MyShopDto } from '@barbershop/core/api';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../lib/auth/useCurrentUser';
import { withQueryClient } from '../test/withQueryClient';
import { NOT_A_MEMBER_TEXT, RequireSignIn } from './RequireSignIn';

// Auth, the account and its shops are mocked at the lib boundary: signed in, of the role under test.
const mocks = vi.hoisted(() => ({ user: null as unknown, shops: [] as MyShopDto[] }));
vi.mock('reactfire', () => ({ useSigninCheck: () => ({ status: 'success', data: { signedIn: true } }) }));
vi.mock('../lib/auth/useCurrentUser', () => ({
  useCurrentUser: () => ({ isPending: false, isError: false, data: mocks.user }),
  isCustomer: (u: CurrentUser | null) => u?.role === 'customer',
}));
vi.mock('../lib/auth/useOwnerShops', () => ({ useOwnerShops: () => ({ isPending: false, isError: false, data: mocks.shops }) }));

const staff = { id: 'u1', role: 'staff', firstName: 'Sam' } as CurrentUser;
const owner = { id: 'u2', role: 'owner', firstName: 'Olu' } as CurrentUser;
const shop = (myRole: MyShopDto['myRole']) => ({ id: 's1', name: 'Classic Cuts', myRole, myBarberId: null }) as MyShopDto;

function open(path: string) {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <RequireSignIn>
                <p>the page</p>
              </RequireSignIn>
            }
          />
          <Route
            path="/dashboard"
            element={
              <RequireSignIn>
                <p>the dashboard</p>
              </RequireSignIn>
            }
          />
          <Route
            path="/onboarding"
            element={
              <RequireSignIn>
                <p>the onboarding wizard</p>
              </RequireSignIn>
            }
          />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

beforeEach(() => {
  mocks.shops = [];
});

describe('the owner area for a staff account', () => {
  it('tells a staff account with no membership left to ask for a new invite, never offering a shop setup', () => {
    mocks.user = staff;
    for (const path of ['/dashboard', '/onboarding', '/settings']) {
      open(path);
      expect(screen.getByText(NOT_A_MEMBER_TEXT)).toBeInTheDocument();
      expect(screen.queryByText('the onboarding wizard')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('sends a staff member from onboarding to the dashboard', () => {
    mocks.user = staff;
    mocks.shops = [shop('barber')];
    open('/onboarding');
    expect(screen.getByText('the dashboard')).toBeInTheDocument();
  });

  it('still sends an owner without a shop to onboarding', () => {
    mocks.user = owner;
    open('/dashboard');
    expect(screen.getByText('the onboarding wizard')).toBeInTheDocument();
  });

  it('lets an owner who is only a member of another shop set up their own', () => {
    mocks.user = owner;
    mocks.shops = [shop('manager')];
    open('/onboarding');
    expect(screen.getByText('the onboarding wizard')).toBeInTheDocument();
  });
});
