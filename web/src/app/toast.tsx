import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export const TOAST_DURATION_MS = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

type ToastFn = (toast: ToastInput) => void;
const ToastContext = createContext<ToastFn>(() => undefined);

/** Toasts of spec section 9: one at a time (a new one replaces the last), 5 s auto-dismiss. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastInput & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const toast = useCallback<ToastFn>((t) => {
    setCurrent({ ...t, key: Date.now() });
    setOpen(true);
  }, []);
  const value = useMemo(() => toast, [toast]);
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
        <Alert
          severity={current?.variant === 'destructive' ? 'error' : 'success'}
          variant="filled"
          onClose={() => setOpen(false)}
          sx={{ width: '100%' }}
          role={current?.variant === 'destructive' ? 'alert' : 'status'}
        >
          <AlertTitle>{current?.title}</AlertTitle>
          {current?.description}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastFn {
  return useContext(ToastContext);
}
