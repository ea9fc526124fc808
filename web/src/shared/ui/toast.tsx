import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './whenIdle';
import { TOAST_HOTKEY, type ShownToast, type ToastInput } from './toastSpec';

type ToastFn = (toast: ToastInput) => void;
const ToastContext = createContext<ToastFn>(() => undefined);

// Snackbar and Alert (~5 KB gzipped) are not part of the first paint of `/` and `/{slug}`
// (docs/performance.md): they load once the page is idle, so the first toast shows at once.
const loadToastView = () => import('./ToastView');
const ToastView = lazy(loadToastView);

/**
 * Toasts: one at a time (a new one replaces the last), 5 s auto-dismiss, the
 * F8 hotkey and a swipe right of at least 50 px dismiss it (a shorter swipe springs back).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);
  const toast = useCallback<ToastFn>((t) => {
    setCurrent({ ...t, key: Date.now() });
    setOpen(true);
  }, []);

  useEffect(() => {
    void whenIdle().then(loadToastView);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === TOAST_HOTKEY) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <ToastContext.Provider value={toast}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <ToastView key={current.key} toast={current} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastFn {
  return useContext(ToastContext);
}
