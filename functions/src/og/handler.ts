import type { Request, Response } from 'express';
import { NO_STORE } from '@barbershop/core/shop';
import { ogImageInputsOf, ogImageVersion, type OgImageInputs } from '@barbershop/core/seo';
import { listShopsWithSlug } from '../services/shops/listing';
import { RenderCache } from './cache';
import { loadPicture } from './picture';
import { cachePolicy, type PictureOutcome } from './policy';
import { renderOgImage } from './render';

const PATH = /\/og\/([^/]+)\.png$/;

/** The image, and whether its picture was expected and drawn (the cache policy depends on it). */
interface Drawn extends PictureOutcome {
  png: Buffer;
}

const rendered = new RenderCache<Drawn>(64, (drawn) => cachePolicy(drawn, false).keep);

/**
 * GET /og/{slug}.png[?v=version]: the shop's 1200×630 preview image (the og:image of its page).
 * Unknown slug: 404 JSON. The picture is fetched with limits (picture.ts); a picture that cannot
 * be fetched or drawn gives the initials instead, never an error. Anything else that fails (the
 * database, the renderer) answers 503 JSON, never cached, rather than a bare 500 or no answer.
 */
export async function handleOgImage(req: Request, res: Response): Promise<void> {
  try {
    await answerOgImage(req, res);
  } catch (err) {
    console.error('Preview image: could not answer', req.path, err);
    if (res.headersSent) {
      res.end();
      return;
    }
    res.set('Cache-Control', NO_STORE).status(503).json({ message: 'The preview image is unavailable, try again shortly.' });
  }
}

async function answerOgImage(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').set('Cache-Control', NO_STORE).status(405).json({ message: 'Method not allowed' });
    return;
  }
  const slug = slugOfPath(req.path);
  const [shop] = slug ? await listShopsWithSlug(slug) : [];
  if (!shop) {
    res.set('Cache-Control', NO_STORE).status(404).json({ message: 'Barbershop not found' });
    return;
  }
  const inputs = ogImageInputsOf(shop);
  const version = ogImageVersion(inputs);
  const drawn = await rendered.get(`${shop.slug}\n${version}`, () => renderWithFallback(inputs));
  res
    .set('Content-Type', 'image/png')
    .set('Cache-Control', cachePolicy(drawn, req.query.v === version).cacheControl)
    .status(200)
    .send(drawn.png);
}

function slugOfPath(path: string): string | null {
  const m = PATH.exec(path);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
}

/** A picture satori or resvg cannot draw (a corrupt file) gives the initials, not a broken preview. */
async function renderWithFallback(inputs: OgImageInputs): Promise<Drawn> {
  const pictureExpected = inputs.imageUrl !== '';
  const picture = await loadPicture(inputs.imageUrl);
  if (!picture) return { png: await renderOgImage(inputs, null), pictureExpected, pictureLoaded: false };
  try {
    return { png: await renderOgImage(inputs, picture), pictureExpected, pictureLoaded: true };
  } catch (err) {
    // the same bytes will not draw next time either: kept like a drawn picture
    console.warn('Preview image: the picture could not be drawn, initials instead', err);
    return { png: await renderOgImage(inputs, null), pictureExpected, pictureLoaded: true };
  }
}
