import { describe, expect, it } from 'vitest';
import { firstError } from './formErrors';

describe('firstError', () => {
  it('finds the first message, nested or not', () => {
    expect(firstError({})).toBeUndefined();
    expect(firstError({ username: 'Please enter both username and password' })).toBe('Please enter both username and password');
    expect(firstError({ details: { name: 'Barbershop name is required' }, services: 'x' })).toBe('Barbershop name is required');
    expect(firstError({ services: [undefined, { price: 'Price must be 0 or more, in pounds' }] } as never)).toBe(
      'Price must be 0 or more, in pounds',
    );
  });
});
