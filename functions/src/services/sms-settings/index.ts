import type { SmsActivityDto, SmsActivityLogDto, SmsSettingsDto } from '@barbershop/core/api';
import { DEFAULT_TIMEZONE, type Barbershop, type SmsLogEntry } from '@barbershop/core/model';
import { smsSettingsOf, type SmsSettingsInput } from '@barbershop/core/shop';
import { usageMonth } from '@barbershop/core/sms';
import { db } from '../../app/firebase';
import { shops, smsLog, smsUsage } from '../../data/collections';
import { notFound } from '../../errors';
import { smsAvailable, smsMonthlyAllowance } from '../../sms/params';
import { actorIn } from '../reads/members';

/** The SMS view shows the newest texts, as the Email Flow shows the newest emails. */
const ACTIVITY_LIMIT = 50;

async function settingsOf(shop: Barbershop): Promise<SmsSettingsDto> {
  const month = usageMonth(new Date(), shop.timezone || DEFAULT_TIMEZONE);
  const usage = (await smsUsage(shop.id).doc(month).get()).data();
  return {
    ...smsSettingsOf(shop),
    available: smsAvailable(),
    allowance: smsMonthlyAllowance(),
    used: usage?.segments ?? 0,
    month,
  };
}

const toSmsActivityDto = (e: SmsLogEntry): SmsActivityDto => ({
  id: e.id,
  smsType: e.smsType,
  to: e.to,
  body: e.body,
  segments: e.segments,
  encoding: e.encoding,
  status: e.status,
  createdAt: e.createdAt.toISOString(),
  statusAt: (e.statusAt ?? e.createdAt).toISOString(),
  error: e.error ?? null,
  appointmentId: e.appointmentId ?? null,
  fallbackEmail: Boolean(e.fallbackEmailAt),
});

/** GET /api/barbershops/{id}/sms-activity: whoever reads the Email Flow (emails.read). */
export async function smsActivity(uid: string, shopId: string): Promise<SmsActivityLogDto> {
  const { shop } = await actorIn(uid, shopId, 'emails.read');
  const [settings, snap] = await Promise.all([
    settingsOf(shop),
    smsLog(shop.id).orderBy('createdAt', 'desc').limit(ACTIVITY_LIMIT).get(),
  ]);
  return { ...settings, messages: snap.docs.map((d) => toSmsActivityDto(d.data())) };
}

/** PUT /api/barbershops/{id}/sms-settings: the shop's settings, as the waitlist's (settings.write: owner, manager). */
export async function saveSmsSettings(uid: string, shopId: string, input: SmsSettingsInput): Promise<SmsSettingsDto> {
  await actorIn(uid, shopId, 'settings.write');
  const sms = { enabled: input.enabled, secondReminder: input.secondReminder };
  const shop = await db.runTransaction(async (tx) => {
    const snap = await tx.get(shops().doc(shopId));
    const current = snap.data();
    if (!current) throw notFound('Barbershop not found');
    tx.update(snap.ref, { sms, updatedAt: new Date() });
    return { ...current, sms };
  });
  return settingsOf(shop);
}
