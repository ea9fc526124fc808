import { toE164 } from '@barbershop/core/phone';
import { badRequest } from '../../errors';

const INVALID = 'Enter a valid phone number';

/**
 * The E.164 form every stored phone takes. The route schemas already answer it; services check
 * again so no caller (a job, a new route, a schema that drifts) can store a phone that is not one.
 */
export function storedPhone(input: string, field: string): string {
  const e164 = toE164(input);
  if (e164 === null) throw badRequest(INVALID, { [field]: INVALID });
  return e164;
}

/** An optional phone (the shop's): empty stays empty. */
export function storedOptionalPhone(input: string, field: string): string {
  return input.trim() === '' ? '' : storedPhone(input, field);
}
