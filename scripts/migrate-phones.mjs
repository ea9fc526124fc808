#!/usr/bin/env node
// One-off migration of every stored phone to E.164 (docs/phones.md):
//   node scripts/migrate-phones.mjs [--shop <id>]... [--dry-run]       the running emulators
//   node scripts/migrate-phones.mjs --project <id> [--dry-run]         a real project (application default credentials)
// Bundles scripts/migrations/migratePhonesCli.ts (it imports core's TypeScript), as seed.mjs does.
import { join } from 'node:path';
import { bundleScript } from './lib/bundle.mjs';
import { repoRoot } from './lib/paths.mjs';
import { clientEnv } from './lib/ports.mjs';
import { run } from './lib/run.mjs';

const args = process.argv.slice(2);
const projectAt = args.indexOf('--project');
const project = projectAt >= 0 ? args.splice(projectAt, 2)[1] : undefined;
if (projectAt >= 0 && !project) {
  console.error('--project needs a project id');
  process.exit(2);
}

const outfile = join(repoRoot, '.cache', 'migrate-phones.cjs');
await bundleScript('scripts/migrations/migratePhonesCli.ts', outfile);

let env;
if (project) {
  // A real project: no emulator host, whatever the shell has set.
  delete process.env.FIRESTORE_EMULATOR_HOST;
  env = { GCLOUD_PROJECT: project };
} else {
  env = { ...clientEnv() };
  for (const key of ['FIRESTORE_EMULATOR_HOST', 'GCLOUD_PROJECT']) {
    if (process.env[key]) env[key] = process.env[key];
  }
}
process.exit(await run(process.execPath, [outfile, ...args], { env }));
