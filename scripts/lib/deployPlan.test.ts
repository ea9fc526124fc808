// The deploy's steps (scripts/deploy.mjs runs them, its dry run prints them): the Firestore data
// protection is part of every deploy, before `firebase deploy`, and the dry run lists it without
// running it. Offline: the plan is data.
import { describe, expect, it } from 'vitest';
// @ts-expect-error a JavaScript module of the scripts
import { backupScheduleCommand, deployPlan, describePlan, schedulesFromJson } from './deployPlan.mjs';

type Step = { name: string; args?: string[]; list?: string[]; dataProtection?: boolean };
const plan = (passThrough: string[] = []): Step[] => deployPlan({ project: 'shop-prod', passThrough });

describe('the deploy plan', () => {
  it('turns on point-in-time recovery, delete protection and daily backups before firebase deploy', () => {
    const steps = plan();
    expect(steps.map((s) => s.name)).toEqual([
      'functions build',
      'web build (production)',
      'Firestore point-in-time recovery and delete protection',
      'Firestore daily backups (kept 14d)',
      'firebase deploy',
    ]);
    expect(steps[2]!.args).toEqual([
      'firestore:databases:update',
      '(default)',
      '--point-in-time-recovery',
      'ENABLED',
      '--delete-protection',
      'ENABLED',
      '--project',
      'shop-prod',
    ]);
    expect(steps[3]!.list).toEqual(['firestore:backups:schedules:list', '--json', '--project', 'shop-prod']);
    expect(steps[4]!.args).toEqual(['deploy', '--project', 'shop-prod', '--only', 'firestore,storage,functions,hosting']);
  });

  it('the dry run lists every step with the data protection commands, marked not run', () => {
    const lines: string[] = describePlan(plan(['--dry-run']), { dryRun: true });
    expect(lines).toEqual([
      '1. functions build: npm run build -w functions',
      '2. web build (production): npm run build -w web',
      '3. Firestore point-in-time recovery and delete protection: firebase firestore:databases:update (default) --point-in-time-recovery ENABLED --delete-protection ENABLED --project shop-prod [dry run: not run]',
      '4. Firestore daily backups (kept 14d): firebase firestore:backups:schedules:list --json --project shop-prod, then firebase firestore:backups:schedules:create --recurrence DAILY --retention 14d --project shop-prod unless a daily schedule exists (its retention set to 14d) [dry run: not run]',
      '5. firebase deploy: firebase deploy --project shop-prod --only firestore,storage,functions,hosting --dry-run',
    ]);
    // a real deploy runs them
    expect(describePlan(plan(), { dryRun: false }).join('\n')).not.toContain('not run');
  });
});

describe('the daily backup schedule', () => {
  const name = 'projects/shop-prod/databases/(default)/backupSchedules/abc';

  it('is created when the database has none (a weekly one is not it)', () => {
    expect(backupScheduleCommand([], 'shop-prod')).toEqual([
      'firestore:backups:schedules:create',
      '--recurrence',
      'DAILY',
      '--retention',
      '14d',
      '--project',
      'shop-prod',
    ]);
    const weekly = { name, retention: '1209600s', weeklyRecurrence: { day: 'MONDAY' } };
    expect(backupScheduleCommand([weekly], 'shop-prod')?.[0]).toBe('firestore:backups:schedules:create');
  });

  it('is left alone when it is there with the retention, and corrected when its retention differs', () => {
    expect(backupScheduleCommand([{ name, retention: '1209600s', dailyRecurrence: {} }], 'shop-prod')).toBeNull();
    expect(backupScheduleCommand([{ name, retention: '604800s', dailyRecurrence: {} }], 'shop-prod')).toEqual([
      'firestore:backups:schedules:update',
      name,
      '--retention',
      '14d',
      '--project',
      'shop-prod',
    ]);
  });

  it("reads firebase's --json answer, and refuses an error answer", () => {
    const schedules = [{ name, retention: '1209600s', dailyRecurrence: {} }];
    const answer = JSON.stringify({ status: 'success', result: schedules }, undefined, 2);
    expect(schedulesFromJson(`${answer}\n`)).toEqual(schedules);
    // with the command's own listing logged before it
    expect(schedulesFromJson(`${JSON.stringify(schedules, undefined, 2)}\n${answer}`)).toEqual(schedules);
    expect(() => schedulesFromJson(JSON.stringify({ status: 'error', error: 'Permission denied' }))).toThrow(/Permission denied/);
    expect(() => schedulesFromJson('')).toThrow(/no JSON/);
  });
});
