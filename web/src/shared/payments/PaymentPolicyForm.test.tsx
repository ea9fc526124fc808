import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PAYMENT_POLICY, type PaymentPolicy } from '@barbershop/core/payments';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../ui/toast';
import { PaymentPolicyForm } from './PaymentPolicyForm';

let sent: { url: string; method: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    sent.push({ url: String(input), method: String(init?.method), body });
    return Response.json({ ...body, version: 2, updatedAt: new Date().toISOString() });
  });
});
afterEach(() => vi.restoreAllMocks());

const services = [
  { id: 'cut', name: 'Haircut', pricePence: 2500 },
  { id: 'beard', name: 'Beard trim', pricePence: 1200 },
];

function renderForm(policy: PaymentPolicy = DEFAULT_PAYMENT_POLICY, canTakeCharges = true) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <PaymentPolicyForm policy={policy} services={services} canTakeCharges={canTakeCharges} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const save = () => screen.getByRole('button', { name: 'Save policy' });
const preview = () => screen.getByTestId('policy-preview');

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('the payment policy form', () => {
  it('saves a 20% deposit with PUT /api/payments/policy and previews the text customers accept', async () => {
    const user = renderForm();
    expect(preview()).toHaveTextContent('No deposit or card is needed to book.');
    await user.click(screen.getByRole('radio', { name: /Deposit/ }));
    const amount = screen.getByLabelText('Deposit (%)');
    await user.clear(amount);
    await user.type(amount, '20');
    expect(preview()).toHaveTextContent(/20%/);
    await user.click(save());
    expect(await screen.findByText('Payment policy saved')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: '/api/payments/policy',
      method: 'PUT',
      body: { mode: 'deposit', deposit: { kind: 'percent', value: 20 }, cancelWindowHours: 24, serviceOverrides: {} },
    });
  });

  it('sends a fixed fee typed in pounds as pence', async () => {
    const user = renderForm({ ...DEFAULT_PAYMENT_POLICY, mode: 'card' });
    await choose(user, 'No-show fee', 'Fixed amount');
    await user.type(screen.getByLabelText('No-show fee (£)'), '12.50');
    await user.click(save());
    await screen.findByText('Payment policy saved');
    expect(sent[0]!.body).toMatchObject({ mode: 'card', noShowFee: { kind: 'fixed', value: 1250 }, lateCancelFee: null });
  });

  it('refuses fees when no card is taken, and sends nothing', async () => {
    const user = renderForm();
    await choose(user, 'No-show fee', 'Percentage of the visit');
    await user.type(screen.getByLabelText('No-show fee (%)'), '50');
    expect(screen.getByText(/fees need a card or a deposit/)).toBeInTheDocument();
    await user.click(save());
    expect(sent).toEqual([]);
    // choosing a way to take a card settles it
    await user.click(screen.getByRole('radio', { name: /Card on file/ }));
    expect(screen.queryByText(/fees need a card or a deposit/)).not.toBeInTheDocument();
  });

  it.each(['0', '101', '12.5'])('refuses a deposit of %s percent with the schema message', async (bad) => {
    const user = renderForm({ ...DEFAULT_PAYMENT_POLICY, mode: 'deposit', deposit: { kind: 'percent', value: 20 } });
    const amount = screen.getByLabelText('Deposit (%)');
    await user.clear(amount);
    await user.type(amount, bad);
    await user.click(save());
    expect(await screen.findByText(/Deposit percentage must be a whole number from 1 to 100/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("gives a service its own deposit while the others follow the shop's policy", async () => {
    const user = renderForm({ ...DEFAULT_PAYMENT_POLICY, mode: 'card' });
    await choose(user, 'Haircut: protection', 'Deposit');
    const amount = screen.getByLabelText('Haircut: deposit (%)');
    await user.clear(amount);
    await user.type(amount, '10');
    expect(preview()).toHaveTextContent(/Haircut/);
    await user.click(save());
    await screen.findByText('Payment policy saved');
    expect(sent[0]!.body).toMatchObject({
      mode: 'card',
      serviceOverrides: { cut: { mode: 'deposit', deposit: { kind: 'percent', value: 10 } } },
    });
    expect(Object.keys((sent[0]!.body as { serviceOverrides: object }).serviceOverrides)).toEqual(['cut']);
  });

  it('shows a stored override and takes it back with "Shop\'s policy"', async () => {
    const user = renderForm({
      ...DEFAULT_PAYMENT_POLICY,
      mode: 'card',
      serviceOverrides: { beard: { mode: 'prepay', deposit: null } },
    });
    expect(screen.getByRole('combobox', { name: 'Beard trim: protection' })).toHaveTextContent('Full prepayment');
    await choose(user, 'Beard trim: protection', "Shop's policy");
    await user.click(save());
    await screen.findByText('Payment policy saved');
    expect(sent[0]!.body).toMatchObject({ serviceOverrides: {} });
  });

  it('says the policy is only prepared while the Stripe account cannot take payments, and still saves it', async () => {
    const user = renderForm(DEFAULT_PAYMENT_POLICY, false);
    expect(screen.getByText(/Not in use yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Card on file/ }));
    await user.click(save());
    const toast = await screen.findByText('Payment policy saved');
    expect(
      within(toast.parentElement!.parentElement!).getByText(/once your Stripe account can take payments/),
    ).toBeInTheDocument();
  });
});
