import { liveRwgToken, RWG_TOKEN_PARAM, isRwgToken, type KeptRwgToken } from '@barbershop/core/booking';
import { RWG_STORAGE_PREFIX } from './rwgStorageKey';

// Reserve with Google (docs/deploy.md): the `rwg_token` a visit arrived with is kept for this
// tab, per shop, with the arrival time, so the booking made later (after other pages, the payment
// step or a reload) still carries it; after Google's 30 days it is dropped. Once kept, it leaves
// the address bar, so a link shared from the page does not pass the attribution on.

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (shopId: string) => `${RWG_STORAGE_PREFIX}${shopId}`;

function sessionStore(): TokenStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the token serves this page only
  }
}

/** The tab's tokens: `storage` (sessionStorage by default) behind a copy in memory. */
export function rwgTokenStore(storage: TokenStorage | null = sessionStore()) {
  const memory = new Map<string, string>();
  return {
    /** keeps the address's token, if it has a valid one, as arriving at `now` */
    arrive(shopId: string, params: URLSearchParams, now = Date.now()) {
      const token = params.get(RWG_TOKEN_PARAM);
      if (!isRwgToken(token)) return;
      const raw = JSON.stringify({ token, at: now } satisfies KeptRwgToken);
      memory.set(shopId, raw);
      try {
        storage?.setItem(keyOf(shopId), raw);
      } catch {
        /* full or refused: the memory copy serves this page */
      }
    },
    /** the shop's token still inside its attribution window at `now`, else null (and forgotten) */
    current(shopId: string, now = Date.now()): string | null {
      let raw = memory.get(shopId) ?? null;
      try {
        raw ??= storage?.getItem(keyOf(shopId)) ?? null;
      } catch {
        /* refused: nothing from before this page */
      }
      if (!raw) return null;
      let kept: unknown = null;
      try {
        kept = JSON.parse(raw);
      } catch {
        /* not ours: dropped below */
      }
      const token = liveRwgToken(kept, now);
      if (!token) {
        memory.delete(shopId);
        try {
          storage?.removeItem(keyOf(shopId));
        } catch {
          /* nothing stored */
        }
      }
      return token;
    },
  };
}

/** The tab's store, loaded by useRwgToken only when a visit has a token in play. */
export const rwgTokens = rwgTokenStore();

/** `search` without the `rwg_token` parameter (the others kept, in order), or null when it has none. */
export function searchWithoutRwgToken(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(RWG_TOKEN_PARAM)) return null;
  params.delete(RWG_TOKEN_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
