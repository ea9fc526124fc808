import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatPence } from '@barbershop/core/money';

export interface ChartBar {
  label: string;
  revenuePence: number;
  bookings: number;
}

/**
 * Revenue (left axis, pounds) and bookings (right axis) as bars. The chart is a picture for
 * sighted owners: the same figures are in the table beside it, which screen readers and small
 * phones read instead.
 */
export function ReportChart({ title, bars }: { title: string; bars: ChartBar[] }) {
  return (
    <Box role="img" aria-label={`${title} chart; the figures are in the table below`} sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        height={260}
        // figures, not a show: the bars are drawn at once (and a screenshot or a test sees them still)
        skipAnimation
        dataset={bars.map((b) => ({ label: b.label, revenue: b.revenuePence / 100, bookings: b.bookings }))}
        xAxis={[{ scaleType: 'band', dataKey: 'label', tickLabelStyle: { fontSize: 11 } }]}
        yAxis={[
          { id: 'money', position: 'left', valueFormatter: (v: number) => `£${v}`, width: 56 },
          { id: 'count', position: 'right', tickMinStep: 1, width: 36 },
        ]}
        series={[
          {
            dataKey: 'revenue',
            label: 'Revenue',
            yAxisId: 'money',
            color: '#8a4b12',
            valueFormatter: (v) => formatPence(Math.round((v ?? 0) * 100)),
          },
          { dataKey: 'bookings', label: 'Bookings', yAxisId: 'count', color: '#1a1a2e' },
        ]}
        margin={{ left: 0, right: 0 }}
      />
    </Box>
  );
}
