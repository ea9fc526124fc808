import type { Request, Response } from 'express';
import { NO_STORE } from '@barbershop/core/shop';
import { ogImageInputsOf, ogImageVersion, type OgImageInputs } from '@barbershop/core/seo';
import { listShopsWithSlug } from '../services/shops/listing';
import { RenderCache } from './cache';
import { loadPicture } from './picture';
import { renderOgImage } from './render';

/** A versioned address never changes what it shows (the version is of what it shows). */
const VERSIONED = 'public, max-age=31536000, immutable';
/** No version, or an old one: the current image, refreshed within a minute or two. */
const UNVERSIONED = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';
const PATH = /\/og\/([^/]+)\.png$/;

const rendered = new RenderCache(64);

/**
 * GET /og/{slug}.png[?v=version]: the shop's 1200×630 preview image (the og:image of its page).
 * Unknown slug: 404 JSON. The picture is fetched with limits (picture.ts); a picture that cannot
 * be fetched or drawn gives the initials instead, never an error.
 */
export async function handleOgImage(req: Request, res: Response): Promise<void> {
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
  const png = await rendered.get(`${shop.slug}\n${version}`, () => renderWithFallback(inputs));
  res
    .set('Content-Type', 'image/png')
    .set('Cache-Control', req.query.v === version ? VERSIONED : UNVERSIONED)
    .status(200)
    .send(png);
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
async function renderWithFallback(inputs: OgImageInputs): Promise<Buffer> {
  const picture = await loadPicture(inputs.imageUrl);
  if (!picture) return renderOgImage(inputs, null);
  try {
    return await renderOgImage(inputs, picture);
  } catch (err) {
    console.warn('Preview image: the picture could not be drawn, initials instead', err);
    return renderOgImage(inputs, null);
  }
}
