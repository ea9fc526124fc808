export const TOAST_DURATION_MS = 5000;
/** A toast with an action (Undo) stays longer: time to read it and reach the button. */
export const TOAST_ACTION_DURATION_MS = 10_000;
/** F8 dismisses the toast; a swipe right of 50 px or more does too. */
export const TOAST_HOTKEY = 'F8';
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** one button beside the text (Undo); pressing it also dismisses the toast */
  action?: { label: string; onClick: () => void };
}

/** A toast on screen; a new key replaces the last one (and its auto-dismiss timer). */
export interface ShownToast extends ToastInput {
  key: number;
}
