import { ValidationError, type AnySchema, type InferType } from 'yup';

/**
 * Names every plain object inherits (`constructor`, `toString`, `valueOf`, `hasOwnProperty`,
 * `__proto__`, …). yup looks a key up in a schema's `fields` object with `fields[key]`, so one of
 * these as a key finds the inherited member instead of "no such field" and throws a TypeError
 * (a 500); a route that read such a key itself would meet the same trap. No field of the API is
 * named like one, so such a key is refused wherever it appears.
 */
const INHERITED_NAMES: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

export function isInheritedName(key: string): boolean {
  return INHERITED_NAMES.has(key);
}

export const inheritedKeyMessage = (key: string) => `${key} is not a field of this request`;

/**
 * The path (`a.b[0].constructor`) of the first key named like an inherited member anywhere in a
 * JSON value, or undefined. Walked without recursion and by own keys only, so neither depth nor
 * the value's own prototype matters.
 */
export function inheritedKeyPath(input: unknown): { path: string; key: string } | undefined {
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: `${path}[${i}]` }));
      continue;
    }
    for (const key of Object.keys(value)) {
      const inner = path ? `${path}.${key}` : key;
      if (isInheritedName(key)) return { path: inner, key };
      stack.push({ value: (value as Record<string, unknown>)[key], path: inner });
    }
  }
  return undefined;
}

/**
 * The one way an API input meets its schema: a key named like an inherited member is a
 * ValidationError (never yup's TypeError), other unknown keys are dropped, every field error is
 * collected.
 */
export async function validateInput<S extends AnySchema>(schema: S, input: unknown): Promise<InferType<S>> {
  const inherited = inheritedKeyPath(input);
  if (inherited) throw new ValidationError(inheritedKeyMessage(inherited.key), input, inherited.path);
  return (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as InferType<S>;
}
