import { Alert } from '@mui/material';

/**
 * Before the hero and every step: the customer learns first that this shop cannot be booked
 * online. A lazy chunk, since most shop pages never show it.
 */
export default function NotBookableNotice({ notice }: { notice: string }) {
  return (
    <Alert severity="warning" data-testid="not-bookable-notice" sx={{ borderRadius: 0, justifyContent: 'center' }}>
      {notice}
    </Alert>
  );
}
