import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { ownerEndpoints } from '@barbershop/core/api';
import {
  BASE_PRICE_PENCE,
  canRemoveSeat,
  canUpdatePlan,
  EXTRA_SEAT_PENCE,
  MAX_SEATS,
  MIN_SEATS,
  seatReductionWarning,
  seatsFromInput,
  seatUpdateSchema,
} from '@barbershop/core/billing';
import { formatPence } from '@barbershop/core/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useToast } from '../ui/toast';
import { ApiError } from '../../lib/api/client';
import { call } from '../../lib/api/call';
import { useUpdateSeats } from './billingApi';
import { billingKeys } from './queryKeys';

interface SeatManagerDialogProps {
  open: boolean;
  onClose: () => void;
  seatsUsed: number;
  seatsTotal: number;
}

/**
 * The seat manager: at least 4 seats (an empty input resets to 4, the
 * minus button stops at 4), never below the seats in use (with a warning), a price
 * preview for every count, Update Plan only for a real change.
 */
export function SeatManagerDialog({ open, onClose, seatsUsed, seatsTotal }: SeatManagerDialogProps) {
  // Mounted per opening (see `key` below), so each opening starts from the current total.
  return open ? <SeatManager key={seatsTotal} onClose={onClose} seatsUsed={seatsUsed} seatsTotal={seatsTotal} /> : null;
}

function SeatManager({ onClose, seatsUsed, seatsTotal }: Omit<SeatManagerDialogProps, 'open'>) {
  const toast = useToast();
  const updateSeats = useUpdateSeats();
  const formik = useFormik({
    initialValues: { seatsTotal },
    validationSchema: seatUpdateSchema,
    onSubmit: ({ seatsTotal: next }) => update(next),
  });
  // What the input shows while typing ('1' on the way to '12'); the form holds the seat count.
  const [text, setText] = useState(String(seatsTotal));
  const saving = updateSeats.isPending;
  const seats = formik.values.seatsTotal;
  function setSeats(raw: string) {
    setText(raw);
    void formik.setFieldValue('seatsTotal', seatsFromInput(raw));
  }
  const belowUsed = seats < seatsUsed;

  const price = useQuery({
    queryKey: billingKeys.seatPrice(seats),
    queryFn: () => call(ownerEndpoints.seatPrice, {}, { newSeatsTotal: seats }),
    placeholderData: keepPreviousData,
    retry: false,
  });

  function onInput(raw: string) {
    setSeats(raw.trim() === '' ? String(MIN_SEATS) : raw);
  }

  // mutateAsync, not mutate's callbacks: the new total remounts this dialog (its key) first.
  async function update(next: number) {
    try {
      await updateSeats.mutateAsync(next);
    } catch (err) {
      toast({
        title: 'Failed to update seats',
        description: err instanceof ApiError ? err.serverMessage : undefined,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Seats updated successfully' });
    onClose();
  }

  const quote = price.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="seat-manager-title">
      <DialogTitle id="seat-manager-title">Manage Seats</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">
            {seatsUsed} of {seatsTotal} seats used. The plan includes {MIN_SEATS} seats; each extra seat is{' '}
            {formatPence(EXTRA_SEAT_PENCE)}/month.
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center">
            <IconButton
              aria-label="Remove a seat"
              disabled={!canRemoveSeat(seats) || saving}
              onClick={() => setSeats(String(seats - 1))}
            >
              <RemoveIcon />
            </IconButton>
            <TextField
              label="Total seats"
              type="number"
              value={text}
              onChange={(e) => onInput(e.target.value)}
              onBlur={() => setText(String(seats))}
              slotProps={{ htmlInput: { min: MIN_SEATS, max: MAX_SEATS, step: 1 } }}
              sx={{ width: 140 }}
            />
            <IconButton
              aria-label="Add a seat"
              disabled={seats >= MAX_SEATS || saving}
              onClick={() => setSeats(String(seats + 1))}
            >
              <AddIcon />
            </IconButton>
          </Stack>
          {belowUsed && <Alert severity="warning">{seatReductionWarning(seatsUsed)}</Alert>}
          {quote && (
            <Stack spacing={0.5} aria-live="polite">
              <Typography fontWeight={600}>New monthly price: {formatPence(quote.monthlyPricePence)}/month</Typography>
              <Typography variant="body2" color="text.secondary">
                Base plan {formatPence(BASE_PRICE_PENCE)} ({MIN_SEATS} seats) + {quote.extraSeats} extra seat
                {quote.extraSeats === 1 ? '' : 's'} × {formatPence(EXTRA_SEAT_PENCE)}
              </Typography>
              {quote.proratedAmountPence !== undefined && quote.proratedAmountPence !== 0 && (
                <Typography variant="body2" color="text.secondary">
                  {quote.proratedAmountPence > 0
                    ? `Prorated charge for this period: ${formatPence(quote.proratedAmountPence)}`
                    : `Prorated credit for this period: ${formatPence(-quote.proratedAmountPence)}`}
                </Typography>
              )}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => formik.handleSubmit()}
          disabled={!canUpdatePlan({ seats, currentTotal: seatsTotal, seatsUsed, saving })}
        >
          {saving ? 'Updating...' : 'Update Plan'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
