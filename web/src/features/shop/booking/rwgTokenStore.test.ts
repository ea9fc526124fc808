import { RWG_ATTRIBUTION_MS } from '@barbershop/core/booking';
import { describe, expect, it } from 'vitest';
import { rwgTokenStore, searchWithoutRwgToken } from './rwgTokenStore';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}
const at = Date.UTC(2026, 10, 1);

describe('Reserve with Google token kept for the tab', () => {
  it("keeps the arrival's token per shop, across a reload (another page of the tab), for 30 days", () => {
    const storage = memoryStorage();
    rwgTokenStore(storage).arrive('shop-a', new URLSearchParams('services=s1&rwg_token=tok-1'), at);
    const reloaded = rwgTokenStore(storage);
    expect(reloaded.current('shop-a', at + 1000)).toBe('tok-1');
    expect(reloaded.current('shop-b', at + 1000)).toBeNull();
    // a page without the parameter keeps the token it arrived with
    reloaded.arrive('shop-a', new URLSearchParams('services=s1'), at + 2000);
    expect(reloaded.current('shop-a', at + RWG_ATTRIBUTION_MS)).toBe('tok-1');
    expect(reloaded.current('shop-a', at + RWG_ATTRIBUTION_MS + 1)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('ignores a malformed token, and a new arrival replaces the old one', () => {
    const store = rwgTokenStore(memoryStorage());
    store.arrive('shop-a', new URLSearchParams('rwg_token=has+spaces'), at);
    expect(store.current('shop-a', at)).toBeNull();
    store.arrive('shop-a', new URLSearchParams('rwg_token=tok-1'), at);
    store.arrive('shop-a', new URLSearchParams('rwg_token=tok-2'), at + 5);
    expect(store.current('shop-a', at + 10)).toBe('tok-2');
  });

  it('without storage, still serves the page it arrived on', () => {
    const store = rwgTokenStore(null);
    store.arrive('shop-a', new URLSearchParams('rwg_token=tok-1'), at);
    expect(store.current('shop-a', at)).toBe('tok-1');
  });
});

describe('the address once the token is kept', () => {
  it('loses rwg_token and keeps the other parameters, in order', () => {
    expect(searchWithoutRwgToken('?services=s1&rwg_token=tok-1&barber=any')).toBe('?services=s1&barber=any');
    expect(searchWithoutRwgToken('?rwg_token=tok-1')).toBe('');
    expect(searchWithoutRwgToken('?services=s1')).toBeNull();
    expect(searchWithoutRwgToken('')).toBeNull();
  });
});
