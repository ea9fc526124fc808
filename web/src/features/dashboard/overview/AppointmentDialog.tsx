import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { appointmentServicesOf } from '@barbershop/core/booking';
import type { PaymentOutcomeDto } from '@barbershop/core/payments';
import { appointmentUpdateSchema, visitHasStarted } from '@barbershop/core/calendar';
import { DEFAULT_TIMEZONE, type Appointment, type Barber } from '@barbershop/core/model';
import { formatPence } from '@barbershop/core/money';
import { formatPhone } from '@barbershop/core/phone';
import { appointmentTimeLabel, displayDate } from '@barbershop/core/time';
import { useFormik } from 'formik';
import { useState, type ReactNode } from 'react';
import { formikField } from '../../../shared/forms/formikField';
import { useMinute } from '../../../shared/time/useMinute';
import { useToast } from '../../../shared/ui/toast';
import { useUpdateAppointment } from '../mutations';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { CancelAppointmentForm } from './CancelAppointmentForm';
import { STATUS_LABELS } from './GridItems';
import { MoveAppointmentForm } from './MoveAppointmentForm';
import { AppointmentHistory } from './AppointmentHistory';
import { MoneyPanel } from '../../../shared/payments/MoneyPanel';
import { useChosenShop } from '../../../lib/auth/useChosenShop';
import { can } from '@barbershop/core/staff';
import { noShowOutcomeOf } from '../../../shared/payments/noShowOutcome';

const notesSchema = appointmentUpdateSchema.pick(['notes']);

/**
 * A visit of several services: each with its time and price, then the total (the line above has
 * it for one service). The buffer time is the shop's only: the customer is never told.
 */
function VisitLines({ appointment }: { appointment: Appointment }) {
  const services = appointmentServicesOf(appointment);
  const line = (label: string, min: number, pence: number, bold = false) => (
    <Stack direction="row" justifyContent="space-between" spacing={2} sx={{ fontWeight: bold ? 700 : undefined }}>
      <span>{label}</span>
      <span>
        {min} min · {formatPence(pence)}
      </span>
    </Stack>
  );
  return (
    <Box aria-label="Services" role="group" sx={{ my: 1 }}>
      {services.length > 1 && (
        <>
          {services.map((s) => (
            <Box key={s.serviceId}>{line(s.name, s.durationMin, s.pricePence)}</Box>
          ))}
          {line('Total', appointment.durationMin, appointment.pricePence, true)}
        </>
      )}
      {(appointment.bufferMin ?? 0) > 0 && (
        <Typography variant="body2" color="text.secondary">
          Then {appointment.bufferMin} min buffer time
        </Typography>
      )}
    </Box>
  );
}

type Step = 'details' | 'move' | 'cancel';

/** The visit's notes, saved with PATCH (the API's own schema checks them). */
function NotesForm({ appointment, onSaved }: { appointment: Appointment; onSaved: () => void }) {
  const toast = useToast();
  const update = useUpdateAppointment();
  const f = useFormik({
    initialValues: { notes: appointment.notes ?? '' },
    validationSchema: notesSchema,
    onSubmit: async ({ notes }) => {
      try {
        await update.mutateAsync({ id: appointment.id, notes });
        toast({ title: 'Notes saved' });
        onSaved();
      } catch (err) {
        toast({ title: 'Failed to save notes', description: changeFailedReason(err), variant: 'destructive' });
      }
    },
  });
  return (
    <Box component="form" noValidate onSubmit={f.handleSubmit} aria-label="Notes" sx={{ mt: 2 }}>
      <TextField label="Notes" multiline minRows={2} fullWidth {...formikField(f, 'notes')} />
      <Button type="submit" size="small" disabled={f.isSubmitting || !f.dirty} sx={{ mt: 1 }}>
        Save notes
      </Button>
    </Box>
  );
}

/**
 * Mark completed / Mark no-show on a scheduled visit that has started; Mark as scheduled takes
 * the mark back.
 */
function StatusButtons({
  appointment,
  started,
  onDone,
  onFeeFailed,
}: {
  appointment: Appointment;
  started: boolean;
  onDone: () => void;
  /** a no-show whose fee could not be charged: the dialog stays open to offer the payment link */
  onFeeFailed: (outcome: PaymentOutcomeDto) => void;
}) {
  const toast = useToast();
  const update = useUpdateAppointment();
  const mark = (status: 'scheduled' | 'completed' | 'no_show', title: string) =>
    update.mutate(
      { id: appointment.id, status },
      {
        onSuccess: (answer) => {
          const outcome = noShowOutcomeOf(answer);
          if (outcome?.action === 'fee_failed') return onFeeFailed(outcome);
          toast({ title, description: outcome?.message });
          onDone();
        },
        onError: (err) =>
          toast({ title: 'Failed to update appointment', description: changeFailedReason(err), variant: 'destructive' }),
      },
    );
  if (appointment.status !== 'scheduled') {
    return (
      <Button disabled={update.isPending} onClick={() => mark('scheduled', 'Marked as scheduled')}>
        Mark as scheduled
      </Button>
    );
  }
  // what happened at a visit is known only once it has started (the API refuses it before, too)
  if (!started) return null;
  return (
    <>
      <Button disabled={update.isPending} onClick={() => mark('completed', 'Marked completed')}>
        Mark completed
      </Button>
      <Button disabled={update.isPending} onClick={() => mark('no_show', 'Marked as no-show')}>
        Mark no-show
      </Button>
    </>
  );
}

