// The waitlist's emails and "Invite to book" (issue 36): what each says, in both parts, who it
// comes from, and the links it carries.
import { describe, expect, it } from 'vitest';
import { unsubscribeUrl, waitlistEntryUrl, waitlistOfferUrl } from '../waitlist/links';
import { adaAtClassicCuts } from '../test-support/appointmentFacts';
import { emailEnvelope } from './envelope';
import {
  renderEmail,
  sampleInviteToBookFacts,
  sampleWaitlistFacts,
  type InviteToBookFacts,
  type WaitlistFacts,
} from './templates';

const SHOP = {
  shopName: 'Classic Cuts',
  shopAddress: '12 Redchurch Street, London',
  shopPhone: '+442079460011',
  shopEmail: 'shop@example.com',
  googleBusinessUrl: '',
  shopUrl: 'https://app.example/classic-cuts',
};
const SHOP_LINE = 'Classic Cuts · 12 Redchurch Street, London · 020 7946 0011';

const joined: WaitlistFacts = {
  ...SHOP,
  customerName: 'Ada Lovelace',
  serviceName: 'Skin Fade',
  barberName: 'James',
  timezone: 'Europe/London',
  preferences: [
    { date: '2026-12-01', from: '09:00', to: '12:00' },
    { date: '2026-12-03', from: '16:00', to: '18:30' },
  ],
  entryUrl: waitlistEntryUrl('https://app.example', 'c1_20261126', 'tok&1'),
};

const offered: WaitlistFacts = {
  ...joined,
  entryUrl: undefined,
  offer: {
    date: '2026-12-01',
    time: '10:30',
    barberName: 'James',
    durationMin: 45,
    pricePence: 3500,
    // 09:15 UTC is 09:15 GMT in December
    expiresAt: new Date('2026-12-01T09:15:00Z'),
    offerUrl: waitlistOfferUrl('https://app.example', 'o1', 'tok_2'),
  },
};

const invite: InviteToBookFacts = {
  ...SHOP,
  customerName: 'Ada Lovelace',
  bookUrl: SHOP.shopUrl,
  unsubscribeUrl: unsubscribeUrl('https://app.example', 'shop1', 'key_1'),
};

describe('waitlist joined', () => {
  it('lists the windows and gives the private link to see or leave the list, in both parts', () => {
    const email = renderEmail('waitlist_joined', joined);
    expect(email.subject).toBe("You're on the waitlist at Classic Cuts");
    expect(email.text).toBe(
      "Hi Ada Lovelace,\n\nYou're on the waitlist at Classic Cuts for Skin Fade with James, for these times:\n" +
        '- Tuesday 1 December 2026, 09:00 to 12:00\n- Thursday 3 December 2026, 16:00 to 18:30\n\n' +
        "When a time in one of them frees up, we'll email you a link to book it and hold it for you for a short while. Nothing is booked until you do.\n\n" +
        'See or leave the waitlist: https://app.example/waitlist/c1_20261126?token=tok%261\n\n' +
        `-- \n${SHOP_LINE}\nVisit Classic Cuts: https://app.example/classic-cuts`,
    );
    expect(email.html).toContain(
      '<li>Tuesday 1 December 2026, 09:00 to 12:00</li><li>Thursday 3 December 2026, 16:00 to 18:30</li>',
    );
    expect(email.html).toContain(
      '<a href="https://app.example/waitlist/c1_20261126?token=tok%261">See or leave the waitlist</a>',
    );
  });

  it('says "with any barber" for Any Available Stylist, and no link without one', () => {
    const email = renderEmail('waitlist_joined', { ...joined, barberName: 'Any Available Stylist', entryUrl: undefined });
    expect(email.text).toContain('for Skin Fade with any barber, for these times:');
    expect(email.text).not.toContain('See or leave');
    expect(email.html).not.toContain('See or leave');
  });
});

describe('waitlist offer', () => {
  it('gives the time, its details, until when it is held (shop zone) and the one-tap link', () => {
    const email = renderEmail('waitlist_offer', offered);
    expect(email.subject).toBe('A time is free at Classic Cuts: Tuesday 1 December 2026 at 10:30');
    expect(email.text).toBe(
      "Hi Ada Lovelace,\n\nA time you're waiting for is free:\n\n" +
        'Barbershop: Classic Cuts\nService: Skin Fade\nBarber: James\nDate: Tuesday 1 December 2026\nTime: 10:30\nDuration: 45 minutes\nPrice: £35.00\nAddress: 12 Redchurch Street, London\n\n' +
        "We're holding it for you until 09:15. After that it goes to the next person on the waitlist.\n\n" +
        'Book this time: https://app.example/offer/o1?token=tok_2\n\n' +
        "Can't make it? Do nothing, or leave the waitlist from the same page.\n\n" +
        `-- \n${SHOP_LINE}\nVisit Classic Cuts: https://app.example/classic-cuts`,
    );
    expect(email.html).toContain('<a href="https://app.example/offer/o1?token=tok_2">Book this time</a>');
    expect(email.html).toContain('<strong>We&#39;re holding it for you until 09:15.');
  });

  it('tells the hold end in the shop zone in summer too', () => {
    const summer = { ...offered, offer: { ...offered.offer!, expiresAt: new Date('2026-07-01T09:15:00Z') } };
    expect(renderEmail('waitlist_offer', summer).text).toContain('until 10:15.');
  });

  it('refuses to render without the offer rather than send a broken email', () => {
    expect(() => renderEmail('waitlist_offer', joined)).toThrow('needs the offer');
  });
});

