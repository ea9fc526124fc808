import { getIn, type FormikProps } from 'formik';

/**
 * A MUI text field bound to a nested Formik value ('deposit.value'): value, handlers and, once
 * touched, the message at that path. `message` rewords a schema message for the owner.
 */
export function pathField<V>(f: FormikProps<V>, path: string, message?: string) {
  const error = getIn(f.touched, path) ? (getIn(f.errors, path) as string | undefined) : undefined;
  return {
    name: path,
    value: getIn(f.values, path) as string,
    onChange: f.handleChange,
    onBlur: f.handleBlur,
    error: Boolean(error),
    helperText: error && typeof error === 'string' ? (message ?? error) : undefined,
  };
}
