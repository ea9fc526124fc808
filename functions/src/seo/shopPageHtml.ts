import type { ShopPageDto } from '@barbershop/core/api';
import { formatPence } from '@barbershop/core/money';
import { ogImageInputsOf, ogImagePath, ogImageVersion, shopPageUrl } from '@barbershop/core/seo';
import { jsonForScript, shopJsonLd } from './shopJsonLd';

/** The element the app reads the embedded shop page from (web/src/shared/shop/prefetchedShopPage.ts). */
export const SHOP_DATA_ID = 'shop-page-data';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const SITE_NAME = 'BarberBook';
const DESCRIPTION_MAX = 160;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The meta description: the owner's text, else a sentence from the facts; one line, at most 160 characters. */
export function metaDescription(page: ShopPageDto): string {
  const { shop } = page;
  const text = (
    shop.description ||
    `Book ${shop.name}${shop.address ? `, ${shop.address}` : ''} online. Instant confirmation, no account needed.`
  )
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

const durationText = (min: number) =>
  min % 60 === 0 ? `${min / 60} hr` : min > 60 ? `${Math.floor(min / 60)} hr ${min % 60} min` : `${min} min`;

/** The head's per-shop tags: title, description, canonical, robots, Open Graph, Twitter card, JSON-LD, the page's data. */
function headTags(page: ShopPageDto, origin: string): string {
  const { shop } = page;
  const url = shopPageUrl(origin, shop.slug);
  const imageUrl = origin + ogImagePath(shop.slug, ogImageVersion(ogImageInputsOf(shop)));
  const title = escapeHtml(`${shop.name} | Book online | ${SITE_NAME}`);
  const description = escapeHtml(metaDescription(page));
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    // A shop that cannot take bookings still answers (the page says why) but is kept out of results.
    ...(shop.bookable === false ? ['<meta name="robots" content="noindex">'] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', shop.name),
    meta('property', 'og:description', metaDescription(page)),
    meta('property', 'og:url', url),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', `${shop.name}: book online with ${SITE_NAME}`),
    meta('property', 'og:locale', 'en_GB'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', shop.name),
    meta('name', 'twitter:description', metaDescription(page)),
    meta('name', 'twitter:image', imageUrl),
    `<script type="application/ld+json">${jsonForScript(shopJsonLd({ page, url, imageUrl }))}</script>`,
    `<script type="application/json" id="${SHOP_DATA_ID}">${jsonForScript(page)}</script>`,
    `<style>${SHOP_PAGE_CSS}</style>`,
  ].join('\n    ');
}

const section = (heading: string, body: string) => `<section><h2>${heading}</h2>${body}</section>`;

/**
 * The server render's look: the app's hero band (web ShopPage: theme colours, font, sizes and
 * spacing) and plain facts below. The app replaces this markup when it starts; drawn alike, the
 * swap moves nothing on screen and paints nothing larger, so the page's largest paint is this
 * one, at first paint (docs/performance.md "Shop page LCP").
 */
const SHOP_PAGE_CSS = [
  '.ssr-shop{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5;letter-spacing:0.00938em}',
  '.ssr-hero{position:relative;overflow:hidden;background:#1a1a2e;color:#fff}',
  '.ssr-hero>img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:.35}',
  '.ssr-c{position:relative;box-sizing:border-box;width:100%;max-width:1200px;margin:0 auto;padding:40px 16px}',
  '.ssr-title{display:flex;align-items:center;gap:16px}',
  '.ssr-title img{border-radius:12px;object-fit:cover;background:#fff}',
  '.ssr-shop h1{margin:0;font-size:2rem;font-weight:700;line-height:1.167;letter-spacing:0}',
  '.ssr-hero p,.ssr-hero address{margin:16px 0 0;max-width:720px;opacity:.9;font-style:normal}',
  '.ssr-hero address+p{margin-top:4px}',
  '.ssr-facts{padding-top:32px}',
  '@media(min-width:600px){.ssr-c{padding-left:24px;padding-right:24px}}',
  '@media(min-width:900px){.ssr-hero .ssr-c{padding-top:64px;padding-bottom:64px}.ssr-shop h1{font-size:3rem}}',
].join('');

/**
 * What a reader without JavaScript (a crawler, a link preview) sees: the shop's facts as
 * semantic HTML, its top drawn as the app draws it. The app replaces it when it starts, from the
 * same data (embedded in the head).
 */
export function shopContentHtml(page: ShopPageDto): string {
  const { shop } = page;
  const e = escapeHtml;
  const hours = shop.businessHours
    .slice()
    .sort((a, b) => ((a.dayOfWeek + 6) % 7) - ((b.dayOfWeek + 6) % 7))
    .map((h) => `<li>${DAY_NAMES[h.dayOfWeek]}: ${h.isActive ? `${e(h.startTime)}–${e(h.endTime)}` : 'Closed'}</li>`)
    .join('');
  const services = page.services
    .map(
      (s) =>
        `<li><strong>${e(s.name)}</strong> · ${formatPence(s.pricePence)} · ${durationText(s.durationMin)}${s.description ? `<br>${e(s.description)}` : ''}</li>`,
    )
    .join('');
  const barbers = page.barbers.map((b) => `<li>${e(b.name)}${b.specialty ? `: ${e(b.specialty)}` : ''}</li>`).join('');
  const reviews = page.reviews.reviews
    .map(
      (r) =>
        `<li>${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)} ${e(r.firstName)}${r.comment ? `: “${e(r.comment)}”` : ''}</li>`,
    )
    .join('');
  const rating = shop.rating
    ? `<p>Rated ${shop.rating.average.toFixed(1)} out of 5 from ${shop.rating.count} verified reviews</p>`
    : '';
  const hero = shop.heroImages[0] ? `<img src="${e(shop.heroImages[0])}" alt="" fetchpriority="high">` : '';
  const logo = shop.logoImage ? `<img src="${e(shop.logoImage)}" alt="${e(`${shop.name} logo`)}" width="72" height="72">` : '';
  return [
    `<div class="ssr-shop"><div class="ssr-hero">${hero}<div class="ssr-c">`,
    `<div class="ssr-title">${logo}<h1>${e(shop.name)}</h1></div>`,
    shop.description ? `<p>${e(shop.description)}</p>` : '',
    shop.address ? `<address>${e(shop.address)}</address>` : '',
    shop.phone ? `<p>Phone: ${e(shop.phoneDisplay || shop.phone)}</p>` : '',
    rating,
    shop.bookable === false ? '<p>This shop is not taking online bookings at the moment.</p>' : '',
    `</div></div><div class="ssr-c ssr-facts">`,
    section('Opening hours', `<ul>${hours}</ul>`),
    section('Services', `<ul>${services}</ul>`),
    barbers ? section('Barbers', `<ul>${barbers}</ul>`) : '',
    reviews ? section('Verified reviews', `<ul>${reviews}</ul>`) : '',
    `</div></div>`,
  ].join('');
}

// The prerendered shell's page body (its <main>, after the navigation bar), else the whole #root.
const MAIN_RE = /(<main\b[^>]*>)[\s\S]*<\/main>(<\/div>\s*<\/body>)/;
const ROOT_RE = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
const PREFETCH_RE = /<script>\(function\(\)\{var p=location\.pathname[\s\S]*?<\/script>/;

/**
 * The built shop page (web's shop.html) made this shop's: per-shop head, the content in #root,
 * and the data embedded so the app starts with it (the shell's prefetch script is then dropped:
 * there is nothing to fetch).
 */
export function shopPageHtml(shell: string, page: ShopPageDto, origin: string): string {
  const html = shell
    .replace(PREFETCH_RE, '')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    // a function, not a string: a `$&` or `$'` in the shop's text must not be read as a pattern
    .replace('</head>', () => `  ${headTags(page, origin)}\n  </head>`);
  const content = shopContentHtml(page);
  return MAIN_RE.test(html)
    ? html.replace(MAIN_RE, (_m, open: string, end: string) => `${open}${content}</main>${end}`)
    : html.replace(ROOT_RE, (_m, end: string) => `<div id="root">${content}</div>${end}`);
}

/** An unknown slug: the shell as it is (the app says "not found"), kept out of search results. */
export function notFoundHtml(shell: string): string {
  return shell.replace('</head>', '  <meta name="robots" content="noindex">\n  </head>');
}
