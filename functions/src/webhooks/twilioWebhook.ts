import type { Request, Response } from 'express';
import twilio from 'twilio';
import { twilioConfig } from '../sms/params';
import { answerInboundText, inboundMessageSid } from './twilioInbound';
import { isSignedByTwilio, twilioFormParams, twilioRouteOf } from './twilioRequest';
import { applyTwilioStatus } from './twilioStatus';

/**
 * Twilio's two webhooks (docs/sms.md): POST /api/webhooks/twilio/status (a text's delivery
 * status) and POST /api/webhooks/twilio/inbound (a text to our number), form-encoded and signed
 * with the account's auth token. An unsigned or wrongly signed request is refused (403) before
 * anything is read or written; without Twilio on the platform both answer 503.
 */
export async function handleTwilioWebhook(req: Request, res: Response): Promise<void> {
  const route = twilioRouteOf(req.path);
  if (!route) {
    res.status(404).json({ message: `No route for ${req.method} ${req.path.slice(0, 200)}` });
    return;
  }
  if (req.method !== 'POST') {
    res.status(405).json({ message: 'Use POST' });
    return;
  }
  const config = twilioConfig();
  if (!config) {
    res.status(503).json({ message: 'Text messages are not set up on this platform.' });
    return;
  }
  const raw = (req as Request & { rawBody?: Buffer }).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : null);
  const params = twilioFormParams(raw, req.body);
  const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
  if (!isSignedByTwilio({ route, signature: req.get('X-Twilio-Signature'), query, params }, config.authToken)) {
    res.status(403).json({ message: 'Invalid Twilio signature' });
    return;
  }
  try {
    if (route === 'status') {
      await applyTwilioStatus(params);
      // an unknown message too: Twilio would only report it again
      res.status(204).end();
      return;
    }
    const messageSid = inboundMessageSid(params);
    if (!messageSid) {
      res.status(400).json({ message: 'MessageSid is required' });
      return;
    }
    // a repeated delivery of a text already acted on answers an empty <Response/>
    const reply = await answerInboundText(messageSid, params);
    const twiml = new twilio.twiml.MessagingResponse();
    if (reply) twiml.message(reply);
    res.status(200).type('text/xml').send(twiml.toString());
  } catch (err) {
    console.error(`Twilio ${route} webhook failed`, params.MessageSid ?? params.SmsSid ?? '', err);
    res.status(500).json({ message: 'Not processed' });
  }
}
