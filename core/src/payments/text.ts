import { formatPence } from '../money/format';
import { hoursText, PREAUTH_WINDOW_DAYS } from './outcomes';
import { feeAmountPence, takeableProtection } from './policy';
import type { FeeRule, PaymentPolicy, ProtectionKind } from './types';

// The policy text the customer reads on the shop page and accepts before Confirm: generated
// from the settings only, so the same policy always gives the same words (the stored text is
// the evidence in a dispute). `visitPence` given: the amounts of one visit; else the rules.

export const NO_PROTECTION_TEXT = 'No deposit or card is needed to book.';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function amountText(rule: FeeRule, visitPence?: number): string {
  if (visitPence !== undefined) return formatPence(feeAmountPence(rule, visitPence));
  return rule.kind === 'percent' ? `${rule.value}% of the visit` : formatPence(rule.value);
}

function bookingClause(kind: ProtectionKind, deposit: FeeRule | null, visitPence?: number): string {
  switch (kind) {
    case 'none':
      return 'no deposit or card is needed to book';
    case 'card':
      return 'your card is saved when you book; nothing is taken then';
    case 'deposit':
      return `a deposit of ${deposit ? amountText(deposit, visitPence) : formatPence(0)} is taken when you book and counts towards the price of your visit`;
    case 'prepay':
      return `the full price of the visit${visitPence === undefined ? '' : ` (${formatPence(visitPence)})`} is paid when you book`;
  }
}

/** What a late cancel or a no-show keeps of a deposit or prepayment under `fee` (null: all of it). */
function keptText(fee: FeeRule | null, kind: 'deposit' | 'prepay', deposit: FeeRule | null, visitPence?: number): string {
  const noun = kind === 'prepay' ? 'payment' : 'deposit';
  if (!fee) return `your ${noun} is kept`;
  if (visitPence !== undefined) {
    const paid = kind === 'prepay' ? visitPence : feeAmountPence(deposit, visitPence);
    const kept = Math.min(feeAmountPence(fee, visitPence), paid);
    return kept >= paid ? `your ${noun} is kept` : `${formatPence(kept)} is kept from your ${noun} and the rest is refunded`;
  }
  const paid = kind === 'prepay' ? { kind: 'percent', value: 100 } : deposit;
  const covers = paid !== null && fee.kind === paid.kind && fee.value >= paid.value;
  return covers ? `your ${noun} is kept` : `up to ${amountText(fee)} is kept from your ${noun} and the rest is refunded`;
}

function termsSentences(kind: ProtectionKind, policy: PaymentPolicy, deposit: FeeRule | null, visitPence?: number): string[] {
  const hours = policy.cancelWindowHours;
  const inTime = hours > 0 ? `at least ${hoursText(hours)} before your visit` : 'before your visit starts';
  const { lateCancelFee, noShowFee } = policy;
  if (kind === 'card') {
    const out = [
      lateCancelFee
        ? `Cancel ${inTime} and nothing is charged; later, a late-cancellation fee of ${amountText(lateCancelFee, visitPence)} is charged to your saved card.`
        : 'Cancelling is free of charge.',
    ];
    if (noShowFee) {
      out.push(`If you do not turn up, a no-show fee of ${amountText(noShowFee, visitPence)} is charged to your saved card.`);
      if (policy.preauthorizeNoShowFee) {
        out.push(
          `For a visit within ${PREAUTH_WINDOW_DAYS} days, the no-show fee is held on your card when you book and released after your visit.`,
        );
      }
    }
    return out;
  }
  if (kind === 'none') return [];
  const noun = kind === 'prepay' ? 'payment' : 'deposit';
  return [
    `Cancel ${inTime} and your ${noun} is refunded in full; later, ${keptText(lateCancelFee, kind, deposit, visitPence)}.`,
    `If you do not turn up, ${keptText(noShowFee, kind, deposit, visitPence)}.`,
  ];
}

function audienceSentences(policy: PaymentPolicy): string[] {
  const out: string[] = [];
  if (policy.audience === 'new_customers') out.push('This applies to new customers only.');
  if (policy.audience === 'flagged_customers') {
    out.push(
      `This applies only to customers with ${policy.flaggedMinIncidents} or more no-shows or late cancellations in the last 12 months.`,
    );
  }
  if (policy.waiveRegulars) {
    out.push(`Regular customers (${policy.regularMinVisits} or more visits in the last 12 months and no no-shows) are exempt.`);
  }
  return out;
}

const KIND_HEADING = { card: 'With a card on file', deposit: 'With a deposit', prepay: 'When paid in full' } as const;

const FIXED_FEE_CAP = 'Fees are never more than the price of the visit.';

/**
 * The shop's whole policy, as the shop page shows it: what is taken at booking (and for the
 * services with their own terms, by name from `serviceNames`), who it applies to, the
 * cancellation window and what happens inside it, and the no-show fee.
 */
export function policyText(policy: PaymentPolicy, opts: { serviceNames?: Record<string, string> } = {}): string {
  const names = opts.serviceNames;
  const overrides = Object.entries(policy.serviceOverrides)
    .map(([id, o]) => ({ ...o, name: names && Object.hasOwn(names, id) ? names[id]! : null }))
    .filter((o) => names === undefined || o.name !== null)
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'en-GB'));
  const shopDeposit = policy.mode === 'deposit' ? policy.deposit : null;
  const kinds = new Set<ProtectionKind>([policy.mode, ...overrides.map((o) => o.mode)]);
  kinds.delete('none');
  if (kinds.size === 0) return NO_PROTECTION_TEXT;

  const sentences = [`${capitalise(bookingClause(policy.mode, shopDeposit))}.`];
  for (const o of overrides) {
    if (o.name !== null) sentences.push(`For ${o.name}, ${bookingClause(o.mode, o.mode === 'deposit' ? o.deposit : null)}.`);
  }
  if (names === undefined && overrides.length > 0)
    sentences.push('Some services have their own terms, shown when you book them.');
  sentences.push(...audienceSentences(policy));
  for (const kind of ['card', 'deposit', 'prepay'] as const) {
    if (!kinds.has(kind)) continue;
    const terms = termsSentences(kind, policy, kind === policy.mode ? shopDeposit : null).join(' ');
    // with several kinds of booking, say which terms are whose
    sentences.push(kinds.size > 1 ? `${KIND_HEADING[kind]}: ${terms.charAt(0).toLowerCase()}${terms.slice(1)}` : terms);
  }
  if (policy.lateCancelFee?.kind === 'fixed' || policy.noShowFee?.kind === 'fixed') sentences.push(FIXED_FEE_CAP);
  return sentences.join(' ');
}

/** The policy for one visit, with its amounts: the text the customer accepts before Confirm. */
export function policyTextFor(policy: PaymentPolicy, serviceIds: string[], visitPence: number): string {
  const { mode, deposit } = takeableProtection(policy, serviceIds, visitPence);
  if (mode === 'none') return NO_PROTECTION_TEXT;
  return [`${capitalise(bookingClause(mode, deposit, visitPence))}.`, ...termsSentences(mode, policy, deposit, visitPence)].join(
    ' ',
  );
}
