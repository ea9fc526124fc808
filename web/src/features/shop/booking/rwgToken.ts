import { liveRwgToken, RWG_TOKEN_PARAM, isRwgToken, type KeptRwgToken } from '@barbershop/core/booking';
import { useState } from 'react';

// Reserve with Google (docs/deploy.md): the `rwg_token` a visit arrived with is kept for this
// tab, per shop, with the arrival time, so the booking made later (after other pages, the payment
// step or a reload) still carries it; after Google's 30 days it is dropped.

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (shopId: string) => `barberbook.rwg.${shopId}`;

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

const rwgTokens = rwgTokenStore();

/** The Reserve with Google token of this visit to the shop, read when the booking is sent. */
export function useRwgToken(shopId: string): () => string | null {
  // the arrival is read once, with the address the page opened on (the flow rewrites its query)
  const [read] = useState(() => {
    rwgTokens.arrive(shopId, new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search));
    return () => rwgTokens.current(shopId);
  });
  return read;
}

/** The booking request's part: the token when there is one, else nothing. */
export const withRwgToken = (token: string | null): { rwgToken?: string } => (token ? { rwgToken: token } : {});
