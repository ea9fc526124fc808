// Bundles the functions with esbuild so that the workspace package @barbershop/core is inlined
// into lib/index.js; runtime dependencies stay external and are installed by Cloud Functions.
// The secrets the functions bind are baked in (src/app/boundSecrets.ts): FUNCTION_SECRETS of
// .env.<project>, the project being GCLOUD_PROJECT (firebase deploy's predeploy hook sets it).
import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** FUNCTION_SECRETS of functions/.env.<project>: comma-separated secret names; none without. */
function boundSecrets(project) {
  const file = new URL(`./.env.${project}`, import.meta.url);
  if (!project || !existsSync(file)) return [];
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('FUNCTION_SECRETS='));
  return (line?.slice('FUNCTION_SECRETS='.length) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const secrets = boundSecrets(process.env.GCLOUD_PROJECT);
if (process.env.GCLOUD_PROJECT && !process.env.GCLOUD_PROJECT.startsWith('demo-')) {
  console.log(`functions for ${process.env.GCLOUD_PROJECT} bind the secrets: ${secrets.join(', ') || 'none'}`);
}

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: 'linked',
  external: Object.keys(pkg.dependencies ?? {}),
  define: { __BOUND_SECRETS__: JSON.stringify(secrets) },
  logLevel: 'warning',
});
