// The edges of `serviceIds` in bodies and queries: sizes, ids, the first service, and where the
// error is reported.
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { ValidationError } from 'yup';
import { FIRST_SERVICE_MESSAGE, firstServiceTest, serviceIdsField, serviceIdsQueryField } from './visitFields';
import { appointmentServicesOf, requestedServiceIds } from './visit';
import { daySchedule } from '../slots/dayInput';

const LIST = 'serviceIds must be a list of 1 to 5 different service ids';
const body = yup.object({ serviceId: yup.string(), serviceIds: serviceIdsField() }).test(firstServiceTest);
const query = yup.object({ serviceId: yup.string(), serviceIds: serviceIdsQueryField() }).test(firstServiceTest);
const failure = async (schema: yup.AnySchema, v: unknown) => {
  try {
    await schema.validate(v);
    return null;
  } catch (e) {
    return [(e as ValidationError).message, (e as ValidationError).path];
  }
};

describe('serviceIds in a body', () => {
  it('takes one to five different ids', async () => {
    expect(await failure(body, { serviceId: 'a', serviceIds: ['a'] })).toBeNull();
    expect(await failure(body, { serviceId: 'a', serviceIds: ['a', 'b', 'c', 'd', 'e'] })).toBeNull();
    expect(await failure(body, { serviceId: 'a', serviceIds: [] })).toEqual([LIST, 'serviceIds']);
    expect(await failure(body, { serviceId: 'a', serviceIds: ['a', 'b/c'] })).toEqual([LIST, 'serviceIds']);
  });

  it('reports a list that does not start with serviceId on serviceIds', async () => {
    expect(await failure(body, { serviceId: 'a', serviceIds: ['b', 'a'] })).toEqual([FIRST_SERVICE_MESSAGE, 'serviceIds']);
  });
});

describe('serviceIds in a query', () => {
  it("reads 'a,b', takes '' as none and refuses ids that are not ids", async () => {
    expect(await failure(query, { serviceId: 'a', serviceIds: 'a,b' })).toBeNull();
    expect(await failure(query, { serviceId: 'a', serviceIds: '' })).toBeNull();
    expect(await failure(query, { serviceId: 'a', serviceIds: 'a,__x__' })).toEqual([LIST, 'serviceIds']);
    expect(await failure(query, { serviceId: 'a', serviceIds: 'b,a' })).toEqual([FIRST_SERVICE_MESSAGE, 'serviceIds']);
  });
});

describe('visit edges', () => {
  it('asks for no service when none is named', () => {
    expect(requestedServiceIds(undefined, undefined)).toEqual([]);
  });
  it('reads an empty services list as the booking’s one service', () => {
    const a = { serviceId: 'cut', serviceName: 'Cut', durationMin: 30, pricePence: 2000, services: [], bufferMin: 5 };
    expect(appointmentServicesOf(a)).toEqual([
      { serviceId: 'cut', name: 'Cut', durationMin: 30, pricePence: 2000, bufferMin: 5 },
    ]);
  });
  it('reads the schedule of a shop and a barber for the slot engine', () => {
    const breaks = [{ dayOfWeek: 1 as const, startTime: '13:00', endTime: '13:30' }];
    expect(
      daySchedule(
        { timezone: 'Europe/London', businessHours: [], closedDates: ['2026-12-25'] },
        { weeklyHours: null, weeklyBreaks: breaks, skippedBreaks: ['2026-12-07 13:00'] },
      ),
    ).toEqual({
      timeZone: 'Europe/London',
      shopHours: [],
      barberHours: null,
      weeklyBreaks: breaks,
      skippedBreaks: ['2026-12-07 13:00'],
      closedDates: ['2026-12-25'],
    });
  });
});
