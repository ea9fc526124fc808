import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';

/** The dashboard's add and edit dialogs: the fields in a form, Cancel, and the submit button. */
export function FormDialog({
  title,
  submitLabel = 'Save',
  form,
  onClose,
  children,
}: {
  title: string;
  submitLabel?: string;
  form: Pick<FormikProps<unknown>, 'handleSubmit' | 'isSubmitting'>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={form.handleSubmit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
