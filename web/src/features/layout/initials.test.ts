import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('avatar initials', () => {
  it('takes the first letters of first and last name', () => {
    expect(initials('Classic', 'Cuts')).toBe('CC');
    expect(initials('ada', '')).toBe('A');
    expect(initials('', '')).toBe('?');
  });
});
