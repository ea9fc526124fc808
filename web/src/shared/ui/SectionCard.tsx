import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

/** A card under its own heading; given `onSubmit`, its content is a form. */
export function SectionCard({
  title,
  variant,
  spacing = 2,
  onSubmit,
  children,
}: {
  title: string;
  variant?: 'outlined';
  spacing?: number;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  children: ReactNode;
}) {
  return (
    <Card variant={variant}>
      <CardContent>
        <Stack component={onSubmit ? 'form' : 'div'} spacing={spacing} onSubmit={onSubmit} noValidate={onSubmit && true}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
