import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import {
  canRemoveRow,
  EMPTY_BARBER_ROW,
  EMPTY_SERVICE_ROW,
  type WizardBarberRow,
  type WizardServiceRow,
} from '@barbershop/core/shop';
import { FieldArray, FormikProvider, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import type { WizardValues } from './wizardForm';

interface RowOf {
  barbers: WizardBarberRow;
  services: WizardServiceRow;
}

const LISTS: { [K in keyof RowOf]: { noun: string; editingNote: string; emptyRow: RowOf[K] } } = {
  barbers: { noun: 'Barber', editingNote: 'Barbers added here join your existing staff.', emptyRow: EMPTY_BARBER_ROW },
  services: { noun: 'Service', editingNote: 'Services added here join your existing services.', emptyRow: EMPTY_SERVICE_ROW },
};

type RowField<K extends keyof RowOf> = (key: keyof RowOf[K] & string) => {
  name: string;
  value: RowOf[K][keyof RowOf[K]];
  onChange: FormikProps<WizardValues>['handleChange'];
};

/**
 * The rows of the Barbers or Services step: a numbered card each, removable while more than
 * one is left, and a button that adds another.
 */
export function WizardRows<K extends keyof RowOf>({
  formik,
  list,
  editing,
  children,
}: {
  formik: FormikProps<WizardValues>;
  list: K;
  editing: boolean;
  children: (i: number, field: RowField<K>) => ReactNode;
}) {
  const rows = formik.values[list] as RowOf[K][];
  const { noun, editingNote, emptyRow } = LISTS[list];
  return (
    <FormikProvider value={formik}>
      <FieldArray name={list}>
        {({ push, remove }) => (
          <Stack spacing={2}>
            {editing && <Typography color="text.secondary">{editingNote}</Typography>}
            {rows.map((row, i) => (
              <Card key={i} variant="outlined">
                <CardContent>
                  <Stack spacing={2}>
                    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                      <Typography variant="subtitle1">
                        {noun} {i + 1}
                      </Typography>
                      {canRemoveRow(rows.length) && (
                        <IconButton aria-label={`Remove ${noun.toLowerCase()} ${i + 1}`} onClick={() => remove(i)}>
                          <DeleteIcon />
                        </IconButton>
                      )}
                    </Stack>
                    {children(i, (key) => ({ name: `${list}.${i}.${key}`, value: row[key], onChange: formik.handleChange }))}
                  </Stack>
                </CardContent>
              </Card>
            ))}
            <Button variant="outlined" onClick={() => push({ ...emptyRow })}>
              Add Another {noun}
            </Button>
          </Stack>
        )}
      </FieldArray>
    </FormikProvider>
  );
}
