import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, permissionsDoc } from '@barbershop/core/staff';

// docs/permissions.md is generated from core's PERMISSIONS table (scripts/permissions-doc.mjs).
const doc = readFileSync(join(__dirname, '../../docs/permissions.md'), 'utf8');

describe('docs/permissions.md', () => {
  it('is the one generated from PERMISSIONS (else run node scripts/permissions-doc.mjs)', () => {
    expect(doc).toBe(permissionsDoc());
  });

  it('has a row per permission, with a tick for each role that holds it', () => {
    const rows = doc.split('\n').filter((l) => l.startsWith('| ') && l.includes('(`'));
    expect(rows).toHaveLength(Object.keys(PERMISSIONS).length);
    expect(rows.find((r) => r.includes('(`payments.settings`)'))).toMatch(/\| ✓ \| — \| — \| — \|$/);
    expect(rows.find((r) => r.includes('(`ownProfile.write`)'))).toMatch(/\| ✓ \| ✓ \| — \| ✓ \|$/);
  });
});
