// The local scheduler of `npm start` runs the same jobs on the same interval as production.
import { describe, expect, it } from 'vitest';
import { JOB_INTERVAL_MINUTES, JOB_NAMES } from '../../functions/src/jobs/schedule';
import * as scheduler from './local-scheduler.mjs';

describe('the local scheduler', () => {
  it('runs every scheduled job, on the production interval unless told otherwise', () => {
    expect(scheduler.LOCAL_JOB_NAMES).toEqual([...JOB_NAMES]);
    expect(scheduler.JOB_INTERVAL_MINUTES).toBe(JOB_INTERVAL_MINUTES);
    expect(scheduler.localJobsIntervalMs({})).toBe(15 * 60_000);
    expect(scheduler.localJobsIntervalMs({ LOCAL_JOBS_INTERVAL_SECONDS: '5' })).toBe(5_000);
    expect(scheduler.localJobsIntervalMs({ LOCAL_JOBS_INTERVAL_SECONDS: 'soon' })).toBe(15 * 60_000);
    expect(scheduler.localJobsIntervalMs({ LOCAL_JOBS_INTERVAL_SECONDS: '0' })).toBe(15 * 60_000);
  });

  it('is started by npm start once the demo data is in', async () => {
    const { readFile } = await import('node:fs/promises');
    const start = await readFile(new URL('../start.mjs', import.meta.url), 'utf8');
    expect(start).toMatch(/startLocalScheduler\(/);
  });
});
