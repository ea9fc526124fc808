import { describe, expect, test } from 'vitest';
import { byServiceOrder, movedServiceOrder } from './serviceOrder';

describe('byServiceOrder', () => {
  test("the owner's order first, then the services never placed by name", () => {
    const list = [
      { name: 'Beard', sortOrder: 1 },
      { name: 'Zed' },
      { name: 'Cut', sortOrder: 0 },
      { name: 'Alpha', sortOrder: null },
      { name: 'Kids', sortOrder: 1 },
    ];
    expect([...list].sort(byServiceOrder).map((s) => s.name)).toEqual(['Cut', 'Beard', 'Kids', 'Alpha', 'Zed']);
  });
});

describe('movedServiceOrder', () => {
  const ordered = [{ id: 'cut', sortOrder: 0 }, { id: 'beard', sortOrder: 1 }, { id: 'kids' }];
  test('swaps with the neighbour and numbers every service that changed', () => {
    expect(movedServiceOrder(ordered, 'kids', -1)).toEqual([
      { id: 'kids', sortOrder: 1 },
      { id: 'beard', sortOrder: 2 },
    ]);
    expect(movedServiceOrder(ordered, 'cut', 1)).toEqual([
      { id: 'beard', sortOrder: 0 },
      { id: 'cut', sortOrder: 1 },
      { id: 'kids', sortOrder: 2 },
    ]);
  });
  test('nothing past either end, nothing for an unknown id', () => {
    expect(movedServiceOrder(ordered, 'cut', -1)).toEqual([]);
    expect(movedServiceOrder(ordered, 'kids', 1)).toEqual([]);
    expect(movedServiceOrder(ordered, 'nope', 1)).toEqual([]);
  });
});
