// Scheduled emails under the local scheduler `npm start` runs (scripts/lib/local-scheduler.mjs,
// started here through its own command with a shorter interval): a booking 24 hours ahead gets its
// reminder in the outbox without anyone running the job. In the serial project: the scheduler
// runs every job for the whole database, which would race the API tests that run jobs themselves.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { ALL_DAY_HOURS, bookHoursAhead } from '../support/bookAhead';
import { waitForOutbox } from '../support/outbox';
import { createOwner } from '../support/owners';
import { createTestShop } from '../support/shops';

let scheduler: ChildProcess;
const log: string[] = [];

beforeAll(async () => {
  scheduler = spawn(process.execPath, ['scripts/local-scheduler.mjs'], {
    env: { ...process.env, LOCAL_JOBS_INTERVAL_SECONDS: '4' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  scheduler.stdout!.on('data', (d: Buffer) => log.push(d.toString()));
  scheduler.stderr!.on('data', (d: Buffer) => log.push(d.toString()));
});

afterAll(async () => {
  scheduler.kill('SIGTERM');
  // it finishes a run under way, then exits
  const deadline = Date.now() + 30_000;
  while (scheduler.exitCode === null && scheduler.signalCode === null && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
});

describe('the local scheduler', () => {
  it('sends the reminder of a booking 24 hours ahead on its own', async () => {
    const owner = await createOwner('scheduler-owner');
    const shop = await createTestShop({ ownerUid: owner.uid, hours: ALL_DAY_HOURS });
    // let the scheduler's first run go by: the reminder must come from a later, scheduled one
    await new Promise((r) => setTimeout(r, 5_000));
    const to = `scheduled-${randomUUID().slice(0, 8)}@example.com`;
    const booked = await bookHoursAhead(shop, 24, to);
    const bookedAt = Date.now();

    const reminders = await waitForOutbox(to, /^Reminder: /, 1, 60_000);
    expect(reminders, log.join('')).toHaveLength(1);
    expect(reminders[0]!.subject).toContain(`Cut at ${shop.name}`);
    expect(reminders[0]!.subject).toMatch(new RegExp(`at ${booked.time}$`));
    const stored = (await adminDb.doc(`barbershops/${shop.id}/appointments/${booked.id}`).get()).data()!;
    expect(stored.reminderSentAt.toMillis()).toBeGreaterThanOrEqual(bookedAt - 5_000);
    expect(scheduler.exitCode).toBeNull();
  });
});
