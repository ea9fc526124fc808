// Scripts written in TypeScript (seed, migrations, benches) import core's TypeScript source;
// esbuild bundles each into one file that plain node runs. Packages stay external.
import { build } from 'esbuild';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

/** Bundles `entry` (relative to the repo) into `outfile`; `format` 'cjs' or 'esm'. */
export async function bundleScript(entry, outfile, format = 'cjs') {
  await build({
    entryPoints: [join(repoRoot, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format,
    packages: 'external',
    // '@barbershop/core/<folder>' resolves to core/src/<folder>/index.ts (esbuild carries the subpath over)
    alias: { '@barbershop/core': join(repoRoot, 'core/src') },
    logLevel: 'warning',
  });
  return outfile;
}
