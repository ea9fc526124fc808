import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';

/** A card under its own heading, a region named by it; given `onSubmit`, its content is a form. */
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
  const titleId = useId();
  return (
    <Card variant={variant} component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack component={onSubmit ? 'form' : 'div'} spacing={spacing} onSubmit={onSubmit} noValidate={onSubmit && true}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
