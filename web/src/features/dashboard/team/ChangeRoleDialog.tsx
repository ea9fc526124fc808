import { memberChangeSchema } from '@barbershop/core/staff';
import type { MemberDto } from '@barbershop/core/api';
import type { Barber, MemberRole } from '@barbershop/core/model';
import { useFormik } from 'formik';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { useToast } from '../../../shared/ui/toast';
import { FormDialog } from '../shared/FormDialog';
import { barberIdOf, RoleFields, type RoleValues } from './RoleFields';
import { useChangeMember } from './teamApi';

/** A member's new role (and barber column); a lower role counts from their next request. */
export function ChangeRoleDialog({
  shopId,
  member,
  roles,
  columns,
  onClose,
}: {
  shopId: string;
  member: MemberDto;
  roles: readonly MemberRole[];
  columns: readonly Pick<Barber, 'id' | 'name'>[];
  onClose: () => void;
}) {
  const toast = useToast();
  const change = useChangeMember(shopId);
  const f = useFormik<RoleValues>({
    initialValues: { role: member.role === 'owner' ? '' : member.role, barberId: member.barberId ?? '' },
    validationSchema: memberChangeSchema,
    onSubmit: async (values) => {
      try {
        await change.mutateAsync({ uid: member.uid, role: values.role as MemberRole, barberId: barberIdOf(values) });
        toast({ title: 'Role changed', description: member.name });
        onClose();
      } catch (err) {
        toast({ title: 'Failed to change role', description: changeFailedReason(err), variant: 'destructive' });
      }
    },
  });
  return (
    <FormDialog title={`Change ${member.name}'s role`} form={f} onClose={onClose}>
      <RoleFields f={f} roles={roles} columns={columns} />
    </FormDialog>
  );
}
