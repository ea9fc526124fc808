import { Box, Stack, Typography } from '@mui/material';
import { formatPence } from '@barbershop/core/money';
import { useId } from 'react';
import { SummaryRow } from './SummaryRow';

/**
 * A booking's services in a summary: one is its Service line (the total is its price); several
 * are listed in order, each with its price, above the totals.
 */
export function ServiceRows({ services }: { services: readonly { name: string; pricePence: number }[] }) {
  const labelId = useId();
  if (services.length === 1) return <SummaryRow label="Service" value={services[0]!.name} />;
  return (
    <Box>
      <Typography id={labelId} color="text.secondary">
        Services
      </Typography>
      <Box component="ul" aria-labelledby={labelId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {services.map((s, i) => (
          <Stack component="li" key={i} direction="row" justifyContent="space-between" spacing={2} sx={{ pl: 2 }}>
            <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
              {s.name}
            </Typography>
            <Typography fontWeight={600} textAlign="right">
              {formatPence(s.pricePence)}
            </Typography>
          </Stack>
        ))}
      </Box>
    </Box>
  );
}
