import { Card, CardContent, Typography } from '@mui/material';

/** One headline figure of the dashboard (the Overview's day, the Reports' totals). */
export function FigureCard({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography color="text.secondary">{label}</Typography>
        <Typography variant="h4" component="p" fontWeight={700} data-testid={testId}>
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
