import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatPence } from '@barbershop/core/money';
import { formatMinutes, formatShare, type ReportBarberRow, type ReportServiceRow } from '@barbershop/core/reports';
import type { WeeklyMoney } from '@barbershop/core/payments';
import type { ReactNode } from 'react';

/**
 * A small table that scrolls sideways on a phone rather than squeezing its figures; the scrolling
 * box takes the keyboard focus (so it can be scrolled without a pointer) and is named for it.
 */
function FiguresTable({ label, head, rows }: { label: string; head: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${label}, scrollable`}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((h, i) => (
              <TableCell key={h} align={i === 0 ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              {r.cells.map((c, i) =>
                i === 0 ? (
                  <TableCell key={i} component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {c}
                  </TableCell>
                ) : (
                  <TableCell key={i} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {c}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function PeriodsTable({
  label,
  periods,
}: {
  label: string;
  periods: { key: string; label: string; bookings: number; revenuePence: number; noShows: number; cancelled: number }[];
}) {
  return (
    <FiguresTable
      label={label}
      head={['Period', 'Bookings', 'Revenue', 'No-shows', 'Cancelled']}
      rows={periods.map((p) => ({
        key: p.key,
        cells: [p.label, p.bookings, formatPence(p.revenuePence), p.noShows, p.cancelled],
      }))}
    />
  );
}

export function BarbersTable({ barbers }: { barbers: ReportBarberRow[] }) {
  return (
    <FiguresTable
      label="Figures by barber"
      head={['Barber', 'Bookings', 'Revenue', 'No-show rate', 'Booked', 'Working', 'Utilisation']}
      rows={barbers.map((b) => ({
        key: b.barberId,
        cells: [
          b.name,
          b.bookings,
          formatPence(b.revenuePence),
          formatShare(b.noShowRate),
          formatMinutes(b.bookedMinutes),
          formatMinutes(b.workingMinutes),
          formatShare(b.utilisation),
        ],
      }))}
    />
  );
}

export function ServicesTable({ services }: { services: ReportServiceRow[] }) {
  return (
    <FiguresTable
      label="Figures by service"
      head={['Service', 'Bookings', 'Revenue']}
      rows={services.map((s) => ({ key: s.serviceId, cells: [s.name, s.bookings, formatPence(s.revenuePence)] }))}
    />
  );
}

/** Reports' money per week: deposits kept, fees charged, refunds and revenue protected. */
export function MoneyTable({ weeks }: { weeks: { key: string; label: string; money: WeeklyMoney }[] }) {
  return (
    <FiguresTable
      label="Money by week"
      head={['Week', 'Deposits kept', 'Fees charged', 'Refunds', 'Revenue protected']}
      rows={weeks.map(({ key, label, money }) => ({
        key,
        cells: [
          label,
          formatPence(money.depositsKept),
          formatPence(money.feesCharged),
          formatPence(money.refunds),
          formatPence(money.revenueProtected),
        ],
      }))}
    />
  );
}
