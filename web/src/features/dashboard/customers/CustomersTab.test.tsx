import type { Customer } from '@barbershop/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShopLive } from '../useShopLive';
import { CustomersTab } from './CustomersTab';

const customer = (id: string, name: string, phone: string): Customer => ({
  id,
  shopId: 's1',
  name,
  phone,
  email: `${id}@example.com`,
  notes: '',
  createdAt: new Date(0),
});
const live: ShopLive = {
  barbers: [],
  services: [],
  customers: [customer('ada', 'Ada Lovelace', '+447700900123'), customer('grace', 'Grace Hopper', '+441614960022')],
  loading: false,
};

const names = () =>
  within(screen.getByRole('table', { name: 'Customers' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('customers tab', () => {
  it('shows stored E.164 phones in national format with a tel link', () => {
    render(<CustomersTab live={live} />);
    const row = screen.getByRole('row', { name: /Ada Lovelace/ });
    expect(within(row).getByText('07700 900123')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+447700900123');
    expect(screen.getByText('0161 496 0022')).toBeInTheDocument();
  });

  it('finds a customer by phone however the number is typed', async () => {
    const user = userEvent.setup();
    render(<CustomersTab live={live} />);
    const search = screen.getByLabelText('Search customers');
    for (const typed of ['07700 900123', '07700900123', '+44 7700 900123']) {
      await user.clear(search);
      await user.type(search, typed);
      expect(names()).toEqual(['Ada Lovelace']);
    }
    await user.clear(search);
    await user.type(search, 'grace');
    expect(names()).toEqual(['Grace Hopper']);
  });
});
