import { Alert, Box, Card, CardContent, Chip, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import { EARNED_RULE_TEXT, formatPence } from '@barbershop/core/money';
import type { ReportWithMoneyDto } from '@barbershop/core/payments';
import { formatShare, periodLabel, type ReportGranularity } from '@barbershop/core/reports';
import { todayIn } from '@barbershop/core/time';
import { useState } from 'react';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { DateField, UkPickers } from '../../../shared/forms/PickerFields';
import { ReportChart } from './ReportChart';
import { BarbersTable, PeriodsTable, ServicesTable } from './ReportTables';
import { PRESETS, rangeProblem, type ReportRange } from './reportRange';
import { useReport } from './useReport';
import { FigureCard } from '../shared/FigureCard';
import { MoneyReport } from './MoneyReport';

const GROUPINGS: { value: ReportGranularity; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];
const PERIOD_NAMES: Record<ReportGranularity, string> = { day: 'day', week: 'week', month: 'month' };

function ReportBody({ report }: { report: ReportWithMoneyDto }) {
  const { totals } = report;
  const periods = report.periods.map((p) => ({ ...p, key: p.start, label: periodLabel(p, report.by) }));
  const byName = `by ${PERIOD_NAMES[report.by]}`;
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <FigureCard label="Revenue" value={formatPence(totals.revenuePence)} detail={EARNED_RULE_TEXT} testId="report-revenue" />
        <FigureCard
          label="Bookings"
          value={String(totals.bookings)}
          detail={`${totals.completed} completed`}
          testId="report-bookings"
        />
        <FigureCard
          label="No-show rate"
          value={formatShare(totals.noShowRate)}
          detail={`${totals.noShows} of ${totals.bookings} bookings`}
          testId="report-no-show-rate"
        />
        <FigureCard
          label="Cancelled"
          value={String(totals.cancelled)}
          detail="Not counted as bookings"
          testId="report-cancelled"
        />
      </Box>
      <MoneyReport weeks={report.money} />
      <SectionCard title={`Revenue and bookings ${byName}`} variant="outlined">
        <ReportChart title={`Revenue and bookings ${byName}`} bars={periods} />
        <PeriodsTable label={`Figures ${byName}`} periods={periods} />
      </SectionCard>
      <SectionCard title="By barber" variant="outlined">
        {report.barbers.length > 0 && (
          <ReportChart title="Revenue and bookings by barber" bars={report.barbers.map((b) => ({ ...b, label: b.name }))} />
        )}
        <BarbersTable barbers={report.barbers} />
        <Typography variant="body2" color="text.secondary">
          Utilisation is the share of a barber&apos;s working hours taken by bookings (no-shows included). Working hours are their
          weekly hours within the shop&apos;s, less breaks, time off and closed dates.
        </Typography>
      </SectionCard>
      <SectionCard title="By service" variant="outlined">
        {report.services.length > 0 ? (
          <>
            <ReportChart title="Revenue and bookings by service" bars={report.services.map((s) => ({ ...s, label: s.name }))} />
            <ServicesTable services={report.services} />
          </>
        ) : (
          <Typography color="text.secondary">No bookings in these dates</Typography>
        )}
      </SectionCard>
    </Stack>
  );
}

/** Reports: revenue, bookings, no-shows and utilisation over dates of the shop's own zone. */
export default function ReportsTab({ shop }: { shop: BarbershopDto }) {
  const today = todayIn(shop.timezone);
  const [range, setRange] = useState<ReportRange>(() => PRESETS[0]!.range(today));
  const problem = rangeProblem(range);
  const report = useReport(shop.id, range, problem === null);
  const preset = PRESETS.find((p) => {
    const r = p.range(today);
    return r.from === range.from && r.to === range.to && r.by === range.by;
  });

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap aria-label="Quick ranges" role="group">
              {PRESETS.map((p) => (
                <Chip
                  key={p.label}
                  label={p.label}
                  color={preset === p ? 'secondary' : 'default'}
                  variant={preset === p ? 'filled' : 'outlined'}
                  onClick={() => setRange(p.range(today))}
                  aria-pressed={preset === p}
                />
              ))}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
              <UkPickers>
                <DateField label="From" value={range.from} onChange={(from) => setRange({ ...range, from })} size="small" />
                <DateField
                  label="To"
                  value={range.to}
                  onChange={(to) => setRange({ ...range, to })}
                  size="small"
                  error={problem !== null && Boolean(range.from && range.to)}
                  helperText={range.from && range.to ? problem : undefined}
                />
              </UkPickers>
              <ToggleButtonGroup
                value={range.by}
                exclusive
                size="small"
                aria-label="Group by"
                onChange={(_e, by: ReportGranularity | null) => by && setRange({ ...range, by })}
              >
                {GROUPINGS.map((g) => (
                  <ToggleButton key={g.value} value={g.value}>
                    {g.label}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      {problem ? (
        !range.from || !range.to ? (
          <Typography color="text.secondary">{problem}</Typography>
        ) : null
      ) : report.isError ? (
        <Alert severity="error">The report could not be loaded. Please try again.</Alert>
      ) : !report.data ? (
        <Typography color="text.secondary">Loading...</Typography>
      ) : (
        <ReportBody report={report.data} />
      )}
    </Stack>
  );
}
