#!/usr/bin/env node
// Builds functions (esbuild) and web (Vite) for the emulator ports of this run.
import { clientEnv } from './lib/ports.mjs';
import { run } from './lib/run.mjs';

const env = clientEnv();
const code =
  (await run('npm', ['run', 'build', '-w', 'functions'], { env })) || (await run('npm', ['run', 'build', '-w', 'web'], { env }));
process.exit(code);
