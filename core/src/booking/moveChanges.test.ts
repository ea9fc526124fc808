import { describe, expect, it } from 'vitest';
import { moveChanges } from './moveChanges';

const booked = { sequence: 0, start: new Date('2026-03-10T10:00:00Z') };
const to = {
  date: '2026-03-10',
  time: '11:00',
  start: new Date('2026-03-10T11:00:00Z'),
  end: new Date('2026-03-10T11:30:00Z'),
  barberId: 'b2',
  barberName: 'Barber 2',
};
const shop = { manageCutoffHours: 2 };

describe('moveChanges: one decision for every move', () => {
  it('the new time and barber, the sequence raised, who moved it, a new manage deadline and reminder', () => {
    expect(moveChanges(booked, to, { movedBy: 'owner', shop })).toEqual({
      ...to,
      sequence: 1,
      movedBy: 'owner',
      manageUntil: new Date('2026-03-10T09:00:00Z'),
      reminderSentAt: null,
    });
    expect(moveChanges({ start: booked.start }, to, { movedBy: 'customer', shop }).sequence).toBe(1);
    expect(moveChanges({ ...booked, sequence: 3 }, to, { movedBy: 'customer', shop }).sequence).toBe(4);
    expect(moveChanges(booked, to, { movedBy: 'owner', shop: { manageCutoffHours: null } }).manageUntil).toBeNull();
  });

  it('keeps the reminder when the time stays (another barber at the same time)', () => {
    const sameTime = moveChanges(booked, { ...to, start: booked.start }, { movedBy: 'owner', shop });
    expect(sameTime).not.toHaveProperty('reminderSentAt');
  });

  it('tells the customer unless told not to: a silent move claims its own "moved" email', () => {
    expect(moveChanges(booked, to, { movedBy: 'owner', shop })).not.toHaveProperty('movedSentSequence');
    expect(moveChanges(booked, to, { movedBy: 'owner', notifyCustomer: true, shop })).not.toHaveProperty('movedSentSequence');
    expect(moveChanges(booked, to, { movedBy: 'owner', notifyCustomer: false, shop })).toMatchObject({ movedSentSequence: 1 });
    // the last move's email went: this silent one is claimed as sent too
    expect(
      moveChanges({ ...booked, sequence: 2, movedSentSequence: 2 }, to, { movedBy: 'owner', notifyCustomer: false, shop }),
    ).toMatchObject({ movedSentSequence: 3 });
  });

  it('a silent move does not swallow an earlier move’s email still to go', () => {
    const pending = { ...booked, sequence: 2, movedSentSequence: 1 };
    expect(moveChanges(pending, to, { movedBy: 'owner', notifyCustomer: false, shop })).not.toHaveProperty('movedSentSequence');
    expect(moveChanges({ ...booked, sequence: 1 }, to, { movedBy: 'owner', notifyCustomer: false, shop })).not.toHaveProperty(
      'movedSentSequence',
    );
    expect(
      moveChanges({ ...booked, sequence: 1, movedSentSequence: 'x' }, to, { movedBy: 'owner', notifyCustomer: false, shop }),
    ).not.toHaveProperty('movedSentSequence');
  });
});
