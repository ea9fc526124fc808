import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { DAY_NAMES, type BarbershopDto, type BusinessHoursEntry } from '@barbershop/core';
import { doc, updateDoc } from 'firebase/firestore';
import { useState } from 'react';
import { useToast } from '../../../shared/ui/toast';
import { firestore } from '../../../lib/firestore/db';
import { changeFailedReason } from '../shared/changeFailedReason';
import { BarberCalendar } from '../calendar/BarberCalendar';
import type { ShopLive } from '../useShopLive';

function HoursEditor({
  shopId,
  barberId,
  initial,
  onSaved,
}: {
  shopId: string;
  barberId: string;
  initial: BusinessHoursEntry[];
  onSaved: () => void;
}) {
  const toast = useToast();
  const [hours, setHours] = useState(initial);
  const set = (i: number, patch: Partial<BusinessHoursEntry>) =>
    setHours(hours.map((h, j) => (j === i ? { ...h, ...patch } : h)));
  const invalid = hours.some((h) => h.isActive && h.endTime <= h.startTime);
  async function save(weeklyHours: BusinessHoursEntry[] | null) {
    try {
      // One barber document: the owner writes it directly (rules check the week's shape).
      await updateDoc(doc(firestore(), 'barbershops', shopId, 'barbers', barberId), { weeklyHours });
      toast({ title: 'Barber updated successfully' });
      onSaved();
    } catch (err) {
      toast({ title: 'Failed to update barber', description: changeFailedReason(err), variant: 'destructive' });
    }
  }
  return (
    <Stack spacing={1}>
      {hours.map((h, i) => (
        <Stack key={h.dayOfWeek} direction="row" spacing={2} alignItems="center">
          <FormControlLabel
            sx={{ width: 150 }}
            control={<Checkbox checked={h.isActive} onChange={(e) => set(i, { isActive: e.target.checked })} />}
            label={DAY_NAMES[h.dayOfWeek]}
          />
          <TextField
            type="time"
            size="small"
            label="Start"
            value={h.startTime}
            disabled={!h.isActive}
            onChange={(e) => set(i, { startTime: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="time"
            size="small"
            label="End"
            value={h.endTime}
            disabled={!h.isActive}
            onChange={(e) => set(i, { endTime: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      ))}
      {invalid && <Typography color="error">End times must be after start times.</Typography>}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={invalid} onClick={() => save(hours)}>
          Save Schedule
        </Button>
        <Button onClick={() => save(null)}>Use shop hours</Button>
      </Stack>
    </Stack>
  );
}

/** Schedule: choose a barber, edit their weekly hours (used by the slot engine), see their calendar. */
export function ScheduleTab({ shop, live }: { shop: BarbershopDto; live: ShopLive }) {
  const [barberId, setBarberId] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const barber = live.barbers.find((b) => b.id === barberId);
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        {live.barbers.map((b) => (
          <Card key={b.id} variant="outlined">
            <CardContent>
              <Typography fontWeight={700}>{b.name}</Typography>
              <Typography color="text.secondary">{b.specialty}</Typography>
              <Button sx={{ mt: 1 }} variant={b.id === barberId ? 'contained' : 'outlined'} onClick={() => setBarberId(b.id)}>
                {b.id === barberId ? 'Selected' : 'Manage Schedule'}
              </Button>
            </CardContent>
          </Card>
        ))}
      </Box>
      {barber && (
        <>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {barber.name}'s weekly hours
              </Typography>
              <HoursEditor
                key={`${barber.id}-${version}`}
                shopId={shop.id}
                barberId={barber.id}
                initial={barber.weeklyHours?.length === 7 ? barber.weeklyHours : shop.businessHours}
                onSaved={() => setVersion(version + 1)}
              />
            </CardContent>
          </Card>
          <BarberCalendar barber={barber} />
        </>
      )}
    </Stack>
  );
}
