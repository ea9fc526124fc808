import CheckCircle from '@mui/icons-material/CheckCircle';
import { Avatar, Box, Paper, Typography } from '@mui/material';
import { forwardRef, type ReactNode } from 'react';

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
          <Avatar sx={{ width: 32, height: 32, bgcolor: done ? 'success.main' : 'primary.main', fontSize: 16 }} aria-hidden>
            {done ? <CheckCircle fontSize="small" /> : n}
          </Avatar>
          <Typography id={`step-${n}`} variant="h6" component="h3">
            {title}
          </Typography>
        </Box>
        {children}
      </Paper>
    );
  },
);
