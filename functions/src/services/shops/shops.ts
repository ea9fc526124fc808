import { usernameProblem } from '@barbershop/core/account';
import type { BarbershopDto } from '@barbershop/core/api';
import { DEFAULT_TIMEZONE, type Barbershop, type BusinessHoursEntry } from '@barbershop/core/model';
import {
  DEFAULT_WIZARD_HOURS,
  shopSearchKeys,
  shopSlug,
  type ShopPatchInput,
  type ShopProfileInput,
} from '@barbershop/core/shop';
import type { Permission } from '@barbershop/core/staff';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../app/firebase';
import { services, shops, slugs, users } from '../../data/collections';
import { toBarbershopDto } from '../../dto/barbershop';
import { conflict, forbidden, notFound } from '../../errors';
import { actorIn } from '../reads/members';
import { storedOptionalPhone } from '../phones/storedPhone';

const SLUG_TAKEN = 'A barbershop with this name already exists. Please choose a different name.';

async function serviceNamesOf(shopId: string): Promise<string[]> {
  const snap = await services(shopId).get();
  return snap.docs
    .map((d) => d.data())
    .filter((s) => s.isActive !== false)
    .map((s) => s.name);
}

export async function dtoFor(shop: Barbershop): Promise<BarbershopDto> {
  return toBarbershopDto(shop, await serviceNamesOf(shop.id), { withOwner: true });
}

/** GET /api/user/barbershops: the owner's shops (at most one), oldest first. */
export async function listOwnerShops(uid: string): Promise<BarbershopDto[]> {
  const snap = await shops().where('ownerId', '==', uid).get();
  const owned = snap.docs.map((d) => d.data()).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return Promise.all(owned.map(dtoFor));
}

/**
 * Reads slugs/{slug} in the transaction; 409 when another shop holds it, or another owner
 * reserved it at registration (their chosen username). Writes come later.
 */
async function checkSlugFree(tx: Transaction, slug: string, shopId: string, uid: string): Promise<void> {
  const claim = await tx.get(slugs().doc(slug));
  if (!claim.exists || claim.get('shopId') === shopId) return;
  if (claim.get('shopId') === undefined && claim.get('ownerId') === uid) return;
  throw conflict(SLUG_TAKEN);
}

/**
 * The shop's slug: the username its owner chose at registration (held for them in slugs/),
 * else, for accounts from before usernames were chosen, the name's slug as the spec derives it.
 */
async function slugForNewShop(tx: Transaction, uid: string, username: unknown, name: string): Promise<string> {
  if (typeof username === 'string' && usernameProblem(username) === null) {
    const held = await tx.get(slugs().doc(username));
    if (held.exists && held.get('ownerId') === uid && held.get('shopId') === undefined) return username;
  }
  return shopSlug(name);
}

/**
 * POST /api/barbershops. One shop per owner and a unique slug, checked in the transaction
 * that writes them; the owner's users document is written too, so that two concurrent
 * creations by one owner conflict and the second one sees the first shop.
 */
export async function createShop(uid: string, input: ShopProfileInput): Promise<BarbershopDto> {
  const ref = shops().doc();
  const phone = storedOptionalPhone(input.phone ?? '', 'phone');
  const shop = await db.runTransaction(async (tx) => {
    const owner = await tx.get(users().doc(uid));
    if (!owner.exists || owner.data()?.role !== 'owner') throw forbidden('Only business accounts can create a barbershop');
    const existing = await tx.get(shops().where('ownerId', '==', uid).limit(1));
    if (!existing.empty) throw conflict('You already have a barbershop. Each account manages one barbershop.');
    const slug = await slugForNewShop(tx, uid, owner.get('username'), input.name);
    await checkSlugFree(tx, slug, ref.id, uid);
    const now = new Date();
    const created: Barbershop = {
      id: ref.id,
      ownerId: uid,
      name: input.name,
      slug,
      description: input.description,
      address: input.address,
      phone,
      email: input.email,
      heroImages: input.heroImages ?? [],
      logoImage: input.logoImage ?? '',
      googleBusinessUrl: input.googleBusinessUrl,
      timezone: input.timezone ?? DEFAULT_TIMEZONE,
      businessHours: (input.businessHours as BusinessHoursEntry[] | undefined) ?? DEFAULT_WIZARD_HOURS,
      searchKeys: shopSearchKeys(input.name, input.address),
      createdAt: now,
      updatedAt: now,
    };
    tx.set(slugs().doc(slug), { shopId: ref.id });
    tx.create(ref, created);
    // The business name typed at registration has served its purpose.
    tx.update(users().doc(uid), { pendingBusinessName: FieldValue.delete() });
    return created;
  });
  return dtoFor(shop);
}

type ShopFields = Partial<Omit<Barbershop, 'id' | 'ownerId' | 'slug' | 'createdAt' | 'updatedAt'>>;

/** The fields of a shop's hours (hours.write); every other field is its settings (settings.write). */
const HOURS_FIELDS: ReadonlySet<string> = new Set(['businessHours']);

/** Which permissions a shop change needs, from the fields it sends. */
function permissionsFor(fields: ShopFields): Permission[] {
  const keys = Object.keys(fields);
  const needed: Permission[] = [];
  if (keys.some((k) => HOURS_FIELDS.has(k))) needed.push('hours.write');
  if (keys.length === 0 || keys.some((k) => !HOURS_FIELDS.has(k))) needed.push('settings.write');
  return needed;
}

/**
 * PUT (onboarding: the whole text profile) and PATCH (settings: any subset) of a shop, by whoever
 * holds the permissions its fields need (permissionsFor). A shop
 * whose slug is its owner's chosen username keeps it whatever its name (the booking link the
 * owner shared). An older shop's slug follows its name: a new name moves the slug claim in the
 * same transaction, or answers 409 when the name is taken.
 */
export async function updateShop(uid: string, shopId: string, input: ShopProfileInput | ShopPatchInput): Promise<BarbershopDto> {
  const fields = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as ShopFields;
  for (const permission of permissionsFor(fields)) await actorIn(uid, shopId, permission);
  if (fields.phone !== undefined) fields.phone = storedOptionalPhone(fields.phone, 'phone');
  const updated = await db.runTransaction(async (tx) => {
    const snap = await tx.get(shops().doc(shopId));
    const current = snap.data();
    if (!current) throw notFound('Barbershop not found');
    const changes: Partial<Barbershop> = { ...fields, updatedAt: new Date() };
    // the slug rules are the owner's (their username), whoever makes the change
    const owner = await tx.get(users().doc(current.ownerId));
    const slugIsUsername = current.slug !== '' && current.slug === owner.get('username');
    const newSlug = fields.name !== undefined && !slugIsUsername ? shopSlug(fields.name) : current.slug;
    const moveSlug = newSlug !== current.slug;
    if (moveSlug) {
      await checkSlugFree(tx, newSlug, shopId, current.ownerId);
      const old = current.slug ? await tx.get(slugs().doc(current.slug)) : null;
      if (old?.get('shopId') === shopId) tx.delete(old.ref);
      tx.set(slugs().doc(newSlug), { shopId });
      changes.slug = newSlug;
    }
    // the listing's search follows the name and the town (a direct client write is caught by the shopSearchKeys trigger)
    if (fields.name !== undefined || fields.address !== undefined)
      changes.searchKeys = shopSearchKeys(fields.name ?? current.name, fields.address ?? current.address ?? '');
    tx.update(snap.ref, changes);
    return { ...current, ...changes } as Barbershop;
  });
  return dtoFor(updated);
}
