// In-process: the real /api app with APP_CHECK_MODE switched per test (the suite's functions
// emulator runs with it off, as every local run does). The Admin SDK's appCheck().verifyToken
// has no emulator: it checks a token's signature against the public keys it downloads from
// firebaseappcheck.googleapis.com, so a VALID token cannot be made or verified offline. What is
// tested here is what needs no Google: a write without the header, and with a token that is not
// a JWT at all (refused before any key is fetched), in each mode. The verdict for a valid
// token is core's appCheckVerdict, unit-tested in core/src/security/appCheck.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startInProcessApi, type InProcessApi } from '../support/inProcessApi';

let api: InProcessApi;
let baseUrl = '';

beforeAll(async () => {
  api = await startInProcessApi();
  baseUrl = api.baseUrl;
});

afterAll(async () => {
  delete process.env.APP_CHECK_MODE;
  await api?.close();
});

afterEach(() => vi.restoreAllMocks());

/** A write whose body fails validation: 400 once App Check has let it through. */
async function book(token?: string) {
  const res = await fetch(`${baseUrl}/api/appointments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Firebase-AppCheck': token } : {}) },
    body: JSON.stringify({}),
  });
  return { status: res.status, body: (await res.json()) as { message: string } };
}

describe('App Check on /api', () => {
  it('enforce: a write without a token, or with one that is not valid, is answered 401 before any work', async () => {
    process.env.APP_CHECK_MODE = 'enforce';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await book()).toEqual({ status: 401, body: { message: 'This request must come from the BarberBook app' } });
    expect((await book('not-a-token')).status).toBe(401);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      '[app-check] enforce: POST /api/appointments (App Check token missing)',
      '[app-check] enforce: POST /api/appointments (App Check token invalid)',
    ]);
  });

  it('enforce leaves reads alone', async () => {
    process.env.APP_CHECK_MODE = 'enforce';
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(200);
  });

  it('monitor: the same write is served (here: validated, 400) and the missing token logged', async () => {
    process.env.APP_CHECK_MODE = 'monitor';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await book();
    expect(res.status).toBe(400);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      '[app-check] monitor: POST /api/appointments (App Check token missing)',
    ]);
  });

  it('off (the default): nothing is checked or logged', async () => {
    delete process.env.APP_CHECK_MODE;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await book()).status).toBe(400);
    expect((await book('not-a-token')).status).toBe(400);
    expect(warn).not.toHaveBeenCalled();
  });
});
