import { Stack } from '@mui/material';
import { bookingFormSchema, type BookingForm } from '@barbershop/core/booking';
import type { CreateAppointmentRequest } from '@barbershop/core/api';
import type { ReminderChannels } from '@barbershop/core/model';
import { policyTextFor, type PaymentPolicy } from '@barbershop/core/payments';
import { Form, Formik, useFormikContext } from 'formik';
import { forwardRef, useEffect, useMemo } from 'react';
import * as yup from 'yup';
import { useToast } from '../../../shared/ui/toast';
import { BookingSummary, type SummaryFacts } from './BookingSummary';
import { ConsentCheckbox } from './ConsentCheckbox';
import { ReminderChoice } from './ReminderChoice';
import { DetailsFields } from './DetailsFields';
import { POLICY_REQUIRED } from './PolicyAcceptance';
import { StepSection } from './StepSection';

export type { BookingForm };

/**
 * The details and, when the shop asks for a deposit or a card, the policy's box (never kept in the
 * draft); the reminder choice only where the shop offers texts.
 */
export type DetailsValues = BookingForm & {
  policyAccepted?: boolean;
  marketingConsent?: boolean;
  reminderChannels?: ReminderChannels;
};

/** The booking request's consent fields (built here, in the lazy chunk, to keep the shop page's first script small). */
export type BookingConsent = Pick<CreateAppointmentRequest, 'marketingConsent' | 'reminderChannels'>;

const consentOf = (values: DetailsValues): BookingConsent => ({
  // only a ticked box is sent: an unticked one never withdraws consent given before
  ...(values.marketingConsent ? { marketingConsent: true } : {}),
  // only where the shop texts: absent, the server's default (email only)
  ...(values.reminderChannels ? { reminderChannels: values.reminderChannels } : {}),
});

/** Hands every change of the details to `onValues` (the tab's draft keeps them). */
function KeepValues({ onValues }: { onValues: (values: BookingForm) => void }) {
  const { values } = useFormikContext<BookingForm>();
  useEffect(() => onValues(values), [values, onValues]);
  return null;
}

/** Step 4 and the Booking Summary: Confirm with missing details shows Missing Information. */
const DetailsForm = forwardRef<
  HTMLElement,
  {
    facts: SummaryFacts;
    busy: boolean;
    /** the shop's payment policy when the booking must accept it */
    policy: PaymentPolicy | null;
    /** the visit's services: the policy's text is worded for them (a service may have its own terms) */
    serviceIds: string[];
    /** the shop offers text reminders: the customer chooses texts and/or emails (both ticked at first) */
    textReminders?: boolean;
    /** `consent`: the request's consent fields, as the customer left the boxes */
    onSubmit: (values: DetailsValues, consent: BookingConsent) => Promise<void>;
    /** what the customer typed before (a refused time, a reload): never thrown away */
    initialValues: BookingForm;
    onValues: (values: BookingForm) => void;
  }
>(function DetailsForm({ facts, busy, policy, serviceIds, textReminders, onSubmit, initialValues, onValues }, ref) {
  const toast = useToast();
  const schema = useMemo(
    () =>
      policy ? bookingFormSchema.shape({ policyAccepted: yup.boolean().oneOf([true], POLICY_REQUIRED) }) : bookingFormSchema,
    [policy],
  );
  // the policy is accepted anew each time the form opens (a draft never ticks it), and so is the consent
  const initial: DetailsValues = useMemo(
    () => ({
      ...initialValues,
      marketingConsent: false,
      ...(policy ? { policyAccepted: false } : {}),
      ...(textReminders ? { reminderChannels: { sms: true, email: true } } : {}),
    }),
    [policy, initialValues, textReminders],
  );
  const policyText = policy ? policyTextFor(policy, serviceIds, facts.pricePence) : null;
  return (
    <Formik initialValues={initial} validationSchema={schema} validateOnMount onSubmit={(v) => onSubmit(v, consentOf(v))}>
      {(f) => (
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!f.isValid) {
              toast({
                title: 'Missing Information',
                description: 'Please fill in all required fields and accept the terms.',
                variant: 'destructive',
              });
            }
            f.handleSubmit(e);
          }}
        >
          <KeepValues onValues={onValues} />
          <Stack spacing={3}>
            <StepSection ref={ref} n={4} title="Your Details" done={f.isValid}>
              <DetailsFields />
              <ReminderChoice textReminders={textReminders} />
              <ConsentCheckbox />
            </StepSection>
            <BookingSummary busy={busy} facts={facts} policyText={policyText} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
});

export default DetailsForm;
