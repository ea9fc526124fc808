import { APP_URL } from './env';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/**
 * Calls /api through the Hosting rewrite, as the browser does; `baseUrl`: an app served in the
 * test's own process instead (payments-app.ts, inProcessApi.ts).
 */
export async function callApi<T = any>(
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string | null; baseUrl?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined || options.rawBody !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const res = await fetch(`${options.baseUrl ?? APP_URL}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: body as T, text, headers: res.headers };
}

/** The `rel="next"` address of a `Link` header, or null (the listing's last page). */
export function nextLink(headers: Headers): string | null {
  return /^<([^>]+)>; rel="next"$/.exec(headers.get('link') ?? '')?.[1] ?? null;
}

/** Every page of GET /api/barbershops from `path` on, following the Link header. */
export async function allListedShops<T = any>(path: string): Promise<T[]> {
  const shops: T[] = [];
  for (let next: string | null = path; next;) {
    const page: ApiAnswer<T[]> = await callApi<T[]>('GET', next);
    if (page.status !== 200) throw new Error(`${next} answered ${page.status}: ${page.text}`);
    shops.push(...page.body);
    next = nextLink(page.headers);
  }
  return shops;
}
