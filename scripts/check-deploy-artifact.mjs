#!/usr/bin/env node
// `npm test` step "deploy artifact" (after the build): the functions folder as `firebase
// deploy` uploads it must install from its own package.json and load on its own
// (scripts/lib/deployArtifact.mjs). Every function runs in europe-west2 (functions/src/app/
// region.ts), and the functions firebase.json's Hosting rewrites name exist there.
import { join } from 'node:path';
import { checkFunctionsArtifact } from './lib/deployArtifact.mjs';
import { firebaseJson } from './lib/csp.mjs';
import { repoRoot } from './lib/paths.mjs';

const REGION = 'europe-west2';
const config = firebaseJson();
const functionsConfig = [config.functions].flat()[0];
const rewritten = (config.hosting.rewrites ?? [])
  .filter((r) => r.function)
  .map((r) => [r.function.functionId, r.function.region ?? 'us-central1']);

const started = Date.now();
const { files, exports, problems } = await checkFunctionsArtifact({
  sourceDir: join(repoRoot, functionsConfig.source),
  ignore: functionsConfig.ignore,
  region: REGION,
  required: [...rewritten, ['stripeWebhook', REGION], ['stripeConnectWebhook', REGION]],
});
console.log(`uploaded files: ${files.join(', ')}`);
const secretsOf = (e) => (e.endpoint?.secretEnvironmentVariables ?? []).map((v) => v.key);
console.log(
  `functions (${Object.keys(exports).length}, ${REGION}): ${Object.entries(exports)
    .map(([name, e]) => (secretsOf(e).length ? `${name} [secrets ${secretsOf(e).join(', ')}]` : name))
    .join(', ')}`,
);
for (const p of problems) console.error(`PROBLEM: ${p}`);
console.log(`deploy artifact: ${problems.length ? 'FAILED' : 'ok'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(problems.length ? 1 : 0);
