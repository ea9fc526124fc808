import CloseIcon from '@mui/icons-material/Close';
import { Alert, AlertTitle, Button, IconButton, Snackbar } from '@mui/material';
import { useRef, useState, type PointerEvent } from 'react';
import { TOAST_ACTION_DURATION_MS, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ShownToast } from './toastSpec';

/** One toast: auto-dismiss, close button, and the swipe right that dismisses it. */
export default function ToastView({ toast, open, onClose }: { toast: ShownToast; open: boolean; onClose: () => void }) {
  const [dragX, setDragX] = useState(0);
  const swipeStart = useRef<number | null>(null);
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
      if (distance >= TOAST_SWIPE_THRESHOLD_PX) onClose();
      else setDragX(0);
    },
    onPointerCancel: () => {
      swipeStart.current = null;
      setDragX(0);
    },
  };
  const destructive = toast.variant === 'destructive';
  return (
    <Snackbar
      open={open}
      autoHideDuration={toast.action ? TOAST_ACTION_DURATION_MS : TOAST_DURATION_MS}
      onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{ maxWidth: 420 }}
    >
      <div style={{ width: '100%' }}>
        <Alert
          severity={destructive ? 'error' : 'success'}
          variant="filled"
          onClose={onClose}
          action={
            toast.action && (
              <>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    toast.action?.onClick();
                    onClose();
                  }}
                >
                  {toast.action.label}
                </Button>
                <IconButton color="inherit" size="small" aria-label="Close" onClick={onClose}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            )
          }
          {...swipe}
          sx={{ width: '100%', touchAction: 'pan-y' }}
          style={{ transform: dragX ? `translateX(${dragX}px)` : undefined }}
          role={destructive ? 'alert' : 'status'}
        >
          <AlertTitle>{toast.title}</AlertTitle>
          {toast.description}
        </Alert>
      </div>
    </Snackbar>
  );
}
