#!/usr/bin/env node
// Gzipped JavaScript that `/` and `/{slug}` load: the entry script of the built index.html, the
// chunks it preloads and every chunk reached through static imports from them. Dynamic
// `import()` chunks (owner screens, marketing pages, the booking details form) do not count.
// Target: 150 KB (docs/performance.md); and embed.js, 5 KB (docs/embed.md). Reads the build of this EMULATOR_PORT_OFFSET (web/dist or web/dist-N), or
// WEB_OUT_DIR when set; runs standalone (`node bench/bundle-size.mjs`) or from `npm run bench`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { webOutDir } from '../scripts/lib/ports.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';

const TARGET_KB = 150;
const dist = process.env.WEB_OUT_DIR ?? join(repoRoot, webOutDir);
if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'shop.html'))) {
  console.error(`No build at ${dist}: run npm run build first.`);
  process.exit(1);
}

// Static imports in minified ESM: `import"./a.js"`, `import{x}from"./b.js"`, `export*from"./c.js"`.
// `import("./d.js")` is dynamic (a lazy chunk) and has a parenthesis, so it never matches.
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g;

/** The scripts a page's HTML loads, and every chunk they reach through static imports. */
function scriptsOf(htmlFile) {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const queue = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const seen = new Set();
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      queue.push(spec.startsWith('/') ? spec.slice(1) : posix.normalize(posix.join(dirname(file), spec)));
    }
  }
  return seen;
}

// `/` is index.html, `/{slug}` is shop.html (firebase.json's rewrites; scripts/prerender.mjs).
for (const [page, htmlFile] of [
  ['/', 'index.html'],
  ['/{slug}', 'shop.html'],
]) {
  const files = scriptsOf(htmlFile);
  let total = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(dist, file))).length;
    total += size;
    console.log(`  ${file.padEnd(44)} ${(size / 1024).toFixed(1).padStart(6)} KB gzipped`);
  }
  const kb = total / 1024;
  console.log(
    `Bundle: ${page} loads ${kb.toFixed(1)} KB of gzipped JavaScript in ${files.size} file(s) (target ${TARGET_KB} KB${kb > TARGET_KB ? ', OVER' : ''}); lazy chunks excluded.`,
  );
}

// embed.js, the script a shop's own website loads on every page (docs/embed.md): its own target.
const EMBED_TARGET_KB = 5;
const embedFile = join(dist, 'embed.js');
if (existsSync(embedFile)) {
  const kb = gzipSync(readFileSync(embedFile)).length / 1024;
  console.log(
    `Bundle: embed.js is ${kb.toFixed(1)} KB gzipped (target ${EMBED_TARGET_KB} KB${kb > EMBED_TARGET_KB ? ', OVER' : ''}); it loads nothing else until "Book now" is pressed.`,
  );
} else console.log('Bundle: no embed.js in the build (scripts/build-embed.mjs).');
