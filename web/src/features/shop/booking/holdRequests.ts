import type { CreatedAppointmentDto, PaymentRequiredDto } from '@barbershop/core/api';
import { api } from '../../../lib/api/client';

// Apart from paymentHold.ts: only the lazy payment step sends these, so the shop page's first
// script does not carry them (docs/performance.md).

/** The hold becomes the booking once Stripe says the payment or setup succeeded (201); 409: the time was lost. */
export const completeHold = (hold: PaymentRequiredDto) =>
  api.post<CreatedAppointmentDto>(`/api/holds/${encodeURIComponent(hold.holdId)}/complete`, { clientSecret: hold.clientSecret });

/** Back from the payment step: the time is freed and the intent cancelled at once. */
export const releaseHold = (hold: PaymentRequiredDto) =>
  api.delete<void>(`/api/holds/${encodeURIComponent(hold.holdId)}`, { clientSecret: hold.clientSecret });
