import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The UK product's default region: `07700 900123` is read as a GB number. */
export const DEFAULT_PHONE_REGION = 'GB';

/**
 * A phone number as stored (E.164, `+447700900123`), or null when it is not a valid number.
 * `07700 900123`, `+44 7700 900123` and `+44 (0)7700 900-123` are all the same number.
 */
export function toE164(input: string): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const parsed = parsePhoneNumberFromString(input.trim(), DEFAULT_PHONE_REGION);
  if (!parsed) return null;
  return parsed.isValid() || isOfcomDramaNumber(parsed.countryCallingCode, parsed.nationalNumber) ? parsed.number : null;
}

/**
 * Ofcom keeps these UK ranges for drama, demos and tests (07700 900xxx, 020 7946 0xxx, ...).
 * libphonenumber calls them invalid because no one can own them; the product accepts them so
 * that demo data and tests use numbers that can never ring a real person.
 */
const OFCOM_DRAMA =
  /^(7700900\d{3}|20794600\d{2}|2079460\d{3}|1(1[3-8]|21|31|41|51|61)4960\d{3}|1914980\d{3}|1632960\d{3}|8081570\d{3}|9098790\d{3}|3069990\d{3})$/;

function isOfcomDramaNumber(callingCode: string, nationalNumber: string): boolean {
  return callingCode === '44' && OFCOM_DRAMA.test(nationalNumber);
}

/** A stored phone as people read it: national format at home (`07700 900123`), international abroad. */
export function formatPhone(stored: string): string {
  if (!stored) return '';
  const parsed = parsePhoneNumberFromString(stored, DEFAULT_PHONE_REGION);
  if (!parsed) return stored;
  return parsed.countryCallingCode === '44' ? parsed.formatNational() : parsed.formatInternational();
}
