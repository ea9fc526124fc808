import { defineSecret, defineString } from 'firebase-functions/params';
import { bound } from '../app/boundSecrets';
import { FUNCTIONS_REGION } from '../app/region';

type SecretParam = ReturnType<typeof defineSecret>;

/** SendGrid's API key (Secret Manager in production). Unset: emails go to the outbox. */
const sendgridApiKey: SecretParam = defineSecret('SENDGRID_API_KEY');

/** The sender address; the demo project sets it in functions/.env.demo-barbershop. */
const emailFrom = defineString('EMAIL_FROM', { description: 'Sender address of automated emails' });

/**
 * The secrets an email-sending function binds: SENDGRID_API_KEY when the project's build lists
 * it (app/boundSecrets.ts). The emulator binds none: it would ask Secret Manager on every start,
 * which is unreachable offline; there a key may come from functions/.env.local instead.
 */
export const emailSecrets = (): SecretParam[] => bound([sendgridApiKey]);

// Reading an unbound secret logs a warning; an absent key is the normal local case.
export const configuredSendgridKey = (): string => (process.env.SENDGRID_API_KEY ? sendgridApiKey.value() : '');
export const configuredSender = (): string => emailFrom.value() || 'bookings@barberbook.example';

/** The web app's public address: every email's footer links to `{PUBLIC_APP_URL}/{shop slug}`. */
const publicAppUrl = defineString('PUBLIC_APP_URL', {
  default: 'http://localhost:5000',
  description: 'Public address of the web app, for links in emails',
});
/**
 * In the emulator the app is served on this run's Hosting port (shifted by EMULATOR_PORT_OFFSET),
 * which scripts/emulators.mjs passes as EMULATOR_APP_URL: links go there, not to the demo
 * project's fixed PUBLIC_APP_URL. (A plain variable: a .env value would override it.)
 */
const emulatorAppUrl = (): string => (process.env.FUNCTIONS_EMULATOR === 'true' && process.env.EMULATOR_APP_URL) || '';
export const configuredAppUrl = (): string =>
  (emulatorAppUrl() || publicAppUrl.value() || 'http://localhost:5000').replace(/\/+$/, '');

/** Options of every email-sending trigger and schedule (the region named: see app/region.ts). */
export const emailFunctionOptions = (): { region: string; maxInstances: number; secrets: SecretParam[] } => ({
  region: FUNCTIONS_REGION,
  maxInstances: 10,
  secrets: emailSecrets(),
});
