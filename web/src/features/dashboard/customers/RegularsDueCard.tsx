import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import type { RegularDueDto } from '@barbershop/core/waitlist';
import { INVITE_TO_BOOK_EVERY_DAYS } from '@barbershop/core/waitlist';
import { dayjs } from '@barbershop/core/time';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useToast } from '../../../shared/ui/toast';
import { useMinute } from '../../../shared/time/useMinute';
import { useInviteToBook, useRegularsDue } from './regularsApi';

const DAY_MS = 86_400_000;

/** An invite sent less than the limit ago: the server would refuse another (409). */
const invitedRecently = (invitedAt: string | null, now: number) =>
  invitedAt !== null && now - Date.parse(invitedAt) < INVITE_TO_BOOK_EVERY_DAYS * DAY_MS;

function RegularRow({ regular, mayInvite, shopId }: { regular: RegularDueDto; mayInvite: boolean; shopId: string }) {
  const toast = useToast();
  const invite = useInviteToBook(shopId);
  const recent = invitedRecently(regular.invitedAt, useMinute());
  const invited = regular.invitedAt && dayjs(regular.invitedAt).format('D MMM');
  async function send() {
    try {
      await invite.mutateAsync(regular.customerId);
      toast({ title: `Invitation sent to ${regular.name}` });
    } catch (err) {
      toast({ title: 'Invitation not sent', description: changeFailedReason(err), variant: 'destructive' });
    }
  }
  let action;
  if (!regular.consent) {
    action = (
      <Button size="small" disabled>
        No consent
      </Button>
    );
  } else if (recent) {
    action = (
      <Button size="small" disabled>
        Invited {invited}
      </Button>
    );
  } else {
    action = (
      <Button size="small" variant="outlined" disabled={!mayInvite || invite.isPending} onClick={() => void send()}>
        Invite to book
      </Button>
    );
  }
  return (
    <Box component="li" aria-label={regular.name} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'center' }}>
        <Box>
          <Typography fontWeight={600}>{regular.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            Usually every {regular.usualGapDays} days · last visit {dayjs.utc(regular.lastVisitDate).format('D MMM YYYY')} (
            {regular.daysSinceLastVisit} days ago)
          </Typography>
          {regular.consent && invited && !recent && (
            <Typography variant="body2" color="text.secondary">
              Last invited {invited}
            </Typography>
          )}
        </Box>
        <Box>{action}</Box>
      </Stack>
    </Box>
  );
}

/**
 * The Customers tab's "Regulars due": customers overdue for their next cut by their own usual
 * gap between visits, with a one-tap "Invite to book" email for those who agreed to hear from
 * the shop.
 */
export function RegularsDueCard({ shopId, mayInvite }: { shopId: string; mayInvite: boolean }) {
  const regulars = useRegularsDue(shopId);
  return (
    <SectionCard title="Regulars due" variant="outlined">
      {regulars.isPending && <Skeleton variant="rounded" height={64} />}
      {regulars.error && <Alert severity="error">Could not load the regulars due.</Alert>}
      {regulars.data?.length === 0 && <Typography color="text.secondary">No regulars are overdue right now.</Typography>}
      {regulars.data && regulars.data.length > 0 && (
        <Stack component="ul" spacing={1.5} aria-label="Regulars due" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {regulars.data.map((r) => (
            <RegularRow key={r.customerId} regular={r} mayInvite={mayInvite} shopId={shopId} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
