import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import {
  onAppointmentCancelled,
  onAppointmentCreated,
  onAppointmentMoved,
  onCustomerCancelled,
  onOwnerCreated,
} from '../email/automations';
import { releaseCancelledInterval, syncBookerView } from '../services/booking';
import { emailFunctionOptions } from '../email/params';
import { billingSecrets } from '../services/billing/config';
import { textTheBooker } from '../sms/bookingTexts';
import { smsSecrets } from '../sms/params';
import { preauthorizeNoShowFee, settleCancel } from '../services/payments/afterBooking';

const APPOINTMENT = 'barbershops/{shopId}/appointments/{appointmentId}';

/**
 * Confirmation to the customer and a notification to the shop, for every new booking. Every
 * write of an appointment also brings its booker view in step (services/booking/bookerView.ts):
 * here and in the update trigger, which run for each write anyway (deletions: triggers/bookerView.ts).
 */
export const emailOnAppointmentCreated = onDocumentCreated(
  {
    document: APPOINTMENT,
    ...emailFunctionOptions(),
    secrets: [...emailFunctionOptions().secrets, ...billingSecrets(), ...smsSecrets()],
  },
  async (event) => {
    const { shopId, appointmentId } = event.params;
    // one after the other: both transactions read the appointment, and would only contend. The
    // view first: the manage page follows it, and an email waits on a transport.
    try {
      await syncBookerView(shopId, appointmentId);
    } finally {
      if (event.data?.get('status') === 'scheduled')
        await onAppointmentCreated(shopId, appointmentId, undefined, textTheBooker('sms_confirmation', shopId));
      // a card saved for a visit within the authorisation window: the no-show fee is held when
      // the policy asks (whichever path completed the booking; a failure leaves the fee to the no-show)
      if (event.data?.get('payment.kind') === 'card')
        await preauthorizeNoShowFee(shopId, appointmentId).catch((err) => console.error('pre-authorisation', appointmentId, err));
    }
  },
);

export const emailOnAppointmentUpdated = onDocumentUpdated(
  // Stripe's secrets too: a cancel settles the booking's money before its email
  {
    document: APPOINTMENT,
    ...emailFunctionOptions(),
    secrets: [...emailFunctionOptions().secrets, ...billingSecrets(), ...smsSecrets()],
  },
  async (event) => {
    const { shopId, appointmentId } = event.params;
    const before = event.data?.before;
    const after = event.data?.after;
    try {
      await syncBookerView(shopId, appointmentId);
    } finally {
      await emailTheChange(shopId, appointmentId, before, after);
    }
  },
);

type AppointmentSnap = { get(field: string): unknown } | undefined;

async function emailTheChange(shopId: string, appointmentId: string, before: AppointmentSnap, after: AppointmentSnap) {
  const statusBefore = before?.get('status');
  const statusAfter = after?.get('status');
  if (statusBefore !== 'cancelled' && statusAfter === 'cancelled') {
    // A customer's cancel goes through the security rules, which cannot touch the busy
    // projection: free the slot here (the owner's cancel already did, in its transaction).
    await releaseCancelledInterval(shopId, appointmentId);
    // the money first (refund, keep, late fee; idempotent with the manage route's own run), so
    // the cancellation email says what happened; a Stripe refusal is recorded, never thrown
    if (after?.get('payment'))
      await settleCancel(shopId, appointmentId).catch((err) => console.error('cancel money', appointmentId, err));
    await onAppointmentCancelled(shopId, appointmentId, undefined, textTheBooker('sms_cancelled', shopId));
    if (after?.get('cancelledBy') === 'customer') await onCustomerCancelled(shopId, appointmentId);
  }
  const sequenceBefore = (before?.get('sequence') as number | undefined) ?? 0;
  const sequenceAfter = (after?.get('sequence') as number | undefined) ?? 0;
  if (statusAfter === 'scheduled' && sequenceAfter > sequenceBefore)
    await onAppointmentMoved(shopId, appointmentId, undefined, textTheBooker('sms_moved', shopId));
}

export const emailOnOwnerCreated = onDocumentCreated({ document: 'users/{uid}', ...emailFunctionOptions() }, async (event) => {
  if (event.data?.get('role') === 'owner') await onOwnerCreated(event.params.uid);
});
