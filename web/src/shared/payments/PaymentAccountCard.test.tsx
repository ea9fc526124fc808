import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentAccountDto } from '@barbershop/core/payments';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../ui/toast';
import { navigateTo, PaymentAccountCard } from './PaymentAccountCard';

let sent: { url: string; method: string }[];
beforeEach(() => {
  sent = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    sent.push({ url: String(input), method: String(init?.method) });
    return Response.json({ url: 'https://connect.stripe.test/onboarding/acct_1' });
  });
  vi.spyOn(navigateTo, 'url').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const notConnected: PaymentAccountDto = {
  platformEnabled: true,
  connected: false,
  detailsSubmitted: false,
  chargesEnabled: false,
  payoutsEnabled: false,
  requirementsDue: [],
  live: false,
};

function renderCard(account: PaymentAccountDto) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <PaymentAccountCard account={account} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("the shop's Stripe account card", () => {
  it('says payments are off when the platform has no Stripe keys, and offers no connect', () => {
    renderCard({ ...notConnected, platformEnabled: false });
    expect(screen.getByText(/Payments are off/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect with Stripe' })).not.toBeInTheDocument();
  });

  it("connects with Stripe: POST /api/payments/connect, then Stripe's onboarding page", async () => {
    const user = renderCard(notConnected);
    await user.click(screen.getByRole('button', { name: 'Connect with Stripe' }));
    await waitFor(() => expect(navigateTo.url).toHaveBeenCalledWith('https://connect.stripe.test/onboarding/acct_1'));
    expect(sent).toEqual([{ url: '/api/payments/connect', method: 'POST' }]);
  });

  it("shows the account's state and Continue setup while Stripe needs details", async () => {
    const user = renderCard({
      ...notConnected,
      connected: true,
      detailsSubmitted: true,
      requirementsDue: ['external_account', 'tos'],
    });
    const state = screen.getByRole('list', { name: 'Stripe account state' });
    expect(state).toHaveTextContent('Details submittedYes');
    expect(state).toHaveTextContent('Charges enabledNot yet');
    expect(screen.getByText('Stripe needs 2 more details from you.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue setup' }));
    await waitFor(() => expect(navigateTo.url).toHaveBeenCalled());
  });

  it('says the account can take payments once charges are enabled', () => {
    renderCard({ ...notConnected, connected: true, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true });
    expect(screen.getByText('Your Stripe account can take payments.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue setup' })).not.toBeInTheDocument();
  });
});
