import { describe, expect, it } from 'vitest';
import { gridColumns } from './gridColumns';

describe('gridColumns', () => {
  it('adds an inactive or removed barber who has a scheduled appointment that day, after the active ones', () => {
    const barbers = [
      { id: 'a', name: 'Ann', isActive: true },
      { id: 'b', name: 'Ben', isActive: false },
      { id: 'c', name: 'Cal', isActive: false },
    ];
    const appts = [
      { barberId: 'b', barberName: 'Ben', status: 'scheduled' as const },
      { barberId: 'gone', barberName: 'Gus', status: 'completed' as const },
      { barberId: 'c', barberName: 'Cal', status: 'cancelled' as const },
      { barberId: 'a', barberName: 'Ann', status: 'scheduled' as const },
    ];
    expect(gridColumns(barbers, appts)).toEqual([
      { id: 'a', name: 'Ann', bookable: true },
      { id: 'b', name: 'Ben (inactive)', bookable: false },
      { id: 'gone', name: 'Gus (inactive)', bookable: false },
    ]);
  });

  it('is only the active barbers on a day without other appointments', () => {
    expect(
      gridColumns(
        [
          { id: 'a', name: 'Ann' },
          { id: 'b', name: 'Ben', isActive: false },
        ],
        [],
      ),
    ).toEqual([{ id: 'a', name: 'Ann', bookable: true }]);
  });

  it('one column per inactive barber, named as the barber list has it now, in name order', () => {
    const barbers = [
      { id: 'a', name: 'Ann' },
      { id: 'z', name: 'Benjamin', isActive: false },
    ];
    const appts = [
      { barberId: 'gone', barberName: 'Zed', status: 'scheduled' as const },
      { barberId: 'z', barberName: 'Ben', status: 'scheduled' as const },
      { barberId: 'z', barberName: 'Ben', status: 'completed' as const },
      { barberId: 'gone', barberName: 'Zed', status: 'scheduled' as const },
    ];
    expect(gridColumns(barbers, appts)).toEqual([
      { id: 'a', name: 'Ann', bookable: true },
      { id: 'z', name: 'Benjamin (inactive)', bookable: false },
      { id: 'gone', name: 'Zed (inactive)', bookable: false },
    ]);
  });
});
