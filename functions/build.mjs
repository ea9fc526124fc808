// Bundles the functions with esbuild so that the workspace package @barbershop/core is inlined
// into lib/index.js; runtime dependencies stay external and are installed by Cloud Functions.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: 'linked',
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
