import type { Transaction } from 'firebase-admin/firestore';
import { barbers, invites, members } from '../../data/collections';
import { badRequest, conflict } from '../../errors';

const COLUMN_TAKEN = 'Another team member is already this barber';
const COLUMN_INVITED = 'A pending invite is already for this barber: revoke it first';

/**
 * In the transaction that links an account to `barberId`: the barber must be an active column of
 * the shop (400), held by no other member (409) and by no other pending invite (409). `except`:
 * the member being changed, or the invite's own email (an invite replacing one to that email).
 */
export async function requireFreeColumn(
  tx: Transaction,
  shopId: string,
  barberId: string,
  except: { uid?: string; email?: string },
): Promise<{ name: string }> {
  const [barber, held, pending] = await Promise.all([
    tx.get(barbers(shopId).doc(barberId)),
    tx.get(members(shopId).where('barberId', '==', barberId)),
    tx.get(invites(shopId).where('barberId', '==', barberId)),
  ]);
  const column = barber.data();
  if (!column || column.isActive === false)
    throw badRequest('Choose an active barber of this shop', { barberId: 'Choose an active barber of this shop' });
  if (held.docs.some((d) => d.id !== except.uid)) throw conflict(COLUMN_TAKEN);
  if (pending.docs.some((d) => d.data().email !== except.email)) throw conflict(COLUMN_INVITED);
  return { name: column.name };
}
