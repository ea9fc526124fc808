import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BarbershopDto, BarberDto, ServiceDto, ShopSlotsDto, PaymentRequiredDto } from '@barbershop/core/api';
import { DEFAULT_PAYMENT_POLICY, type PaymentPolicy } from '@barbershop/core/payments';
import { todayIn } from '@barbershop/core/time';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardOutcome } from '../../../shared/billing/CardForm';
import { ToastProvider } from '../../../shared/ui/toast';
import { BookingFlow } from './BookingFlow';
import { bookingDrafts } from './bookingDraft';
import { pendingHolds } from './paymentHold';

// Stripe.js cannot load here: the card form is replaced at its module boundary by buttons that
// answer as Stripe.js would (the real one is driven in e2e/browser/payments-*.test.ts).
vi.mock('../../../shared/billing/CardForm', () => ({
  CardForm: (props: { stripeAccount?: string; clientSecret: string; submitLabel: string; onDone: (o: CardOutcome) => void }) => (
    <div aria-label="Card form" role="group" data-account={props.stripeAccount} data-secret={props.clientSecret}>
      <button type="button" onClick={() => props.onDone({ ok: true })}>
        {props.submitLabel}
      </button>
      <button
        type="button"
        onClick={() => props.onDone({ ok: false, providerMessage: 'Your card was declined.', declined: true })}
      >
        Use a declined card
      </button>
    </div>
  ),
}));

const ZONE = 'Europe/London';
const POLICY: PaymentPolicy = {
  ...DEFAULT_PAYMENT_POLICY,
  mode: 'deposit',
  deposit: { kind: 'percent', value: 20 },
  cancelWindowHours: 24,
  version: 3,
};
const shop = { id: 'shop-1', name: 'Test Cuts', timezone: ZONE, paymentsLive: true, paymentPolicy: POLICY } as BarbershopDto;
const SERVICES = [
  {
    id: 'cut',
    name: 'Haircut',
    shopId: 'shop-1',
    barbershopId: 'shop-1',
    description: '',
    durationMin: 30,
    pricePence: 2500,
    isActive: true,
    duration: 30,
    price: 25,
    bufferMin: 0,
    barberIds: null,
  },
] satisfies ServiceDto[];
const BARBERS = [
  {
    id: 'b1',
    name: 'Sam',
    shopId: 'shop-1',
    barbershopId: 'shop-1',
    specialty: '',
    bio: '',
    photoUrl: '',
    isActive: true,
    weeklyHours: null,
  },
] satisfies BarberDto[];

const HOLD: PaymentRequiredDto = {
  status: 'payment_required',
  holdId: 'hold-1',
  kind: 'payment',
  clientSecret: 'pi_1_secret_abc',
  stripeAccountId: 'acct_shop',
  publishableKey: 'pk_test_x',
  amountPence: 500,
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  decision: { kind: 'deposit', amountDuePence: 500 },
  policyText: 'A deposit of £5.00 is taken when you book.',
};

/** What the server answers the hold's completion: 201, 402 or 409. */
let completeStatus = 201;

function reply(url: string, init?: RequestInit): [number, unknown] {
  if (url.includes('/availability'))
    return [200, { month: '', serviceId: 'cut', barberId: null, availableDates: [todayIn(ZONE)] }];
  if (url.includes('/slots')) {
    const slots = [{ time: '16:30', available: true }];
    return [
      200,
      {
        date: todayIn(ZONE),
        serviceId: 'cut',
        serviceIds: ['cut'],
        durationMin: 30,
        timezone: ZONE,
        barbers: [{ barberId: 'b1', barberName: 'Sam', slots }],
        anyAvailable: slots,
      } satisfies ShopSlotsDto,
    ];
  }
  if (url === '/api/appointments') return [202, HOLD];
  if (url === '/api/holds/hold-1/complete')
    return completeStatus === 201
      ? [201, { id: 'hold-1', manageToken: 'tok-1' }]
      : [completeStatus, { message: completeStatus === 409 ? 'This time is no longer available' : 'Not paid' }];
  if (url === '/api/holds/hold-1' && init?.method === 'DELETE') return [200, { released: true }];
  throw new Error(`unexpected ${url}`);
}

