import type { BlockReason } from '../model/types';

/** Labels of the block reasons: shown in the dialog and as slot tooltips. */
export const BLOCK_REASON_LABELS: Record<BlockReason, string> = {
  break: 'Break',
  lunch: 'Lunch',
  meeting: 'Meeting',
  training: 'Training',
  vacation: 'Vacation',
  sick_leave: 'Sick Leave',
  personal: 'Personal Time Off',
  unavailable: 'Unavailable',
};
