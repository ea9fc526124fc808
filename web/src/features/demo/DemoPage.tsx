import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Container,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { formatPence } from '@barbershop/core/money';
import { todayIn } from '@barbershop/core/time';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { canAdvance, DEMO_BARBERS, DEMO_SERVICES, DEMO_STEPS, DEMO_TIMES, EMAIL_AUTOMATIONS } from './demoData';

export default function DemoPage() {
  const today = todayIn('Europe/London');
  const [step, setStep] = useState(0);
  const [s, setS] = useState({
    serviceId: null as string | null,
    barberId: null as string | null,
    date: today,
    time: null as string | null,
    name: '',
    email: '',
  });
  const service = DEMO_SERVICES.find((x) => x.id === s.serviceId);
  const barber = DEMO_BARBERS.find((x) => x.id === s.barberId);
  const pick = (selected: boolean, onClick: () => void, title: string, subtitle: string) => (
    <Card
      key={title}
      variant="outlined"
      sx={{ borderColor: selected ? 'secondary.main' : undefined, borderWidth: selected ? 2 : 1 }}
    >
      <CardActionArea onClick={onClick} aria-pressed={selected}>
        <CardContent>
          <Typography fontWeight={600}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h3" component="h1" fontWeight={800} sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        Live Demo
      </Typography>
      <Typography color="text.secondary">
        Try the booking flow your customers will use. Sample data only: nothing is booked.
      </Typography>
      <Card sx={{ mt: 3 }}>
        <CardContent>
          <Typography variant="overline">
            Step {step + 1} of 5: {DEMO_STEPS[step]}
          </Typography>
          <LinearProgress variant="determinate" value={((step + 1) / 5) * 100} sx={{ mb: 2 }} aria-label="Demo progress" />
          {step === 0 && (
            <Stack spacing={1}>
              {DEMO_SERVICES.map((x) =>
                pick(
                  s.serviceId === x.id,
                  () => setS({ ...s, serviceId: x.id }),
                  x.name,
                  `${x.durationMin} min · ${formatPence(x.pricePence)}`,
                ),
              )}
            </Stack>
          )}
          {step === 1 && (
            <Stack spacing={1}>
              {DEMO_BARBERS.map((x) => pick(s.barberId === x.id, () => setS({ ...s, barberId: x.id }), x.name, x.specialty))}
            </Stack>
          )}
          {step === 2 && (
            <Stack spacing={2}>
              <TextField
                type="date"
                label="Date"
                value={s.date}
                onChange={(e) => setS({ ...s, date: e.target.value < today ? today : e.target.value })}
                slotProps={{ htmlInput: { min: today }, inputLabel: { shrink: true } }}
              />
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(90px, 1fr))' }}>
                {DEMO_TIMES.map((t) => (
                  <Button
                    key={t}
                    variant={s.time === t ? 'contained' : 'outlined'}
                    color="secondary"
                    onClick={() => setS({ ...s, time: t })}
                  >
                    {t}
                  </Button>
                ))}
              </Box>
            </Stack>
          )}
          {step === 3 && (
            <Stack spacing={2}>
              <TextField label="Full Name" value={s.name} onChange={(e) => setS({ ...s, name: e.target.value })} />
              <TextField
                label="Email Address"
                type="email"
                value={s.email}
                onChange={(e) => setS({ ...s, email: e.target.value })}
              />
            </Stack>
          )}
          {step === 4 && (
            <Box>
              <Typography variant="h5" component="h2" fontWeight={700}>
                Booking Confirmed!
              </Typography>
              <Typography sx={{ mt: 1 }}>
                {service?.name} with {barber?.name} on {s.date} at {s.time}. A confirmation email would now be on its way to{' '}
                {s.email}.
              </Typography>
            </Box>
          )}
          <Stack direction="row" justifyContent="space-between" sx={{ mt: 3 }}>
            <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
              Previous
            </Button>
            {step < 4 ? (
              <Button variant="contained" disabled={!canAdvance(step, s)} onClick={() => setStep(step + 1)}>
                {step === 3 ? 'Complete Booking' : 'Next'}
              </Button>
            ) : (
              <Button
                variant="contained"
                onClick={() => (
                  setStep(0),
                  setS({ serviceId: null, barberId: null, date: today, time: null, name: '', email: '' })
                )}
              >
                Start Again
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Typography variant="h5" component="h2" fontWeight={700} sx={{ mt: 6 }}>
        Seven automated emails
      </Typography>
      <List>
        {EMAIL_AUTOMATIONS.map((e) => (
          <ListItem key={e.name} disableGutters>
            <ListItemText primary={e.name} secondary={e.when} />
          </ListItem>
        ))}
      </List>
      <Card variant="outlined" sx={{ mt: 3 }}>
        <CardContent sx={{ textAlign: 'center' }}>
          <Typography variant="h6" component="h2">
            £40/month for 4 staff seats · £6.99 per extra seat · 7-day free trial
          </Typography>
          <Button variant="contained" color="secondary" component={RouterLink} to="/register" sx={{ mt: 2 }}>
            Register Today
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
