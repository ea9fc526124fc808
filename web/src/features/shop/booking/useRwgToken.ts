import { RWG_TOKEN_PARAM } from '@barbershop/core/booking';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RWG_STORAGE_PREFIX } from './rwgStorageKey';

// Reserve with Google (docs/deploy.md): the `rwg_token` a visit arrived with is kept for this
// tab, per shop (rwgTokenStore.ts), so the booking made later still carries it, and it leaves
// the address bar so a shared link does not pass the attribution on. Few visits come from
// Google, so the store loads only when a token is in play: the shop page's first script stays
// within its budget (docs/performance.md).

/**
 * Keeps the address's token at once, before the store's chunk has loaded: a visitor who leaves
 * the page straight away (another page, a reload) still has it. The store re-checks it on reading
 * (core's liveRwgToken); this only refuses what is plainly not a token.
 */
function keepArrival(shopId: string, search: string): void {
  const token = new URLSearchParams(search).get(RWG_TOKEN_PARAM);
  if (!token || !/^[\x21-\x7e]{1,512}$/.test(token)) return;
  try {
    window.sessionStorage.setItem(`${RWG_STORAGE_PREFIX}${shopId}`, JSON.stringify({ token, at: Date.now() }));
  } catch {
    /* refused: the store keeps it in memory for this page */
  }
}

function tokenInPlay(shopId: string, search: string): boolean {
  if (new URLSearchParams(search).has(RWG_TOKEN_PARAM)) return true;
  try {
    return window.sessionStorage.getItem(`${RWG_STORAGE_PREFIX}${shopId}`) !== null;
  } catch {
    return false; // storage refused: only an address's token could be in play
  }
}

/** The Reserve with Google token of this visit to the shop, read when the booking is sent. */
export function useRwgToken(shopId: string): () => Promise<string | null> {
  // the arrival is read once, with the address the page opened on (the flow rewrites its query)
  const [store] = useState(() => {
    if (typeof window === 'undefined') return null;
    keepArrival(shopId, window.location.search);
    if (!tokenInPlay(shopId, window.location.search)) return null;
    const arrival = new URLSearchParams(window.location.search);
    return import('./rwgTokenStore').then((m) => {
      m.rwgTokens.arrive(shopId, arrival);
      return m;
    });
  });
  const location = useLocation();
  const navigate = useNavigate();
  const hasToken = new URLSearchParams(location.search).has(RWG_TOKEN_PARAM);
  useEffect(() => {
    if (!hasToken || !store) return;
    let current = true;
    void store.then((m) => {
      const cleaned = m.searchWithoutRwgToken(location.search);
      // through the router, so the flow's own rewrites of the query do not bring it back
      if (current && cleaned !== null)
        void navigate(
          { pathname: location.pathname, search: cleaned, hash: location.hash },
          { replace: true, state: location.state },
        );
    });
    return () => {
      current = false;
    };
  }, [hasToken, store, location.search, location.pathname, location.hash, location.state, navigate]);
  return () => (store ? store.then((m) => m.rwgTokens.current(shopId)) : Promise.resolve(null));
}

/** The booking request's part: the token when there is one, else nothing. */
export const withRwgToken = (token: string | null): { rwgToken?: string } => (token ? { rwgToken: token } : {});
