// In-process: which transport a project gets without a SendGrid key, and what the owner's
// Email Flow (GET /api/barbershops/{id}/email-activity, through the suite's Hosting) then shows.
// Only the emulators and `demo-` projects may write the local outbox; a deployed project
// without a key records each email as not sent.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { createOwner } from '../support/owners';
import { createTestShop } from '../support/shops';
import { db } from '../../functions/src/app/firebase';
import { sendEmail } from '../../functions/src/email/sendEmail';
import { configuredTransport } from '../../functions/src/email/transport';

const realProject = { GCLOUD_PROJECT: 'barberbook-prod' } as NodeJS.ProcessEnv;

describe('email without a SendGrid key', () => {
  it('goes to the outbox on the emulators and demo- projects only', () => {
    expect(configuredTransport({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'barberbook-prod' }).name).toBe('outbox');
    expect(configuredTransport({ GCLOUD_PROJECT: 'demo-anything' }).name).toBe('outbox');
    expect(configuredTransport({ GOOGLE_CLOUD_PROJECT: 'demo-anything' }).name).toBe('outbox');
    expect(configuredTransport(realProject).name).toBe('none');
    expect(configuredTransport({}).name).toBe('none');
  });

  it('is recorded as not sent in a real project: no outbox entry, no retry, and the Email Flow says so', async () => {
    const owner = await createOwner('nomail');
    const shop = await createTestShop({ ownerUid: owner.uid });
    const to = `nomail-${randomUUID().slice(0, 8)}@example.com`;
    const status = await sendEmail(
      { emailType: 'reminder', to, email: { subject: 'Reminder', html: '<p>hi</p>', text: 'hi' }, shopId: shop.id },
      configuredTransport(realProject),
    );
    expect(status).toBe('not_configured');

    const log = await db.collection(`barbershops/${shop.id}/emailLog`).where('recipientEmail', '==', to).get();
    expect(log.docs.map((d) => [d.get('status'), d.get('transport')])).toEqual([['not_configured', 'none']]);
    expect(log.docs[0]!.get('error')).toMatch(/Email is not configured/);
    expect((await db.collection('mailOutbox').where('to', '==', to).get()).size).toBe(0);
    expect((await db.collection('mailRetries').where('to', '==', to).get()).size).toBe(0);

    const activity = await callApi('GET', `/api/barbershops/${shop.id}/email-activity`, { token: owner.token });
    expect(activity.status).toBe(200);
    expect(activity.body.find((e: { recipientEmail: string }) => e.recipientEmail === to)).toMatchObject({
      emailType: 'reminder',
      status: 'not_configured',
    });
  });
});
