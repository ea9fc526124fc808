import { onRequest } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '../app/region';
import { configuredAppUrl } from '../email/params';
import { HttpError } from '../errors';
import { smsSecrets } from '../sms/params';
import { getShopPage } from '../services/shops/listing';
import { NOT_FOUND_CACHE_CONTROL, SEO_CACHE_CONTROL } from './cacheControl';
import { shopShell } from './shell';
import { notFoundHtml, shopPageHtml } from './shopPageHtml';
import { sitemapShops } from './sitemapShops';
import { sitemapXml } from './sitemapXml';

// Named here: this module is imported before index.ts's setGlobalOptions runs.
const OPTIONS = { region: FUNCTIONS_REGION, maxInstances: 10, cors: false };

interface Answer {
  status: number;
  cacheControl: string;
  type: string;
  body: string;
}

const unavailable = (what: string): Answer => ({
  status: 503,
  cacheControl: 'no-store',
  type: 'text/plain',
  body: `The ${what} is unavailable, try again shortly.`,
});

async function shopPageAnswer(path: string): Promise<Answer> {
  const shell = await shopShell().catch(() => null);
  if (shell === null) return unavailable('page');
  try {
    // Hosting sends only one-segment paths here ("/*"); the slug is that segment.
    const page = await getShopPage(decodeURIComponent(path.slice(1)));
    return { status: 200, cacheControl: SEO_CACHE_CONTROL, type: 'html', body: shopPageHtml(shell, page, configuredAppUrl()) };
  } catch (err) {
    // an unknown slug, or one that cannot be a slug (a malformed %-escape)
    if ((err instanceof HttpError && err.status === 404) || err instanceof URIError) {
      return { status: 404, cacheControl: NOT_FOUND_CACHE_CONTROL, type: 'html', body: notFoundHtml(shell) };
    }
    // The data failed: the plain shell still books (the app asks the API itself); never cached.
    console.error('shopPage render failed', err);
    return { status: 200, cacheControl: 'no-store', type: 'html', body: shell };
  }
}

async function sitemapAnswer(): Promise<Answer> {
  const origin = configuredAppUrl();
  try {
    return {
      status: 200,
      cacheControl: SEO_CACHE_CONTROL,
      type: 'application/xml',
      body: sitemapXml(origin, await sitemapShops()),
    };
  } catch (err) {
    console.error('sitemap failed', err);
    return unavailable('sitemap');
  }
}

const serve = (
  answer: (path: string) => Promise<Answer>,
  options: typeof OPTIONS & { secrets?: ReturnType<typeof smsSecrets> } = OPTIONS,
) =>
  onRequest(options, (req, res) => {
    answer(req.path)
      .catch(() => unavailable('page'))
      .then((a) => res.status(a.status).set('Cache-Control', a.cacheControl).type(a.type).send(a.body));
  });

/** `/{slug}`: the shop page with its facts in the HTML (docs/decisions.md, issue 37's server render). */
// the embedded data says whether the booking form offers texts: Twilio's secrets tell (sms/params.ts `smsAvailable`)
export const shopPage = serve(shopPageAnswer, { ...OPTIONS, secrets: smsSecrets() });

/** `/sitemap.xml`: the bookable shops (robots.txt is a file the web build writes: scripts/prerender.mjs). */
export const sitemap = serve(sitemapAnswer);
