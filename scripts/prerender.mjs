#!/usr/bin/env node
// Build-time prerender of the public pages' first paint (docs/performance.md). After `vite build`
// (the browser app) and `vite build --ssr src/prerender/entry.tsx` (the same app for Node), this
// renders, with no data, `/` and a shop page into the built index.html, so that the browser
// paints the navigation bar, the headings and the loading placeholders before any JavaScript
// runs. The app then renders over it (createRoot) and fetches its data.
//   index.html  `/`: the home page's shell
//   shop.html   `/{slug}`: the shop page's shell; an inline script starts the page's one request
//               (GET /api/barbershops/by-slug/{slug}) while the app's script downloads
//   app.html    every other route: the plain shell, as before
// firebase.json's Hosting rewrites serve each. Run from web/ by `npm run build -w web`.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inlineScriptProblem } from './lib/csp.mjs';
import { SHOP_PREFETCH_JS, SHOP_PREFETCH_TAG } from './lib/shopPrefetch.mjs';

// An inline script the Content-Security-Policy does not allow would be blocked in production.
const cspProblem = inlineScriptProblem(SHOP_PREFETCH_JS);
if (cspProblem) throw new Error(cspProblem);

const dist = resolve(process.argv[2] ?? 'dist');
const ssrDir = resolve(process.argv[3] ?? `${dist}-ssr`);
const { render } = await import(pathToFileURL(join(ssrDir, 'entry.js')).href);

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!shell.includes(ROOT)) throw new Error(`${dist}/index.html has no ${ROOT}`);

const fill = (html, markup) => html.replace(ROOT, `<div id="root">${markup}</div>`);

// `/` and `/{slug}` paint from their HTML (prerendered, and the shop's facts from the server): the
// script makes them interactive but paints nothing first. At low priority its download does not
// compete with the HTML's own pictures, and Lighthouse's simulation no longer counts it as
// render-blocking, which it does for a high-priority script that happens to finish before the
// first paint (docs/performance.md "Shop page LCP"). The other routes' shell needs its script.
const scriptsAtLowPriority = (html) =>
  html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

// The shop's name and description replace these once it has loaded (usePageMeta).
const SHOP_TITLE = 'Book a barbershop appointment online | BarberBook';
const SHOP_DESCRIPTION =
  "See this barbershop's services, barbers and free times, and book your appointment online. Instant confirmation, no account needed.";

const shop = scriptsAtLowPriority(fill(shell, render('/prerendered-shop')))
  .replace(/<title>[^<]*<\/title>/, `<title>${SHOP_TITLE}</title>`)
  .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, `$1${SHOP_DESCRIPTION}"`)
  .replace('</title>', `</title>\n    ${SHOP_PREFETCH_TAG}`);

// robots.txt: a file, because Cloud Functions' framework answers /robots.txt 404 itself. Its
// Sitemap: line must be absolute: the build's public origin (PUBLIC_APP_URL; the emulator's
// Hosting address in a local build).
const origin = (process.env.PUBLIC_APP_URL || process.env.APP_URL || 'http://localhost:5000').replace(/\/+$/, '');
const PRIVATE_PATHS = ['/dashboard', '/settings', '/booking/', '/offer/', '/waitlist/', '/api/', '/embed/'];
const robots = [
  'User-agent: *',
  'Allow: /',
  ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
  '',
  `Sitemap: ${origin}/sitemap.xml`,
  '',
];
writeFileSync(join(dist, 'robots.txt'), robots.join('\n'));
writeFileSync(join(dist, 'app.html'), shell);
writeFileSync(join(dist, 'shop.html'), shop);
writeFileSync(join(dist, 'index.html'), scriptsAtLowPriority(fill(shell, render('/'))));
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${dist}/index.html (/), shop.html (/{slug}), app.html (other routes)`);
