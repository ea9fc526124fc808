import type { SubscriptionStatusDto } from '@barbershop/core/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../ui/toast';
import { SubscriptionBanner } from './SubscriptionBanner';
import { SubscriptionTab } from './SubscriptionTab';

const base: SubscriptionStatusDto = {
  hasAccess: true,
  isTrialing: false,
  isActive: false,
  trialEnded: false,
  trialEndsAt: null,
  subscriptionStatus: null,
  currentPeriodEnd: null,
  billingEnabled: false,
  daysRemaining: null,
  banner: 'none',
  cancelAtPeriodEnd: false,
};

function serve(status: SubscriptionStatusDto, enabled: boolean) {
  const posts: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') posts.push(url);
    if (url === '/api/user/subscription') return Response.json(status);
    if (url === '/api/user/seats') return Response.json({ seatsUsed: 2, seatsTotal: 6 });
    if (url === '/api/billing/config') return Response.json({ enabled, publishableKey: enabled ? 'pk_test_x' : null });
    if (url === '/api/subscription/cancel') return Response.json({ ...status, cancelAtPeriodEnd: true });
    if (url === '/api/user/seats/calculate-price') {
      const seats = (JSON.parse(String(init?.body)) as { newSeatsTotal: number }).newSeatsTotal;
      return Response.json({ monthlyPricePence: 4000 + (seats - 4) * 699, extraSeats: seats - 4 });
    }
    if (url === '/api/user/seats/update') return Response.json({ seatsUsed: 2, seatsTotal: 7 });
    return new Response('', { status: 404 });
  });
  return posts;
}

function show(ui: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the Subscription tab', () => {
  it('shows a trial with its end date, the seats, and no card actions while billing is not configured', async () => {
    serve(
      { ...base, isTrialing: true, subscriptionStatus: 'trialing', trialEndsAt: '2026-11-30T12:00:00.000Z', daysRemaining: 7 },
      false,
    );
    show(<SubscriptionTab />);
    expect(await screen.findByText('Free Trial Active')).toBeInTheDocument();
    expect(screen.getByText('Free Trial')).toBeInTheDocument();
    expect(screen.getByText('Your free trial ends on 30 November 2026.')).toBeInTheDocument();
    // 6 seats: the tab prices them itself, £40 for 4 plus 2 extra at £6.99.
    expect(await screen.findByText('2 of 6 seats used')).toBeInTheDocument();
    // staff accounts that are not barbers are free (issue 35)
    expect(
      screen.getByText("Seats count bookable barbers. Managers and front desk accounts don't use a seat."),
    ).toBeInTheDocument();
    expect(screen.getByText('Your plan: £53.98/month for 6 seats (4 included, £6.99/month per extra seat).')).toBeInTheDocument();
    expect(
      screen.getByText('During your free trial you can add seats at £6.99/month each; billing starts when the trial ends.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Billing is not configured on this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Payment Method' })).toBeDisabled();
  });

  it('cancels at period end only after the browser confirmation, then shows Cancelled and hides the action', async () => {
    const posts = serve(
      {
        ...base,
        isActive: true,
        subscriptionStatus: 'active',
        currentPeriodEnd: '2026-12-23T12:00:00.000Z',
        billingEnabled: true,
      },
      true,
    );
    show(<SubscriptionTab />);
    expect(await screen.findByText('Next billing date: 23 December 2026.')).toBeInTheDocument();
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    expect(posts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Subscription Cancelled')).toBeInTheDocument();
    expect(posts).toEqual(['/api/subscription/cancel']);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Service continues until 23 December 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(await screen.findByText('Subscription cancelled')).toBeInTheDocument();
  });

  it('asks for a new card when a payment is due', async () => {
    serve({ ...base, subscriptionStatus: 'past_due', billingEnabled: true }, true);
    show(<SubscriptionTab />);
    expect(await screen.findByText('Payment Required')).toBeInTheDocument();
    expect(screen.getByText('Payment Due')).toBeInTheDocument();
    expect(screen.getByText('Update your payment method to continue service.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Payment Method' })).toBeEnabled());
  });
});

describe('the dashboard banner', () => {
  it('is orange with the days left (rounded up by the server) when the trial ends soon', async () => {
    serve({ ...base, isTrialing: true, subscriptionStatus: 'trialing', daysRemaining: 1, banner: 'ending-soon' }, false);
    show(<SubscriptionBanner />);
    expect(await screen.findByText('1 day left in your free trial.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscribe');
  });

  it('is red Trial Expired with Subscribe Now - £40/month once the trial has ended', async () => {
    serve({ ...base, hasAccess: false, trialEnded: true, subscriptionStatus: 'trialing', banner: 'trial-expired' }, false);
    show(<SubscriptionBanner />);
    expect(await screen.findByText('Trial Expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe Now - £40/month' })).toHaveAttribute('href', '/subscribe');
  });

  it('shows nothing while the trial has more than 2 days', async () => {
    serve({ ...base, isTrialing: true, subscriptionStatus: 'trialing', daysRemaining: 5 }, false);
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SubscriptionBanner />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('updates the seats from the seat manager: the toast, the new total, and the dialog closes', async () => {
    const posts = serve({ ...base, isTrialing: true, subscriptionStatus: 'trialing' }, false);
    show(<SubscriptionTab />);
    expect(await screen.findByText('2 of 6 seats used')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Seats' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add a seat' }));
    await screen.findByText('New monthly price: £60.97/month');
    await userEvent.click(screen.getByRole('button', { name: 'Update Plan' }));
    expect(await screen.findByText('Seats updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('2 of 7 seats used')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manage Seats' })).not.toBeInTheDocument());
    expect(posts.filter((u) => u === '/api/user/seats/update')).toHaveLength(1);
  });
});
