import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Projects: `unit` and `web` need nothing running; `api`, `rules` and `e2e` run inside the
// emulator suite (scripts/test.mjs starts it with `firebase emulators:exec`).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts', 'e2e/static/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          // userEvent under jsdom on a busy two-core machine can pass 5 s on a cold start.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['e2e/api/**/*.test.ts', 'functions/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['e2e/rules/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          // serial/: suite-wide tests that must not run beside others (the local scheduler)
          include: ['e2e/browser/**/*.test.ts', 'e2e/serial/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One browser at a time: two cores also run the emulators.
          fileParallelism: false,
        },
      },
    ],
  },
});
