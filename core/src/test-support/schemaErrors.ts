// Shared by the schema tests: what a yup schema answers for a value, as a caller sees it.
import { ValidationError, type Schema } from 'yup';

/** Every message the schema answers for `value` (all its tests), or [] when it accepts it. */
export async function messagesOf(schema: Schema, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
}

/** The type (the check's name) of each error the schema answers for `value`. */
export async function typesOf(schema: Schema, value: unknown): Promise<(string | undefined)[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return (err.inner.length ? err.inner : [err]).map((e) => e.type);
  }
}
