import { Alert, AlertTitle, Snackbar } from '@mui/material';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';

export const TOAST_DURATION_MS = 5000;
/** Spec section 9: F8 dismisses the toast; a swipe right of 50 px or more does too. */
export const TOAST_HOTKEY = 'F8';
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

type ToastFn = (toast: ToastInput) => void;
const ToastContext = createContext<ToastFn>(() => undefined);

/**
 * Toasts of spec section 9: one at a time (a new one replaces the last), 5 s auto-dismiss, the
 * F8 hotkey and a swipe right of at least 50 px dismiss it (a shorter swipe springs back).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastInput & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const [dragX, setDragX] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const toast = useCallback<ToastFn>((t) => {
    setCurrent({ ...t, key: Date.now() });
    setDragX(0);
    setOpen(true);
  }, []);
  const value = useMemo(() => toast, [toast]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === TOAST_HOTKEY) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const swipe = {
    onPointerDown: (e: PointerEvent) => {
      swipeStart.current = e.clientX;
    },
    onPointerMove: (e: PointerEvent) => {
      if (swipeStart.current !== null) setDragX(Math.max(0, e.clientX - swipeStart.current));
    },
    onPointerUp: (e: PointerEvent) => {
      if (swipeStart.current === null) return;
      const distance = e.clientX - swipeStart.current;
      swipeStart.current = null;
      if (distance >= TOAST_SWIPE_THRESHOLD_PX) setOpen(false);
      else setDragX(0);
    },
    onPointerCancel: () => {
      swipeStart.current = null;
      setDragX(0);
    },
  };
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_e, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        sx={{ maxWidth: 420 }}
      >
        <div style={{ width: '100%' }}>
          <Alert
            severity={current?.variant === 'destructive' ? 'error' : 'success'}
            variant="filled"
            onClose={() => setOpen(false)}
            {...swipe}
            sx={{ width: '100%', touchAction: 'pan-y' }}
            style={{ transform: dragX ? `translateX(${dragX}px)` : undefined }}
            role={current?.variant === 'destructive' ? 'alert' : 'status'}
          >
            <AlertTitle>{current?.title}</AlertTitle>
            {current?.description}
          </Alert>
        </div>
      </Snackbar>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastFn {
  return useContext(ToastContext);
}
