// The boundary rules of eslint.config.js (docs/layers.md) fail on a deliberate violation: each
// case lints a few lines of code as if they sat at a path inside the repo (ESLint's Node API,
// the repo's own config, nothing written to disk) and expects the rule's error. The import
// targets are real files, since import-x/no-restricted-paths only judges an import it resolves.
// One allowed import per layer is linted too, so a config that flags everything cannot pass.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
// @ts-expect-error a JavaScript module of the scripts
import { repoRoot } from './paths.mjs';

// A busy two-core machine can take seconds per lint; the verdicts are what is tested.
vi.setConfig({ testTimeout: 60_000 });

let eslint: ESLint;
beforeAll(async () => {
  // import-x/no-cycle walks the whole graph behind every import (half a minute for one web file
  // on a busy machine); cycles have their own check (scripts/check-cycles.mjs).
  eslint = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
  // Loading the config, the parsers and the resolver's projects happens once, here.
  await eslint.lintText('export {};\n', { filePath: join(repoRoot, 'functions/src/probe.ts') });
}, 120_000);

/** The rule ids of the errors ESLint reports for `code` at `path` (relative to the repo). */
async function errorsAt(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

describe('functions: services, email, triggers and jobs know nothing of HTTP', () => {
  it.each([
    ['services', 'functions/src/services/booking/probe.ts'],
    ['email', 'functions/src/email/probe.ts'],
    ['triggers', 'functions/src/triggers/probe.ts'],
    ['jobs', 'functions/src/jobs/probe.ts'],
  ])('%s may not import http/', async (_layer, path) => {
    const fromHttp = path.startsWith('functions/src/services/') ? '../../http/handler' : '../http/handler';
    expect(await errorsAt(path, `import { handle } from '${fromHttp}';\nexport const probe = handle;\n`)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('a service may not import routes/', async () => {
    const code = "import { apiRoutes } from '../../routes/index';\nexport const probe = apiRoutes;\n";
    expect(await errorsAt('functions/src/services/booking/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('data/ may not import a service', async () => {
    const code = "import * as booking from '../services/booking/index';\nexport const probe = booking;\n";
    expect(await errorsAt('functions/src/data/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('a service may not import express', async () => {
    const code = "import express from 'express';\nexport const probe = express;\n";
    expect(await errorsAt('functions/src/services/booking/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('a service may import data/', async () => {
    const code = "import * as collections from '../../data/collections';\nexport const probe = collections;\n";
    expect(await errorsAt('functions/src/services/booking/probe.ts', code)).toEqual([]);
  });
});

describe('web: features import only lib/ and shared/, never another feature', () => {
  it('a feature may not import another feature', async () => {
    const code = "import ShopPage from '../shop/ShopPage';\nexport const probe = ShopPage;\n";
    expect(await errorsAt('web/src/features/settings/Probe.tsx', code)).toContain('import-x/no-restricted-paths');
  });

  it('lib/ may not import a feature', async () => {
    const code = "import ShopPage from '../../features/shop/ShopPage';\nexport const probe = ShopPage;\n";
    expect(await errorsAt('web/src/lib/api/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('a feature may not use the Firestore SDK', async () => {
    const code = "import { getFirestore } from 'firebase/firestore';\nexport const probe = getFirestore;\n";
    expect(await errorsAt('web/src/features/settings/Probe.tsx', code)).toContain('no-restricted-imports');
  });

  it('a feature may not use the Firebase web SDK, statically or lazily', async () => {
    const path = 'web/src/features/settings/Probe.tsx';
    const code = "import { getAuth } from 'firebase/auth';\nexport const probe = getAuth;\n";
    expect(await errorsAt(path, code)).toContain('no-restricted-imports');
    const lazy = "export const probe = () => import('firebase/storage');\n";
    expect(await errorsAt(path, lazy)).toContain('no-restricted-syntax');
  });

  it('a feature may import lib/ and shared/, and its own files', async () => {
    const code = [
      "import { api } from '../../lib/api/client';",
      "import { formikField } from '../../shared/forms/formikField';",
      "import { isGoogleReviewUrl } from './googleReview';",
      'export const probe = [api, formikField, isGoogleReviewUrl];',
      '',
    ].join('\n');
    expect(await errorsAt('web/src/features/shop/Probe.tsx', code)).toEqual([]);
  });
});

describe('core: pure domain logic', () => {
  it('core may not import Firebase', async () => {
    const code = "import { getFirestore } from 'firebase-admin/firestore';\nexport const probe = getFirestore;\n";
    expect(await errorsAt('core/src/slots/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('core may not import another workspace', async () => {
    const code = "import { db } from '../../../functions/src/app/firebase';\nexport const probe = db;\n";
    expect(await errorsAt('core/src/slots/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });
});
