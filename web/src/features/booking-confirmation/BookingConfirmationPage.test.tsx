import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppointmentSummaryDto } from '@barbershop/core';
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

describe('booking confirmation page', () => {
  it('shows the private manage link when the booking flow handed over its token', async () => {
    renderPage({ manageToken: 'tok-123' });
    expect(await screen.findByText('Haircut')).toBeInTheDocument();
    const url = `${window.location.origin}/booking/appt-1?t=tok-123`;
    expect(screen.getByRole('heading', { name: 'Manage your booking' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: url })).toHaveAttribute('href', url);
    expect(screen.getByText(LINE)).toBeInTheDocument();

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
