import { describe, expect, it } from 'vitest';
import { barberIdsWith, performedByNobody, performerChanges, servicesNotPerformed, storedBarberIds } from './performers';

const every = ['ann', 'bob', 'cy'];

describe('storedBarberIds', () => {
  it('is null when the chosen are every barber, whatever their order', () => {
    expect(storedBarberIds(['cy', 'ann', 'bob'], every)).toBeNull();
  });

  it("lists the chosen in the shop's order and drops barbers no longer there", () => {
    expect(storedBarberIds(['cy', 'gone', 'ann'], every)).toEqual(['ann', 'cy']);
    expect(storedBarberIds([], every)).toEqual([]);
  });
});

describe('barberIdsWith', () => {
  it('takes one barber off a service every barber performs', () => {
    expect(barberIdsWith({ barberIds: null }, 'bob', false, every)).toEqual(['ann', 'cy']);
    expect(barberIdsWith({}, 'bob', false, every)).toEqual(['ann', 'cy']);
  });

  it('becomes null when the last barber missing is added', () => {
    expect(barberIdsWith({ barberIds: ['ann', 'cy'] }, 'bob', true, every)).toBeNull();
  });

  it('adds and removes one barber and leaves the others as they were', () => {
    expect(barberIdsWith({ barberIds: ['ann'] }, 'cy', true, every)).toEqual(['ann', 'cy']);
    expect(barberIdsWith({ barberIds: ['ann', 'cy'] }, 'ann', false, every)).toEqual(['cy']);
    expect(barberIdsWith({ barberIds: ['ann'] }, 'ann', false, every)).toEqual([]);
  });
});

describe('performerChanges', () => {
  const services = [
    { id: 'cut', barberIds: null },
    { id: 'beard', barberIds: ['ann'] },
    { id: 'colour', barberIds: ['bob'] },
    { id: 'shave', barberIds: [] },
  ];

  it("lists only the services whose performers the barber's choice changes", () => {
    const changes = performerChanges(services, 'ann', ['cut', 'colour'], every);
    expect(changes.map((c) => [c.service.id, c.barberIds])).toEqual([
      ['beard', []],
      ['colour', ['ann', 'bob']],
    ]);
  });

  it('lets a barber give up every service', () => {
    const changes = performerChanges(services, 'bob', [], every);
    expect(changes.map((c) => [c.service.id, c.barberIds])).toEqual([
      ['cut', ['ann', 'cy']],
      ['colour', []],
    ]);
  });

  it('changes nothing when the choice is what is stored', () => {
    expect(performerChanges(services, 'cy', ['cut'], every)).toEqual([]);
  });
});

describe('servicesNotPerformed and performedByNobody', () => {
  const cut = { name: 'Cut', barberIds: null };
  const beard = { name: 'Beard', barberIds: ['ann'] };
  const shave = { name: 'Shave', barberIds: ['gone'] };

  it('names the services a barber does not perform, in order', () => {
    expect(servicesNotPerformed('bob', [shave, cut, beard])).toEqual([shave, beard]);
    expect(servicesNotPerformed('ann', [cut, beard])).toEqual([]);
  });

  it('tells a service no barber of the shop performs', () => {
    expect(performedByNobody(shave, every)).toBe(true);
    expect(performedByNobody({ barberIds: [] }, every)).toBe(true);
    expect(performedByNobody(beard, every)).toBe(false);
    expect(performedByNobody(cut, every)).toBe(false);
    expect(performedByNobody(cut, [])).toBe(false);
  });
});
