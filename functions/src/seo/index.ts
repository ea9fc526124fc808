import type { Request, Response } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '../app/region';
import { configuredAppUrl } from '../email/params';
import { HttpError } from '../errors';
import { getShopPage } from '../services/shops/listing';
import { NOT_FOUND_CACHE_CONTROL, SEO_CACHE_CONTROL } from './cacheControl';
import { shopShell } from './shell';
import { notFoundHtml, shopPageHtml } from './shopPageHtml';
import { sitemapShops } from './sitemapShops';
import { robotsTxt, sitemapXml } from './sitemapXml';

// Named here: this module is imported before index.ts's setGlobalOptions runs.
const OPTIONS = { region: FUNCTIONS_REGION, maxInstances: 10, cors: false };

async function serveShopPage(req: Request, res: Response): Promise<void> {
  const shell = await shopShell().catch(() => null);
  if (shell === null) {
    res.status(503).set('Cache-Control', 'no-store').type('text/plain').send('The page is unavailable, try again shortly.');
    return;
  }
  // Hosting sends only one-segment paths here ("/*"); the slug is that segment.
  try {
    const page = await getShopPage(decodeURIComponent(req.path.slice(1)));
    res.status(200).set('Cache-Control', SEO_CACHE_CONTROL).type('html').send(shopPageHtml(shell, page, configuredAppUrl()));
  } catch (err) {
    // an unknown slug, or one that cannot be a slug (a malformed %-escape)
    if ((err instanceof HttpError && err.status === 404) || err instanceof URIError) {
      res.status(404).set('Cache-Control', NOT_FOUND_CACHE_CONTROL).type('html').send(notFoundHtml(shell));
      return;
    }
    // The data failed: the plain shell still books (the app asks the API itself); never cached.
    console.error('shopPage render failed', err);
    res.status(200).set('Cache-Control', 'no-store').type('html').send(shell);
  }
}

/** `/{slug}`: the shop page with its facts in the HTML (docs/decisions.md "Shop pages search engines read"). */
export const shopPage = onRequest(OPTIONS, (req, res) => {
  serveShopPage(req, res).catch(() => {
    if (!res.headersSent) res.status(503).set('Cache-Control', 'no-store').type('text/plain').send('The page is unavailable, try again shortly.');
  });
});

/** `/sitemap.xml` (bookable shops) and `/robots.txt` (its `Sitemap:` line needs the absolute origin). */
export const sitemap = onRequest(OPTIONS, (req, res) => {
  const origin = configuredAppUrl();
  if (req.path === '/robots.txt') {
    res.set('Cache-Control', SEO_CACHE_CONTROL).type('text/plain').send(robotsTxt(origin));
    return;
  }
  sitemapShops()
    .then((list) => res.set('Cache-Control', SEO_CACHE_CONTROL).type('application/xml').send(sitemapXml(origin, list)))
    .catch((err: unknown) => {
      console.error('sitemap failed', err);
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send('The sitemap is unavailable, try again shortly.');
    });
});