beforeEach(() => {
  completeStatus = 201;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const [status, body] = reply(url, init);
      return new Response(JSON.stringify(body), { status });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  bookingDrafts.clear('shop-1');
  pendingHolds.clear('shop-1');
});

function WhereNow() {
  const location = useLocation();
  return (
    <output aria-label="where">
      {JSON.stringify({ url: location.pathname + location.search, state: location.state as unknown })}
    </output>
  );
}

const AT = `/test-cuts?services=cut&barber=b1&date=${todayIn(ZONE)}&time=16:30`;
function renderFlow() {
  bookingDrafts.saveDetails('shop-1', {
    name: 'Ada Lovelace',
    phone: '07700 900123',
    email: 'ada@example.com',
    notes: '',
    terms: true,
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter initialEntries={[AT]}>
          <Routes>
            <Route path="/test-cuts" element={<BookingFlow shop={shop} services={SERVICES} barbers={BARBERS} />} />
            <Route path="/booking-confirmation" element={<WhereNow />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const calls = (path: string) => vi.mocked(fetch).mock.calls.filter(([url]) => url === path);
const bodyOf = (path: string): unknown => JSON.parse(String((calls(path)[0]![1] as RequestInit).body));

async function acceptAndConfirm() {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'I accept the booking policy *' }, { timeout: 15_000 }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
}

describe('a booking that asks for a deposit', () => {
  it('shows the policy before Confirm and will not book until it is accepted', async () => {
    renderFlow();
    await screen.findByText('Booking Summary', {}, { timeout: 15_000 });
    // the policy for this visit, with its amount
    expect(screen.getByText(/£5\.00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Please accept the booking policy')).toBeInTheDocument();
    expect(calls('/api/appointments')).toHaveLength(0);

    await acceptAndConfirm();
    await screen.findByText('Deposit £5.00', {}, { timeout: 15_000 });
    // the acceptance and the version it was of; never an amount (the server decides it)
    expect(bodyOf('/api/appointments')).toMatchObject({ policyAccepted: true, policyVersion: 3 });
    expect(bodyOf('/api/appointments')).not.toHaveProperty('amountPence');
  });

  it('takes the deposit on the shop’s account, completes the hold and opens the confirmation with what was paid', async () => {
    renderFlow();
    await acceptAndConfirm();
    await screen.findByText('Deposit £5.00', {}, { timeout: 15_000 });
    expect(screen.getByRole('timer')).toHaveTextContent(
      /We are holding this time for you until \d\d:\d\d \((10:00|9:\d\d) left\)/,
    );
    const form = await screen.findByRole('group', { name: 'Card form' });
    expect(form).toHaveAttribute('data-account', 'acct_shop');
    expect(form).toHaveAttribute('data-secret', 'pi_1_secret_abc');
    // the reason is the owner's to read, never the customer's
    expect(screen.queryByText('Deposit for everyone')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pay £5.00 Deposit' }));
    const where = await screen.findByRole('status', { name: 'where' }, { timeout: 10_000 });
    expect(bodyOf('/api/holds/hold-1/complete')).toEqual({ clientSecret: 'pi_1_secret_abc' });
    expect(JSON.parse(where.textContent!)).toEqual({
      url: '/booking-confirmation?appointmentId=hold-1',
      state: { manageToken: 'tok-1', payment: { kind: 'deposit', amountPence: 500 } },
    });
    expect(pendingHolds.load('shop-1')).toBeNull();
  });

  it('leaves the step for another time when the hold was lost', async () => {
    completeStatus = 409;
    renderFlow();
    await acceptAndConfirm();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £5.00 Deposit' }, { timeout: 15_000 }));
    expect(await screen.findByText('Time No Longer Available', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/any payment is refunded in full/)).toBeInTheDocument();
    expect(screen.queryByText('Deposit £5.00')).not.toBeInTheDocument();
    // the time is cleared: the customer picks another
    await vi.waitFor(() => expect(screen.queryByText('Booking Summary')).not.toBeInTheDocument());
  });

  it('after a declined card says why and that the time was released, and goes back to choosing a time', async () => {
    renderFlow();
    await acceptAndConfirm();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a declined card' }, { timeout: 15_000 }));
    expect(await screen.findByText('Card Declined', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your card was declined. Nothing was charged and this time was released. Please choose a time to book again.',
      ),
    ).toBeInTheDocument();
    // the failed intent cannot be paid again: no card form, the hold released, the time to choose again
    expect(screen.queryByText('Deposit £5.00')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay £5.00 Deposit' })).not.toBeInTheDocument();
    expect(calls('/api/holds/hold-1')).toHaveLength(1);
    expect(calls('/api/holds/hold-1/complete')).toHaveLength(0);
    expect(pendingHolds.load('shop-1')).toBeNull();
    await vi.waitFor(() => expect(screen.queryByText('Booking Summary')).not.toBeInTheDocument());
  });

  it('releases the hold when the customer goes back, and keeps the details', async () => {
    renderFlow();
    await acceptAndConfirm();
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }, { timeout: 15_000 }));
    await screen.findByText('Booking Summary', {}, { timeout: 15_000 });
    expect(bodyOf('/api/holds/hold-1')).toEqual({ clientSecret: 'pi_1_secret_abc' });
    expect(screen.getByLabelText('Full Name *')).toHaveValue('Ada Lovelace');
    // the policy is accepted again for the next try
    expect(screen.getByRole('checkbox', { name: 'I accept the booking policy *' })).not.toBeChecked();
  });

  it('releases the hold when another barber is chosen while paying', async () => {
    renderFlow();
    await acceptAndConfirm();
    await screen.findByText('Deposit £5.00', {}, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: /Any Available Stylist/ }));
    await vi.waitFor(() => expect(screen.queryByText('Deposit £5.00')).not.toBeInTheDocument());
    expect(bodyOf('/api/holds/hold-1')).toEqual({ clientSecret: 'pi_1_secret_abc' });
    expect(pendingHolds.load('shop-1')).toBeNull();
  });

  it('comes back to the payment step after a reload while the time is held, asking the server first', async () => {
    completeStatus = 402;
    pendingHolds.save('shop-1', HOLD);
    renderFlow();
    expect(await screen.findByText('Deposit £5.00', {}, { timeout: 15_000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(calls('/api/holds/hold-1/complete')).toHaveLength(1));
    // not paid yet: the form stays, with no alarm
    expect(screen.getByRole('button', { name: 'Pay £5.00 Deposit' })).toBeInTheDocument();
    expect(screen.queryByText('Your payment has not gone through yet. Please try again.')).not.toBeInTheDocument();
  });
});

describe('the other asks', () => {
  it('asks for a card on file without charging, and for the whole price for prepayment', async () => {
    const { paymentAsk } = await import('./BookingPaymentStep');
    expect(
      paymentAsk({ ...HOLD, kind: 'setup', amountPence: 0, decision: { ...HOLD.decision, kind: 'card' } }, 'Test Cuts'),
    ).toMatchObject({
      title: 'Save a card',
      submit: 'Save Card and Book',
    });
    expect(paymentAsk({ ...HOLD, amountPence: 2500, decision: { ...HOLD.decision, kind: 'prepay' } }, 'Test Cuts')).toMatchObject(
      {
        title: 'Pay £25.00 now',
        submit: 'Pay £25.00',
      },
    );
  });
});
