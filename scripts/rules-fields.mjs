#!/usr/bin/env node
// Writes the field checks of firestore.rules that are generated from the limits table
// (core/src/rules/rulesFields.ts). Run it after changing FIELD_LIMITS; the test
// e2e/rules/generated-fields.test.ts fails while the rules are out of date.
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.mjs';

const bundle = await build({
  entryPoints: [join(repoRoot, 'core/src/rules/rulesFields.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
});
const { withGeneratedRegion } = await import(
  `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`
);
const path = join(repoRoot, 'firestore.rules');
const before = readFileSync(path, 'utf8');
const after = withGeneratedRegion(before);
if (after === before) console.log('firestore.rules: generated field checks already up to date');
else {
  writeFileSync(path, after);
  console.log('firestore.rules: generated field checks rewritten');
}
