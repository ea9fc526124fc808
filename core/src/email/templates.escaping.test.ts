// Every field a person types that reaches an email (shop, customer, service, barber, owner) is
// rendered as text: with markup in all of them at once, no template's HTML carries a raw tag or
// attribute break-out, and each value appears escaped, in the body or the footer.
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape';
import {
  APPOINTMENT_TEMPLATES,
  OWNER_TEMPLATES,
  renderEmail,
  WAITLIST_TEMPLATES,
  type AppointmentFacts,
  type InviteToBookFacts,
  type OwnerFacts,
  type WaitlistFacts,
} from './templates';

const mark = (field: string) => `<b data-field="${field}">${field} & "co"</b>`;

const appointment: AppointmentFacts = {
  appointmentId: 'a1',
  shopName: mark('shopName'),
  shopAddress: mark('shopAddress'),
  shopPhone: '+442079460011',
  shopEmail: 'shop@example.com',
  googleBusinessUrl: 'https://g.co/kgs/x?a=1&b="2"',
  shopUrl: 'https://barberbook.example/classic-cuts?x="1"&y=<2>',
  customerName: mark('customerName'),
  customerPhone: '+447700900123',
  customerEmail: 'c@example.com',
  serviceName: mark('serviceName'),
  barberName: mark('barberName'),
  date: '2026-12-01',
  time: '10:00',
  durationMin: 45,
  pricePence: 3500,
  start: new Date('2026-12-01T10:00:00Z'),
  end: new Date('2026-12-01T10:45:00Z'),
  notes: mark('notes'),
  // issue 34: the policy the owner wrote and the payment page's address reach the money emails
  paymentNote: mark('paymentNote'),
  policyText: mark('policyText'),
  paymentLink: { url: 'https://checkout.stripe.com/c/pay/cs_1?x="1"&y=<2>', amountPence: 1200 },
};

const owner: OwnerFacts = {
  firstName: mark('firstName'),
  businessName: mark('businessName'),
  username: mark('username'),
  appUrl: 'https://barberbook.example',
  shopUrl: 'https://barberbook.example/shop?x="1"',
};

// issue 36: the waitlist's emails and "Invite to book" carry the same typed names, and links with tokens
const waitlist: WaitlistFacts = {
  ...appointment,
  timezone: 'Europe/London',
  preferences: [{ date: '2026-12-01', from: '09:00', to: '12:00' }],
  entryUrl: 'https://barberbook.example/waitlist/e1?token="1"&x=<2>',
  offer: {
    date: '2026-12-01',
    time: '10:00',
    barberName: mark('offerBarberName'),
    durationMin: 45,
    pricePence: 3500,
    expiresAt: new Date('2026-12-01T09:15:00Z'),
    offerUrl: 'https://barberbook.example/offer/o1?token="1"&x=<2>',
  },
};

const invite: InviteToBookFacts = {
  ...appointment,
  bookUrl: 'https://barberbook.example/classic-cuts?x="1"',
  unsubscribeUrl: 'https://barberbook.example/unsubscribe?shop="s"&key=<k>',
};

const rawMarkup = /<b[\s>]|data-field="|"co"/;

describe('email templates escape every typed field', () => {
  for (const [type, render] of Object.entries(APPOINTMENT_TEMPLATES)) {
    it(`${type}: no raw markup, the shop's name escaped in the footer`, () => {
      const { html } = render(appointment);
      expect(html).not.toMatch(rawMarkup);
      const footer = html.slice(html.lastIndexOf('<p style="color:#666;font-size:12px'));
      expect(footer).toContain(escapeHtml(appointment.shopName));
      expect(footer).toContain(escapeHtml(appointment.shopAddress));
      expect(footer).toContain(`Visit ${escapeHtml(appointment.shopName)}`);
      expect(footer).toContain(`href="${escapeHtml(appointment.shopUrl!)}"`);
    });
  }

  it('puts each appointment field where the customer or barber reads it, escaped', () => {
    const { booking_confirmation, staff_notification, thank_you } = APPOINTMENT_TEMPLATES;
    for (const field of ['customerName', 'serviceName', 'barberName'] as const) {
      expect(booking_confirmation(appointment).html).toContain(escapeHtml(appointment[field]));
    }
    expect(staff_notification(appointment).html).toContain(escapeHtml(appointment.customerName));
    expect(thank_you(appointment).html).toContain(`href="${escapeHtml(appointment.googleBusinessUrl)}"`);
  });

  for (const [type, render] of Object.entries(OWNER_TEMPLATES)) {
    it(`${type}: no raw markup, the owner's name escaped`, () => {
      const { html } = render(owner);
      expect(html).not.toMatch(rawMarkup);
      expect(html).toContain(`Hi ${escapeHtml(owner.firstName)},`);
      expect(html).toContain(`Your booking page: ${escapeHtml(owner.businessName)}`);
    });
  }

  for (const [type, render] of Object.entries(WAITLIST_TEMPLATES)) {
    it(`${type}: no raw markup, names and links escaped`, () => {
      const { html } = render(waitlist);
      expect(html).not.toMatch(rawMarkup);
      expect(html).toContain(escapeHtml(waitlist.customerName));
      expect(html).toContain(`Visit ${escapeHtml(waitlist.shopName)}`);
    });
  }

  it('puts the waitlist fields and links where the customer reads them, escaped', () => {
    const { waitlist_joined, waitlist_offer } = WAITLIST_TEMPLATES;
    const joined = waitlist_joined(waitlist).html;
    for (const field of ['serviceName', 'barberName'] as const) expect(joined).toContain(escapeHtml(waitlist[field]));
    expect(joined).toContain(`href="${escapeHtml(waitlist.entryUrl!)}"`);
    const offer = waitlist_offer(waitlist).html;
    expect(offer).toContain(escapeHtml(waitlist.offer!.barberName));
    expect(offer).toContain(`href="${escapeHtml(waitlist.offer!.offerUrl)}"`);
  });

  it('invite_to_book: no raw markup, the customer, shop and both links escaped', () => {
    const { html } = renderEmail('invite_to_book', invite);
    expect(html).not.toMatch(rawMarkup);
    expect(html).toContain(`Hi ${escapeHtml(invite.customerName)},`);
    expect(html).toContain(`href="${escapeHtml(invite.bookUrl)}"`);
    expect(html).toContain(`href="${escapeHtml(invite.unsubscribeUrl)}"`);
  });
});
