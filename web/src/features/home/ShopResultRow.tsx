import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** One shop of a search's results (the name search and "Near me"): its name and address, linking to its page; `aside` on the right. */
export function ShopResultRow({ shop, aside }: { shop: { slug: string; name: string; address: string }; aside?: ReactNode }) {
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Box
        component={RouterLink}
        to={`/${shop.slug}`}
        sx={{ display: 'flex', gap: 2, p: 1.5, color: 'inherit', textDecoration: 'none', '&:hover': { bgcolor: 'action.hover' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography fontWeight={700} component="span" sx={{ display: 'block', color: 'primary.main' }}>
            {shop.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {shop.address}
          </Typography>
        </Box>
        {aside}
      </Box>
    </Box>
  );
}
