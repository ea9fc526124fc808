import { Button, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { embedPath } from '@barbershop/core/seo';
import { isFramed } from '../shared/ui/framing';

/**
 * The site, except inside another page's frame: only the booking flow under /embed/ may be
 * framed (embed.js). A navigation inside the frame that reaches any other page (sign-in, the
 * dashboard) shows a way out to a new tab instead, so no site can frame the rest of the app.
 */
export function FrameGuard({ children, framed = isFramed() }: { children: ReactNode; framed?: boolean }) {
  const { pathname, search, hash } = useLocation();
  if (!framed || pathname.startsWith(embedPath(''))) return children;
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h6" component="h1" fontWeight={700}>
        This page opens outside the shop&apos;s site
      </Typography>
      {/* a Button, not MUI's Link: Link is not otherwise in the public pages' first script */}
      <Button href={`${pathname}${search}${hash}`} target="_blank" rel="noopener" sx={{ mt: 2 }}>
        Open it in a new tab
      </Button>
    </Container>
  );
}
