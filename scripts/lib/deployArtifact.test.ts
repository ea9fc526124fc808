// The deploy-artifact check (scripts/check-deploy-artifact.mjs runs it on functions/ in
// `npm test`) on two small functions folders written here: it must pass one whose run-time
// imports are dependencies and fail the same folder once one of them is a devDependency,
// which a production install leaves out. Runs a real `npm install --omit=dev` (from npm's cache).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a JavaScript module of the scripts
import { checkFunctionsArtifact, requiredPackages } from './deployArtifact.mjs';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A functions folder whose lib/index.js requires dayjs at load, declared as `kind`. */
function functionsFolder(kind: 'dependencies' | 'devDependencies'): string {
  const dir = mkdtempSync(join(tmpdir(), 'artifact-fixture-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'lib'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: `artifact-fixture-${kind}`, main: 'lib/index.js', [kind]: { dayjs: '^1.11.0' } }),
  );
  writeFileSync(
    join(dir, 'lib', 'index.js'),
    `const dayjs = require("dayjs");\nexports.api = Object.assign(() => dayjs(), { __endpoint: { region: ["europe-west2"], httpsTrigger: {} } });\n`,
  );
  writeFileSync(join(dir, 'src', 'index.ts'), 'export {};\n');
  return dir;
}

const check = (sourceDir: string) =>
  checkFunctionsArtifact({
    sourceDir,
    ignore: ['node_modules', 'src'],
    region: 'europe-west2',
    required: [['api', 'europe-west2']],
  });

describe('the deploy-artifact check', () => {
  it('passes a folder whose run-time imports are dependencies, uploading what firebase deploy uploads', async () => {
    const result = await check(functionsFolder('dependencies'));
    expect(result.problems).toEqual([]);
    expect(result.files).toEqual(['lib/index.js', 'package.json']);
    expect(Object.keys(result.exports)).toEqual(['api']);
  }, 120_000);

  it('fails when a run-time import is a devDependency', async () => {
    const result = await check(functionsFolder('devDependencies'));
    expect(result.problems).toEqual([
      'lib/index.js requires the devDependency dayjs: production installs omit it (make it a dependency, or let the build bundle it)',
      "lib/index.js does not load without the workspace: Cannot find module 'dayjs'",
    ]);
  }, 120_000);

  it('fails when an export runs in another region or a required function is missing', async () => {
    const dir = functionsFolder('dependencies');
    writeFileSync(
      join(dir, 'lib', 'index.js'),
      'exports.other = Object.assign(() => 1, { __endpoint: { region: ["us-central1"] } });\n',
    );
    expect((await check(dir)).problems).toEqual([
      'function other runs in ["us-central1"], not europe-west2',
      'function api is not exported',
    ]);
  }, 120_000);

  it('reads package names from require calls, scoped and with subpaths, and not relative ones', () => {
    expect(
      requiredPackages(
        'require("firebase-functions/v2/https");require(\'@sendgrid/mail\');require("./x");require("node:fs");require("stripe")',
      ),
    ).toEqual(['@sendgrid/mail', 'firebase-functions', 'fs', 'stripe']);
  });
});
