import { describe, expect, it } from 'vitest';
import { createAppointmentSchema } from './schemas';
import { shopSlotsQuerySchema } from './queries';
import { appointmentServicesOf, busyEndOf, MAX_SERVICES_PER_BOOKING, requestedServiceIds, visitOf } from './visit';

const cut = { id: 'cut', name: 'Haircut', durationMin: 45, pricePence: 2500, bufferMin: 10 };
const beard = { id: 'beard', name: 'Beard Trim', durationMin: 30, pricePence: 1500 };

describe('visitOf', () => {
  it('adds up time, price and buffers in the order chosen and names every service', () => {
    expect(visitOf([cut, beard])).toEqual({
      services: [
        { serviceId: 'cut', name: 'Haircut', durationMin: 45, pricePence: 2500, bufferMin: 10 },
        { serviceId: 'beard', name: 'Beard Trim', durationMin: 30, pricePence: 1500, bufferMin: 0 },
      ],
      durationMin: 75,
      pricePence: 4000,
      bufferMin: 10,
      serviceName: 'Haircut + Beard Trim',
    });
  });
});

describe('requestedServiceIds', () => {
  it('takes the list when given, else serviceId alone, without repeats', () => {
    expect(requestedServiceIds('cut', ['cut', 'beard'])).toEqual(['cut', 'beard']);
    expect(requestedServiceIds('cut', undefined)).toEqual(['cut']);
    expect(requestedServiceIds('cut', [])).toEqual(['cut']);
    expect(requestedServiceIds('cut', ['cut', 'cut'])).toEqual(['cut']);
  });
});

describe('appointmentServicesOf and busyEndOf', () => {
  const end = new Date('2026-12-01T11:15:00Z');
  it('reads an older one-service booking as one line', () => {
    const old = { serviceId: 'cut', serviceName: 'Haircut', durationMin: 30, pricePence: 2000 };
    expect(appointmentServicesOf(old)).toEqual([
      { serviceId: 'cut', name: 'Haircut', durationMin: 30, pricePence: 2000, bufferMin: 0 },
    ]);
    expect(busyEndOf({ end })).toBe(end.getTime());
  });
  it('keeps the barber busy through the cleanup', () => {
    expect(busyEndOf({ end, bufferMin: 15 })).toBe(Date.parse('2026-12-01T11:30:00Z'));
  });
});

describe('serviceIds in requests', () => {
  const body = {
    barbershopId: 'shop',
    serviceId: 'cut',
    date: '2026-12-01',
    time: '10:00',
    customerName: 'Ann Lee',
    customerPhone: '07700 900123',
    customerEmail: 'ann@example.com',
  };
  const errorsOf = async (v: object) => {
    try {
      await createAppointmentSchema.validate(v, { abortEarly: false });
      return [];
    } catch (e) {
      return (e as { errors: string[] }).errors;
    }
  };
  it('accepts a list that starts with serviceId', async () => {
    expect(await errorsOf({ ...body, serviceIds: ['cut', 'beard'] })).toEqual([]);
  });
  it('refuses a list that does not start with serviceId, repeats, is too long or is not ids', async () => {
    expect(await errorsOf({ ...body, serviceIds: ['beard', 'cut'] })).toEqual(['serviceIds must start with serviceId']);
    const listMessage = `serviceIds must be a list of 1 to ${MAX_SERVICES_PER_BOOKING} different service ids`;
    expect(await errorsOf({ ...body, serviceIds: ['cut', 'cut'] })).toContain(listMessage);
    expect(await errorsOf({ ...body, serviceIds: ['cut', 'a', 'b', 'c', 'd', 'e'] })).toContain(listMessage);
    expect(await errorsOf({ ...body, serviceIds: 'cut,beard' })).toContain(listMessage);
    expect(await errorsOf({ ...body, serviceIds: ['cut', 42] })).toContain(listMessage);
  });
  it('reads a query list written a,b', async () => {
    await expect(
      shopSlotsQuerySchema.validate({ serviceId: 'cut', serviceIds: 'cut,beard', date: '2026-12-01' }),
    ).resolves.toBeTruthy();
    await expect(
      shopSlotsQuerySchema.validate({ serviceId: 'cut', serviceIds: 'beard,cut', date: '2026-12-01' }),
    ).rejects.toThrow('serviceIds must start with serviceId');
    await expect(shopSlotsQuerySchema.validate({ serviceId: 'cut', serviceIds: 'cut,,x', date: '2026-12-01' })).rejects.toThrow(
      'serviceIds must be a list',
    );
  });
});
