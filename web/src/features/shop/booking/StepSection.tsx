import CheckCircle from '@mui/icons-material/CheckCircle';
import { Box, Paper, Typography } from '@mui/material';
import { forwardRef, type ReactNode } from 'react';

// MUI's Avatar as it draws a letter (its styles, 32 px): the component itself, with its image
// and fallback icon, is 1.5 KB of the shop page's first script (docs/performance.md).
const INDICATOR = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  fontSize: 16,
  lineHeight: 1,
  borderRadius: '50%',
  overflow: 'hidden',
  userSelect: 'none',
  color: 'background.default',
} as const;

/** One numbered step; its indicator lights when the step is complete. */
export const StepSection = forwardRef<HTMLElement, { n: number; title: string; done: boolean; children: ReactNode }>(
  function StepSection({ n, title, done, children }, ref) {
    return (
      <Paper
        component="section"
        ref={ref}
        aria-labelledby={`step-${n}`}
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <Box sx={{ ...INDICATOR, bgcolor: done ? 'success.main' : 'primary.main' }} aria-hidden>
            {done ? <CheckCircle fontSize="small" /> : n}
          </Box>
          <Typography id={`step-${n}`} variant="h6" component="h3">
            {title}
          </Typography>
        </Box>
        {children}
      </Paper>
    );
  },
);
