import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import type { LoginInput } from '@barbershop/core/account';
import type { InvitePreviewDto } from '@barbershop/core/api';
import { ROLE_LABELS } from '@barbershop/core/staff';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/api/client';
import { useLogin } from '../../lib/auth/mutations';
import { useCurrentUser, type CurrentUser } from '../../lib/auth/useCurrentUser';
import { AuthCard } from '../../shared/ui/AuthCard';
import { usePageMeta } from '../../shared/ui/usePageMeta';
import { inviteFailure, useAcceptInvite, useInvitePreview } from './joinApi';
import { NewAccountForm, type NewAccountValues } from './NewAccountForm';
import { SignInToAccept } from './SignInToAccept';

/** The invite, as the invitee reads it before joining. */
function InviteSummary({ invite }: { invite: InvitePreviewDto }) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography variant="h5" component="h1" fontWeight={700}>
        Join {invite.shopName} as {ROLE_LABELS[invite.role]}
      </Typography>
      {invite.barberName && <Typography>On the schedule as {invite.barberName}</Typography>}
      {/* a long address has no break of its own: it wraps rather than widening the page on a phone */}
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Invite for {invite.email}
      </Typography>
    </Box>
  );
}

/** Signed in: join with this account (the API checks its email is the invite's). */
/** The page's heading before the invite is known (every page has its h1). */
function JoinHeading() {
  return (
    <Typography variant="h5" component="h1" fontWeight={700} sx={{ mb: 2 }}>
      Join your team
    </Typography>
  );
}

function JoinAsSignedIn({ user, shopName, onJoin }: { user: CurrentUser; shopName: string; onJoin: () => Promise<void> }) {
  const [joining, setJoining] = useState(false);
  const join = () => {
    setJoining(true);
    void onJoin().finally(() => setJoining(false));
  };
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary" sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
        Signed in as {user.email}
      </Typography>
      <Button variant="contained" size="large" disabled={joining} onClick={join}>
        {joining ? 'Joining...' : `Join ${shopName}`}
      </Button>
    </Stack>
  );
}

/**
 * /join?token=…: the emailed invite's page. Signed in: a Join button; signed out with an account
 * for the invite's email: sign in, then join; else a new account (name and password). Joining
 * signs the browser in and opens the dashboard on the shop joined.
 */
export default function JoinPage() {
  usePageMeta('Join your team | BarberBook', null);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const user = useCurrentUser();
  const preview = useInvitePreview(token);
  const accept = useAcceptInvite();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);

  async function join(extra: Partial<NewAccountValues> = {}) {
    setFailure(null);
    try {
      await accept.mutateAsync({ token, ...extra });
      navigate('/dashboard');
    } catch (err) {
      setFailure(inviteFailure(err));
    }
  }

  async function signInThenJoin(values: LoginInput) {
    setFailure(null);
    try {
      await login.mutateAsync(values);
    } catch (err) {
      setFailure(err instanceof ApiError && err.status === 429 ? err.serverMessage : 'Invalid email or password');
      return;
    }
    await join();
  }

  if (!token) {
    return (
      <AuthCard maxWidth="xs">
        <JoinHeading />
        <Alert severity="error">This invite link is incomplete. Open the link in the email again.</Alert>
      </AuthCard>
    );
  }
  if (preview.isPending || user.isPending) {
    return (
      <AuthCard maxWidth="xs">
        <JoinHeading />
        <Skeleton variant="rounded" height={160} aria-label="Loading the invite" />
      </AuthCard>
    );
  }
  if (preview.error) {
    return (
      <AuthCard maxWidth="xs">
        <JoinHeading />
        <Alert severity="error">{inviteFailure(preview.error)}</Alert>
      </AuthCard>
    );
  }
  const invite = preview.data;
  return (
    <AuthCard maxWidth="xs">
      <Stack spacing={3}>
        <InviteSummary invite={invite} />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        {user.data ? (
          <JoinAsSignedIn user={user.data} shopName={invite.shopName} onJoin={() => join()} />
        ) : invite.accountExists ? (
          <SignInToAccept email={invite.email} onSubmit={signInThenJoin} />
        ) : (
          <NewAccountForm email={invite.email} shopName={invite.shopName} onSubmit={(values) => join(values)} />
        )}
      </Stack>
    </AuthCard>
  );
}
