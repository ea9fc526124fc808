import {
  DEFAULT_SHOP_SMS_SETTINGS,
  DEFAULT_TIMEZONE,
  type SmsLogEntry,
  type SmsStatus,
  type SmsType,
} from '@barbershop/core/model';
import { toE164 } from '@barbershop/core/phone';
import { countSegments, usageMonth, wouldExceed } from '@barbershop/core/sms';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../app/firebase';
import { shops, smsLog, smsMessages, smsOptOuts, smsThreads, smsUsage } from '../data/collections';
import { smsMonthlyAllowance } from './params';
import { configuredSmsTransport, SmsSendError, twilioWebhookUrl, type SmsTransport } from './transport';

export interface SmsRequest {
  shopId: string;
  /** the customer's phone as stored; sent as E.164 */
  to: string;
  smsType: SmsType;
  body: string;
  appointmentId?: string | null;
  waitlistEntryId?: string | null;
}

export interface SmsOutcome {
  status: SmsStatus;
  /** the shop's smsLog entry (every outcome has one) */
  logId: string;
}

/** Why a text did not leave, for the log's `error`. */
const REASONS: Partial<Record<SmsStatus, string>> = {
  not_configured: 'Text messages are not set up on this platform or are turned off for this shop',
  opted_out: 'The number replied STOP',
  over_allowance: "The shop's monthly text allowance is used up",
};

/**
 * Takes the text's segments from the shop's monthly allowance in a transaction: false (nothing
 * taken) when they would take the month past it.
 */
async function takeAllowance(shopId: string, month: string, segments: number): Promise<boolean> {
  const ref = smsUsage(shopId).doc(month);
  const allowance = smsMonthlyAllowance();
  return db.runTransaction(async (tx) => {
    const usage = (await tx.get(ref)).data();
    const used = usage?.segments ?? 0;
    if (wouldExceed(used, segments, allowance)) return false;
    tx.set(ref, { month, segments: used + segments, messages: (usage?.messages ?? 0) + 1 });
    return true;
  });
}

/** A text the provider refused was not billed: its segments go back to the month. */
const giveBackAllowance = (shopId: string, month: string, segments: number) =>
  smsUsage(shopId)
    .doc(month)
    .update({ segments: FieldValue.increment(-segments), messages: FieldValue.increment(-1) });

/**
 * Sends one text to a shop's customer and records it in the shop's smsLog, whatever happens.
 * Nothing is sent when the platform or the shop has texts off (`not_configured`), the number
 * sent STOP to any shop (`opted_out`) or the shop's month is used up (`over_allowance`); a text
 * the provider refuses is `failed` (no retry: a reminder falls back to email). Never throws: a
 * text must not fail the booking that caused it.
 */
export async function sendSmsLogged(req: SmsRequest, transport: SmsTransport = configuredSmsTransport()): Promise<SmsOutcome> {
  const logRef = smsLog(req.shopId).doc();
  const now = new Date();
  const { segments, encoding } = countSegments(req.body);
  const to = toE164(req.to) ?? req.to;
  let status: SmsStatus = 'failed';
  let error: string | null = null;
  let providerSid: string | null = null;
  let sentBy: SmsLogEntry['transport'] = 'none';
  try {
    const shop = (await shops().doc(req.shopId).get()).data();
    const settings = shop?.sms ?? DEFAULT_SHOP_SMS_SETTINGS;
    const month = usageMonth(now, shop?.timezone || DEFAULT_TIMEZONE);
    if (!toE164(req.to)) {
      error = 'Not a valid phone number';
    } else if (transport.name === 'none' || !shop || !settings.enabled) {
      status = 'not_configured';
    } else if ((await smsOptOuts().doc(to).get()).data()?.optedOut) {
      status = 'opted_out';
    } else if (!(await takeAllowance(req.shopId, month, segments))) {
      status = 'over_allowance';
    } else {
      try {
        const sent = await transport.send({
          to,
          body: req.body,
          statusCallback: twilioWebhookUrl('status'),
          smsType: req.smsType,
          shopId: req.shopId,
        });
        ({ status, providerSid } = sent);
        sentBy = transport.name;
      } catch (err) {
        status = 'failed';
        error =
          err instanceof SmsSendError && err.code
            ? `${err.code}: ${err.message}`
            : err instanceof Error
              ? err.message
              : String(err);
        console.error(`Text ${req.smsType} to ${to} failed: ${error}`);
        await giveBackAllowance(req.shopId, month, segments);
      }
    }
  } catch (err) {
    status = 'failed';
    error = err instanceof Error ? err.message : String(err);
    console.error(`Text ${req.smsType} to ${to} failed`, err);
  }
  error ??= REASONS[status] ?? null;
  if (REASONS[status]) console.log(`[sms] not sent (${status}) to ${to}: ${req.smsType}`);
  try {
    const entry: SmsLogEntry = {
      id: logRef.id,
      shopId: req.shopId,
      smsType: req.smsType,
      to,
      body: req.body,
      segments,
      encoding,
      status,
      providerSid,
      appointmentId: req.appointmentId ?? null,
      waitlistEntryId: req.waitlistEntryId ?? null,
      error,
      transport: sentBy,
      createdAt: now,
      statusAt: now,
    };
    await logRef.set(entry);
    if (providerSid) await smsMessages().doc(providerSid).set({ providerSid, shopId: req.shopId, logId: logRef.id });
    if (status === 'queued' || status === 'sent') {
      await smsThreads()
        .doc(to)
        .set({
          phone: to,
          shopId: req.shopId,
          appointmentId: req.appointmentId ?? null,
          smsType: req.smsType,
          logId: logRef.id,
          at: now,
        });
    }
  } catch (err) {
    console.error('Recording a text failed', err);
  }
  return { status, logId: logRef.id };
}

/** `sendSmsLogged` for a caller that needs only the outcome's status. */
export const sendSms = async (req: SmsRequest, transport?: SmsTransport): Promise<SmsStatus> =>
  (await sendSmsLogged(req, transport)).status;

/** Whether a text went to the provider (or the local outbox): otherwise the customer gets the email instead. */
export const smsWentOut = (status: SmsStatus): boolean => status === 'queued' || status === 'sent' || status === 'delivered';
