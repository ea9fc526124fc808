#!/usr/bin/env node
// Writes embed.js into the web build (`npm run build -w web`, after Vite): node scripts/build-embed.mjs <dist>.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildEmbed, EMBED_TARGET_BYTES, gzippedBytes } from './lib/embedBundle.mjs';

const dist = resolve(process.argv[2] ?? 'web/dist');
const code = await buildEmbed();
const bytes = gzippedBytes(code);
if (bytes > EMBED_TARGET_BYTES)
  throw new Error(`embed.js is ${bytes} bytes gzipped, over its ${EMBED_TARGET_BYTES} (docs/embed.md)`);
writeFileSync(join(dist, 'embed.js'), code);
console.log(`built ${dist}/embed.js (${(bytes / 1024).toFixed(1)} KB gzipped)`);
