import type { FormikProps } from 'formik';

type FormState<V> = Pick<FormikProps<V>, 'values' | 'handleChange' | 'handleBlur' | 'touched' | 'errors'>;

/**
 * A MUI text field bound to a Formik value, without the schema's message: for forms whose
 * messages are toasts, never text under the field.
 */
export function formikValueProps<V>(f: Pick<FormikProps<V>, 'values' | 'handleChange'>, name: keyof V & string) {
  return { name, value: f.values[name], onChange: f.handleChange };
}

/** A field's blur handler and, once it was touched, the schema's message for it. */
export function formikErrorProps<V>(f: FormState<V>, name: keyof V & string) {
  const message = f.touched[name] ? (f.errors[name] as string | undefined) : undefined;
  return { name, onBlur: f.handleBlur, error: Boolean(message), helperText: message };
}

/** A MUI text field bound to a Formik value: value, handlers and the schema's message. */
export function formikField<V>(f: FormState<V>, name: keyof V & string) {
  return { ...formikErrorProps(f, name), ...formikValueProps(f, name) };
}
