import type { WaitlistOfferPublicDto } from '@barbershop/core/waitlist';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import type { PaymentRequiredDto } from '@barbershop/core/api';
import type { CardOutcome } from '../../../shared/billing/CardForm';
import OfferPage, { CLAIMED_TEXT, LEFT_TEXT, PAYMENT_LEFT_TEXT } from './OfferPage';

// Stripe.js cannot load here: the card form is replaced at its module boundary (as in
// booking/BookingPayment.test.tsx); the payment step around it is the real one.
vi.mock('../../../shared/billing/CardForm', () => ({
  CardForm: (props: { submitLabel: string; onDone: (o: CardOutcome) => void }) => (
    <button type="button" onClick={() => props.onDone({ ok: true })}>
      {props.submitLabel}
    </button>
  ),
}));

const TOKEN = 'tok_123';
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
// a London clock reading of an instant, as the page shows the hold's end
const londonTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

const offer = (over: Partial<WaitlistOfferPublicDto> = {}): WaitlistOfferPublicDto => ({
  offerId: 'offer-1',
  shopId: 'shop-1',
  shopName: 'Test Cuts',
  shopSlug: 'test-cuts',
  timezone: 'Europe/London',
  serviceIds: ['cut'],
  serviceName: 'Haircut',
  barberId: 'b1',
  barberName: 'Sam',
  date: '2026-12-03',
  time: '10:00',
  start: '2026-12-03T10:00:00Z',
  durationMin: 30,
  pricePence: 2000,
  expiresAt: inMinutes(12),
  state: 'offered',
  ...over,
});

// every call answers from this table (path → status and body); the calls are kept
let answers: Record<string, { status: number; body: unknown }>;
const calls = () => vi.mocked(fetch).mock.calls.map(([url, init]) => [String(url), (init as RequestInit).body ?? null]);

beforeEach(() => {
  answers = {
    '/api/waitlist/offers/offer-1/lookup': { status: 200, body: offer() },
    '/api/barbershops/by-slug/test-cuts': { status: 404, body: { message: 'not found' } },
  };
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

function WhereNow() {
  const location = useLocation();
  return (
    <output aria-label="where">
      {JSON.stringify({ url: location.pathname + location.search, state: location.state as unknown })}
    </output>
  );
}

function open(at = `/offer/offer-1?token=${TOKEN}`) {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/offer/:offerId" element={<OfferPage />} />
          <Route path="/booking-confirmation" element={<WhereNow />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return userEvent.setup();
}

describe('the offer page', () => {
  it('shows the time held and until when; Book this time claims it and lands on the confirmation with the manage token', async () => {
    answers['/api/waitlist/offers/offer-1/claim'] = { status: 201, body: { id: 'offer-1', manageToken: 'm-tok' } };
    const user = open();
    expect(await screen.findByRole('heading', { name: 'A time is held for you' })).toBeInTheDocument();
    expect(screen.getByText('Thursday 3 December 2026')).toBeInTheDocument();
    expect(screen.getByText('£20.00')).toBeInTheDocument();
    expect(screen.getByText(`Held for you until ${londonTime(offer().expiresAt)}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    const where = JSON.parse((await screen.findByLabelText('where')).textContent!) as { url: string; state: unknown };
    expect(where).toEqual({ url: '/booking-confirmation?appointmentId=offer-1', state: { manageToken: 'm-tok' } });
    expect(calls()).toContainEqual(['/api/waitlist/offers/offer-1/claim', JSON.stringify({ token: TOKEN })]);
  });

  it('says the time is gone when the claim comes too late (410), and stays on the page', async () => {
    const message = 'This time is no longer held for you. It may still be free: choose a time on the shop page.';
    answers['/api/waitlist/offers/offer-1/claim'] = { status: 410, body: { message, code: 'offer_expired' } };
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('where')).toBeNull();
  });

  it('an offer already claimed says so and offers no booking', async () => {
    answers['/api/waitlist/offers/offer-1/lookup'] = { status: 200, body: offer({ state: 'claimed' }) };
    open();
    expect(await screen.findByText(CLAIMED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
  });

  it('a hold past its end offers no booking, and the shop page instead', async () => {
    answers['/api/waitlist/offers/offer-1/lookup'] = { status: 200, body: offer({ expiresAt: inMinutes(-1) }) };
    open();
    expect(await screen.findByRole('link', { name: 'Test Cuts' })).toHaveAttribute('href', '/test-cuts');
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
  });

  it('leaves the waitlist after a yes', async () => {
    answers['/api/waitlist/offers/offer-1/leave'] = { status: 200, body: {} };
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Leave the waitlist' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByText(LEFT_TEXT)).toBeInTheDocument();
    expect(calls()).toContainEqual(['/api/waitlist/offers/offer-1/leave', JSON.stringify({ token: TOKEN })]);
  });

  it('Back on the payment step releases the hold with its secret and says the time is no longer held, never booked', async () => {
    const hold: PaymentRequiredDto = {
      status: 'payment_required',
      holdId: 'offer-1',
      kind: 'payment',
      clientSecret: 'pi_1_secret_abc',
      stripeAccountId: 'acct_shop',
      publishableKey: 'pk_test_x',
      amountPence: 500,
      expiresAt: inMinutes(10),
      decision: { kind: 'deposit', amountDuePence: 500 },
      policyText: 'A deposit of £5.00 is taken when you book.',
    };
    answers['/api/waitlist/offers/offer-1/claim'] = { status: 202, body: hold };
    answers['/api/holds/offer-1'] = { status: 200, body: { released: true } };
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Book this time' }));
    // the server's release hook ends the offer: the page's next read sees it expired
    answers['/api/waitlist/offers/offer-1/lookup'] = { status: 200, body: offer({ state: 'expired' }) };
    await user.click(await screen.findByRole('button', { name: 'Back' }, { timeout: 15_000 }));
    expect(await screen.findByText(PAYMENT_LEFT_TEXT)).toBeInTheDocument();
    expect(calls()).toContainEqual(['/api/holds/offer-1', JSON.stringify({ clientSecret: 'pi_1_secret_abc' })]);
    expect(screen.queryByText(CLAIMED_TEXT)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Test Cuts' })).toHaveAttribute('href', '/test-cuts');
  });

  it('an offer whose payment step is open elsewhere (409 offer_payment_pending) says so, not "already booked"', async () => {
    const message =
      'The payment step for this time is open in another window or tab. Finish paying there: the time is kept for you until 10:12.';
    answers['/api/waitlist/offers/offer-1/lookup'] = { status: 409, body: { message, code: 'offer_payment_pending' } };
    open();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(CLAIMED_TEXT)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
  });

  it('a wrong link reads as not found', async () => {
    answers['/api/waitlist/offers/offer-1/lookup'] = { status: 404, body: { message: 'This offer link is not valid.' } };
    open();
    expect(await screen.findByRole('heading', { name: 'Offer not found' })).toBeInTheDocument();
  });
});
