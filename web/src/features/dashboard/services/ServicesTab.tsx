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
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { formatPence, penceToPriceInput, priceInputToPence, serviceSchema } from '@barbershop/core';
import { doc, updateDoc } from 'firebase/firestore';
import { useState } from 'react';
import { useToast } from '../../../shared/ui/toast';
import { api } from '../../../lib/api/client';
import { changeFailedReason } from '../shared/changeFailedReason';
import { firestore } from '../../../lib/firestore/db';
import type { ShopLive } from '../useShopLive';

type Draft = { id: string | null; name: string; description: string; duration: string; price: string };

export function ServicesTab({ shopId, live }: { shopId: string; live: ShopLive }) {
  const toast = useToast();
  const [draft, setDraft] = useState<Draft | null>(null);

  async function save() {
    if (!draft) return;
    const failedTitle = draft.id ? 'Failed to update service' : 'Failed to add service';
    let input;
    try {
      // The API's own schema, so the form refuses exactly what the server would.
      input = await serviceSchema.validate({
        name: draft.name,
        description: draft.description,
        duration: draft.duration.trim() === '' ? undefined : Number(draft.duration),
        price: draft.price,
      });
    } catch (err) {
      toast({ title: failedTitle, description: (err as Error).message, variant: 'destructive' });
      return;
    }
    try {
      if (draft.id) {
        // A single service document is the owner's to change directly (security rules check it).
        const changes = {
          name: input.name,
          description: input.description,
          durationMin: input.duration,
          pricePence: priceInputToPence(input.price)!,
        };
        await updateDoc(doc(firestore(), 'barbershops', shopId, 'services', draft.id), changes);
        toast({ title: 'Service updated successfully' });
      } else {
        await api.post(`/api/barbershops/${shopId}/services`, {
          name: input.name,
          description: input.description,
          duration: input.duration,
          price: draft.price,
          barbershopId: shopId,
        });
        toast({ title: 'Service added successfully' });
      }
      setDraft(null);
    } catch (err) {
      toast({ title: failedTitle, description: changeFailedReason(err), variant: 'destructive' });
    }
  }

  return (
    <Stack spacing={3}>
      <Box>
        <Button
          variant="contained"
          color="secondary"
          onClick={() => setDraft({ id: null, name: '', description: '', duration: '30', price: '0' })}
        >
          Add Service
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        {live.services.map((s) => (
          <Card key={s.id} variant="outlined">
            <CardContent>
              <Stack direction="row" justifyContent="space-between" alignItems="center">
                <Typography fontWeight={700}>{s.name}</Typography>
                {s.isActive === false && <Chip size="small" label="Inactive" />}
              </Stack>
              {s.description && <Typography color="text.secondary">{s.description}</Typography>}
              <Stack direction="row" justifyContent="space-between" sx={{ mt: 1 }}>
                <Typography>{s.durationMin} min</Typography>
                <Typography fontWeight={700}>{formatPence(s.pricePence)}</Typography>
              </Stack>
            </CardContent>
            <CardActions>
              <Button
                onClick={() =>
                  setDraft({
                    id: s.id,
                    name: s.name,
                    description: s.description ?? '',
                    duration: String(s.durationMin),
                    price: penceToPriceInput(s.pricePence),
                  })
                }
              >
                Edit
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      <Dialog open={Boolean(draft)} onClose={() => setDraft(null)} fullWidth maxWidth="sm">
        <DialogTitle>{draft?.id ? 'Edit Service' : 'Add Service'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label="Name *"
              value={draft?.name ?? ''}
              onChange={(e) => setDraft(draft && { ...draft, name: e.target.value })}
            />
            <TextField
              label="Description"
              value={draft?.description ?? ''}
              onChange={(e) => setDraft(draft && { ...draft, description: e.target.value })}
            />
            <TextField
              label="Duration (minutes) *"
              type="number"
              value={draft?.duration ?? ''}
              onChange={(e) => setDraft(draft && { ...draft, duration: e.target.value })}
            />
            <TextField
              label="Price *"
              type="number"
              value={draft?.price ?? ''}
              onChange={(e) => setDraft(draft && { ...draft, price: e.target.value })}
              slotProps={{
                htmlInput: { step: 0.01, min: 0 },
                input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDraft(null)}>Cancel</Button>
          <Button variant="contained" onClick={save}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
