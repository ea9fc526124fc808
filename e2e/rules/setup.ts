import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRESTORE_HOST, PROJECT_ID } from '../support/env';

export type Role = 'anonymous' | 'owner' | 'otherOwner' | 'nobody';
export const ROLES: Role[] = ['anonymous', 'owner', 'otherOwner', 'nobody'];

/**
 * A rules test environment on the suite's Firestore emulator. Other test files share that
 * emulator, so it is never cleared: every file works under its own random ids.
 */
export async function rulesEnv(): Promise<{ env: RulesTestEnvironment; ids: { shopA: string; shopB: string; ownerA: string; ownerB: string; nobody: string } }> {
  const [host, port] = FIRESTORE_HOST.split(':');
  const env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host, port: Number(port), rules: readFileSync(join(__dirname, '../../firestore.rules'), 'utf8') },
  });
  const s = randomUUID().slice(0, 8);
  return { env, ids: { shopA: `rules-a-${s}`, shopB: `rules-b-${s}`, ownerA: `owner-a-${s}`, ownerB: `owner-b-${s}`, nobody: `nobody-${s}` } };
}

export const HOURS = Array.from({ length: 7 }, (_, d) => ({ dayOfWeek: d, startTime: '09:00', endTime: '18:00', isActive: d !== 0 }));
