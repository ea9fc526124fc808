import { configuredAppUrl } from '../email/params';

/** The built page is fetched again after this long: a deploy's new asset names reach the function. */
const SHELL_TTL_MS = 60_000;

let cached: { html: string; at: number } | null = null;

/**
 * web's built shop.html (scripts/prerender.mjs), as Hosting serves it: the function renders into
 * the same page the static build would have served, so its script and style addresses are the
 * deployed ones. Kept for a minute per instance.
 */
export async function shopShell(now = Date.now()): Promise<string> {
  if (cached && now - cached.at < SHELL_TTL_MS) return cached.html;
  const res = await fetch(`${configuredAppUrl()}/shop.html`, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error(`shop.html answered ${res.status}`);
  const html = await res.text();
  cached = { html, at: now };
  return html;
}
