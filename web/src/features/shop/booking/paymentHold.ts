import type { CreatedAppointmentDto, PaymentRequiredDto } from '@barbershop/core/api';
import type { ProtectionDecision } from '@barbershop/core/payments';

/** What the confirmation page says about the money (the payment step knows it; the summary route does not). */
export interface PaidAtBooking {
  kind: Exclude<ProtectionDecision['kind'], 'none'>;
  amountPence: number;
}

export const isPaymentRequired = (answer: CreatedAppointmentDto | PaymentRequiredDto): answer is PaymentRequiredDto =>
  answer.status === 'payment_required';

type HoldStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const keyOf = (shopId: string) => `barberbook.hold.${shopId}`;

function sessionStore(): HoldStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A stored hold read back: only a whole one that has not expired (anything else is nothing). */
export function parseHold(raw: string | null, now: number): PaymentRequiredDto | null {
  if (!raw) return null;
  try {
    const hold = JSON.parse(raw) as Partial<PaymentRequiredDto> | null;
    const fields = [hold?.holdId, hold?.clientSecret, hold?.stripeAccountId, hold?.publishableKey, hold?.expiresAt];
    if (hold?.status !== 'payment_required' || !fields.every((f) => typeof f === 'string')) return null;
    if (hold.kind !== 'payment' && hold.kind !== 'setup') return null;
    if (typeof hold.amountPence !== 'number' || !hold.decision) return null;
    return Date.parse(hold.expiresAt!) > now ? (hold as PaymentRequiredDto) : null;
  } catch {
    return null;
  }
}

/**
 * The hold of the tab's booking under way (sessionStorage), so that a reload or Stripe's return
 * from a bank's check brings the payment step back while the time is still held.
 */
export function holdStore(storage: HoldStorage | null = sessionStore()) {
  const attempt = (f: () => void) => {
    try {
      f();
    } catch {
      /* refused: this page only */
    }
  };
  return {
    load: (shopId: string, now = Date.now()): PaymentRequiredDto | null => {
      let raw: string | null = null;
      attempt(() => (raw = storage?.getItem(keyOf(shopId)) ?? null));
      return parseHold(raw, now);
    },
    save: (shopId: string, hold: PaymentRequiredDto) => attempt(() => storage?.setItem(keyOf(shopId), JSON.stringify(hold))),
    clear: (shopId: string) => attempt(() => storage?.removeItem(keyOf(shopId))),
  };
}

export const pendingHolds = holdStore();
