#!/usr/bin/env node
// Bundles scripts/seed/seed.ts (it imports core's TypeScript) and runs it against the emulators.
import { build } from 'esbuild';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.mjs';
import { clientEnv } from './lib/ports.mjs';
import { run } from './lib/run.mjs';

const outfile = join(repoRoot, '.cache', 'seed.cjs');
await build({
  entryPoints: [join(repoRoot, 'scripts/seed/seed.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  alias: { '@barbershop/core': join(repoRoot, 'core/src/index.ts') },
  logLevel: 'warning',
});
const env = { ...clientEnv() };
for (const key of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'GCLOUD_PROJECT']) {
  if (process.env[key]) env[key] = process.env[key];
}
process.exit(await run(process.execPath, [outfile], { env }));
