#!/usr/bin/env node
// Gzipped JavaScript that `/` and `/{slug}` load: the entry script of the built index.html and
// the chunks it preloads (owner screens are lazy chunks and do not count). Target: 250 KB.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const dist = process.env.WEB_OUT_DIR ?? join(root, 'web', 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build at ${dist}: run npm run build first.`);
  process.exit(1);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const file of new Set(files)) {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  console.log(`  ${file.padEnd(40)} ${(size / 1024).toFixed(1)} KB gzipped`);
}
const kb = total / 1024;
console.log(`Bundle: / and /{slug} load ${kb.toFixed(1)} KB of gzipped JavaScript (target 250 KB${kb > 250 ? ', OVER' : ''}); owner screens are lazy chunks.`);
