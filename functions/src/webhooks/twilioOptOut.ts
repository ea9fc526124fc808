import { smsOptOuts } from '../data/collections';

/**
 * STOP or START from a number: stored for the number itself, not for a shop, so every shop on
 * the platform respects it (sendSms reads it before every text). The last word wins.
 */
export async function recordOptOut(phone: string, optedOut: boolean, keyword: string): Promise<void> {
  await smsOptOuts()
    .doc(phone)
    .set({ phone, optedOut, keyword: keyword.slice(0, 20), at: new Date() });
}
