import type { WaitlistEntryPublicDto } from '@barbershop/core/waitlist';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import WaitlistEntryPage from './WaitlistEntryPage';

const TOKEN = 'entry-token';
const entry = (over: Partial<WaitlistEntryPublicDto> = {}): WaitlistEntryPublicDto => ({
  id: 'cust_20261126',
  shopId: 'shop-1',
  shopName: 'Test Cuts',
  shopSlug: 'test-cuts',
  timezone: 'Europe/London',
  serviceIds: ['cut'],
  serviceName: 'Haircut',
  barberId: null,
  barberName: 'Any Available Stylist',
  preferences: [
    { date: '2026-12-03', from: '09:00', to: '12:00' },
    { date: '2026-12-04', from: '14:00', to: '17:00' },
  ],
  state: 'waiting',
  offer: null,
  createdAt: '2026-11-26T10:00:00Z',
  ...over,
});

let answers: Record<string, { status: number; body: unknown }>;
const urls = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));

beforeEach(() => {
  answers = { '/api/waitlist/cust_20261126/lookup': { status: 200, body: entry() } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const a = answers[url];
      if (!a) throw new Error(`unexpected ${url}`);
      return new Response(JSON.stringify(a.body), { status: a.status });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(at = `/waitlist/cust_20261126?token=${TOKEN}`) {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/waitlist/:entryId" element={<WaitlistEntryPage />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return userEvent.setup();
}

describe('the waitlist entry page', () => {
  it('shows the windows and the state, and leaves the list only after a yes', async () => {
    answers['/api/waitlist/cust_20261126/leave'] = { status: 200, body: entry({ state: 'left' }) };
    const user = open();
    expect(await screen.findByText('On the waitlist')).toBeInTheDocument();
    expect(screen.getByText('Thursday 3 December 2026, 09:00 to 12:00')).toBeInTheDocument();
    expect(screen.getByText('Friday 4 December 2026, 14:00 to 17:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stay on the list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(urls()).not.toContain('/api/waitlist/cust_20261126/leave');
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByText('Left the waitlist')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Leave the waitlist' })).toBeNull());
  });

  it('shows the time held for the customer while an offer is live', async () => {
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    answers['/api/waitlist/cust_20261126/lookup'] = {
      status: 200,
      body: entry({
        state: 'offered',
        offer: { offerId: 'o1', date: '2026-12-03', time: '10:30', barberName: 'Sam', expiresAt },
      }),
    };
    open();
    const until = new Date(expiresAt).toLocaleTimeString('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/London',
    });
    expect(
      await screen.findByText(`Thursday 3 December 2026 at 10:30 with Sam is held for you until ${until}.`),
    ).toBeInTheDocument();
  });

  it('a wrong link reads as not found', async () => {
    answers['/api/waitlist/cust_20261126/lookup'] = { status: 404, body: { message: 'Not found' } };
    open();
    expect(await screen.findByRole('heading', { name: 'Waitlist place not found' })).toBeInTheDocument();
  });
});
