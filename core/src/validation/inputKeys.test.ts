import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { ValidationError } from 'yup';
import { inheritedKeyPath, isInheritedName, validateInput } from './inputKeys';
import { loginSchema } from '../account/registration';
import { shopProfileSchema } from '../shop/schemas';
import { dateRangeQuerySchema } from '../calendar/queries';

// Every name a plain object inherits: the keys that made yup throw a TypeError (a 500).
const NAMES = Object.getOwnPropertyNames(Object.prototype);

/** A JSON body holding `key` as its own key, the way JSON.parse makes one (even `__proto__`). */
const withKey = (base: Record<string, unknown>, key: string, value: unknown = 'x') =>
  JSON.parse(JSON.stringify(base).replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(value)},`)) as unknown;

async function outcome(schema: yup.AnySchema, input: unknown): Promise<'ok' | ValidationError> {
  try {
    await validateInput(schema, input);
    return 'ok';
  } catch (err) {
    if (err instanceof ValidationError) return err;
    throw err;
  }
}

describe('keys named like inherited object members', () => {
  it('covers constructor, toString, valueOf, hasOwnProperty, __proto__ and the rest', () => {
    expect(NAMES).toEqual(expect.arrayContaining(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']));
    for (const name of NAMES) expect(isInheritedName(name), name).toBe(true);
    for (const name of ['name', 'notes', 'Constructor', 'proto', '__name__', '']) expect(isInheritedName(name), name).toBe(false);
  });

  it.each(NAMES)('%s as a body key is a ValidationError naming it, never another throw', async (name) => {
    const result = await outcome(loginSchema, withKey({ username: 'sam', password: 'secret-pass' }, name));
    expect(result).toBeInstanceOf(ValidationError);
    expect((result as ValidationError).path).toBe(name);
    expect((result as ValidationError).message).toBe(`${name} is not a field of this request`);
  });

  it.each(NAMES)('%s as a query key, or nested in a body, is a ValidationError', async (name) => {
    expect(
      await outcome(dateRangeQuerySchema, withKey({ startDate: '2026-12-01', endDate: '2026-12-02' }, name, '1')),
    ).toBeInstanceOf(ValidationError);
    const hours = { businessHours: [withKey({ day: 1, open: '09:00', close: '17:00' }, name)] };
    const nested = await outcome(shopProfileSchema, { name: 'Fresh Fades', address: '1 High St', ...hours });
    expect(nested).toBeInstanceOf(ValidationError);
    expect((nested as ValidationError).path).toBe(`businessHours[0].${name}`);
  });

  it('finds the first such key at any depth, by own keys only', () => {
    expect(inheritedKeyPath({ a: { b: [{ c: 1 }, { toString: 1 }] } })).toEqual({ path: 'a.b[1].toString', key: 'toString' });
    expect(inheritedKeyPath(JSON.parse('{"a":{"__proto__":{"x":1}}}'))).toEqual({ path: 'a.__proto__', key: '__proto__' });
    expect(inheritedKeyPath({ name: 'constructor', list: ['valueOf'] })).toBeUndefined();
    expect(inheritedKeyPath(Object.create({ constructor: 1 }))).toBeUndefined();
    expect(inheritedKeyPath(null)).toBeUndefined();
    expect(inheritedKeyPath('toString')).toBeUndefined();
  });

  it('still validates ordinary input: unknown ordinary keys are dropped, field errors collected', async () => {
    await expect(validateInput(loginSchema, { username: 'sam', password: 'secret-pass', extra: 1 })).resolves.toEqual({
      username: 'sam',
      password: 'secret-pass',
    });
    const result = await outcome(loginSchema, { username: 5, password: [] });
    expect((result as ValidationError).inner).toHaveLength(2);
  });
});
