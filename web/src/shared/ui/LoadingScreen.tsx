import { Box, CircularProgress, Typography } from '@mui/material';
import { PRODUCT_NAME } from './theme';

/** Shown while authentication or the owner's shop list loads. */
export function LoadingScreen({ label = `Loading ${PRODUCT_NAME}...` }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress color="secondary" />
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Box>
  );
}
