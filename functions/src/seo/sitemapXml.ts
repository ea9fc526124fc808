import { shopPageUrl } from '@barbershop/core/seo';
import { escapeHtml } from './shopPageHtml';

export interface SitemapShop {
  slug: string;
  updatedAt: Date;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The sitemap protocol's urlset: the home page, then each bookable shop's page with its last change (YYYY-MM-DD). */
export function sitemapXml(origin: string, shops: readonly SitemapShop[]): string {
  const url = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(`${origin}/`),
    ...shops.map((s) => url(shopPageUrl(origin, s.slug), s.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
