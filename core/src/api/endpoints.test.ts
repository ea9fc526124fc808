import { describe, expect, it } from 'vitest';
import { ownerEndpoints, pathWith } from './endpoints';

describe('pathWith', () => {
  it('fills in every parameter of the path', () => {
    expect(pathWith(ownerEndpoints.mergeCustomer.path, { id: 'shop1', customerId: 'c2' })).toBe(
      '/barbershops/shop1/customers/c2/merge',
    );
    expect(pathWith(ownerEndpoints.createShop.path, {})).toBe('/barbershops');
  });

  it('encodes a value so it stays one path segment', () => {
    expect(pathWith(ownerEndpoints.moveAppointment.path, { id: 'a/b?c' })).toBe('/appointments/a%2Fb%3Fc/move');
  });

  it('refuses a missing parameter rather than calling a wrong address', () => {
    expect(() => pathWith('/appointments/:id/move', {} as { id: string })).toThrow(/:id/);
  });
});

describe('ownerEndpoints', () => {
  it('holds each method and path once', () => {
    const routes = Object.values(ownerEndpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
