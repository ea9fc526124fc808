import { Box, Button, Stack, Typography } from '@mui/material';
import type { InviteDto } from '@barbershop/core/api';
import type { Barber, Role } from '@barbershop/core/model';
import { mayManageMember, ROLE_LABELS } from '@barbershop/core/staff';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { useToast } from '../../../shared/ui/toast';
import { useResendInvite, useRevokeInvite } from './teamApi';

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

/** The invites not yet accepted: Resend (a new link, the old one stops working) and Revoke. */
export function PendingInvites({
  shopId,
  myRole,
  invites,
  barbers,
}: {
  shopId: string;
  myRole: Role;
  invites: readonly InviteDto[];
  barbers: readonly Pick<Barber, 'id' | 'name'>[];
}) {
  const toast = useToast();
  const resend = useResendInvite(shopId);
  const revoke = useRevokeInvite(shopId);
  const busy = resend.isPending || revoke.isPending;
  type Mutate = (inviteId: string, handlers: { onSuccess: () => void; onError: (err: Error) => void }) => void;
  const act = (mutate: Mutate, invite: InviteDto, done: string, failed: string) =>
    mutate(invite.id, {
      onSuccess: () => toast({ title: done, description: invite.email }),
      onError: (err) => toast({ title: failed, description: changeFailedReason(err), variant: 'destructive' }),
    });

  if (invites.length === 0) return null;
  return (
    <Box>
      <Typography fontWeight={600} component="h3" sx={{ mb: 1 }}>
        Pending invites
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Pending invites">
        {invites.map((invite) => {
          const column = invite.role === 'barber' ? barbers.find((b) => b.id === invite.barberId)?.name : undefined;
          return (
            <Box component="li" key={invite.id} aria-label={invite.email}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{invite.email}</Typography>
              <Typography variant="body2" color="text.secondary">
                {ROLE_LABELS[invite.role]}
                {column && ` · ${column}`} · sent {shortDate(invite.sentAt)} by {invite.invitedByName} · expires{' '}
                {shortDate(invite.expiresAt)}
              </Typography>
              {mayManageMember(myRole, invite.role) && (
                <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => act(resend.mutate, invite, 'Invite sent again', 'Failed to resend')}
                  >
                    Resend
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    onClick={() => act(revoke.mutate, invite, 'Invite revoked', 'Failed to revoke')}
                  >
                    Revoke
                  </Button>
                </Stack>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
