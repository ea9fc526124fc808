import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { setBarbersSeeAllBookings } from '../../../lib/firestore/shopWrites';
import { useShopDoc } from '../../../lib/firestore/liveData';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { useToast } from '../../../shared/ui/toast';

/**
 * The owner's setting: barbers see their own bookings only (the default), or every barber's
 * (a shop where they cover for each other). Read live from the shop, written through the rules.
 */
export function BarbersSeeAllSwitch({ shopId }: { shopId: string }) {
  const shop = useShopDoc(shopId);
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const on = shop?.barbersSeeAllBookings === true;
  const change = (next: boolean) => {
    setSaving(true);
    setBarbersSeeAllBookings(shopId, next)
      .then(
        () => toast({ title: next ? 'Barbers now see every barber’s bookings' : 'Barbers now see their own bookings only' }),
        (err: unknown) =>
          toast({ title: 'Could not change the setting', description: changeFailedReason(err), variant: 'destructive' }),
      )
      .finally(() => setSaving(false));
  };
  return (
    <FormControlLabel
      control={<Switch checked={on} disabled={!shop || saving} onChange={(e) => change(e.target.checked)} />}
      label="Let barbers see every barber’s bookings"
    />
  );
}
