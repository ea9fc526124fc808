// What `npm run deploy` runs, as data (scripts/deploy.mjs runs it; deployPlan.test.ts checks
// it): the builds, the Firestore data protection, then `firebase deploy`. Pure: no process is
// started here, so the dry run prints exactly this list and a unit test can read it offline.

/** How long each daily Firestore backup is kept (docs/deploy.md, "Backups and restore"). */
export const BACKUP_RETENTION = '14d';
const BACKUP_RETENTION_SECONDS = 14 * 24 * 3600;

/**
 * The steps of a deploy of `project`. A step is `{ name, cmd, args, options }` to run, or, for
 * the backup schedule, `{ name, ensure: 'backupSchedule', list }`: the schedules are listed first
 * and `backupScheduleCommand` decides (Firestore keeps at most one daily schedule per database,
 * so a second create would fail).
 */
export function deployPlan({ project, passThrough = [], firebaseBin = 'firebase', webEnv = {}, webOutDir = 'web/dist' }) {
  return [
    // GCLOUD_PROJECT: the build bakes in the secrets functions/.env.<project> lists (FUNCTION_SECRETS)
    {
      name: 'functions build',
      cmd: 'npm',
      args: ['run', 'build', '-w', 'functions'],
      options: { env: { GCLOUD_PROJECT: project } },
    },
    {
      name: 'web build (production)',
      cmd: 'npm',
      args: ['run', 'build', '-w', 'web'],
      options: { env: { ...webEnv, WEB_OUT_DIR: webOutDir }, replaceEnv: true },
    },
    // Before anything that could change data: a bad deploy can then be undone to the minute.
    {
      name: 'Firestore point-in-time recovery and delete protection',
      dataProtection: true,
      cmd: firebaseBin,
      args: [
        'firestore:databases:update',
        '(default)',
        '--point-in-time-recovery',
        'ENABLED',
        '--delete-protection',
        'ENABLED',
        '--project',
        project,
      ],
      options: {},
    },
    {
      name: `Firestore daily backups (kept ${BACKUP_RETENTION})`,
      dataProtection: true,
      ensure: 'backupSchedule',
      cmd: firebaseBin,
      list: ['firestore:backups:schedules:list', '--json', '--project', project],
    },
    {
      name: 'firebase deploy',
      cmd: firebaseBin,
      args: ['deploy', '--project', project, '--only', 'firestore,storage,functions,hosting', ...passThrough],
      options: {},
    },
  ];
}

/**
 * The command that brings the database's backup schedules (as `schedules:list --json` gives
 * them) to one daily schedule kept BACKUP_RETENTION: create it, correct its retention, or
 * nothing (null) when it is there already.
 */
export function backupScheduleCommand(schedules, project) {
  const daily = schedules.find((s) => s && typeof s === 'object' && 'dailyRecurrence' in s);
  if (!daily)
    return ['firestore:backups:schedules:create', '--recurrence', 'DAILY', '--retention', BACKUP_RETENTION, '--project', project];
  if (daily.retention === `${BACKUP_RETENTION_SECONDS}s`) return null;
  return ['firestore:backups:schedules:update', daily.name, '--retention', BACKUP_RETENTION, '--project', project];
}

/**
 * The schedules in `firebase … --json` output: its last top-level object `{ status, result }`
 * (anything the command logged before it is skipped).
 */
export function schedulesFromJson(stdout) {
  const starts = [...stdout.matchAll(/^\{/gm)].map((m) => m.index).reverse();
  const parsed = starts
    .map((at) => {
      try {
        return JSON.parse(stdout.slice(at));
      } catch {
        return null;
      }
    })
    .find((o) => o && typeof o === 'object' && 'status' in o);
  if (!parsed) throw new Error('no JSON answer in the output of firestore:backups:schedules:list');
  if (parsed.status !== 'success' || !Array.isArray(parsed.result))
    throw new Error(`firestore:backups:schedules:list answered ${parsed.status}: ${parsed.error ?? ''}`);
  return parsed.result;
}

/** The lines the dry run prints: every step, and for the data protection what it would run. */
export function describePlan(plan, { dryRun }) {
  return plan.map((step, i) => {
    const shown = (args) => [step.cmd === 'npm' ? 'npm' : 'firebase', ...args].join(' ');
    const what = step.ensure
      ? `${shown(step.list)}, then ${shown(backupScheduleCommand([], step.list.at(-1)))} unless a daily schedule exists (its retention set to ${BACKUP_RETENTION})`
      : shown(step.args);
    const skipped = dryRun && step.dataProtection ? ' [dry run: not run]' : '';
    return `${i + 1}. ${step.name}: ${what}${skipped}`;
  });
}
