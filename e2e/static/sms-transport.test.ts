import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeTwilio } from '../support/fake-twilio';
import { configuredSmsTransport, SmsSendError, twilioTransport } from '../../functions/src/sms/transport';

let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await new FakeTwilio().start();
});
afterAll(() => twilio.close());
beforeEach(() => twilio.reset());

const config = () => ({
  accountSid: twilio.accountSid,
  authToken: twilio.authToken,
  from: twilio.from,
  apiBaseUrl: twilio.baseUrl,
});

describe('Twilio transport', () => {
  it("sends through the real SDK with the account's credentials, the sender and the status callback", async () => {
    const result = await twilioTransport(config()).send({
      to: '+447700900123',
      body: 'Hi Zoë, see you at 14:30',
      statusCallback: 'https://app.example/api/webhooks/twilio/status',
    });
    expect(twilio.messages).toHaveLength(1);
    const [m] = twilio.messages;
    expect(m).toMatchObject({
      to: '+447700900123',
      from: twilio.from,
      messagingServiceSid: null,
      body: 'Hi Zoë, see you at 14:30',
      statusCallback: 'https://app.example/api/webhooks/twilio/status',
    });
    expect(result).toEqual({ providerSid: m!.sid, status: 'queued' });
  });

  it('sends from a Messaging Service when the sender is an MG… SID', async () => {
    const serviceSid = `MG${'1'.repeat(32)}`;
    await twilioTransport({ ...config(), from: serviceSid }).send({ to: '+447700900123', body: 'Hi' });
    expect(twilio.messages[0]).toMatchObject({ from: null, messagingServiceSid: serviceSid });
  });

  it("throws Twilio's error code and message when Twilio refuses the text", async () => {
    twilio.failNext(1, { code: 21211, message: "The 'To' number is not a valid phone number." });
    const sending = twilioTransport(config()).send({ to: '+447700900123', body: 'Hi' });
    await expect(sending).rejects.toBeInstanceOf(SmsSendError);
    await expect(sending).rejects.toMatchObject({ code: '21211', message: "The 'To' number is not a valid phone number." });
    expect(twilio.messages).toHaveLength(0);
  });

  it('is refused with wrong credentials', async () => {
    await expect(
      twilioTransport({ ...config(), authToken: 'wrong' }).send({ to: '+447700900123', body: 'Hi' }),
    ).rejects.toMatchObject({
      code: '20003',
    });
    expect(twilio.unauthorized).toBe(1);
  });
});

describe('configuredSmsTransport', () => {
  it('is none in a real project without Twilio, the outbox on the emulators', () => {
    expect(configuredSmsTransport({ GCLOUD_PROJECT: 'barbershop-prod' }).name).toBe('none');
    expect(configuredSmsTransport({ GCLOUD_PROJECT: 'demo-barbershop' }).name).toBe('outbox');
    expect(configuredSmsTransport({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'x' }).name).toBe('outbox');
  });
});
