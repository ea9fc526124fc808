import { formatPhone, toE164 } from '../phone/phone';

/** Spaces, dots, dashes and brackets people type inside a phone number. */
const PHONE_PUNCTUATION = /[\s().-]/g;

/**
 * Whether a stored phone (E.164) is what someone typed into a search box, written any way:
 * `07700 900123`, `07700900123`, `+44 7700 900123`, or a part of one (`7700 900`).
 */
export function phoneMatchesSearch(stored: string, query: string): boolean {
  const typed = query.trim();
  if (!stored || !typed) return false;
  if (toE164(typed) === stored) return true;
  const compact = typed.replace(PHONE_PUNCTUATION, '');
  if (!/^\+?\d+$/.test(compact)) return false;
  const national = formatPhone(stored).replace(PHONE_PUNCTUATION, '');
  return stored.includes(compact) || national.includes(compact);
}

/** The dashboard's customer search: name or email containing the text, or the phone as typed. */
export function customerMatchesSearch(customer: { name: string; phone: string; email?: string }, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (!text) return true;
  return (
    [customer.name, customer.email ?? ''].some((v) => v.toLowerCase().includes(text)) || phoneMatchesSearch(customer.phone, query)
  );
}
