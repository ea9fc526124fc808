import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

/**
 * Runs a command with inherited output; resolves with its exit code. `env` adds to this
 * process's environment, or with `replaceEnv` is the whole environment.
 */
export function run(cmd, args, { env = {}, cwd = repoRoot, replaceEnv = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: replaceEnv ? env : { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`[run] ${cmd}: ${err.message}`);
      resolve(1);
    });
  });
}

/** Installs the workspace's dependencies when node_modules is missing or older than the lock file. */
export async function ensureInstalled() {
  const marker = join(repoRoot, 'node_modules', '.package-lock.json');
  if (existsSync(marker)) return;
  console.log('[setup] installing dependencies (npm ci)...');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error('npm ci failed');
}

/** Debian's Chromium for Playwright: installed with apt-get when missing (CI runs as root). */
export async function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.warn('[setup] /usr/bin/chromium is missing; install Debian\'s "chromium" package to run the browser tests.');
    return false;
  }
  console.log('[setup] installing Chromium (apt-get install chromium)...');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  const code = await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], {
    env,
  });
  return code === 0 && existsSync('/usr/bin/chromium');
}
