// In-process, as e2e/api/abuse-limits.test.ts: the real /api app (functions/src) against the
// suite's Firestore and Auth emulators, with small reset limits for this process only, each
// request naming its client in X-Forwarded-For as Firebase Hosting leaves it. The Auth
// emulator keeps every reset email it "sends" (its oobCodes), which tells what was sent.
import { randomInt, randomUUID } from 'node:crypto';
import { PASSWORD_RESET_SENT_MESSAGE } from '@barbershop/core/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetCodesFor } from '../support/authEmulator';
import { startInProcessApi, type InProcessApi } from '../support/inProcessApi';

let api: InProcessApi;
let baseUrl = '';

beforeAll(async () => {
  Object.assign(process.env, {
    RATE_LIMIT_PASSWORD_RESET_PER_CLIENT: '4/1h',
    RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: '2/1h',
    RATE_LIMIT_REGISTER_PER_CLIENT: '100/1h',
  });
  delete process.env.CLIENT_ADDRESS_XFF_POSITION;
  api = await startInProcessApi({ pinRateLimitClock: true });
  baseUrl = api.baseUrl;
});

afterAll(async () => {
  await api?.close();
});

const newClient = () => `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function call(path: string, body: unknown, client = newClient(), raw?: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `${client}, 151.101.65.195` },
    body: raw ?? JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: text ? JSON.parse(text) : null };
}

const reset = (identifier: unknown, client?: string) => call('/api/password-reset', { identifier }, client);

/** A freshly registered owner: username derived from the business name, as /register does. */
async function registerOwner() {
  const tag = randomUUID().replace(/-/g, '').slice(0, 8);
  const email = `reset-${tag}@test.example`;
  const res = await call('/api/register', { businessName: `Reset Shop ${tag}`, email, password: 'old-password-1' });
  expect(res.status).toBe(201);
  return { username: res.body.username as string, email };
}

const NEUTRAL = { status: 200, body: { message: PASSWORD_RESET_SENT_MESSAGE } };

describe('POST /api/password-reset', () => {
  it('asks Firebase Auth to email the account by its username, or by its email in any case', async () => {
    const owner = await registerOwner();
    expect(await passwordResetCodesFor(owner.email)).toEqual([]);

    const byName = await reset(owner.username);
    expect({ status: byName.status, body: byName.body }).toEqual(NEUTRAL);
    expect(await passwordResetCodesFor(owner.email)).toHaveLength(1);

    const byEmail = await reset(` ${owner.email.toUpperCase()} `);
    expect({ status: byEmail.status, body: byEmail.body }).toEqual(NEUTRAL);
    expect(await passwordResetCodesFor(owner.email)).toHaveLength(2);
  });

  it('answers an unknown username or email exactly as a known one, and sends nothing', async () => {
    const unknownEmail = `nobody-${randomUUID().slice(0, 8)}@test.example`;
    for (const identifier of [`nobody${randomUUID().slice(0, 8)}`, unknownEmail, 'a/b', '..']) {
      const res = await reset(identifier);
      expect({ status: res.status, body: res.body }).toEqual(NEUTRAL);
    }
    expect(await passwordResetCodesFor(unknownEmail)).toEqual([]);
  });

  it('refuses bad input with a 400 and sends nothing', async () => {
    const owner = await registerOwner();
    const missing = await call('/api/password-reset', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ identifier: 'Please enter your username or email' });
    expect((await reset('   ')).status).toBe(400);
    expect((await reset(42)).status).toBe(400);
    expect((await reset([owner.username])).status).toBe(400);
    expect((await reset({ username: owner.username })).status).toBe(400);
    const long = await reset(`${'a'.repeat(250)}@x.example`);
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ identifier: 'Username or email must be at most 254 characters' });
    expect((await call('/api/password-reset', null, newClient(), '{"identifier":')).status).toBe(400);
    expect((await call('/api/password-reset', null, newClient(), JSON.stringify([owner.username]))).status).toBe(400);
    expect(await passwordResetCodesFor(owner.email)).toEqual([]);
  });

  it('limits one client: 429 with Retry-After past the limit, and another client still gets through', async () => {
    const client = newClient();
    for (let i = 0; i < 4; i += 1) expect((await reset(`someone${i}`, client)).status).toBe(200);
    const refused = await reset('someone4', client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many password reset requests. Please try again in 60 minutes.' });
    expect(refused.retryAfter).toBe('3599');
    expect((await reset('someone4', newClient())).status).toBe(200);
  });

  it('sends one account at most its limit of emails, whoever asks, and says nothing of it', async () => {
    const owner = await registerOwner();
    for (let i = 0; i < 3; i += 1) {
      const res = await reset(i === 1 ? owner.email : owner.username);
      expect({ status: res.status, body: res.body }).toEqual(NEUTRAL);
    }
    expect(await passwordResetCodesFor(owner.email)).toHaveLength(2);
    // an unknown name is limited the same way, so the answers cannot tell them apart
    const ghost = `ghost${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 3; i += 1) expect(await reset(ghost).then((r) => ({ status: r.status, body: r.body }))).toEqual(NEUTRAL);
  });
});
