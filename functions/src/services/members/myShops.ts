import type { MyShopDto } from '@barbershop/core/api';
import { allMembers, shops } from '../../data/collections';
import { dtoFor, listOwnerShops } from '../shops/shops';

/**
 * GET /api/user/barbershops: the shops the account owns (oldest first), then the shops it is a
 * member of (by name), each with the account's role there. A membership whose shop is gone is skipped.
 */
export async function listMyShops(uid: string): Promise<MyShopDto[]> {
  const [owned, memberships] = await Promise.all([listOwnerShops(uid), allMembers().where('id', '==', uid).get()]);
  const joined = await Promise.all(
    memberships.docs.map(async (doc): Promise<MyShopDto | null> => {
      const member = doc.data();
      const shopId = doc.ref.parent.parent?.id ?? member.shopId;
      const shop = (await shops().doc(shopId).get()).data();
      return shop ? { ...(await dtoFor(shop)), myRole: member.role, myBarberId: member.barberId ?? null } : null;
    }),
  );
  return [
    ...owned.map((shop) => ({ ...shop, myRole: 'owner' as const, myBarberId: null })),
    ...joined.filter((s): s is MyShopDto => s !== null).sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
  ];
}
