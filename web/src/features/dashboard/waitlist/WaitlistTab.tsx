import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { MyShopDto } from '@barbershop/core/api';
import type { Barber, WaitlistSettings } from '@barbershop/core/model';
import { can } from '@barbershop/core/staff';
import { addDays, dayjs, todayIn } from '@barbershop/core/time';
import type { WaitlistEntryDto } from '@barbershop/core/waitlist';
import { useState } from 'react';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useToast } from '../../../shared/ui/toast';
import { DayPicker } from '../shared/DayPicker';
import { OfferTimeDialog } from './OfferTimeDialog';
import { useRemoveFromWaitlist, useWaitlistDay } from './waitlistApi';
import { WaitlistEntryCard } from './WaitlistEntryCard';

const ORDER_TEXT: Record<WaitlistSettings['order'], string> = {
  firstCome: 'first come, first served',
  regularsFirst: 'regulars first, then first come',
};

function settingsLine(settings: WaitlistSettings) {
  if (!settings.enabled) return 'The waitlist is off: customers cannot join it. Turn it on in Settings.';
  return `Freed times are offered ${ORDER_TEXT[settings.order]}, each held for ${settings.holdMinutes} minutes.`;
}

function RemoveDialog({ shopId, entry, onClose }: { shopId: string; entry: WaitlistEntryDto; onClose: () => void }) {
  const toast = useToast();
  const remove = useRemoveFromWaitlist(shopId);
  async function confirm() {
    try {
      await remove.mutateAsync(entry.id);
      toast({ title: `${entry.name} removed from the waitlist` });
      onClose();
    } catch (err) {
      toast({ title: 'Failed to remove', description: changeFailedReason(err), variant: 'destructive' });
    }
  }
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>Remove from the waitlist</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Remove {entry.name} from the waitlist? A time held for them is released and offered to the next customer.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => void confirm()}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The Waitlist tab: the customers waiting for a time on the chosen day, in the order freed times
 * are offered to them, with what they were offered; a time offered by hand, and removal.
 */
export function WaitlistTab({ shop, barbers }: { shop: MyShopDto; barbers: readonly Barber[] }) {
  const [date, setDate] = useState(() => todayIn(shop.timezone));
  const [offering, setOffering] = useState<WaitlistEntryDto | null>(null);
  const [removing, setRemoving] = useState<WaitlistEntryDto | null>(null);
  const day = useWaitlistDay(shop.id, date);
  const mayChange = can(shop.myRole, 'schedule.write');

  return (
    <SectionCard title="Waitlist" variant="outlined">
      <Stack direction="row" spacing={1} alignItems="center">
        <IconButton aria-label="Previous day" onClick={() => setDate(addDays(date, -1))}>
          <ChevronLeft />
        </IconButton>
        <DayPicker label="Date" value={date} onChange={setDate} />
        <IconButton aria-label="Next day" onClick={() => setDate(addDays(date, 1))}>
          <ChevronRight />
        </IconButton>
      </Stack>
      {day.isPending && <Skeleton variant="rounded" height={96} />}
      {day.error && <Alert severity="error">Could not load the waitlist.</Alert>}
      {day.data && (
        <>
          <Typography variant="body2" color="text.secondary">
            {settingsLine(day.data.settings)}
          </Typography>
          {day.data.entries.length === 0 ? (
            <Typography color="text.secondary">
              Nobody is waiting for a time on {dayjs.utc(date).format('dddd D MMMM')}.
            </Typography>
          ) : (
            <Stack component="ul" spacing={1.5} aria-label="Waitlist" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {day.data.entries.map((entry) => (
                <WaitlistEntryCard
                  key={entry.id}
                  entry={entry}
                  timeZone={shop.timezone}
                  mayChange={mayChange}
                  onOffer={setOffering}
                  onRemove={setRemoving}
                />
              ))}
            </Stack>
          )}
        </>
      )}
      {offering && (
        <OfferTimeDialog shopId={shop.id} entry={offering} date={date} barbers={barbers} onClose={() => setOffering(null)} />
      )}
      {removing && <RemoveDialog shopId={shop.id} entry={removing} onClose={() => setRemoving(null)} />}
    </SectionCard>
  );
}
