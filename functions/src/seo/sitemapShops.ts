import { shops } from '../data/collections';
import { listShopsPage } from '../services/shops/listing';
import type { SitemapShop } from './sitemapXml';

/** A sitemap file holds at most 50,000 addresses; far above today's shops, a bound all the same. */
const MAX_SHOPS = 45_000;
const PAGE = 100;

/** Every shop that can take bookings now (the public listing's rule), with its last change. */
export async function sitemapShops(): Promise<SitemapShop[]> {
  const found: { id: string; slug: string }[] = [];
  let cursor = null;
  do {
    const page = await listShopsPage({ limit: PAGE, q: '', cursor });
    found.push(...page.shops.map((s) => ({ id: s.id, slug: s.slug })));
    cursor = page.next;
  } while (cursor && found.length < MAX_SHOPS);
  if (found.length === 0) return [];
  const docs = await shops().firestore.getAll(...found.map((s) => shops().doc(s.id)));
  const updated = new Map(docs.map((d) => [d.id, (d.data() as { updatedAt?: Date } | undefined)?.updatedAt]));
  return found.map((s) => ({ slug: s.slug, updatedAt: updated.get(s.id) ?? new Date() }));
}
