import type { InboundKeyword } from '../model/sms';

// Twilio's own opt-out, opt-in and help words (its Advanced Opt-Out defaults): Twilio acts on
// them too, so ours must agree. CANCEL is an opt-out there, so a booking is cancelled by "C" alone.
const STOP = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const START = new Set(['START', 'UNSTOP', 'YES', 'OPTIN']);
const HELP = new Set(['HELP', 'INFO']);

/** The keyword of an inbound text: the whole message, any case, without surrounding spaces or trailing punctuation. */
export function inboundKeyword(body: string): InboundKeyword {
  const word = String(body ?? '')
    .trim()
    .replace(/[\s.!?,;:]+$/u, '')
    .toUpperCase();
  if (STOP.has(word)) return 'stop';
  if (START.has(word)) return 'start';
  if (HELP.has(word)) return 'help';
  if (word === 'C') return 'cancel_booking';
  return 'other';
}
