import type { MyShopDto } from '@barbershop/core/api';
import type { Barber } from '@barbershop/core/model';
import { addDays, todayIn } from '@barbershop/core/time';
import type { WaitlistDayDto, WaitlistEntryDto } from '@barbershop/core/waitlist';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/client';
import { ToastProvider } from '../../../shared/ui/toast';
import { withQueryClient } from '../../../test/withQueryClient';
import { WaitlistTab } from './WaitlistTab';

// /api is mocked at its client: the day's list answers from here, each change is one request.
const mocks = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  api: mocks,
}));

const today = todayIn('Europe/London');
const shop = { id: 's1', name: 'Fade & Co', timezone: 'Europe/London', myRole: 'owner', myBarberId: null } as MyShopDto;
const barbers = [
  { id: 'ann', name: 'Ann', isActive: true },
  { id: 'bob', name: 'Bob', isActive: true },
  { id: 'dee', name: 'Dee', isActive: false },
] as Barber[];

const entry = (over: Partial<WaitlistEntryDto>): WaitlistEntryDto => ({
  id: 'e1',
  position: 1,
  name: 'Ada Lovelace',
  phone: '+447700900123',
  email: 'ada@example.com',
  serviceIds: ['cut'],
  serviceName: 'Skin Fade',
  barberId: null,
  barberName: 'Any Available Stylist',
  preferences: [{ date: today, from: '10:00', to: '13:00' }],
  state: 'waiting',
  regular: false,
  offersSent: 0,
  offersExpired: 0,
  offers: [],
  appointmentId: null,
  createdAt: '2026-11-20T09:00:00Z',
  ...over,
});

const offered = entry({
  id: 'e2',
  position: 2,
  name: 'Grace Hopper',
  barberId: 'ann',
  barberName: 'Ann',
  state: 'offered',
  regular: true,
  offersSent: 2,
  offersExpired: 1,
  offers: [
    {
      id: 'o1',
      entryId: 'e2',
      barberId: 'ann',
      barberName: 'Ann',
      date: today,
      time: '09:00',
      expiresAt: '2026-11-20T09:15:00Z',
      state: 'expired',
      offeredBy: null,
      appointmentId: null,
      createdAt: '2026-11-20T09:00:00Z',
    },
    {
      id: 'o2',
      entryId: 'e2',
      barberId: 'ann',
      barberName: 'Ann',
      date: today,
      time: '11:30',
      // 10:45 in London in November (GMT)
      expiresAt: '2026-11-20T10:45:00Z',
      state: 'offered',
      offeredBy: { uid: 'o', name: 'Olive', role: 'owner' },
      appointmentId: null,
      createdAt: '2026-11-20T10:30:00Z',
    },
  ],
});

let day: WaitlistDayDto;

beforeEach(() => {
  day = {
    date: today,
    settings: { enabled: true, order: 'firstCome', holdMinutes: 15 },
    entries: [entry({}), offered, entry({ id: 'e3', position: null, name: 'Alan Turing', state: 'left' })],
    refilled: { weekStart: today, count: 0, revenuePence: 0 },
  };
  mocks.get.mockReset().mockImplementation(async () => day);
  for (const m of [mocks.post, mocks.patch, mocks.delete]) m.mockReset().mockResolvedValue(undefined);
});

function renderTab(myShop: MyShopDto = shop) {
  render(
    withQueryClient(
      <ToastProvider>
        <WaitlistTab shop={myShop} barbers={barbers} />
      </ToastProvider>,
    ),
  );
  return userEvent.setup();
}

const card = (name: string) => within(screen.getByRole('list', { name: 'Waitlist' })).getByRole('listitem', { name });

