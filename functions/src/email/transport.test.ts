import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureServer } from '../../test/captureServer';
import { sendgridTransport } from './transport';

let capture: Awaited<ReturnType<typeof captureServer>>;
beforeAll(async () => {
  capture = await captureServer(202);
});
afterAll(async () => capture.close());

describe('SendGrid transport', () => {
  it('sends the mail/send request through the SDK to the configured base URL', async () => {
    const transport = sendgridTransport('SG.test-key', 'bookings@shop.example', capture.url);
    await transport.send({
      to: 'ada@example.com',
      subject: 'Booking confirmed',
      html: '<p>Hi</p>',
      text: 'Hi',
      attachments: [{ filename: 'appointment.ics', type: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
    });
    expect(capture.requests).toHaveLength(1);
    const [req] = capture.requests;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe('/v3/mail/send');
    expect(req!.headers.authorization).toBe('Bearer SG.test-key');
    expect(req!.body.personalizations[0].to[0].email).toBe('ada@example.com');
    expect(req!.body.from.email).toBe('bookings@shop.example');
    expect(req!.body.subject).toBe('Booking confirmed');
    expect(req!.body.content.map((c: any) => c.type)).toEqual(['text/plain', 'text/html']);
    expect(Buffer.from(req!.body.attachments[0].content, 'base64').toString()).toBe('BEGIN:VCALENDAR');
  });

  it('sends the display name and Reply-To it is given', async () => {
    const transport = sendgridTransport('SG.test-key', 'bookings@shop.example', capture.url);
    await transport.send({
      to: 'ada@example.com',
      fromName: 'Classic Cuts via BarberBook',
      replyTo: 'hello@classiccuts.example',
      subject: 's',
      html: 'h',
      text: 't',
    });
    const req = capture.requests.at(-1)!;
    expect(req.body.from).toEqual({ email: 'bookings@shop.example', name: 'Classic Cuts via BarberBook' });
    expect(req.body.reply_to).toEqual({ email: 'hello@classiccuts.example' });
  });

  it('sends To and Subject without CR/LF or control characters, whatever the stored data held', async () => {
    const transport = sendgridTransport('SG.test-key', 'BarberBook <bookings@shop.example>\r\n', capture.url);
    await transport.send({
      to: 'ada@example.com\r\n',
      subject: 'New booking: Eve\r\nBcc: victim@example.com\r\n\r\nHi',
      html: '<p>Hi</p>',
      text: 'Line 1\nLine 2',
    });
    const req = capture.requests.at(-1)!;
    expect(req.body.personalizations[0].to[0].email).toBe('ada@example.com');
    expect(req.body.subject).toBe('New booking: Eve Bcc: victim@example.com Hi');
    expect(req.body.from).toEqual({ email: 'bookings@shop.example', name: 'BarberBook' });
    expect(req.body.personalizations[0].bcc).toBeUndefined();
    expect(req.body.content[0].value).toBe('Line 1\nLine 2');
  });

  it('rejects when SendGrid answers with an error', async () => {
    capture.state.status = 500;
    const transport = sendgridTransport('SG.test-key', 'bookings@shop.example', capture.url);
    await expect(transport.send({ to: 'a@example.com', subject: 's', html: 'h', text: 't' })).rejects.toThrow();
    capture.state.status = 202;
  });
});
