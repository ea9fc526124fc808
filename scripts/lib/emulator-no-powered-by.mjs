// Preloaded into the emulator processes (NODE_OPTIONS, scripts/lib/emulator-env.mjs). In
// production the Functions Framework's express app disables `X-Powered-By` and our app
// (functions/src/api/app.ts) sends none; the Functions emulator's own express apps (the hub
// that proxies each request, and the worker runtime) set `X-Powered-By: Express` on every
// answer before our function runs. Every express app made in these processes starts with the
// header off, so the emulators answer with production's headers.
import { createRequire } from 'node:module';

try {
  const express = createRequire(import.meta.url)('express');
  const init = express.application.init;
  express.application.init = function initWithoutPoweredBy(...args) {
    const result = init.apply(this, args);
    this.disable('x-powered-by');
    return result;
  };
} catch {
  // no express where this process runs: nothing to turn off
}
