import { emailEnvelope, renderEmail } from '@barbershop/core/email';
import { DEFAULT_TIMEZONE, type Barbershop, type Invite } from '@barbershop/core/model';
import { shopNameAndContactOf } from '@barbershop/core/shop';
import { inviteJoinUrl } from '@barbershop/core/staff';
import { barbers } from '../../data/collections';
import { configuredAppUrl } from '../../email/params';
import { sendEmail } from '../../email/sendEmail';

/**
 * The invite email with the raw token's link (the only place it exists), logged in the shop's
 * email log as every email is. It never throws: a failed email leaves the invite to be resent.
 */
export async function sendInviteEmail(shop: Barbershop, invite: Invite, token: string): Promise<void> {
  const appUrl = configuredAppUrl();
  const barberName = invite.barberId ? ((await barbers(shop.id).doc(invite.barberId).get()).data()?.name ?? null) : null;
  const facts = shopNameAndContactOf(shop);
  await sendEmail({
    emailType: 'staff_invite',
    to: invite.email,
    email: renderEmail('staff_invite', {
      shopName: shop.name,
      inviterName: invite.invitedByName,
      role: invite.role,
      barberName,
      joinUrl: inviteJoinUrl(appUrl, token),
      expiresAt: invite.expiresAt,
      timezone: shop.timezone || DEFAULT_TIMEZONE,
      appUrl,
    }),
    shopId: shop.id,
    ...emailEnvelope('staff_invite', facts),
  });
}
