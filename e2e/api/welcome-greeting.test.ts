// The welcome greets the owner by their own name (asked at registration), never by the first
// word of the business name; an API caller that sends no name gets "Hi there".
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { waitForOutbox } from '../support/outbox';

async function register(body: Record<string, string>) {
  const tag = randomUUID().replace(/-/g, '').slice(0, 6);
  const email = `greet-${tag}@test.example`;
  const res = await callApi('POST', '/api/register', {
    body: { businessName: `Classic Fades ${tag}`, email, password: 'greet-pass-1', ...body },
  });
  expect(res.status, res.text).toBe(201);
  const [welcome] = await waitForOutbox(email, /^Welcome to BarberBook$/);
  return { id: res.body.id as string, welcome: welcome! };
}

describe('the welcome greeting', () => {
  it('greets the owner by their own first name, which the profile keeps', async () => {
    const { id, welcome } = await register({ ownerName: 'Jordan Smith' });
    expect(welcome.html).toContain('<p>Hi Jordan,</p>');
    expect(String(welcome.text)).toMatch(/^Hi Jordan,\n/);
    expect(String(welcome.text)).not.toContain('Hi Classic');
    expect((await adminDb.doc(`users/${id}`).get()).data()).toMatchObject({ firstName: 'Jordan', lastName: 'Smith' });
  });

  it('without a name, greets "Hi there", not the business name\'s first word', async () => {
    const { welcome } = await register({});
    expect(welcome.html).toContain('<p>Hi there,</p>');
    expect(String(welcome.text)).not.toContain('Hi Classic');
  });
});
