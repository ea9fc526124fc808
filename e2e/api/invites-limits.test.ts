// In-process (as abuse-limits.test.ts): the invite link's endpoints with a small per-client limit,
// set for this process only; the suite's functions emulator runs with limits out of reach.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcessApi, type InProcessApi } from '../support/inProcessApi';

let api: InProcessApi;

beforeAll(async () => {
  process.env.RATE_LIMIT_INVITE_PER_CLIENT = '3/15m';
  delete process.env.CLIENT_ADDRESS_XFF_POSITION; // the production default: second from the right
  api = await startInProcessApi({ pinRateLimitClock: true });
});

afterAll(async () => {
  await api?.close();
});

const newClient = () => `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function call(path: string, body: unknown, client: string) {
  const res = await fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `${client}, 151.101.65.195` },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { message?: string } };
}

describe('the invite link limit', () => {
  it('counts previews and accepts together per client, then answers 429 with Retry-After', async () => {
    const client = newClient();
    const guess = { token: 'A'.repeat(43) };
    expect((await call('/api/invites/preview', guess, client)).status).toBe(410);
    expect((await call('/api/invites/accept', { ...guess, firstName: 'Al', password: 'guess-pass-1' }, client)).status).toBe(410);
    expect((await call('/api/invites/preview', guess, client)).status).toBe(410);
    for (const path of ['/api/invites/preview', '/api/invites/accept']) {
      const limited = await call(path, guess, client);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe('Too many invite attempts. Please try again in 15 minutes.');
      expect(limited.retryAfter).toBe(String(15 * 60 - 1));
    }
    expect((await call('/api/invites/preview', guess, newClient())).status).toBe(410);
  });
});
