import { MenuItem, TextField } from '@mui/material';
import { ROLE_LABELS } from '@barbershop/core/staff';
import type { Barber, MemberRole } from '@barbershop/core/model';
import type { FormikProps } from 'formik';
import { formikField } from '../../../shared/forms/formikField';

/** The role part of the invite and change-role forms; '' until chosen (Formik validates '' as absent). */
export interface RoleValues {
  role: MemberRole | '';
  barberId: string;
}

/** The body's barber column: a barber's, else null (the API refuses a column on another role). */
export const barberIdOf = (values: RoleValues): string | null => (values.role === 'barber' ? values.barberId || null : null);

/**
 * The role select (only the roles the viewer may give) and, for a barber, which barber column on
 * the schedule the account is: a barber account works in its own column.
 */
export function RoleFields<V extends RoleValues>({
  f,
  roles,
  columns,
}: {
  f: FormikProps<V>;
  roles: readonly MemberRole[];
  /** the barber columns the account may be linked to */
  columns: readonly Pick<Barber, 'id' | 'name'>[];
}) {
  return (
    <>
      <TextField select label="Role" {...formikField(f, 'role')}>
        {roles.map((role) => (
          <MenuItem key={role} value={role}>
            {ROLE_LABELS[role]}
          </MenuItem>
        ))}
      </TextField>
      {f.values.role === 'barber' &&
        (columns.length === 0 ? (
          <TextField
            label="Barber on the schedule"
            value=""
            disabled
            error={Boolean(f.touched.barberId && f.errors.barberId)}
            helperText="Every active barber already has an account: add a barber first."
          />
        ) : (
          <TextField select label="Barber on the schedule" {...formikField(f, 'barberId')}>
            {columns.map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
        ))}
    </>
  );
}