/**
 * An appointment's details and what the owner can do with it: Move (date, time and barber),
 * Mark completed or no-show, edit the notes, and Cancel Appointment with a confirmation step.
 * After a change the dialog closes and the grid shows it live.
 */
export function AppointmentDialog({
  appointment,
  barbers,
  today,
  onClose,
  customerBadge,
  timeZone,
}: {
  appointment: Appointment | null;
  /** the shop's zone: a time shown twice that day reads '01:30 BST' / '01:30 GMT' */
  timeZone?: string;
  /** beside the customer's name: their no-shows, read live by the caller */
  customerBadge?: ReactNode;
  /** the barbers it may be moved to */
  barbers: readonly Pick<Barber, 'id' | 'name'>[];
  /** today in the shop's zone: no move into the past */
  today: string;
  onClose: () => void;
}) {
  const [step, setStep] = useState<Step>('details');
  const [feeFailed, setFeeFailed] = useState<PaymentOutcomeDto | null>(null);
  const close = () => {
    setStep('details');
    setFeeFailed(null);
    onClose();
  };
  const status = appointment && STATUS_LABELS[appointment.status];
  // the minute's start: a visit starting this minute counts as started a minute late, never early
  const minute = useMinute();
  const started = appointment !== null && visitHasStarted(appointment, minute);
  // the front desk sees what was paid but refunds, waives and payment links are the owner's and managers'
  const myRole = useChosenShop().shop?.myRole;
  const canActOnMoney = myRole !== undefined && can(myRole, 'payments.act');
  return (
    <Dialog open={Boolean(appointment)} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{step === 'move' ? 'Move appointment' : step === 'cancel' ? 'Cancel appointment' : 'Appointment'}</DialogTitle>
      {appointment && step === 'move' && (
        <MoveAppointmentForm
          appointment={appointment}
          barbers={barbers}
          today={today}
          onMoved={close}
          onBack={() => setStep('details')}
        />
      )}
      {appointment && step === 'cancel' && (
        <CancelAppointmentForm appointment={appointment} onCancelled={close} onBack={() => setStep('details')} />
      )}
      {appointment && step === 'details' && (
        <>
          <DialogContent>
            <Typography>
              {displayDate(appointment.date)} {timeZone ? appointmentTimeLabel(appointment, timeZone) : appointment.time} ·{' '}
              {appointment.durationMin ?? 30} min · {formatPence(appointment.pricePence)}
            </Typography>
            <Typography fontWeight={600}>
              {appointment.customerName}
              {status && <Chip size="small" label={status} sx={{ ml: 1 }} />}
              {customerBadge}
            </Typography>
            <Typography>
              {appointment.serviceName} with {appointment.barberName}
            </Typography>
            <VisitLines appointment={appointment} />
            {/* a long email has no break of its own: it wraps rather than leaving the dialog on a phone */}
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {formatPhone(appointment.customerPhone)} {appointment.customerEmail}
            </Typography>
            {appointment.status === 'scheduled' && !started && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Completed and no-show can be marked once the visit has started.
              </Typography>
            )}
            {feeFailed && (
              <Alert severity="error" sx={{ mt: 1 }}>
                Marked as no-show. {feeFailed.message}
              </Alert>
            )}
            {appointment.payment && (
              <MoneyPanel
                appointmentId={appointment.id}
                payment={appointment.payment}
                timeZone={timeZone}
                canAct={canActOnMoney}
              />
            )}
            <NotesForm key={appointment.id} appointment={appointment} onSaved={close} />
            <AppointmentHistory appointment={appointment} timeZone={timeZone ?? DEFAULT_TIMEZONE} />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            {appointment.status === 'scheduled' && <Button onClick={() => setStep('move')}>Move</Button>}
            <StatusButtons appointment={appointment} started={started} onDone={close} onFeeFailed={setFeeFailed} />
            {appointment.status === 'scheduled' && (
              <Button color="error" onClick={() => setStep('cancel')}>
                Cancel Appointment
              </Button>
            )}
            <Button onClick={close}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
