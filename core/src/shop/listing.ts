// The public shop listing's pages (GET /api/barbershops?limit=&cursor=&q=) and the CDN caching
// of public answers: configuration read from the environment, and the opaque page cursor.

export const DEFAULT_SHOP_PAGE_SIZE = 24;
export const MAX_SHOP_PAGE_SIZE = 50;
export const SHOP_PAGE_SIZE_VARIABLE = 'SHOP_LIST_PAGE_SIZE';
export const SHOP_PAGE_MAX_VARIABLE = 'SHOP_LIST_MAX_PAGE_SIZE';
/** Seconds Hosting's CDN may keep a public shop answer (listing, shop page, services, barbers). */
export const DEFAULT_PUBLIC_CACHE_SECONDS = 60;
export const PUBLIC_CACHE_VARIABLE = 'PUBLIC_CACHE_S_MAXAGE';

export interface ShopListingConfig {
  defaultLimit: number;
  maxLimit: number;
  /** s-maxage of public answers; 0 turns CDN caching off */
  publicCacheSeconds: number;
}

function wholeFromEnv(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= min && value <= max)) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/** The listing's page sizes (max 1-500, default 1-max) and the CDN lifetime (0-86400 s); junk is an error. */
export function shopListingConfig(env: Record<string, string | undefined>): ShopListingConfig {
  const maxLimit = wholeFromEnv(env, SHOP_PAGE_MAX_VARIABLE, MAX_SHOP_PAGE_SIZE, 1, 500);
  return {
    maxLimit,
    defaultLimit: wholeFromEnv(env, SHOP_PAGE_SIZE_VARIABLE, Math.min(DEFAULT_SHOP_PAGE_SIZE, maxLimit), 1, maxLimit),
    publicCacheSeconds: wholeFromEnv(env, PUBLIC_CACHE_VARIABLE, DEFAULT_PUBLIC_CACHE_SECONDS, 0, 86_400),
  };
}

/** Cache-Control of a public answer the CDN may share: browsers revalidate, the CDN keeps it briefly. */
export function publicCacheControl(seconds: number): string {
  return seconds > 0 ? `public, max-age=0, s-maxage=${seconds}` : 'no-cache';
}
/** Answers that change with every booking (slots, availability). */
export const NO_STORE = 'no-store';
/** Anything for a signed-in caller: never kept by a shared cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Where a listing page ended: the last shop's sort key (name) and id, the tie-break. */
export interface ShopCursor {
  name: string;
  id: string;
}

// Each UTF-16 unit of the JSON as four hex digits: opaque, URL-safe, and without Buffer or
// TextEncoder, which core (shared with the browser) does not assume.
const MAX_CURSOR_LENGTH = 2400;

export function encodeShopCursor(cursor: ShopCursor): string {
  const json = JSON.stringify([cursor.name, cursor.id]);
  let out = '';
  for (let i = 0; i < json.length; i += 1) out += json.charCodeAt(i).toString(16).padStart(4, '0');
  return out;
}

/** The cursor a previous page handed out, or null when the text is not one. */
export function decodeShopCursor(text: string): ShopCursor | null {
  if (text.length > MAX_CURSOR_LENGTH || !/^([0-9a-f]{4})+$/.test(text)) return null;
  let json = '';
  for (let i = 0; i < text.length; i += 4) json += String.fromCharCode(parseInt(text.slice(i, i + 4), 16));
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [name, id] = value as unknown[];
    if (typeof name !== 'string' || typeof id !== 'string' || id === '') return null;
    return { name, id };
  } catch {
    return null;
  }
}
