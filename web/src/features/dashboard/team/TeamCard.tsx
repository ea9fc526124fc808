import { Alert, Box, Button, Skeleton } from '@mui/material';
import { can } from '@barbershop/core/staff';
import { BarbersSeeAllSwitch } from './BarbersSeeAllSwitch';
import type { MemberDto } from '@barbershop/core/api';
import type { Barber, Role } from '@barbershop/core/model';
import { assignableRoles } from '@barbershop/core/staff';
import { useState } from 'react';
import { useOwnerShops } from '../../../lib/auth/useOwnerShops';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { InviteDialog } from './InviteDialog';
import { MembersList } from './MembersList';
import { PendingInvites } from './PendingInvites';
import { useInvites, useMembers } from './teamApi';

/**
 * The Staff tab's Team: who has an account in the shop and with which role, invites and the
 * invites pending. The viewer's role in the shop limits the roles offered (a manager: front desk
 * and barbers).
 */
export function TeamCard({ shopId, barbers }: { shopId: string; barbers: readonly Barber[] }) {
  // the dashboard's own list of the account's shops, already loaded: each says the account's role there
  const myRole = useOwnerShops().data?.find((s) => s.id === shopId)?.myRole;
  if (!myRole) return null;
  return <Team shopId={shopId} myRole={myRole} barbers={barbers} />;
}

function Team({ shopId, myRole, barbers }: { shopId: string; myRole: Role; barbers: readonly Barber[] }) {
  const members = useMembers(shopId);
  const invites = useInvites(shopId);
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<MemberDto | null>(null);
  const roles = assignableRoles(myRole);
  // a barber account works in one active column, and a column has one account
  const taken = new Set((members.data ?? []).map((m) => m.barberId).filter(Boolean));
  const free = barbers.filter((b) => b.isActive !== false && !taken.has(b.id));

  return (
    <SectionCard title="Team" variant="outlined">
      {can(myRole, 'visibility.write') && <BarbersSeeAllSwitch shopId={shopId} />}
      {members.isPending && <Skeleton variant="rounded" height={64} />}
      {members.error && <Alert severity="error">Could not load the team.</Alert>}
      {members.data && (
        <MembersList shopId={shopId} myRole={myRole} members={members.data} barbers={barbers} onChangeRole={setChanging} />
      )}
      {roles.length > 0 && (
        <Box>
          <Button variant="contained" color="secondary" onClick={() => setInviting(true)}>
            Invite
          </Button>
        </Box>
      )}
      {invites.error && <Alert severity="error">Could not load the pending invites.</Alert>}
      {invites.data && <PendingInvites shopId={shopId} myRole={myRole} invites={invites.data} barbers={barbers} />}
      {inviting && <InviteDialog shopId={shopId} roles={roles} columns={free} onClose={() => setInviting(false)} />}
      {changing && (
        <ChangeRoleDialog
          shopId={shopId}
          member={changing}
          roles={roles}
          // their own column stays theirs to keep
          columns={barbers.filter((b) => b.id === changing.barberId || free.includes(b))}
          onClose={() => setChanging(null)}
        />
      )}
    </SectionCard>
  );
}
