import { removeBreakSeries, skipBreakOn } from '@barbershop/core/closures';
import { useToast } from '../../../shared/ui/toast';
import { useChangeBreaks, useRemoveBlock, useRemoveBlockDay } from '../mutations';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { RemoveOccurrenceDialog, type Occurrence, type RemoveChoice } from './RemoveOccurrenceDialog';

/**
 * Removes what the owner chose of a weekly break (skip the day, or the weekday's series, on the
 * barber's document) or of a time block (one day through /api, or the whole block).
 */
export function RemoveOccurrence({
  barber,
  today,
  occurrence,
  onClose,
}: {
  barber: { id: string; shopId: string };
  today: string;
  occurrence: Occurrence;
  onClose: () => void;
}) {
  const toast = useToast();
  const changeBreaks = useChangeBreaks(barber.shopId, barber.id);
  const removeBlock = useRemoveBlock();
  const removeDay = useRemoveBlockDay();
  const busy = changeBreaks.isPending || removeBlock.isPending || removeDay.isPending;

  async function run(choice: RemoveChoice): Promise<string> {
    const o = occurrence;
    if (o.kind === 'break') {
      const { dayOfWeek, startTime } = o.weeklyBreak;
      if (choice === 'day') {
        await changeBreaks.mutateAsync((stored) => ({ skippedBreaks: skipBreakOn(stored, o.date, startTime, today) }));
        return 'Break removed for that day';
      }
      await changeBreaks.mutateAsync((stored) => ({
        weeklyBreaks: removeBreakSeries(stored.weeklyBreaks ?? [], dayOfWeek, startTime),
      }));
      return 'Break removed';
    }
    if (choice === 'day' && o.block.startDate !== o.block.endDate) {
      await removeDay.mutateAsync({ blockId: o.block.id, date: o.date });
      return 'Time block removed for that day';
    }
    await removeBlock.mutateAsync(o.block.id);
    return 'Time block removed';
  }

  async function choose(choice: RemoveChoice) {
    try {
      toast({ title: await run(choice) });
      onClose();
    } catch (err) {
      const title = occurrence.kind === 'break' ? 'Failed to remove break' : 'Failed to remove time block';
      toast({ title, description: changeFailedReason(err), variant: 'destructive' });
    }
  }

  return <RemoveOccurrenceDialog occurrence={occurrence} busy={busy} onChoose={(c) => void choose(c)} onClose={onClose} />;
}
