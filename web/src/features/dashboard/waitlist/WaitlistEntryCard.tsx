import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { WaitlistEntryDto, WaitlistOfferDto } from '@barbershop/core/waitlist';
import type { WaitlistEntryState, WaitlistOfferState } from '@barbershop/core/model';
import { clockTime } from '@barbershop/core/calendar';
import { formatPhone } from '@barbershop/core/phone';
import { dayjs } from '@barbershop/core/time';

const STATE_LABELS: Record<WaitlistEntryState, string> = {
  waiting: 'Waiting',
  offered: 'Offered',
  booked: 'Booked',
  left: 'Left',
  ended: 'Ended',
};

const STATE_COLORS: Record<WaitlistEntryState, 'default' | 'info' | 'warning' | 'success'> = {
  waiting: 'info',
  offered: 'warning',
  booked: 'success',
  left: 'default',
  ended: 'default',
};

const OFFER_OUTCOMES: Record<Exclude<WaitlistOfferState, 'offered'>, string> = {
  claimed: 'booked',
  expired: 'expired',
  withdrawn: 'withdrawn',
};

const dayLabel = (date: string) => dayjs.utc(date).format('ddd D MMM');

/** One offer as a line: its time and barber, and held until when or what became of it. */
function offerLine(offer: WaitlistOfferDto, timeZone: string) {
  const what = `${dayLabel(offer.date)} ${offer.time} with ${offer.barberName}`;
  const how = offer.offeredBy ? ` (offered by ${offer.offeredBy.name})` : '';
  if (offer.state === 'offered') return `${what}: held until ${clockTime(new Date(offer.expiresAt), timeZone)}${how}`;
  return `${what}: ${OFFER_OUTCOMES[offer.state]}${how}`;
}

/**
 * One customer on the day's waitlist: their place in the order, what they want and when, what
 * they were offered; "Offer this time" while they wait, "Remove" while they are on the list.
 */
export function WaitlistEntryCard({
  entry,
  timeZone,
  mayChange,
  onOffer,
  onRemove,
}: {
  entry: WaitlistEntryDto;
  timeZone: string;
  /** the viewer may offer times and remove entries (schedule.write) */
  mayChange: boolean;
  onOffer: (entry: WaitlistEntryDto) => void;
  onRemove: (entry: WaitlistEntryDto) => void;
}) {
  const onList = entry.state === 'waiting' || entry.state === 'offered';
  return (
    <Box component="li" aria-label={entry.name} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        {entry.position !== null && <Chip size="small" color="secondary" label={`#${entry.position}`} />}
        <Typography fontWeight={600}>{entry.name}</Typography>
        <Chip size="small" color={STATE_COLORS[entry.state]} label={STATE_LABELS[entry.state]} />
        {entry.regular && <Chip size="small" variant="outlined" label="Regular" />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {formatPhone(entry.phone)} · {entry.email}
      </Typography>
      <Typography variant="body2">
        {entry.serviceName} · {entry.barberName}
      </Typography>
      <Typography variant="body2">
        Times: {entry.preferences.map((p) => `${dayLabel(p.date)} ${p.from}–${p.to}`).join(', ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Offers sent: {entry.offersSent} · expired: {entry.offersExpired}
      </Typography>
      {entry.offers.length > 0 && (
        <Box component="ul" aria-label={`Offers to ${entry.name}`} sx={{ m: 0, pl: 2.5 }}>
          {entry.offers.map((o) => (
            <Typography component="li" variant="body2" key={o.id}>
              {offerLine(o, timeZone)}
            </Typography>
          ))}
        </Box>
      )}
      {mayChange && onList && (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          {entry.state === 'waiting' && (
            <Button size="small" onClick={() => onOffer(entry)}>
              Offer this time
            </Button>
          )}
          <Button size="small" color="error" onClick={() => onRemove(entry)}>
            Remove
          </Button>
        </Stack>
      )}
    </Box>
  );
}
