import { defineConfig } from 'vitest/config';

// The unit tests of the code Stryker mutates: core/ and the functions services that run without
// emulators. Stryker's Vitest runner loads this config rather than the root one, whose other
// projects need jsdom or the emulator suite.
export default defineConfig({
  test: {
    include: ['core/src/**/*.test.ts'],
    environment: 'node',
  },
});
