import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { barbersForServices } from '@barbershop/core/booking';
import { deepLinkUrl, shopPageUrl } from '@barbershop/core/seo';
import { useEffect, useRef, useState } from 'react';
import { copyText } from './copyText';

const COPIED_FOR_MS = 4000;

/** The embed's snippet (docs/embed.md): the script adds the Book now button where it is pasted. */
const embedSnippet = (origin: string, slug: string) =>
  `<script src="${origin}/embed.js" data-shop="${slug.replace(/[^a-z0-9-]/gi, '')}" async></script>`;
/** the barber select's "customer chooses": the link stops at the barber step */
const CUSTOMER_CHOOSES = 'choose';
const ANY = 'any';

interface LinkService {
  id: string;
  name: string;
  isActive: boolean;
  barberIds?: string[] | null;
}
interface LinkBarber {
  id: string;
  name: string;
  isActive: boolean;
}

/** One link to copy: the field (selected on focus, for a manual copy) and its copy button. */
function CopyLink({ label, url }: { label: string; url: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextField
        label={label}
        value={url}
        inputRef={field}
        fullWidth
        size="small"
        onFocus={(e) => e.target.select()}
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText={state === 'manual' ? 'The link is selected: copy it with Ctrl+C (or long-press).' : undefined}
      />
      <Tooltip title={state === 'copied' ? 'Copied' : 'Copy'}>
        <IconButton
          aria-label={state === 'copied' ? `Copied: ${label}` : `Copy ${label}`}
          color={state === 'copied' ? 'success' : 'default'}
          onClick={async () => setState((await copyText(url, field.current)) ? 'copied' : 'manual')}
        >
          {state === 'copied' ? <CheckIcon /> : <ContentCopyIcon />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function Steps({ items }: { items: string[] }) {
  return (
    <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
      {items.map((item) => (
        <Typography component="li" variant="body2" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * More links to the booking page (the share card's "More ways to share"): one per service, with
 * a barber or without, that open the booking at its next step (core/seo deepLinks); the link for
 * an Instagram or Facebook "Book" button; the link for Google Business Profile, with the steps.
 */
export function ShareLinks({
  shop,
  services,
  barbers,
}: {
  shop: { slug: string };
  services: LinkService[];
  barbers: LinkBarber[];
}) {
  const origin = window.location.origin;
  const page = shopPageUrl(origin, shop.slug);
  const [barber, setBarber] = useState(CUSTOMER_CHOOSES);
  const active = services.filter((s) => s.isActive);
  const activeBarbers = barbers.filter((b) => b.isActive);
  const chosen = activeBarbers.find((b) => b.id === barber);
  // a barber's links: only the services they do
  const linked = chosen ? active.filter((s) => barbersForServices([chosen], [s]).length > 0) : active;
  const barberId = barber === CUSTOMER_CHOOSES ? null : barber === ANY ? '' : barber;

  return (
    <Accordion variant="outlined" disableGutters sx={{ '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography fontWeight={600}>More ways to share</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={3}>
          <Stack spacing={1.5} component="section" aria-labelledby="share-service-links">
            <Typography id="share-service-links" fontWeight={600}>
              Links to one service
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Each link opens your booking page with the service already chosen. Choose a barber too and it opens straight on the
              dates and times.
            </Typography>
            <TextField
              select
              size="small"
              label="Barber"
              value={barber}
              onChange={(e) => setBarber(e.target.value)}
              sx={{ maxWidth: 320 }}
            >
              <MenuItem value={CUSTOMER_CHOOSES}>The customer chooses</MenuItem>
              <MenuItem value={ANY}>Any Available Stylist</MenuItem>
              {activeBarbers.map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
            {linked.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {active.length === 0 ? 'Add a service to get its link.' : 'This barber does none of your services.'}
              </Typography>
            ) : (
              linked.map((s) => (
                <CopyLink key={s.id} label={s.name} url={deepLinkUrl(origin, shop.slug, { serviceIds: [s.id], barberId })} />
              ))
            )}
          </Stack>

          <Stack spacing={1.5} component="section" aria-labelledby="share-social">
            <Typography id="share-social" fontWeight={600}>
              Instagram / Facebook button
            </Typography>
            <CopyLink label="Instagram / Facebook button link" url={page} />
            <Steps
              items={[
                'Instagram: Edit profile, then Links, then Add external link. Paste this link: it shows in your bio.',
                'Instagram business accounts: Edit profile, then Action buttons, then Book now, and paste this link as the website.',
                'Facebook Page: edit the button under your cover photo, choose Book now, then Link to website, and paste this link.',
              ]}
            />
          </Stack>

          <Stack spacing={1.5} component="section" aria-labelledby="share-website">
            <Typography id="share-website" fontWeight={600}>
              Book now button for your website
            </Typography>
            <CopyLink label="Website code" url={embedSnippet(origin, shop.slug)} />
            <Typography variant="body2" color="text.secondary">
              Paste this code into your website where the button should be. It adds a Book now button that opens your booking page
              over your site, so customers book without leaving it.
            </Typography>
          </Stack>

          <Stack spacing={1.5} component="section" aria-labelledby="share-google">
            <Typography id="share-google" fontWeight={600}>
              Google Business Profile booking link
            </Typography>
            <CopyLink label="Google Business Profile booking link" url={page} />
            <Steps
              items={[
                'Sign in to the Google account that manages your shop, and search for your shop’s name on Google (or open business.google.com).',
                'Choose Edit profile, then Bookings (on some profiles: Contact, then Booking links).',
                'Add a link, paste this link, and save.',
                'Google checks the link before it shows a Book button on your profile: this can take a few days.',
              ]}
            />
          </Stack>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
