import { apiRequest } from './client';

// Apart from client.ts: only the lazy "Near me" search pages through a listing, so the public
// pages' first script does not carry it.

/** The address of a `Link` header's `rel="next"`, or null when there is no next page. */
export function nextLinkOf(header: string | null): string | null {
  return header?.match(/<([^>]*)>\s*;\s*rel="?next"?/)?.[1] ?? null;
}

/** One page of a listing that pages with `Link: <…>; rel="next"`, and the next page's address. */
export async function getPage<T>(path: string): Promise<{ items: T[]; next: string | null }> {
  let next: string | null = null;
  const items = await apiRequest<T[]>('GET', path, undefined, {
    onHeaders: (headers) => (next = nextLinkOf(headers.get('Link'))),
  });
  return { items, next };
}
