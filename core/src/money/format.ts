// Money is integer pence everywhere; parsing typed pounds lives in shop/price.ts.
const formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 3500 -> '£35.00' */
export function formatPence(pence: number): string {
  return formatter.format(pence / 100);
}
