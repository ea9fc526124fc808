import { Box, Typography } from '@mui/material';
import { formatPence } from '@barbershop/core/money';
import type { WeeklyMoney } from '@barbershop/core/payments';
import { periodEndOf, periodLabel } from '@barbershop/core/reports';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { FigureCard } from '../shared/FigureCard';
import { MoneyTable } from './ReportTables';

const total = (weeks: readonly WeeklyMoney[], key: Exclude<keyof WeeklyMoney, 'weekStart'>) =>
  weeks.reduce((sum, w) => sum + w[key], 0);

/**
 * Reports: the money deposits and fees brought in these dates, per week. Shown only when the
 * shop has payment records in the range: a shop that takes no money sees no empty section.
 */
export function MoneyReport({ weeks }: { weeks: readonly WeeklyMoney[] | undefined }) {
  if (!weeks?.length) return null;
  const rows = weeks.map((money) => ({
    key: money.weekStart,
    label: periodLabel({ start: money.weekStart, end: periodEndOf(money.weekStart, 'week') }, 'week'),
    money,
  }));
  return (
    <SectionCard title="Deposits and fees" variant="outlined">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <FigureCard
          label="Revenue protected"
          value={formatPence(total(weeks, 'revenueProtected'))}
          detail="Deposits kept and fees charged"
          testId="report-revenue-protected"
        />
        <FigureCard label="Deposits kept" value={formatPence(total(weeks, 'depositsKept'))} testId="report-deposits-kept" />
        <FigureCard label="Fees charged" value={formatPence(total(weeks, 'feesCharged'))} testId="report-fees-charged" />
        <FigureCard label="Refunds" value={formatPence(total(weeks, 'refunds'))} testId="report-refunds" />
      </Box>
      <MoneyTable weeks={rows} />
      <Typography variant="body2" color="text.secondary">
        Revenue protected is what no-shows and late cancellations would otherwise have cost: the deposits kept and the fees
        charged. Stripe&apos;s own fees are not taken off.
      </Typography>
    </SectionCard>
  );
}
