#!/usr/bin/env node
// Bundles scripts/seed/seed.ts (it imports core's TypeScript) and runs it against the emulators.
import { join } from 'node:path';
import { bundleScript } from './lib/bundle.mjs';
import { repoRoot } from './lib/paths.mjs';
import { clientEnv } from './lib/ports.mjs';
import { run } from './lib/run.mjs';

const outfile = join(repoRoot, '.cache', 'seed.cjs');
await bundleScript('scripts/seed/seed.ts', outfile);
const env = { ...clientEnv() };
for (const key of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'GCLOUD_PROJECT']) {
  if (process.env[key]) env[key] = process.env[key];
}
process.exit(await run(process.execPath, [outfile], { env }));
