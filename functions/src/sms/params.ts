import { defineSecret, defineString } from 'firebase-functions/params';
import { bound } from '../app/boundSecrets';
import { isLocalProject } from '../email/transport';

type SecretParam = ReturnType<typeof defineSecret>;

// Twilio (issue 38, docs/sms.md). The account's SID and auth token are secrets; the sender is a
// number or a Messaging Service. Unset: the emulators and `demo-` projects write texts to the
// smsOutbox collection, and a real project sends email only and says so.
const twilioAccountSid: SecretParam = defineSecret('TWILIO_ACCOUNT_SID');
const twilioAuthToken: SecretParam = defineSecret('TWILIO_AUTH_TOKEN');
const twilioFrom = defineString('TWILIO_FROM', {
  description: 'The sender of texts: an E.164 number, or a Messaging Service SID (MG…)',
});
const monthlyAllowance = defineString('SMS_MONTHLY_ALLOWANCE', {
  default: '300',
  description: "Text segments a shop may send per calendar month (the shop's zone); past it, texts stop and email continues",
});

/** The secrets a text-sending function binds (see email/params.ts for why the emulator binds none). */
export const smsSecrets = (): SecretParam[] => bound([twilioAccountSid, twilioAuthToken]);

const value = (p: { value(): string }, name: string): string => (process.env[name] ? p.value() : '');

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** E.164 number or Messaging Service SID */
  from: string;
  /** tests point the real SDK's requests at a fake Twilio API (docs/sms.md) */
  apiBaseUrl?: string;
}

/** Twilio's settings, or null when the platform has none. */
export function twilioConfig(env: NodeJS.ProcessEnv = process.env): TwilioConfig | null {
  const accountSid = value(twilioAccountSid, 'TWILIO_ACCOUNT_SID');
  const authToken = value(twilioAuthToken, 'TWILIO_AUTH_TOKEN');
  const from = value(twilioFrom, 'TWILIO_FROM');
  if (!accountSid || !authToken || !from) return null;
  return { accountSid, authToken, from, ...(env.TWILIO_API_BASE_URL ? { apiBaseUrl: env.TWILIO_API_BASE_URL } : {}) };
}

/**
 * Whether texts can go at all on this platform: Twilio configured, or the local outbox (the
 * emulators and `demo-` projects). A shop's own switch (`Barbershop.sms.enabled`) comes on top.
 */
export const smsAvailable = (env: NodeJS.ProcessEnv = process.env): boolean => twilioConfig(env) !== null || isLocalProject(env);

/** Segments per shop per month; configuration, so tests can set it low. */
export function smsMonthlyAllowance(): number {
  // unset reads as '' outside the Functions runtime (Number('') is 0: no texts at all)
  const raw = monthlyAllowance.value().trim();
  const n = Number(raw);
  return raw !== '' && Number.isInteger(n) && n >= 0 ? n : 300;
}
