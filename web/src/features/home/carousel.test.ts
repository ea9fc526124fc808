import { describe, expect, it } from 'vitest';
import { carouselItems, popularServices } from './carousel';

describe('home carousel', () => {
  it('triples the list only when there is more than one shop', () => {
    expect(carouselItems(['a'])).toEqual(['a']);
    expect(carouselItems(['a', 'b'])).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    expect(carouselItems([])).toEqual([]);
  });
  it('shows the first three services then +N more services', () => {
    expect(popularServices(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: null });
    expect(popularServices(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: null });
    expect(popularServices(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: '+2 more services' });
  });
});
