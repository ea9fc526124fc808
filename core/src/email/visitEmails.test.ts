// A visit of several services: every appointment email lists each service with its time and
// price, then the totals; the calendar event is named after all of them.
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_TEMPLATES,
  renderEmail,
  sampleAppointmentFacts,
  type AppointmentEmailType,
  type AppointmentFacts,
} from './templates';

const visit: AppointmentFacts = {
  ...sampleAppointmentFacts({ shopName: 'Classic Cuts' }),
  serviceName: 'Haircut + Beard Trim',
  services: [
    { name: 'Haircut', durationMin: 45, pricePence: 2500 },
    { name: 'Beard Trim', durationMin: 30, pricePence: 1500 },
  ],
  durationMin: 75,
  pricePence: 4000,
};

describe('emails of a visit of several services', () => {
  it('list each service and the totals in the HTML and the text of the confirmation', () => {
    const email = renderEmail('booking_confirmation', visit);
    expect(email.subject).toContain('Haircut + Beard Trim');
    expect(email.text).toContain('Services: Haircut: 45 min, £25.00\n  Beard Trim: 30 min, £15.00');
    expect(email.text).toContain('Duration: 75 minutes in total\nPrice: £40.00 in total');
    expect(email.html).toContain('<strong>Haircut: 45 min, £25.00</strong>');
    expect(email.html).toContain('<strong>Beard Trim: 30 min, £15.00</strong>');
    expect(email.html).toContain('<strong>£40.00 in total</strong>');
    expect(email.attachments?.[0]?.content).toContain('SUMMARY:Haircut + Beard Trim at');
  });

  it('name both services in every appointment email', () => {
    for (const type of Object.keys(APPOINTMENT_TEMPLATES) as AppointmentEmailType[]) {
      const email = renderEmail(type, visit);
      expect(`${email.subject}\n${email.text}`, type).toContain('Beard Trim');
    }
  });

  it('keep the one-service layout for one service', () => {
    const one = renderEmail('booking_confirmation', {
      ...sampleAppointmentFacts({ shopName: 'Classic Cuts' }),
      services: [{ name: 'Haircut', durationMin: 45, pricePence: 3500 }],
    });
    expect(one.text).toMatch(/\nService: /);
    expect(one.text).not.toContain('in total');
  });
});
