import type { Appointment } from '@barbershop/core/model';
import type { AppointmentPayment, FeeCharge } from '@barbershop/core/payments';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../shared/ui/toast';
import { withQueryClient } from '../../../test/withQueryClient';
import { AppointmentDialog } from './AppointmentDialog';

// /api is mocked at its client: each action is one request. The payment is the live
// appointment's, as Firestore gives it (its times are Dates).
const mocks = vi.hoisted(() => ({ post: vi.fn(), patch: vi.fn() }));
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  api: { post: mocks.post, patch: mocks.patch },
}));

// the viewer's role in the chosen shop (issue 35): the owner unless a test says otherwise
const viewer = vi.hoisted(() => ({ role: 'owner' }));
vi.mock('../../../lib/auth/useChosenShop', () => ({ useChosenShop: () => ({ shop: { myRole: viewer.role } }) }));

const at = new Date('2026-11-20T10:15:00Z');
const deposit: AppointmentPayment = {
  kind: 'deposit',
  decision: {
    kind: 'deposit',
    reason: 'flagged_customer',
    explanation: '2 no-shows in the last 12 months: deposit required',
    amountDuePence: 500,
  },
  acceptance: { text: 'A 20% deposit is taken when you book.', version: 3, acceptedAt: at },
  policy: { cancelWindowHours: 24, lateCancelFee: null, noShowFee: null, version: 3 },
  stripeAccountId: 'acct_1',
  stripeCustomerId: 'cus_1',
  paymentMethodId: 'pm_1',
  paidPence: 500,
  refundedPence: 0,
  paymentIntentId: 'pi_1',
  setupIntentId: null,
  state: 'paid',
  fees: [],
  preauth: null,
  updatedAt: at,
};
const failedFee: FeeCharge = {
  kind: 'no_show',
  amountPence: 1250,
  status: 'failed',
  paymentIntentId: 'pi_fee',
  failureCode: 'authentication_required',
  paymentLinkUrl: null,
  at,
};
const cardOnFile: AppointmentPayment = {
  ...deposit,
  kind: 'card',
  decision: { kind: 'card', reason: 'everyone', explanation: 'Card on file for everyone', amountDuePence: 0 },
  paidPence: 0,
  paymentIntentId: null,
  state: 'card_saved',
};

const appointment = {
  id: 'a1',
  shopId: 's1',
  barberId: 'ann',
  barberName: 'Ann',
  date: '2026-11-20',
  time: '10:00',
  start: new Date(Date.now() - 60_000),
  durationMin: 30,
  pricePence: 2500,
  status: 'scheduled',
  customerName: 'Ada Lovelace',
  customerPhone: '+447700900123',
  customerEmail: 'ada@example.com',
  serviceName: 'Cut',
  notes: '',
} as unknown as Appointment;

function open(payment: AppointmentPayment | undefined, extra: Partial<Appointment> = {}) {
  const onClose = vi.fn();
  render(
    withQueryClient(
      <ToastProvider>
        <AppointmentDialog
          appointment={{ ...appointment, ...extra, payment } as Appointment}
          barbers={[{ id: 'ann', name: 'Ann' }]}
          today="2026-11-20"
          onClose={onClose}
        />
      </ToastProvider>,
    ),
  );
  return { onClose, user: userEvent.setup(), panel: () => screen.getByRole('region', { name: 'Payment' }) };
}

beforeEach(() => {
  viewer.role = 'owner';
  mocks.post.mockReset().mockResolvedValue({ id: 'a1' });
  mocks.patch.mockReset().mockResolvedValue({ id: 'a1' });
});

