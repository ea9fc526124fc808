// Prices are typed in pounds ("35", "35.5", "35.50", or a number) and stored in pence.
// (core/src/money did not exist when this was written; this parse is the one the shop
// forms and the service API use.)

/** Upper bound of a service price, the same as the security rules' pricePence bound. */
export const MAX_PRICE_PENCE = 100_000;

/** Pence from a pounds amount (number or decimal string, at most 2 decimals), or null if not one. */
export function priceInputToPence(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  // NaN, Infinity and 1e+21 come out of String() as text the pattern refuses
  const text = typeof value === 'number' ? String(value) : value.trim().replace(/^£/, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const pounds = Number(match[1]);
  const pence = Number((match[2] ?? '').padEnd(2, '0'));
  return pounds * 100 + pence;
}

/** "35.00" for 3500: the value a pounds input shows. */
export function penceToPriceInput(pence: number): string {
  return (pence / 100).toFixed(2);
}
