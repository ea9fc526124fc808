import { describe, expect, it } from 'vitest';
import { inviteJoinUrl } from '../staff/joinLink';
import { emailEnvelope } from './envelope';
import { renderEmail, type InviteFacts } from './templates';

const facts: InviteFacts = {
  shopName: 'Fade & Co',
  inviterName: 'Jo Owner',
  role: 'barber',
  barberName: 'Sam Cole',
  joinUrl: inviteJoinUrl('https://app.example/', 'tok_EN-123'),
  expiresAt: new Date('2026-07-08T09:30:00Z'),
  timezone: 'Europe/London',
  appUrl: 'https://app.example',
};

describe('staff invite email', () => {
  it('says who invited whom to which shop as what, with the link and its expiry in the shop zone', () => {
    const email = renderEmail('staff_invite', facts);
    expect(email.subject).toBe('Jo Owner invited you to join Fade & Co');
    expect(email.text).toContain("Jo Owner invited you to join Fade & Co on BarberBook as a barber (Sam Cole's column).");
    expect(email.text).toContain('Accept the invite: https://app.example/join?token=tok_EN-123');
    expect(email.text).toContain('until Wednesday 8 July 2026, 10:30');
    expect(email.html).toContain('<a href="https://app.example/join?token=tok_EN-123">Accept the invite</a>');
    expect(email.html).toContain('Fade &amp; Co');
    expect(email.html).not.toContain('Fade & Co');
  });

  it('names the role without a barber column for the other roles', () => {
    expect(renderEmail('staff_invite', { ...facts, role: 'frontDesk', barberName: null }).text).toContain('as front desk.');
    expect(renderEmail('staff_invite', { ...facts, role: 'manager', barberName: null }).text).toContain('as a manager.');
  });

  it('escapes stored names in the HTML', () => {
    const email = renderEmail('staff_invite', { ...facts, inviterName: '<b>x</b>', shopName: '<i>s</i>' });
    expect(email.html).not.toMatch(/<b>|<i>/);
  });

  it("comes from the shop, and a reply reaches the shop's email", () => {
    expect(emailEnvelope('staff_invite', { shopName: 'Fade & Co', shopEmail: 'hi@fade.example' })).toEqual({
      fromName: 'Fade & Co via BarberBook',
      replyTo: 'hi@fade.example',
    });
  });
});

describe('inviteJoinUrl', () => {
  it('links /join under the app with the token encoded', () => {
    expect(inviteJoinUrl('https://app.example//', 'a+b/c')).toBe('https://app.example/join?token=a%2Bb%2Fc');
  });
});