describe("the appointment dialog's money", () => {
  it('has no money panel for a booking that took no money', () => {
    open(undefined);
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('shows the deposit taken, the rule that asked for it and the accepted policy', () => {
    const { panel } = open(deposit);
    const p = within(panel());
    expect(p.getByText('Deposit paid')).toBeInTheDocument();
    expect(p.getByText('Deposit of £5.00 paid at booking')).toBeInTheDocument();
    expect(p.getByText(/2 no-shows in the last 12 months: deposit required/)).toBeInTheDocument();
    expect(p.getByText(/Policy version 3 accepted 20 Nov 2026, 10:15/)).toBeInTheDocument();
    expect(p.getByText('A 20% deposit is taken when you book.')).toBeInTheDocument();
    // nothing is owed: no fee actions
    expect(p.queryByRole('button', { name: 'Waive fee' })).not.toBeInTheDocument();
    expect(p.queryByRole('button', { name: 'Send payment link' })).not.toBeInTheDocument();
  });

  it('shows the front desk what was paid and owed, without refund, waive or payment link', () => {
    viewer.role = 'frontDesk';
    const { panel } = open({ ...cardOnFile, state: 'fee_failed', fees: [failedFee] }, { status: 'no_show' });
    const p = within(panel());
    expect(p.getByText('No-show fee failed: £12.50')).toBeInTheDocument();
    for (const name of ['Refund', 'Waive fee', 'Send payment link']) {
      expect(p.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('refunds part of the deposit, and refuses more than is left', async () => {
    const { user, panel } = open(deposit);
    await user.click(within(panel()).getByRole('button', { name: 'Refund' }));
    const amount = screen.getByLabelText('Amount to refund');
    expect(amount).toHaveValue('5.00');
    await user.clear(amount);
    await user.type(amount, '6');
    await user.click(within(screen.getByRole('form', { name: 'Refund' })).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('At most £5.00 is left to refund')).toBeInTheDocument();
    expect(mocks.post).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '2.50');
    await user.click(within(screen.getByRole('form', { name: 'Refund' })).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(mocks.post).toHaveBeenCalledWith('/api/appointments/a1/payment/refund', { amountPence: 250 }));
    expect(await screen.findByText('Refund sent')).toBeInTheDocument();
  });

  it('offers no refund once all of it went back', () => {
    const { panel } = open({ ...deposit, refundedPence: 500, state: 'refunded' });
    expect(within(panel()).getByText('Refunded: £5.00')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('shows a failed no-show fee with its reason, and sends a payment link or waives it', async () => {
    const { user, panel } = open({ ...cardOnFile, state: 'fee_failed', fees: [failedFee] }, { status: 'no_show' });
    const p = within(panel());
    expect(p.getByText('No-show fee failed: £12.50')).toBeInTheDocument();
    expect(p.getByText(/bank wants them to confirm this payment/)).toBeInTheDocument();
    await user.click(p.getByRole('button', { name: 'Send payment link' }));
    await waitFor(() => expect(mocks.post).toHaveBeenCalledWith('/api/appointments/a1/payment/link'));
    expect(await screen.findByText('Payment link sent')).toBeInTheDocument();
    await user.click(p.getByRole('button', { name: 'Waive fee' }));
    await waitFor(() => expect(mocks.post).toHaveBeenCalledWith('/api/appointments/a1/payment/waive'));
  });

  it('releases a pre-authorisation with Waive fee', async () => {
    const { user, panel } = open({
      ...cardOnFile,
      preauth: { paymentIntentId: 'pi_pre', amountPence: 1250, status: 'authorized' },
    });
    expect(within(panel()).getByText('No-show fee of £12.50 held on the card')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Waive fee' }));
    await waitFor(() => expect(mocks.post).toHaveBeenCalledWith('/api/appointments/a1/payment/waive'));
  });

  it('says what marking a no-show charged, and closes', async () => {
    mocks.patch.mockResolvedValue({
      id: 'a1',
      paymentOutcome: {
        action: 'fee_charged',
        amountPence: 1250,
        failureCode: null,
        message: "No-show fee of £12.50 charged to the customer's card.",
      },
    });
    const { user, onClose } = open(cardOnFile);
    await user.click(screen.getByRole('button', { name: 'Mark no-show' }));
    expect(await screen.findByText("No-show fee of £12.50 charged to the customer's card.")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog open when the no-show fee failed, with the reason', async () => {
    mocks.patch.mockResolvedValue({
      id: 'a1',
      paymentOutcome: {
        action: 'fee_failed',
        amountPence: 1250,
        failureCode: 'card_declined',
        message:
          'The no-show fee of £12.50 could not be charged. The card was declined. You can send the customer a payment link.',
      },
    });
    const { user, onClose } = open(cardOnFile);
    await user.click(screen.getByRole('button', { name: 'Mark no-show' }));
    expect(await screen.findByText(/could not be charged. The card was declined/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
