import { Alert, AlertTitle, Button, Container } from '@mui/material';
import { ApiError } from '../lib/api/client';
import { isNetworkLikeError } from '../features/error-fallback/classify';

/** What the owner reads when their sign-in state or account could not be read. */
export function ownerAreaErrorText(error: unknown): { title: string; text: string } {
  if (error instanceof ApiError && error.status === 403) {
    return { title: 'Permission denied', text: 'Your account is not allowed to open this page.' };
  }
  if (isNetworkLikeError(error) || (typeof navigator !== 'undefined' && !navigator.onLine)) {
    return {
      title: 'No Internet Connection',
      text: "We're having trouble connecting to our servers. This usually resolves quickly.",
    };
  }
  return { title: 'Something went wrong', text: 'Your account could not be loaded. Please try again.' };
}

/** In place of an owner screen when Auth or GET /api/user failed: a message, and Try Again. */
export function OwnerAreaError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { title, text } = ownerAreaErrorText(error);
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try Again
          </Button>
        }
      >
        <AlertTitle>{title}</AlertTitle>
        {text}
      </Alert>
    </Container>
  );
}
