// The one inline script of the built pages: shop.html starts the shop page's request while the
// app's script downloads (scripts/prerender.mjs, docs/performance.md). The Content-Security-Policy
// allows it by its SHA-256 (firebase.json), so the build checks the hash is there.
import { createHash } from 'node:crypto';

// Only the first path segment is a slug; window.__shopPagePrefetch is read by prefetchedShopPage.ts.
export const SHOP_PREFETCH_JS = `(function(){var p=location.pathname.split('/');if(p.length===2&&p[1]){var s=decodeURIComponent(p[1]);window.__shopPagePrefetch={slug:s,response:fetch('/api/barbershops/by-slug/'+encodeURIComponent(s),{headers:{Accept:'application/json'},credentials:'include'})};window.__shopPagePrefetch.response.catch(function(){});}})();`;

export const SHOP_PREFETCH_TAG = `<script>${SHOP_PREFETCH_JS}</script>`;

/** The CSP source that allows an inline script: 'sha256-<base64 of the script's text>'. */
export function cspHashSource(scriptText) {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}
