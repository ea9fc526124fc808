import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { TimeBlock, WeeklyBreak } from '@barbershop/core/model';
import { BLOCK_REASON_LABELS } from '@barbershop/core/slots';
import { DAY_NAMES, dayjs } from '@barbershop/core/time';

/** One day of something that repeats: a weekly break, or a time block (over one day or several). */
export type Occurrence =
  | { kind: 'break'; date: string; weeklyBreak: WeeklyBreak }
  | {
      kind: 'block';
      date: string;
      block: Pick<TimeBlock, 'id' | 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'isAllDay' | 'reason'>;
    };

/** 'day': this day only; 'series': every week of the break, every day of the block. */
export type RemoveChoice = 'day' | 'series';

const longDay = (d: string) => dayjs.utc(d).format('dddd D MMMM');
const shortDay = (d: string) => dayjs.utc(d).format('ddd D MMM');

/** Whether removing it needs the owner to say how much: a one-day block just goes. */
export const repeats = (o: Occurrence) => o.kind === 'break' || o.block.startDate !== o.block.endDate;

function question(o: Occurrence): string {
  if (o.kind === 'break') {
    const b = o.weeklyBreak;
    return `The ${b.startTime}–${b.endTime} break repeats every ${DAY_NAMES[b.dayOfWeek]}. Remove it on ${longDay(o.date)} only, or every week?`;
  }
  const { block } = o;
  const what = `${BLOCK_REASON_LABELS[block.reason]} ${block.isAllDay ? 'all day' : `${block.startTime}–${block.endTime}`}`;
  if (!repeats(o)) return `Remove the ${what} block on ${longDay(o.date)}?`;
  return `${what}, ${shortDay(block.startDate)} to ${shortDay(block.endDate)}. Remove it on ${longDay(o.date)} only, or every day of it?`;
}

/** Asks "This day only" or "The whole series" (a one-day block: just Remove) before anything goes. */
export function RemoveOccurrenceDialog({
  occurrence,
  busy,
  onChoose,
  onClose,
}: {
  occurrence: Occurrence;
  busy: boolean;
  onChoose: (choice: RemoveChoice) => void;
  onClose: () => void;
}) {
  const title = occurrence.kind === 'break' ? 'Remove break' : 'Remove time block';
  return (
    <Dialog open onClose={onClose} aria-labelledby="remove-occurrence-title">
      <DialogTitle id="remove-occurrence-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question(occurrence)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        {repeats(occurrence) ? (
          <>
            <Button variant="outlined" disabled={busy} onClick={() => onChoose('day')}>
              This day only
            </Button>
            <Button variant="contained" color="error" disabled={busy} onClick={() => onChoose('series')}>
              The whole series
            </Button>
          </>
        ) : (
          <Button variant="contained" color="error" disabled={busy} onClick={() => onChoose('series')}>
            Remove
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
