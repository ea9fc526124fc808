import { useEffect, useState } from 'react';
import type { QrMatrix } from '@barbershop/core/shop';

/**
 * The QR code of `text`, drawn in the browser: the `qrcode` package is its own lazy chunk,
 * fetched only when the card shows (no third-party service sees the link). Null until ready.
 */
export function useQrMatrix(text: string): QrMatrix | null {
  const [matrix, setMatrix] = useState<{ text: string; matrix: QrMatrix } | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => {
        // M: the usual balance of size and damage tolerance for a printed code
        if (live) setMatrix({ text, matrix: qr.create(text, { errorCorrectionLevel: 'M' }).modules });
      })
      .catch((err: unknown) => console.error('QR code could not be drawn', err));
    return () => {
      live = false;
    };
  }, [text]);
  return matrix?.text === text ? matrix.matrix : null;
}
