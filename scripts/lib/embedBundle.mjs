// embed.js, the script a shop's own website loads (web/src/embed/embed.ts, docs/embed.md): one
// plain ES2017 file, minified, no framework, at the site's root so its address never changes.
// Vite does not build it (the app's output is hashed ES2022 modules); esbuild does, after Vite.
import { build } from 'esbuild';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './paths.mjs';

/** The most embed.js may weigh gzipped (issue 37): the shop's site pays it on every page view. */
export const EMBED_TARGET_BYTES = 5 * 1024;

/** The built embed.js's text. */
export async function buildEmbed() {
  const result = await build({
    entryPoints: [join(repoRoot, 'web/src/embed/embed.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2017',
    platform: 'browser',
    alias: { '@barbershop/core': join(repoRoot, 'core/src') },
    legalComments: 'none',
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

/** Bytes of `text` gzipped, as a browser downloads it. */
export const gzippedBytes = (text) => gzipSync(text).length;
