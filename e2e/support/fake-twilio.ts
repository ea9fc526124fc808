// A local stand-in for Twilio's Messages API. The real `twilio` SDK talks to it over HTTP (the
// SMS transport's TWILIO_API_BASE_URL rewrites https://api.twilio.com to this server), sending
// the form-encoded body and Basic auth it sends Twilio; every accepted message is recorded so
// tests can assert what was texted. Answers are shaped like Twilio's (JSON, error codes).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTwilioMessage {
  sid: string;
  to: string;
  /** the number sent from, or null when a Messaging Service sent it */
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
  at: Date;
}

interface Failure {
  status: number;
  code: number;
  message: string;
}

const ACCOUNT_SID = `AC${'0'.repeat(31)}1`;
const AUTH_TOKEN = 'fake-twilio-auth-token';
const FROM = '+447700900001';

export class FakeTwilio {
  readonly accountSid = ACCOUNT_SID;
  readonly authToken = AUTH_TOKEN;
  readonly from = FROM;
  readonly messages: FakeTwilioMessage[] = [];
  /** requests refused for wrong or missing credentials */
  unauthorized = 0;
  private failures: Failure[] = [];
  private server = createServer((req, res) => void this.serve(req, res));
  port = 0;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** What process.env needs so that functions' Twilio transport sends here (params.ts reads these). */
  env(): Record<string, string> {
    return {
      TWILIO_ACCOUNT_SID: this.accountSid,
      TWILIO_AUTH_TOKEN: this.authToken,
      TWILIO_FROM: this.from,
      TWILIO_API_BASE_URL: this.baseUrl,
    };
  }

  /**
   * The next `count` messages are refused as Twilio refuses them (default: 400, code 21610,
   * "Attempt to send to unsubscribed recipient").
   */
  failNext(count = 1, failure: Partial<Failure> = {}): void {
    for (let i = 0; i < count; i++) {
      this.failures.push({ status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient', ...failure });
    }
  }

  /** The messages sent to one number (E.164). */
  messagesTo(to: string): FakeTwilioMessage[] {
    return this.messages.filter((m) => m.to === to);
  }

  reset(): void {
    this.messages.length = 0;
    this.failures.length = 0;
    this.unauthorized = 0;
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const path = new URL(req.url ?? '/', this.baseUrl).pathname;
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (req.method !== 'POST' || !match)
      return send(res, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    if (!this.authorized(req.headers.authorization, match[1]!)) {
      this.unauthorized += 1;
      return send(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    const to = params.get('To') ?? '';
    const body = params.get('Body') ?? '';
    const from = params.get('From');
    const messagingServiceSid = params.get('MessagingServiceSid');
    if (!to) return send(res, 400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
    if (!body) return send(res, 400, { code: 21602, message: 'Message body is required.', status: 400 });
    if (!from && !messagingServiceSid)
      return send(res, 400, { code: 21603, message: "A 'From' phone number is required.", status: 400 });
    const failure = this.failures.shift();
    if (failure) return send(res, failure.status, { code: failure.code, message: failure.message, status: failure.status });
    const message: FakeTwilioMessage = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to,
      from,
      messagingServiceSid,
      body,
      statusCallback: params.get('StatusCallback'),
      at: new Date(),
    };
    this.messages.push(message);
    send(res, 201, {
      sid: message.sid,
      account_sid: this.accountSid,
      messaging_service_sid: messagingServiceSid,
      to,
      from,
      body,
      status: messagingServiceSid ? 'accepted' : 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      date_created: message.at.toUTCString(),
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${this.accountSid}/Messages/${message.sid}.json`,
    });
  }

  private authorized(header: string | undefined, pathAccount: string): boolean {
    const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`;
    return header === expected && pathAccount === this.accountSid;
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
