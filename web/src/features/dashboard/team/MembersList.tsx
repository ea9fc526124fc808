import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { MemberDto } from '@barbershop/core/api';
import type { Barber, Role } from '@barbershop/core/model';
import { mayManageMember, ROLE_LABELS } from '@barbershop/core/staff';
import { useState } from 'react';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { useToast } from '../../../shared/ui/toast';
import { useRemoveMember } from './teamApi';

/** The owner (never changed here) and the members: role, barber column, Change role and Remove where the viewer may. */
export function MembersList({
  shopId,
  myRole,
  members,
  barbers,
  onChangeRole,
}: {
  shopId: string;
  myRole: Role;
  members: readonly MemberDto[];
  barbers: readonly Pick<Barber, 'id' | 'name'>[];
  onChangeRole: (member: MemberDto) => void;
}) {
  const toast = useToast();
  const remove = useRemoveMember(shopId);
  const [removing, setRemoving] = useState<MemberDto | null>(null);
  const columnName = (barberId: string | null) => barbers.find((b) => b.id === barberId)?.name;

  async function confirmRemove(member: MemberDto) {
    try {
      await remove.mutateAsync(member.uid);
      toast({ title: `${member.name} removed from the team` });
      setRemoving(null);
    } catch (err) {
      toast({ title: 'Failed to remove', description: changeFailedReason(err), variant: 'destructive' });
    }
  }

  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Team members">
      {members.map((m) => {
        const column = m.role === 'barber' ? columnName(m.barberId) : undefined;
        const manageable = m.role !== 'owner' && mayManageMember(myRole, m.role);
        return (
          <Box component="li" key={m.uid} aria-label={m.name} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
            <Typography fontWeight={600}>{m.name}</Typography>
            {/* a long address has no break of its own: it wraps rather than leaving the card on a phone */}
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {m.email}
            </Typography>
            <Typography variant="body2">
              {ROLE_LABELS[m.role]}
              {column && ` · ${column} on the schedule`}
            </Typography>
            {manageable && (
              <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                <Button size="small" onClick={() => onChangeRole(m)}>
                  Change role
                </Button>
                <Button size="small" color="error" onClick={() => setRemoving(m)}>
                  Remove
                </Button>
              </Stack>
            )}
          </Box>
        );
      })}
      <Dialog open={Boolean(removing)} onClose={() => setRemoving(null)}>
        <DialogTitle>Remove from the team</DialogTitle>
        <DialogContent>
          <DialogContentText>Remove {removing?.name}? They lose access at once.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => removing && void confirmRemove(removing)}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
