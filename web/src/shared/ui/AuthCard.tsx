import { Card, CardContent, Container, Link, Typography, type ContainerProps } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The sign-in and register pages' one card. */
export function AuthCard({ maxWidth, children }: { maxWidth: ContainerProps['maxWidth']; children: ReactNode }) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: 6 }}>
      <Card>
        <CardContent>{children}</CardContent>
      </Card>
    </Container>
  );
}

/** The line under each of those forms that leads to the other page. */
export function AuthSwitchLink({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <Typography variant="body2" sx={{ textAlign: 'center' }}>
      {prompt}{' '}
      <Link component={RouterLink} to={to}>
        {label}
      </Link>
    </Typography>
  );
}
