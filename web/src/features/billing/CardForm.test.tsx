import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CardForm, STRIPE_LOAD_FAILED, type CardOutcome } from './CardForm';
import { stripeFor } from './stripeLoader';

// Stripe.js cannot load offline; these tests stand in for it at the module boundary to check
// what the form does with Stripe's answers and failures.
const confirmSetup = vi.fn();
vi.mock('./stripeLoader', () => ({ stripeFor: vi.fn() }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  PaymentElement: () => <div>card fields</div>,
  useStripe: () => ({ confirmSetup }),
  useElements: () => ({}),
}));

beforeEach(() => {
  vi.mocked(stripeFor).mockReset();
  confirmSetup.mockReset();
});

function renderForm(onDone: (o: CardOutcome) => void) {
  render(<CardForm publishableKey="pk_test_x" clientSecret="seti_1_secret_2" kind="setup" returnPath="/" submitLabel="Save Card" onDone={onDone} />);
}

describe('the card form', () => {
  it('says the card form could not load and loads Stripe.js again on Try Again', async () => {
    vi.mocked(stripeFor).mockRejectedValueOnce(new Error('Failed to load Stripe.js')).mockReturnValue(new Promise(() => undefined));
    renderForm(() => undefined);
    expect(await screen.findByText(STRIPE_LOAD_FAILED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('card fields')).toBeInTheDocument();
    expect(stripeFor).toHaveBeenCalledTimes(2);
  });

  it("shows Stripe's message when the card is refused and reports it", async () => {
    vi.mocked(stripeFor).mockReturnValue(new Promise(() => undefined));
    confirmSetup.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const onDone = vi.fn();
    renderForm(onDone);
    await userEvent.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith({ ok: false, providerMessage: 'Your card was declined.' });
    expect(confirmSetup).toHaveBeenCalledWith(expect.objectContaining({ redirect: 'if_required' }));
  });

  it('reports a Stripe.js failure during confirmation as thrown and frees the button', async () => {
    vi.mocked(stripeFor).mockReturnValue(new Promise(() => undefined));
    confirmSetup.mockRejectedValue(new TypeError('Failed to fetch'));
    const onDone = vi.fn();
    renderForm(onDone);
    await userEvent.click(screen.getByRole('button', { name: 'Save Card' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ ok: false, providerMessage: null, thrown: true }));
    expect(screen.getByRole('button', { name: 'Save Card' })).toBeEnabled();
  });
});
