// Prepares the environment firebase-tools needs to start the emulators on these offline
// machines (docs/emulators.md): the Firestore emulator comes from the Cloud SDK through a
// manifest-only launcher jar, because firebase-tools cannot download its own jar here.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './paths.mjs';

const cacheDir = join(repoRoot, '.cache', 'emulators');

function which(cmd) {
  try {
    return execFileSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

function cloudSdkRoot() {
  const candidates = [process.env.CLOUDSDK_ROOT_DIR, '/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk'];
  if (which('gcloud')) {
    try {
      candidates.unshift(
        execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
          timeout: 20000,
        }).trim(),
      );
    } catch {
      /* gcloud present but unusable: fall back to the usual package paths */
    }
  }
  return candidates.find((dir) => dir && existsSync(join(dir, 'platform'))) ?? null;
}

export function assertJava() {
  if (!which('java')) {
    throw new Error(
      'Java is not installed. The Firebase emulators need a Java runtime (17 or newer):\n' +
        '  Debian/Ubuntu: apt-get install -y openjdk-17-jre-headless\n' +
        '  macOS: brew install openjdk@17',
    );
  }
}

function buildLauncher(sdkRoot) {
  const sdkJar = join(sdkRoot, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  if (!existsSync(sdkJar)) return null;
  const launcher = join(cacheDir, 'firestore-launcher.jar');
  if (existsSync(launcher)) return launcher;
  if (!which('jar')) {
    console.warn('[emulators] the JDK "jar" tool is missing; firebase-tools will try its own Firestore download.');
    return null;
  }
  mkdirSync(cacheDir, { recursive: true });
  const manifest = join(cacheDir, 'MANIFEST.MF');
  writeFileSync(
    manifest,
    'Manifest-Version: 1.0\n' +
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
      `Class-Path: file:${sdkJar}\n`,
  );
  execFileSync('jar', ['cfm', launcher, manifest]);
  return launcher;
}

/** The Storage emulator needs a rules runtime jar that only a download provides. */
export function storageEmulatorAvailable() {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(dir) && readdirSync(dir).some((f) => f.startsWith('cloud-storage-rules-runtime'));
}

/** Environment variables to add before running firebase-tools. */
export function emulatorEnv() {
  assertJava();
  const env = {
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    FIREBASE_CLI_EXPERIMENTS: process.env.FIREBASE_CLI_EXPERIMENTS ?? '',
    // The functions emulator starts one worker per concurrent request and gives each 30 s to
    // load the bundle. Fifty parallel bookings on two cores load fifty workers at once, which can
    // take longer than that: the wait is the emulator's, not the product's (seconds).
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
    // the emulator's own express apps set X-Powered-By; production's do not (the preload says why)
    NODE_OPTIONS: [
      process.env.NODE_OPTIONS,
      `--import ${JSON.stringify(pathToFileURL(join(repoRoot, 'scripts', 'lib', 'emulator-no-powered-by.mjs')).href)}`,
    ]
      .filter(Boolean)
      .join(' '),
  };
  const sdkRoot = cloudSdkRoot();
  const launcher = sdkRoot ? buildLauncher(sdkRoot) : null;
  if (launcher) env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
  const pubsub = sdkRoot && join(sdkRoot, 'platform', 'pubsub-emulator', 'bin', 'cloud-pubsub-emulator');
  if (pubsub && existsSync(pubsub)) env.PUBSUB_EMULATOR_BINARY_PATH = pubsub;
  return env;
}

export function emulatorList() {
  const list = ['auth', 'firestore', 'functions', 'hosting'];
  if (storageEmulatorAvailable()) list.push('storage');
  return list;
}
