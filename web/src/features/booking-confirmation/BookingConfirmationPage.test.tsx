import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppointmentSummaryDto } from '@barbershop/core/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../shared/ui/toast';
import BookingConfirmationPage from './BookingConfirmationPage';

const summary: AppointmentSummaryDto = {
  id: 'appt-1',
  status: 'scheduled',
  shopName: 'Test Cuts',
  shopSlug: 'test-cuts',
  shopAddress: '',
  shopPhone: '',
  shopEmail: '',
  serviceName: 'Haircut',
  services: [{ name: 'Haircut', durationMin: 30, pricePence: 2500 }],
  barberName: 'Sam',
  date: '2026-12-11',
  time: '10:00',
  timezone: 'Europe/London',
  start: '2026-12-11T10:00:00.000Z',
  durationMin: 30,
  pricePence: 2500,
  manageUntil: '2026-12-10T10:00:00.000Z',
};

let answer: AppointmentSummaryDto;
beforeEach(() => {
  answer = summary;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(state?: unknown) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter initialEntries={[{ pathname: '/booking-confirmation', search: '?appointmentId=appt-1', state }]}>
          <BookingConfirmationPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const LINE = 'Use this private link to reschedule or cancel. Keep it to yourself.';
const UNTIL = 'You can cancel or reschedule online until Thu 10 Dec at 10:00. After that, contact the shop.';
const HOUR = 3_600_000;
/** The summary of a booking `hoursAhead` from now, changeable online until `cutoffHours` before it (null: never). */
const startingIn = (hoursAhead: number, cutoffHours: number | null): AppointmentSummaryDto => {
  const start = Date.now() + hoursAhead * HOUR;
  return {
    ...summary,
    shopPhone: '+442079460011',
    shopEmail: 'shop@test-cuts.example',
    start: new Date(start).toISOString(),
    manageUntil: cutoffHours === null ? null : new Date(start - cutoffHours * HOUR).toISOString(),
  };
};

describe('booking confirmation page', () => {
  it('shows the private manage link when the booking flow handed over its token', async () => {
    renderPage({ manageToken: 'tok-123' });
    expect(await screen.findByText('Haircut')).toBeInTheDocument();
    const url = `${window.location.origin}/booking/appt-1?t=tok-123`;
    expect(screen.getByRole('heading', { name: 'Manage your booking' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: url })).toHaveAttribute('href', url);
    expect(screen.getByText(LINE)).toBeInTheDocument();
    expect(screen.getByText(UNTIL)).toBeInTheDocument();
    // the link can be used: no "contact the shop instead" note
    expect(screen.queryByText(/reply to your confirmation email/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('shows nothing of it without a token (the page opened later)', async () => {
    renderPage();
    expect(await screen.findByText('Haircut')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Manage your booking' })).not.toBeInTheDocument();
    expect(screen.queryByText(LINE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    // the link is in the confirmation email, and still usable
    expect(
      screen.getByText(`To cancel or reschedule online, use the private link in your confirmation email. ${UNTIL}`),
    ).toBeInTheDocument();
  });

  it('17 hours ahead of a 24-hour cut-off: no link, but why and how to reach the shop', async () => {
    answer = startingIn(17, 24);
    renderPage({ manageToken: 'tok-123' });
    expect(
      await screen.findByText(
        'Your appointment is less than 24 hours away, so it can no longer be changed online. To cancel or reschedule, contact the shop. Call Test Cuts on 020 7946 0011 or reply to your confirmation email.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Manage your booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /\/booking\/appt-1/ })).not.toBeInTheDocument();
    expect(screen.queryByText(LINE)).not.toBeInTheDocument();
  });

  it('a shop that takes no changes online: contact the shop, no link', async () => {
    answer = startingIn(72, null);
    renderPage({ manageToken: 'tok-123' });
    expect(
      await screen.findByText(
        'To cancel or reschedule, contact the shop. Call Test Cuts on 020 7946 0011 or reply to your confirmation email.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Manage your booking' })).not.toBeInTheDocument();
  });

  it('three days ahead: the link, until when, and no contact note', async () => {
    answer = startingIn(72, 24);
    renderPage({ manageToken: 'tok-123' });
    expect(await screen.findByRole('heading', { name: 'Manage your booking' })).toBeInTheDocument();
    expect(
      screen.getByText(/^You can cancel or reschedule online until .+\. After that, contact the shop\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/can no longer be changed online/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Call Test Cuts/)).not.toBeInTheDocument();
  });

  it('shows every service of a visit with its price, then the total time and price', async () => {
    answer = {
      ...summary,
      serviceName: 'Haircut + Beard Trim',
      services: [
        { name: 'Haircut', durationMin: 30, pricePence: 2500 },
        { name: 'Beard Trim', durationMin: 20, pricePence: 1500 },
      ],
      durationMin: 50,
      pricePence: 4000,
    };
    renderPage({ manageToken: 'tok-123' });
    const list = await screen.findByRole('list', { name: 'Services' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Haircut£25.00', 'Beard Trim£15.00']);
    expect(screen.getByText('50 minutes')).toBeInTheDocument();
    expect(screen.getByText('£40.00')).toBeInTheDocument();
  });
});

describe('what was paid at booking', () => {
  it('shows the deposit paid, or the card saved with nothing charged', async () => {
    renderPage({ manageToken: 'tok-123', payment: { kind: 'deposit', amountPence: 500 } });
    expect(await screen.findByText('Deposit paid')).toBeInTheDocument();
    expect(screen.getByText('£5.00')).toBeInTheDocument();
  });

  it('says a saved card was not charged', async () => {
    renderPage({ payment: { kind: 'card', amountPence: 0 } });
    expect(await screen.findByText('Card saved')).toBeInTheDocument();
    expect(screen.getByText('Nothing charged now')).toBeInTheDocument();
  });
});
