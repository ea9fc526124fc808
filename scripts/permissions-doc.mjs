#!/usr/bin/env node
// Writes docs/permissions.md from the permissions table (core/src/staff/roles.ts, rendered by
// core/src/staff/permissionsDoc.ts). Run it after changing PERMISSIONS; the test
// e2e/static/permissions-doc.test.ts fails while the doc is out of date.
import { build } from 'esbuild';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.mjs';

const bundle = await build({
  entryPoints: [join(repoRoot, 'core/src/staff/permissionsDoc.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
});
const { permissionsDoc } = await import(
  `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`
);
const path = join(repoRoot, 'docs/permissions.md');
const after = permissionsDoc();
if (existsSync(path) && readFileSync(path, 'utf8') === after) console.log('docs/permissions.md: already up to date');
else {
  writeFileSync(path, after);
  console.log('docs/permissions.md: rewritten');
}
