import { describe, expect, test } from 'vitest';
import { planPhoneMigration, type LegacyCustomer, type ShopPhones } from './phoneMigration';

const customer = (id: string, phone: string, createdAt: number, more: Partial<LegacyCustomer> = {}): LegacyCustomer => ({
  id,
  phone,
  email: '',
  notes: '',
  createdAt,
  ...more,
});

const legacy: ShopPhones = {
  shopId: 's1',
  shopPhone: '020 7946 0011',
  customers: [
    customer('phone-07700900123', '07700900123', 1, { email: '' }),
    customer('phone-p447700900123', '+447700900123', 3, { email: 'new@example.com' }),
    customer('phone-p4407700900123', '+4407700900123', 2, { notes: 'Likes a fade', email: 'old@example.com' }),
    customer('c-dashes', '', 4),
    customer('c-words', 'ring the shop', 5),
    customer('c-other', '0161 496 0022', 6),
  ],
  appointments: [
    { id: 'a1', customerId: 'phone-07700900123', customerPhone: '07700900123' },
    { id: 'a2', customerId: 'phone-p4407700900123', customerPhone: '+4407700900123' },
    { id: 'a3', customerId: 'c-dashes', customerPhone: '' },
    { id: 'a4', customerId: 'phone-p447700900123', customerPhone: '+447700900123' },
  ],
};

describe('planPhoneMigration', () => {
  test('rewrites phones to E.164 and merges one number written three ways into one customer', () => {
    const plan = planPhoneMigration(legacy);
    expect(plan.shop).toEqual({ phone: '+442079460011' });
    // the id a new booking would derive survives, keeping its email and taking the notes it lacked
    expect(plan.merged).toEqual([
      { id: 'phone-07700900123', into: 'phone-p447700900123' },
      { id: 'phone-p4407700900123', into: 'phone-p447700900123' },
    ]);
    expect(plan.customerUpdates).toEqual([
      { id: 'phone-p447700900123', changes: { notes: 'Likes a fade' } },
      { id: 'c-other', changes: { phone: '+441614960022' } },
    ]);
    expect(plan.appointmentUpdates).toEqual([
      { id: 'a1', changes: { customerId: 'phone-p447700900123', customerPhone: '+447700900123' } },
      { id: 'a2', changes: { customerId: 'phone-p447700900123', customerPhone: '+447700900123' } },
    ]);
    expect(plan.unparsable).toEqual([
      { path: 'barbershops/s1/customers/c-dashes', field: 'phone', value: '' },
      { path: 'barbershops/s1/customers/c-words', field: 'phone', value: 'ring the shop' },
      { path: 'barbershops/s1/appointments/a3', field: 'customerPhone', value: '' },
    ]);
  });

  test('without the derived id the oldest record survives and takes the newest email it lacks', () => {
    const plan = planPhoneMigration({
      shopId: 's2',
      shopPhone: '',
      customers: [
        customer('b', '07700 900200', 20, { email: 'b@example.com' }),
        customer('a', '07700-900-200', 10),
        customer('c', '+44 7700 900200', 30, { email: 'c@example.com' }),
      ],
      appointments: [],
    });
    expect(plan.shop).toBeNull();
    expect(plan.merged).toEqual([
      { id: 'b', into: 'a' },
      { id: 'c', into: 'a' },
    ]);
    expect(plan.customerUpdates).toEqual([{ id: 'a', changes: { phone: '+447700900200', email: 'c@example.com' } }]);
    expect(plan.unparsable).toEqual([]);
  });

  test('planning again after applying the plan changes nothing', () => {
    const plan = planPhoneMigration(legacy);
    const mergedIds = new Set(plan.merged.map((m) => m.id));
    const applied: ShopPhones = {
      shopId: 's1',
      shopPhone: plan.shop?.phone ?? legacy.shopPhone,
      customers: legacy.customers
        .filter((c) => !mergedIds.has(c.id))
        .map((c) => ({ ...c, ...plan.customerUpdates.find((u) => u.id === c.id)?.changes })),
      appointments: legacy.appointments.map((a) => ({ ...a, ...plan.appointmentUpdates.find((u) => u.id === a.id)?.changes })),
    };
    const again = planPhoneMigration(applied);
    expect(again).toEqual({ shop: null, customerUpdates: [], merged: [], appointmentUpdates: [], unparsable: plan.unparsable });
  });

  test('a shop phone that is not a number is listed and left alone; one already E.164 is not rewritten', () => {
    expect(planPhoneMigration({ shopId: 's3', shopPhone: 'ring us', customers: [], appointments: [] })).toStrictEqual({
      shop: null,
      customerUpdates: [],
      merged: [],
      appointmentUpdates: [],
      unparsable: [{ path: 'barbershops/s3', field: 'phone', value: 'ring us' }],
    });
    expect(planPhoneMigration({ shopId: 's3', shopPhone: '+442079460011', customers: [], appointments: [] }).shop).toBeNull();
  });

  test('records created at the same moment survive in id order; the newest notes and email are taken', () => {
    const plan = planPhoneMigration({
      shopId: 's4',
      shopPhone: '',
      customers: [
        customer('m', '07700 900300', 5, { notes: 'older notes', email: 'm@example.com' }),
        customer('z', '07700900300', 5),
        customer('a', '+447700900300', 5),
        customer('q', '+44 7700 900300', 9, { notes: 'newest notes' }),
        customer('p', '+447700900301', 1, { email: 'p@example.com', notes: 'kept' }),
      ],
      appointments: [
        { id: 'x1', customerId: 'z', customerPhone: '+447700900300' },
        { id: 'x2', customerId: 'p', customerPhone: '07700 900301' },
        { id: 'x3', customerId: 'm', customerPhone: 'unknown' },
        { id: 'x4', customerId: 'a', customerPhone: '+447700900300' },
        { id: 'x5', customerId: 'gone', customerPhone: '+447700900301' },
      ],
    });
    expect(plan).toStrictEqual({
      shop: null,
      customerUpdates: [{ id: 'a', changes: { email: 'm@example.com', notes: 'newest notes' } }],
      merged: [
        { id: 'm', into: 'a' },
        { id: 'z', into: 'a' },
        { id: 'q', into: 'a' },
      ],
      appointmentUpdates: [
        { id: 'x1', changes: { customerId: 'a' } },
        { id: 'x2', changes: { customerPhone: '+447700900301' } },
        { id: 'x3', changes: { customerId: 'a' } },
      ],
      unparsable: [{ path: 'barbershops/s4/appointments/x3', field: 'customerPhone', value: 'unknown' }],
    });
  });

  test('a customer alone with a clean phone and nothing to take changes nothing', () => {
    const plan = planPhoneMigration({
      shopId: 's5',
      shopPhone: '',
      customers: [customer('c', '+447700900400', 1)],
      appointments: [],
    });
    expect(plan).toStrictEqual({ shop: null, customerUpdates: [], merged: [], appointmentUpdates: [], unparsable: [] });
  });
});
