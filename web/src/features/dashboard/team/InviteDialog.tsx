import { TextField } from '@mui/material';
import { inviteSchema } from '@barbershop/core/staff';
import type { Barber, MemberRole } from '@barbershop/core/model';
import { useFormik } from 'formik';
import { formikField } from '../../../shared/forms/formikField';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { useToast } from '../../../shared/ui/toast';
import { FormDialog } from '../shared/FormDialog';
import { barberIdOf, RoleFields, type RoleValues } from './RoleFields';
import { useInvite } from './teamApi';

interface InviteValues extends RoleValues {
  email: string;
}

/** Invite by email: the role, and for a barber the column they are on the schedule. */
export function InviteDialog({
  shopId,
  roles,
  columns,
  onClose,
}: {
  shopId: string;
  roles: readonly MemberRole[];
  columns: readonly Pick<Barber, 'id' | 'name'>[];
  onClose: () => void;
}) {
  const toast = useToast();
  const invite = useInvite(shopId);
  const f = useFormik<InviteValues>({
    initialValues: { email: '', role: roles.includes('barber') ? 'barber' : (roles[0] ?? ''), barberId: '' },
    validationSchema: inviteSchema,
    onSubmit: async (values) => {
      const email = values.email.trim();
      try {
        await invite.mutateAsync({ email, role: values.role as MemberRole, barberId: barberIdOf(values) });
        toast({ title: 'Invite sent', description: `We emailed ${email} a link to join.` });
        onClose();
      } catch (err) {
        toast({ title: 'Failed to send invite', description: changeFailedReason(err), variant: 'destructive' });
      }
    },
  });
  return (
    <FormDialog title="Invite to the team" submitLabel="Send invite" form={f} onClose={onClose}>
      <TextField label="Email" type="email" autoComplete="off" {...formikField(f, 'email')} />
      <RoleFields f={f} roles={roles} columns={columns} />
    </FormDialog>
  );
}
