export const TOAST_DURATION_MS = 5000;
/** Spec section 9: F8 dismisses the toast; a swipe right of 50 px or more does too. */
export const TOAST_HOTKEY = 'F8';
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** A toast on screen; a new key replaces the last one (and its auto-dismiss timer). */
export interface ShownToast extends ToastInput {
  key: number;
}