describe('waitlist offer expired', () => {
  it('says the held time went to the next person, that they stay on the list, and links the shop', () => {
    const email = renderEmail('waitlist_offer_expired', offered);
    expect(email.subject).toBe('The time we held for you at Classic Cuts has passed');
    expect(email.text).toBe(
      "Hi Ada Lovelace,\n\nThe time we held for you (Tuesday 1 December 2026 at 10:30) wasn't booked in time, so it has gone to the next person. You're still on the waitlist: we'll email you if another of your times frees up.\n\n" +
        'Choose another time: https://app.example/classic-cuts\n\n' +
        `-- \n${SHOP_LINE}\nVisit Classic Cuts: https://app.example/classic-cuts`,
    );
    expect(email.text).not.toContain('/offer/');
  });
});

describe('booked from the waitlist', () => {
  it('is the confirmation (details, calendar file, manage link) saying where the time came from', () => {
    const facts = adaAtClassicCuts({ manageUrl: 'https://app.example/manage/a1?token=t' });
    const email = renderEmail('waitlist_booked', facts);
    const confirmation = renderEmail('booking_confirmation', facts);
    expect(email.subject).toBe('Booked from the waitlist: Skin Fade at Classic Cuts on Sunday 25 October 2026 at 10:00');
    expect(email.html).toContain('<h1 style="font-size:22px;margin:0 0 16px">Booked from the waitlist!</h1>');
    expect(email.text).toContain("You've booked the time that freed up. Your appointment is booked and you're off the waitlist.");
    expect(email.text).toContain('Reschedule or cancel online: https://app.example/manage/a1?token=t');
    expect(email.attachments).toEqual(confirmation.attachments);
    expect(email.text.replace(/^Hi [^\n]+\n\n[^\n]+/, '')).toBe(confirmation.text.replace(/^Hi [^\n]+\n\n[^\n]+/, ''));
  });
});

describe('invite to book', () => {
  it('invites to book with the shop page, and every one carries the unsubscribe link', () => {
    const email = renderEmail('invite_to_book', invite);
    expect(email.subject).toBe('Time for your next visit to Classic Cuts?');
    expect(email.text).toBe(
      "Hi Ada Lovelace,\n\nIt's been a while since your last visit to Classic Cuts. Book your next one online whenever suits you.\n\n" +
        'Book your next visit: https://app.example/classic-cuts\n\n' +
        "You're getting this because you agreed to hear from the shop. Unsubscribe: https://app.example/unsubscribe?shop=shop1&key=key_1\n\n" +
        `-- \n${SHOP_LINE}\nVisit Classic Cuts: https://app.example/classic-cuts`,
    );
    expect(email.html).toContain('<a href="https://app.example/unsubscribe?shop=shop1&amp;key=key_1">Unsubscribe</a>');
    expect(email.html).toContain('<a href="https://app.example/classic-cuts">Book your next visit</a>');
  });
});

describe('who the waitlist emails come from', () => {
  it.each(['waitlist_joined', 'waitlist_offer', 'waitlist_offer_expired', 'waitlist_booked', 'invite_to_book'] as const)(
    '%s: from the shop via BarberBook, a reply reaches the shop',
    (type) => {
      expect(emailEnvelope(type, { ...SHOP, customerEmail: 'ada@example.com' })).toEqual({
        fromName: 'Classic Cuts via BarberBook',
        replyTo: 'shop@example.com',
      });
    },
  );
});

describe('preview facts', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('a sample offer three days ahead at 10:00, held 15 minutes from now', () => {
    const facts = sampleWaitlistFacts(
      { shopName: 'Fade Co', timezone: 'Europe/London', shopUrl: 'https://app.example/fade' },
      now,
    );
    expect(facts.offer).toMatchObject({ date: '2026-11-29', time: '10:00', expiresAt: new Date('2026-11-26T12:15:00Z') });
    expect(renderEmail('waitlist_offer', facts).text).toContain("We're holding it for you until 12:15.");
  });

  it('a sample invite with an unsubscribe link', () => {
    const email = renderEmail(
      'invite_to_book',
      sampleInviteToBookFacts({ shopName: 'Fade Co', shopUrl: 'https://app.example/fade' }),
    );
    expect(email.text).toContain('Unsubscribe: https://app.example/fade#unsubscribe');
  });
});
