import type { FormikErrors } from 'formik';

/**
 * The first message of a Formik errors object (nested objects and arrays included), in the
 * order of the form's fields: the forms whose spec has toasts instead of field messages show it.
 */
export function firstError(errors: FormikErrors<unknown> | string | string[] | undefined): string | undefined {
  if (!errors) return undefined;
  if (typeof errors === 'string') return errors;
  for (const value of Object.values(errors as Record<string, unknown>)) {
    const found = firstError(value as FormikErrors<unknown>);
    if (found) return found;
  }
  return undefined;
}
