import type { Appointment, Customer } from '@barbershop/core/model';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopLive } from '../useShopLive';
import { withQueryClient } from '../../../test/withQueryClient';
import { CustomersTab } from './CustomersTab';

const mocks = vi.hoisted(() => ({
  visits: [] as Appointment[],
  between: vi.fn(),
  download: vi.fn(),
}));
vi.mock('../../../lib/firestore/customerData', () => ({
  useCustomerAppointments: () => mocks.visits,
  appointmentsBetween: mocks.between,
  updateCustomer: vi.fn(),
}));
vi.mock('../../../shared/files/download', () => ({ downloadCsv: mocks.download }));
// the regulars card reads /api and has tests of its own
vi.mock('./RegularsDueCard', () => ({ RegularsDueCard: () => null }));

const customer = (id: string, name: string, phone: string): Customer => ({
  id,
  shopId: 's1',
  name,
  phone,
  email: `${id}@example.com`,
  notes: '',
  createdAt: new Date('2026-03-01T12:00:00Z'),
});
const live: ShopLive = {
  barbers: [],
  services: [],
  customers: [customer('ada', 'Ada Lovelace', '+447700900123'), customer('grace', 'Grace Hopper', '+441614960022')],
  loading: false,
};
const shop = { id: 's1', timezone: 'Europe/London' };

const visit = (id: string, date: string, status: Appointment['status'], pricePence: number): Appointment =>
  ({
    id,
    shopId: 's1',
    customerId: 'ada',
    date,
    time: '10:00',
    start: new Date(`${date}T09:00:00Z`),
    serviceName: 'Skin Fade',
    barberName: 'James',
    pricePence,
    status,
  }) as Appointment;

const renderTab = () => render(withQueryClient(<CustomersTab shop={shop} live={live} />));

const names = () =>
  within(screen.getByRole('table', { name: 'Customers' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

beforeEach(() => {
  mocks.visits = [];
  mocks.between.mockReset();
  mocks.download.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('customers tab', () => {
  it('shows stored E.164 phones in national format with a tel link', () => {
    renderTab();
    const row = screen.getByRole('row', { name: /Ada Lovelace/ });
    expect(within(row).getByText('07700 900123')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+447700900123');
    expect(screen.getByText('0161 496 0022')).toBeInTheDocument();
  });

  it('finds a customer by phone however the number is typed', async () => {
    const user = userEvent.setup();
    renderTab();
    const search = screen.getByLabelText('Search customers');
    for (const typed of ['07700 900123', '07700900123', '+44 7700 900123']) {
      await user.clear(search);
      await user.type(search, typed);
      expect(names()).toEqual(['Ada Lovelace']);
    }
    await user.clear(search);
    await user.type(search, 'grace');
    expect(names()).toEqual(['Grace Hopper']);
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('No customers found')).toBeInTheDocument();
  });

  it('opens a profile with the spend, last visit, no-shows and every visit with its status', async () => {
    mocks.visits = [
      visit('v1', '2026-01-10', 'completed', 2500),
      visit('v2', '2026-02-10', 'no_show', 3000),
      visit('v3', '2026-02-20', 'cancelled', 4000),
      visit('v4', '2026-03-05', 'completed', 2000),
    ];
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Open Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: 'Ada Lovelace' });
    const figures = within(dialog).getByRole('group', { name: 'Customer figures' });
    expect(figures).toHaveTextContent('Total spend£45.00');
    expect(figures).toHaveTextContent('Last visit5 Mar 2026');
    expect(figures).toHaveTextContent('No-shows1');
    const history = within(within(dialog).getByRole('list', { name: 'Visit history' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(history).toEqual([
      expect.stringMatching(/^Thu 5 Mar 2026 · 10:00CompletedSkin Fadewith James£20\.00$/),
      expect.stringMatching(/Cancelled.*£40\.00/),
      expect.stringMatching(/No-show.*£30\.00/),
      expect.stringMatching(/Sat 10 Jan 2026.*Completed/),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the total spend leaves out an upcoming booking and says so', async () => {
    mocks.visits = [
      visit('past', '2026-01-10', 'scheduled', 2500),
      visit('done', '2026-03-05', 'completed', 2000),
      visit('upcoming', '2099-06-01', 'scheduled', 9000),
    ];
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Open Ada Lovelace' }));
    const figures = within(screen.getByRole('dialog', { name: 'Ada Lovelace' })).getByRole('group', { name: 'Customer figures' });
    expect(figures).toHaveTextContent('Total spend£45.00');
    expect(within(figures).getByText('Completed and past visits; upcoming bookings are not included')).toBeInTheDocument();
    expect(figures).toHaveTextContent('Next visit1 Jun 2099 10:00');
  });

  it('on a phone lists customers as cards, no table', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: media.includes('max-width'),
      media,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    const user = userEvent.setup();
    renderTab();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Customers' })).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      'Ada Lovelace07700 900123ada@example.com',
      'Grace Hopper0161 496 0022grace@example.com',
    ]);
    await user.click(screen.getByRole('button', { name: 'Open Grace Hopper' }));
    expect(screen.getByRole('dialog', { name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('exports the customers as a CSV file', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Export Customers (CSV)' }));
    expect(mocks.download).toHaveBeenCalledTimes(1);
    const [filename, csv] = mocks.download.mock.calls[0] as [string, string];
    expect(filename).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.split('\r\n')).toEqual([
      'Name,Phone,Email,Notes,Customer since',
      'Ada Lovelace,07700 900123,ada@example.com,,2026-03-01',
      'Grace Hopper,0161 496 0022,grace@example.com,,2026-03-01',
      '',
    ]);
  });

  it('exports the appointments of the chosen days, refusing a range that ends before it starts', async () => {
    mocks.between.mockResolvedValue([
      {
        ...visit('v1', '2026-05-02', 'completed', 2500),
        customerName: 'Ada Lovelace',
        customerPhone: '+447700900123',
        customerEmail: 'ada@example.com',
        durationMin: 30,
        notes: '',
      },
    ]);
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Export Appointments (CSV)' }));
    const dialog = screen.getByRole('dialog', { name: 'Export Appointments' });
    // The whole value at once, as pasting it would (the pickers parse DD/MM/YYYY).
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '01/05/2026' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '30/04/2026' } });
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(await within(dialog).findByText('The last day cannot be before the first')).toBeInTheDocument();
    expect(mocks.between).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '31/05/2026' } });
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(mocks.download).toHaveBeenCalledTimes(1));
    expect(mocks.between).toHaveBeenCalledWith('s1', '2026-05-01', '2026-05-31');
    const [filename, csv] = mocks.download.mock.calls[0] as [string, string];
    expect(filename).toBe('appointments-2026-05-01-to-2026-05-31.csv');
    expect(csv).toContain('2026-05-02,10:00,Ada Lovelace,07700 900123,ada@example.com,Skin Fade,James,30,25.00,Completed,');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
