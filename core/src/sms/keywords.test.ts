import { describe, expect, it } from 'vitest';
import { inboundKeyword } from './keywords';

describe('inboundKeyword', () => {
  it.each(['STOP', 'stop', ' Stop. ', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'end', 'QUIT', 'OPTOUT', 'REVOKE', 'stop!'])(
    '%j opts out',
    (body) => expect(inboundKeyword(body)).toBe('stop'),
  );

  it.each(['START', 'unstop', 'Yes', 'OPTIN'])('%j opts back in', (body) => expect(inboundKeyword(body)).toBe('start'));

  it.each(['HELP', 'help?', 'Info'])('%j asks for help', (body) => expect(inboundKeyword(body)).toBe('help'));

  it.each(['C', 'c', ' c. '])('%j cancels the booking', (body) => expect(inboundKeyword(body)).toBe('cancel_booking'));

  it.each(['Cancel my booking', 'stop it please', 'CC', 'Running 5 min late', '', 'yes please'])('%j is any other text', (body) =>
    expect(inboundKeyword(body)).toBe('other'),
  );
});
