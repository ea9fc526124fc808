import { Box, Typography } from '@mui/material';
import { policyText } from '@barbershop/core/payments';
import { policyFormErrors, policyOf, type PolicyFormValues } from './policyForm';

/** The text customers will accept with these settings, as they stand (core's policyText), in a live region. */
export function PolicyPreview({ values, serviceNames }: { values: PolicyFormValues; serviceNames: Record<string, string> }) {
  const valid = Object.keys(policyFormErrors(values)).length === 0;
  return (
    <Box component="section" aria-labelledby="policy-preview-title" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}>
      <Typography id="policy-preview-title" variant="subtitle1" component="h3" fontWeight={600}>
        What customers will accept
      </Typography>
      <Typography aria-live="polite" data-testid="policy-preview" sx={{ whiteSpace: 'pre-line' }}>
        {valid
          ? policyText({ ...policyOf(values), version: 0, updatedAt: null }, { serviceNames })
          : 'The text shows once the settings above are complete.'}
      </Typography>
    </Box>
  );
}
