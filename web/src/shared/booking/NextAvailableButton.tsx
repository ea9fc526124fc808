import EventAvailable from '@mui/icons-material/EventAvailable';
import { Alert, Button, Stack, Typography } from '@mui/material';
import type { NextAvailableDto } from '@barbershop/core/api';
import { dayjs } from '@barbershop/core/time';
import { useState } from 'react';
import { api } from '../../lib/api/client';
import { servicesQuery } from '../shop/servicesQuery';
import { slotsError } from './slotMessages';
import { TOUCH_TARGET_PX } from './SlotList';

const longDate = (date: string) => dayjs.utc(date).format('dddd D MMMM YYYY');

/** GET /api/barbershops/{id}/next-available for the visit's services and the barber ('' for any). */
export function fetchNextAvailable(shopId: string, serviceIds: readonly string[], barberId: string) {
  return api.get<NextAvailableDto>(
    `/api/barbershops/${shopId}/next-available?${servicesQuery(serviceIds)}&barberId=${encodeURIComponent(barberId || 'any')}`,
  );
}

/**
 * "Next available": asks the server for the soonest free time on any day up to the booking
 * horizon (always fresh: a time seen a minute ago may be gone) and chooses that date and time.
 */
export function NextAvailableButton({
  shopId,
  serviceIds,
  barberId,
  onFound,
  label = (_date, time) => time,
}: {
  shopId: string;
  serviceIds: readonly string[];
  /** '' for any available stylist */
  barberId: string;
  onFound: (date: string, time: string) => void;
  /** how the found time reads (the repeated hour's '01:30 GMT') */
  label?: (date: string, time: string) => string;
}) {
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function find() {
    setBusy(true);
    setFound(null);
    setProblem(null);
    try {
      const next = await fetchNextAvailable(shopId, serviceIds, barberId);
      if (next.date && next.time) {
        setFound(`Soonest free time: ${longDate(next.date)} at ${label(next.date, next.time)}`);
        onFound(next.date, next.time);
      } else {
        setProblem(`No free times up to ${longDate(next.lastDate)}. Please contact the shop.`);
      }
    } catch (err) {
      setProblem(slotsError(err instanceof Error ? err : new Error(String(err))));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<EventAvailable />}
        onClick={() => void find()}
        disabled={busy || serviceIds.length === 0}
        sx={{ minHeight: TOUCH_TARGET_PX }}
      >
        {busy ? 'Finding the next free time...' : 'Next available'}
      </Button>
      <Typography role="status" variant="body2" color="text.secondary">
        {found}
      </Typography>
      {problem && <Alert severity="info">{problem}</Alert>}
    </Stack>
  );
}
