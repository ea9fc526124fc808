// The shop page as a search engine or a link preview reads it: plain HTTP through Hosting, no
// JavaScript. The JSON-LD is checked against schema.org's vocabulary as schema-dts ships it (its
// types are generated from schema.org): a type or property schema.org does not have fails.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../support/env';

const REPO_FILE = fileURLToPath(new URL('./__jsonld_check__.ts', import.meta.url));

/** TypeScript's errors for `value` typed as schema-dts's WithContext<HairSalon>; [] when valid. */
function schemaOrgProblems(value: unknown): string[] {
  const source = `import type { HairSalon, WithContext } from 'schema-dts';\nexport const checked: WithContext<HairSalon> = ${JSON.stringify(value, null, 1)};\n`;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (f) => (f === REPO_FILE ? source : readFile(f));
  host.fileExists = (
    (exists) => (f: string) =>
      f === REPO_FILE || exists(f)
  )(host.fileExists.bind(host));
  host.getSourceFile = (f, lang, ...rest) =>
    f === REPO_FILE ? ts.createSourceFile(f, source, lang) : getSourceFile(f, lang, ...rest);
  const program = ts.createProgram([REPO_FILE], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`))?.[1];

describe('/{slug} without JavaScript', () => {
  // The first request starts the function (a cold start the Hosting emulator may time out on a busy machine).
  beforeAll(async () => {
    for (let i = 0; i < 3 && (await fetch(`${APP_URL}/classic-cuts`)).status >= 500; i++);
  }, 240_000);

  it("shows the shop's name, address, prices and schema.org JSON-LD of the shop", async () => {
    const res = await fetch(`${APP_URL}/classic-cuts`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const body = html.slice(html.indexOf('<body'));
    expect(body).toContain('<h1>Classic Cuts</h1>');
    expect(body).toContain('12 Redchurch Street, London E2 7DJ');
    expect(body).toContain('£35.00');
    expect(body).toContain('45 min');
    expect(body).toContain('James Carter');
    expect(html).toMatch(/<title>Classic Cuts \| Book online \| BarberBook<\/title>/);
    expect(metaOf(html, 'description')).toContain('Traditional gentlemen');
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/classic-cuts">/);

    const [shop, ...others] = jsonLdOf(html);
    expect(others).toEqual([]);
    expect(schemaOrgProblems(shop)).toEqual([]);
    expect(shop).toMatchObject({ '@type': 'HairSalon', name: 'Classic Cuts', telephone: '+442079460011' });
    expect(shop!.address).toMatchObject({
      streetAddress: '12 Redchurch Street',
      addressLocality: 'London',
      postalCode: 'E2 7DJ',
    });
    const offers = (shop!.hasOfferCatalog as { itemListElement: { price: string; itemOffered: { name: string } }[] })
      .itemListElement;
    expect(offers).toContainEqual(
      expect.objectContaining({
        price: '35.00',
        priceCurrency: 'GBP',
        itemOffered: expect.objectContaining({ name: 'Haircut & Style' }),
      }),
    );
    expect((shop!.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
  }, 180_000); // type-checking against schema-dts's vocabulary takes a while on a busy machine

  it('rejects JSON-LD schema.org does not define (the check can fail)', () => {
    expect(schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'HairSalon', name: 'x', priceTag: '£5' })).not.toEqual(
      [],
    );
    expect(schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'BarberShop', name: 'x' })).not.toEqual([]);
  }, 180_000);

  it('carries Open Graph and Twitter card tags with the versioned 1200×630 preview image', async () => {
    const html = await (await fetch(`${APP_URL}/classic-cuts`)).text();
    expect(metaOf(html, 'og:title')).toBe('Classic Cuts');
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:url')).toMatch(/\/classic-cuts$/);
    expect(metaOf(html, 'og:image')).toMatch(/^https?:\/\/[^/]+\/og\/classic-cuts\.png\?v=[0-9a-z]+$/);
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    // the app starts from the page's data: no prefetch request, the data embedded
    expect(html).not.toContain('window.__shopPagePrefetch=');
    expect(html).toContain('<script type="application/json" id="shop-page-data">');
  });

  it('lets the CDN keep the page under a minute in all (s-maxage + stale-while-revalidate)', async () => {
    const res = await fetch(`${APP_URL}/classic-cuts`);
    const cc = res.headers.get('cache-control') ?? '';
    expect(cc).toContain('public');
    expect(cc).toContain('max-age=0');
    const seconds = (name: string) => Number(cc.match(new RegExp(`${name}=(\\d+)`))?.[1]);
    expect(seconds('s-maxage') + seconds('stale-while-revalidate')).toBeLessThanOrEqual(60);
  });

  it('answers an unknown slug 404 with noindex, and the app shell still in it', async () => {
    const res = await fetch(`${APP_URL}/no-such-shop-here`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<div id="root">');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists the home page and every bookable demo shop with its last change', async () => {
    const res = await fetch(`${APP_URL}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(/<url><loc>https?:\/\/[^<]+\/<\/loc><\/url>/);
    expect(xml).toMatch(/<url><loc>https?:\/\/[^<]+\/classic-cuts<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/);
  });

  it('robots.txt keeps the private areas out and points at the sitemap', async () => {
    const res = await fetch(`${APP_URL}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const path of ['/dashboard', '/settings', '/booking/', '/api/', '/embed/']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });
});
