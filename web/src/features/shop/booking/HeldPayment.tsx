import type { CreatedAppointmentDto, PaymentRequiredDto } from '@barbershop/core/api';
import { useCallback, useEffect } from 'react';
import { useToast } from '../../../shared/ui/toast';
import BookingPaymentStep from './BookingPaymentStep';
import { releaseHold } from './holdRequests';
import type { PaidAtBooking } from './paymentHold';

const HOLD_LOST =
  'Sorry, this time was just taken by someone else. Nothing has been taken from your card (any payment is refunded in full). Please choose another time.';
const DECLINED_RELEASED = 'Nothing was charged and this time was released. Please choose a time to book again.';
const HOLD_EXPIRED = 'We could not hold this time any longer. Nothing was charged. Press Confirm Booking to try again.';

export interface HeldPaymentProps {
  hold: PaymentRequiredDto;
  resumed: boolean;
  shopName: string;
  timezone: string;
  /** the booking's choice (service, barber, time) when the time was held, and now */
  heldChoice: string;
  choice: string;
  onBooked: (booked: CreatedAppointmentDto, paid: PaidAtBooking) => void;
  /** the hold is over (paid elsewhere, lost, declined, expired or left): back to the details */
  onLeave: () => void;
  /** the time is someone else's now: the flow clears it and refreshes the free times */
  onTimeTaken: () => void;
}

/**
 * The payment step of a held time and what each way out of it tells the customer. A lazy chunk
 * of its own (with the step and Stripe's packages): only a booking that asks for money loads it.
 */
export default function HeldPayment({
  hold,
  resumed,
  shopName,
  timezone,
  heldChoice,
  choice,
  onBooked,
  onLeave,
  onTimeTaken,
}: HeldPaymentProps) {
  const toast = useToast();

  // Another service, barber or time chosen while paying: that hold is not the booking wanted any more.
  useEffect(() => {
    if (choice === heldChoice) return;
    void releaseHold(hold).catch(() => undefined);
    onLeave();
  }, [choice, heldChoice, hold, onLeave]);

  const lost = useCallback(() => {
    onLeave();
    toast({ title: 'Time No Longer Available', description: HOLD_LOST, variant: 'destructive' });
    onTimeTaken();
  }, [onLeave, onTimeTaken, toast]);

  const declined = useCallback(
    (reason: string | null) => {
      onLeave();
      toast({
        title: 'Card Declined',
        description: `${reason ?? 'Your card was declined.'} ${DECLINED_RELEASED}`,
        variant: 'destructive',
      });
      onTimeTaken();
    },
    [onLeave, onTimeTaken, toast],
  );

  const expired = useCallback(() => {
    onLeave();
    toast({ title: 'Time Released', description: HOLD_EXPIRED, variant: 'destructive' });
  }, [onLeave, toast]);

  return (
    <BookingPaymentStep
      hold={hold}
      shopName={shopName}
      timezone={timezone}
      resumed={resumed}
      onBooked={onBooked}
      onLost={lost}
      onDeclined={declined}
      onExpired={expired}
      onBack={onLeave}
    />
  );
}
