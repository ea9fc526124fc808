import { INVITE_TO_BOOK_EVERY_DAYS } from '@barbershop/core/waitlist';
import { DEFAULT_TIMEZONE, type Customer } from '@barbershop/core/model';
import { displayDate, instantToZoned } from '@barbershop/core/time';
import { isDocId } from '@barbershop/core/validation';
import { db } from '../../app/firebase';
import { customers } from '../../data/collections';
import { sendInviteToBook } from '../../email/waitlistEmails';
import { conflict, notFound, unprocessable } from '../../errors';
import { actorIn, stampOf } from '../reads/members';

const NO_CONSENT_MESSAGE = "This customer hasn't agreed to hear from the shop.";

const DAY_MS = 86_400_000;

/**
 * POST /api/barbershops/{id}/customers/{customerId}/invite-to-book (customers.write): the
 * "Invite to book" email, only to a customer who agreed to hear from the shop, at most once in
 * INVITE_TO_BOOK_EVERY_DAYS. The invite is recorded (`marketing.invitedAt`) in a transaction
 * before the email goes, so two clicks at once send one email; the log names the member.
 */
export async function inviteToBook(
  uid: string,
  shopId: string,
  customerId: string,
  now = new Date(),
): Promise<{ invitedAt: string }> {
  const actor = await actorIn(uid, shopId, 'customers.write');
  if (!isDocId(customerId)) throw notFound('Customer not found');
  const ref = customers(shopId).doc(customerId);
  const customer = await db.runTransaction(async (tx) => {
    const c = (await tx.get(ref)).data();
    if (!c) throw notFound('Customer not found');
    const marketing = c.marketing;
    if (marketing?.consent !== true) throw unprocessable(NO_CONSENT_MESSAGE);
    if (!c.email) throw unprocessable('This customer has no email address.');
    const last = marketing.invitedAt ?? null;
    if (last && now.getTime() - last.getTime() < INVITE_TO_BOOK_EVERY_DAYS * DAY_MS) {
      const zone = actor.shop.timezone || DEFAULT_TIMEZONE;
      const day = (at: number) => displayDate(instantToZoned(at, zone).date);
      const again = day(last.getTime() + INVITE_TO_BOOK_EVERY_DAYS * DAY_MS);
      throw conflict(
        `This customer was invited on ${day(last.getTime())}. You can invite them again from ${again}.`,
        'invited_recently',
      );
    }
    tx.update(ref, { 'marketing.invitedAt': now });
    return { ...c, marketing: { ...marketing, invitedAt: now } } satisfies Customer;
  });
  await sendInviteToBook(actor.shop, customer, customer.marketing.unsubscribeKey, stampOf(actor));
  return { invitedAt: now.toISOString() };
}
