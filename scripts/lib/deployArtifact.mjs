// The deploy-artifact check (docs/deploy.md, `npm test` step "deploy artifact"): packs a
// functions source folder the way `firebase deploy` does (firebase-tools' own file walk, with
// firebase.json's ignore list), installs its production dependencies from its own package.json
// only, as Cloud Build does, loads the entry file with no emulator variables and reports what
// would break in production: a devDependency (or an undeclared package) required at run time,
// an install that cannot resolve, exports that are not functions of the expected region.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { builtinModules, createRequire } from 'node:module';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { repoRoot } from './paths.mjs';

const require = createRequire(import.meta.url);
const { readdirRecursive } = require(join(repoRoot, 'node_modules', 'firebase-tools', 'lib', 'fsAsync.js'));

/** The files `firebase deploy` uploads from `sourceDir` (prepareFunctionsUpload's walk). */
export async function packedFiles(sourceDir, ignore) {
  const list = [...(ignore ?? ['node_modules', '.git']), 'firebase-debug.log', 'firebase-debug.*.log', '.runtimeconfig.json'];
  const files = await readdirRecursive({ path: sourceDir, ignore: list });
  return files.map((f) => relative(sourceDir, f.name)).sort();
}

/** The package names a CommonJS bundle requires (`require("x")`, `require("@s/x/sub")`). */
export function requiredPackages(code) {
  const names = new Set();
  for (const [, spec] of code.matchAll(/\brequire\(\s*["']([^"'./][^"']*)["']\s*\)/g)) {
    const parts = spec.replace(/^node:/, '').split('/');
    names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return [...names].sort();
}

const BUILTIN = new Set(builtinModules.flatMap((m) => [m, m.split('/')[0]]));

/**
 * Node resolves a require by walking up the folders: a node_modules above the work folder would
 * hide a missing dependency. The work folder is outside the repository, and none may exist above it.
 */
function workRoot() {
  const root = join(tmpdir(), 'barbershop-deploy-artifact');
  for (let dir = dirname(root); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules'))) throw new Error(`${join(dir, 'node_modules')} would hide missing packages`);
    if (dirname(dir) === dir) break;
  }
  return root;
}

// Runs in the packed folder with no emulator variables: every export and its endpoint.
const LOADER = `
const m = require(require('node:path').resolve(process.argv[1]));
const out = {};
for (const [name, f] of Object.entries(m)) out[name] = { type: typeof f, endpoint: f && f.__endpoint ? f.__endpoint : null };
process.stdout.write(JSON.stringify(out));
`;

/**
 * Runs the check on a functions source folder; resolves with `{ files, exports, problems }`,
 * `problems` empty when the folder would deploy and load. `region` is what every export must
 * run in; `required` the exports that must exist (`[name, region]` pairs).
 */
export async function checkFunctionsArtifact({ sourceDir, ignore, region, required = [] }) {
  const problems = [];
  const pkg = JSON.parse(readFileSync(join(sourceDir, 'package.json'), 'utf8'));
  const files = await packedFiles(sourceDir, ignore);
  const main = pkg.main ?? 'index.js';
  if (!files.includes('package.json')) problems.push('package.json is not uploaded');
  if (!files.includes(main.replace(/^\.\//, '').split('/').join(sep))) {
    problems.push(`${main} (package.json "main") is not uploaded: build the functions first`);
    return { files, exports: {}, problems };
  }

  // One folder per set of dependencies, so the install runs once per change of package.json.
  const key = createHash('sha256')
    .update(JSON.stringify([pkg.dependencies ?? {}, pkg.devDependencies ?? {}, pkg.name]))
    .digest('hex')
    .slice(0, 16);
  const work = join(workRoot(), key);
  mkdirSync(work, { recursive: true });
  for (const entry of readdirSync(work))
    if (entry !== 'node_modules') rmSync(join(work, entry), { recursive: true, force: true });
  for (const file of files) cpSync(join(sourceDir, file), join(work, file));

  const installed = join(work, 'node_modules', '.installed');
  if (!existsSync(installed)) {
    const install = spawnSync(
      'npm',
      ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'],
      { cwd: work, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (install.status !== 0) {
      problems.push(`npm install --omit=dev failed:\n${(install.stderr || install.stdout).trim().slice(0, 2000)}`);
      return { files, exports: {}, problems };
    }
    mkdirSync(dirname(installed), { recursive: true });
    writeFileSync(installed, new Date().toISOString());
  }

  const deps = new Set(Object.keys(pkg.dependencies ?? {}));
  const devDeps = new Set(Object.keys(pkg.devDependencies ?? {}));
  for (const name of requiredPackages(readFileSync(join(work, main), 'utf8'))) {
    if (BUILTIN.has(name) || deps.has(name)) continue;
    problems.push(
      devDeps.has(name)
        ? `${main} requires the devDependency ${name}: production installs omit it (make it a dependency, or let the build bundle it)`
        : `${main} requires ${name}, which package.json does not declare`,
    );
  }

  let exports = {};
  try {
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production' };
    exports = JSON.parse(
      execFileSync(process.execPath, ['-e', LOADER, join(work, main)], { cwd: work, env, encoding: 'utf8', stdio: 'pipe' }),
    );
  } catch (err) {
    const stderr = String(err.stderr ?? err.message);
    const missing = /Cannot find module '([^']+)'/.exec(stderr)?.[1];
    problems.push(
      missing
        ? `${main} does not load without the workspace: Cannot find module '${missing}'`
        : `${main} does not load:\n${stderr.slice(0, 2000)}`,
    );
    return { files, exports, problems };
  }

  for (const [name, { type, endpoint }] of Object.entries(exports)) {
    if (type !== 'function' || !endpoint) problems.push(`export ${name} is not a Cloud Function`);
    else if (JSON.stringify(endpoint.region) !== JSON.stringify([region]))
      problems.push(`function ${name} runs in ${JSON.stringify(endpoint.region)}, not ${region}`);
  }
  for (const [name, wanted] of required) {
    if (!exports[name]) problems.push(`function ${name} is not exported`);
    else if (JSON.stringify(exports[name].endpoint?.region) !== JSON.stringify([wanted]))
      problems.push(`function ${name} must run in ${wanted}`);
  }
  return { files, exports, problems };
}
