import ContentCopy from '@mui/icons-material/ContentCopy';
import { Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useToast } from '../../shared/ui/toast';

/**
 * The private manage link of a booking just made (its token came in the navigation state), shown
 * only while it can still change the booking; `until` says until when (changeAdviceText).
 */
export function ManageLink({ appointmentId, token, until }: { appointmentId: string; token: string; until: string }) {
  const toast = useToast();
  const url = `${window.location.origin}/booking/${encodeURIComponent(appointmentId)}?t=${encodeURIComponent(token)}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied' });
    } catch {
      toast({ title: 'Could not copy the link', description: 'Please select the link and copy it.', variant: 'destructive' });
    }
  }
  return (
    <Card variant="outlined" component="section" aria-labelledby="manage-booking-title" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="manage-booking-title" variant="h6" component="h2" gutterBottom>
          Manage your booking
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Use this private link to reschedule or cancel. Keep it to yourself.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {until}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mt: 2 }}>
          <Link href={url} sx={{ overflowWrap: 'anywhere', flex: 1 }}>
            {url}
          </Link>
          <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
            Copy
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
