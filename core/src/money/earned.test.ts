import { describe, expect, test } from 'vitest';
import { earnedBy } from './earned';

const now = new Date('2026-11-26T12:00:00Z');
const past = new Date(now.getTime() - 60_000);
const future = new Date(now.getTime() + 60_000);

describe('earnedBy', () => {
  test('completed earns, whenever it was', () => {
    expect(earnedBy({ status: 'completed', start: past }, now)).toBe(true);
    expect(earnedBy({ status: 'completed', start: future }, now)).toBe(true);
  });

  test('scheduled earns once its start has passed, not before', () => {
    expect(earnedBy({ status: 'scheduled', start: past }, now)).toBe(true);
    expect(earnedBy({ status: 'scheduled', start: now }, now)).toBe(true);
    expect(earnedBy({ status: 'scheduled', start: future }, now)).toBe(false);
  });

  test('no-shows and cancellations never earn', () => {
    for (const start of [past, future]) {
      expect(earnedBy({ status: 'no_show', start }, now)).toBe(false);
      expect(earnedBy({ status: 'cancelled', start }, now)).toBe(false);
    }
  });

  test('a start stored as milliseconds reads the same', () => {
    expect(earnedBy({ status: 'scheduled', start: past.getTime() }, now)).toBe(true);
    expect(earnedBy({ status: 'scheduled', start: future.getTime() }, now)).toBe(false);
  });
});
