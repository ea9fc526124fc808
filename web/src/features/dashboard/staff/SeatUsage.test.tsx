import type { Barber } from '@barbershop/core/model';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import type { ShopLive } from '../useShopLive';
import { StaffTab } from './StaffTab';

// The seat count is mocked at its lib boundary; each test sets what it answers.
const seats = vi.hoisted(() => ({ used: 4, total: 4 }));
vi.mock('../../../lib/firestore/shopWrites', () => ({ setBarberServices: vi.fn() }));
vi.mock('../../../shared/billing/billingApi', () => ({
  useSeatInfo: () => ({ data: { seatsUsed: seats.used, seatsTotal: seats.total } }),
}));

const barbers = [{ id: 'ann', name: 'Ann', specialty: 'Fades', isActive: true }] as Barber[];
const live: ShopLive = { barbers, services: [], customers: [], loading: false };

function renderTab(used: number, total: number) {
  seats.used = used;
  seats.total = total;
  render(
    withQueryClient(
      <MemoryRouter>
        <StaffTab shopId="s1" live={live} />
      </MemoryRouter>,
    ),
  );
}

// MUI draws an error-coloured bar with this class; the notice's colour is read as drawn (the
// default theme's error red, as these tests render without the app's theme).
const errorBar = () => document.querySelector('.MuiLinearProgress-colorError');
const ERROR_RED = 'rgb(211, 47, 47)';

describe('the seat card on the Staff tab', () => {
  it('says the limit is reached in a neutral colour at exactly full, and blocks adding staff', () => {
    renderTab(4, 4);
    const notice = screen.getByText('Seat limit reached');
    expect(getComputedStyle(notice).color).not.toBe(ERROR_RED);
    expect(errorBar()).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Staff Member' })).toBeDisabled();
  });

  it('shows more staff than seats in the error colour', () => {
    renderTab(5, 4);
    expect(getComputedStyle(screen.getByText('Seat limit reached')).color).toBe(ERROR_RED);
    expect(errorBar()).not.toBeNull();
  });

  it('shows no notice with a seat to spare', () => {
    renderTab(3, 4);
    expect(screen.queryByText('Seat limit reached')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Staff Member' })).toBeEnabled();
  });
});