describe('the Waitlist tab', () => {
  it("lists the day's customers in the order they are offered times, with their windows, state and offers", async () => {
    renderTab();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(mocks.get).toHaveBeenCalledWith(`/api/barbershops/s1/waitlist?date=${today}`);
    expect(screen.getByText('Freed times are offered first come, first served, each held for 15 minutes.')).toBeInTheDocument();

    const ada = within(card('Ada Lovelace'));
    expect(ada.getByText('#1')).toBeInTheDocument();
    expect(ada.getByText('Waiting')).toBeInTheDocument();
    expect(ada.getByText('Skin Fade · Any Available Stylist')).toBeInTheDocument();
    expect(ada.getByText(/10:00–13:00/)).toBeInTheDocument();
    expect(ada.getByText('Offers sent: 0 · expired: 0')).toBeInTheDocument();

    const grace = within(card('Grace Hopper'));
    expect(grace.getByText('#2')).toBeInTheDocument();
    expect(grace.getByText('Offered')).toBeInTheDocument();
    expect(grace.getByText('Regular')).toBeInTheDocument();
    expect(grace.getByText('Offers sent: 2 · expired: 1')).toBeInTheDocument();
    const offers = within(grace.getByRole('list', { name: 'Offers to Grace Hopper' }))
      .getAllByRole('listitem')
      .map((o) => o.textContent);
    expect(offers[0]).toMatch(/09:00 with Ann: expired$/);
    expect(offers[1]).toMatch(/11:30 with Ann: held until 10:45 \(offered by Olive\)$/);
    // a time is offered by hand only to someone waiting; removal while they are on the list
    expect(grace.queryByRole('button', { name: 'Offer this time' })).toBeNull();
    expect(grace.getByRole('button', { name: 'Remove' })).toBeInTheDocument();

    const alan = within(card('Alan Turing'));
    expect(alan.getByText('Left')).toBeInTheDocument();
    expect(alan.queryByText(/^#/)).toBeNull();
    expect(alan.queryByRole('button')).toBeNull();
  });

  it('asks for the day chosen', async () => {
    const user = renderTab();
    await screen.findByText('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(mocks.get).toHaveBeenCalledWith(`/api/barbershops/s1/waitlist?date=${addDays(today, 1)}`));
  });

  it('says so when nobody waits that day, and when the waitlist is off', async () => {
    day = { ...day, entries: [], settings: { enabled: false, order: 'regularsFirst', holdMinutes: 30 } };
    renderTab();
    expect(await screen.findByText(/^Nobody is waiting for a time on/)).toBeInTheDocument();
    expect(screen.getByText('The waitlist is off: customers cannot join it. Turn it on in Settings.')).toBeInTheDocument();
  });

  it('offers a time by hand with an active barber, the time starting at their window', async () => {
    mocks.post.mockResolvedValue(offered.offers[1]);
    const user = renderTab();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Ada Lovelace' })).getByRole('button', { name: 'Offer this time' }),
    );
    const dialog = within(screen.getByRole('dialog'));
    expect((dialog.getByLabelText('Time') as HTMLInputElement).value).toBe('10:00');
    await user.click(dialog.getByRole('combobox', { name: 'Barber' }));
    // Ada asked for any barber: every active one, Dee is inactive
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Ann', 'Bob']);
    await user.click(screen.getByRole('option', { name: 'Bob' }));
    await user.click(dialog.getByRole('button', { name: 'Offer this time' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith('/api/waitlist/e1/offers', { barberId: 'bob', date: today, time: '10:00' }),
    );
    expect(await screen.findByText('Offered 10:00 to Ada Lovelace')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal of a time no longer free, in the dialog", async () => {
    day = { ...day, entries: [entry({ barberId: 'ann', barberName: 'Ann' })] };
    mocks.post.mockRejectedValue(
      new ApiError(409, JSON.stringify({ message: 'That time is no longer free.', code: 'slot_taken' }), 'Conflict'),
    );
    const user = renderTab();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Ada Lovelace' })).getByRole('button', { name: 'Offer this time' }),
    );
    const dialog = within(screen.getByRole('dialog'));
    // she asked for Ann: Ann is the only choice, already chosen
    expect(dialog.getByRole('combobox', { name: 'Barber' })).toHaveTextContent('Ann');
    await user.click(dialog.getByRole('button', { name: 'Offer this time' }));
    expect(await dialog.findByText('That time is no longer free.')).toBeInTheDocument();
    expect(mocks.post).toHaveBeenCalledWith('/api/waitlist/e1/offers', { barberId: 'ann', date: today, time: '10:00' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('removes a customer after the confirmation', async () => {
    const user = renderTab();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Grace Hopper' })).getByRole('button', { name: 'Remove' }),
    );
    expect(screen.getByText(/^Remove Grace Hopper from the waitlist\?/)).toBeInTheDocument();
    expect(mocks.delete).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(mocks.delete).toHaveBeenCalledWith('/api/waitlist/e2'));
    expect(await screen.findByText('Grace Hopper removed from the waitlist')).toBeInTheDocument();
  });
});
