import { Box, Typography } from '@mui/material';
import type { Appointment } from '@barbershop/core/model';
import { changeText } from '@barbershop/core/staff';
import { instantToZoned } from '@barbershop/core/time';

/**
 * Who did what to the booking, newest first ("Moved by Sam, front desk, 10:42"), and when the
 * customer arrived. Nothing for a booking made before the history was kept.
 */
export function AppointmentHistory({
  appointment,
  timeZone,
}: {
  appointment: Pick<Appointment, 'history' | 'arrivedAt'>;
  timeZone: string;
}) {
  const history = appointment.history ?? [];
  const arrivedAt = appointment.arrivedAt;
  if (history.length === 0 && !arrivedAt) return null;
  return (
    <Box sx={{ mt: 2 }}>
      {arrivedAt && <Typography>Arrived {instantToZoned(arrivedAt, timeZone).time}</Typography>}
      {history.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            History
          </Typography>
          <Box component="ul" aria-label="History" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {history
              .slice()
              .reverse()
              .map((change, i) => (
                <Typography component="li" variant="body2" color="text.secondary" key={history.length - i}>
                  {changeText(change, timeZone)}
                </Typography>
              ))}
          </Box>
        </>
      )}
    </Box>
  );
}
