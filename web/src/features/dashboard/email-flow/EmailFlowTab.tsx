import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { BarbershopDto, EmailActivityDto } from '@barbershop/core/api';
import { dayjs } from '@barbershop/core/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api/client';
import { dashboardKeys } from '../../../shared/owner/queryKeys';
import { EmailStatusChip } from './EmailStatusChip';
import { SentBy } from './SentBy';
import { SmsActivity } from './SmsActivity';
import { EMAIL_TYPE_LABELS, previewEmail, TEMPLATE_CARDS, type TemplateType } from './sampleEmails';

const TILES = ['Confirmations', 'Thank You', 'Cancellations', 'Reminders'];

type View = 'email' | 'sms';

/** The Email Flow: what went to customers, by email or (issue 38) by text. */
export function EmailFlowTab({ shop }: { shop: BarbershopDto }) {
  const [view, setView] = useState<View>('email');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={view}
        onChange={(_e, next: View | null) => next && setView(next)}
        aria-label="Show"
        // MUI's unselected colour (action.active) is 4.3:1 on the page's background: AA needs 4.5
        sx={{ justifySelf: 'start', '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
      >
        <ToggleButton value="email">Email</ToggleButton>
        <ToggleButton value="sms">Text messages</ToggleButton>
      </ToggleButtonGroup>
      {view === 'email' ? <EmailView shop={shop} /> : <SmsActivity shopId={shop.id} timezone={shop.timezone} />}
    </Box>
  );
}

function EmailView({ shop }: { shop: BarbershopDto }) {
  const [preview, setPreview] = useState<TemplateType | null>(null);
  const activity = useQuery({
    queryKey: dashboardKeys.emailActivity(shop.id),
    queryFn: () => api.get<EmailActivityDto[]>(`/api/barbershops/${shop.id}/email-activity`),
    staleTime: 30_000,
  });
  const rendered = preview ? previewEmail(preview, shop) : null;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {TILES.map((t) => (
          <Card key={t} variant="outlined">
            <CardContent>
              <Typography fontWeight={600}>{t}</Typography>
              <Chip size="small" color="success" label="Active" sx={{ mt: 1 }} />
            </CardContent>
          </Card>
        ))}
      </Box>

      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Recent Email Activity
          </Typography>
          {activity.isPending ? (
            <Typography color="text.secondary">Loading...</Typography>
          ) : !activity.data?.length ? (
            <Typography color="text.secondary">No email activity yet</Typography>
          ) : (
            // scrolls sideways on a phone: focusable, so a keyboard can scroll it (WCAG 2.1.1)
            <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Recent email activity, scrollable">
              <Table size="small" aria-label="Recent email activity">
                <TableHead>
                  <TableRow>
                    <TableCell>Email</TableCell>
                    <TableCell>Recipient</TableCell>
                    <TableCell>Sent</TableCell>
                    <TableCell>Status</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {activity.data.map((e) => (
                    <TableRow key={e.id}>
                      <TableCell>
                        {EMAIL_TYPE_LABELS[e.emailType] ?? e.emailType}
                        <SentBy by={e.triggeredBy} />
                      </TableCell>
                      <TableCell>{e.recipientEmail}</TableCell>
                      <TableCell>{dayjs(e.sentAt).tz(shop.timezone).format('D MMM YYYY, HH:mm')}</TableCell>
                      <TableCell>
                        <EmailStatusChip status={e.status} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </CardContent>
      </Card>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {TEMPLATE_CARDS.map((c) => (
          <Card key={c.type} variant="outlined">
            <CardContent>
              <Typography fontWeight={600}>{c.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {c.when}
              </Typography>
            </CardContent>
            <CardActions>
              <Button onClick={() => setPreview(c.type)}>Preview</Button>
            </CardActions>
          </Card>
        ))}
      </Box>

      <Dialog open={Boolean(rendered)} onClose={() => setPreview(null)} maxWidth="md" fullWidth>
        <DialogTitle>{rendered?.subject}</DialogTitle>
        <DialogContent>
          {rendered && (
            <iframe title="Email preview" srcDoc={rendered.html} sandbox="" style={{ width: '100%', height: 520, border: 0 }} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreview(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
