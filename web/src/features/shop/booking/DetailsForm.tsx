import { Stack } from '@mui/material';
import { bookingFormSchema, type BookingForm } from '@barbershop/core';
import { Form, Formik } from 'formik';
import { forwardRef } from 'react';
import { useToast } from '../../../shared/ui/toast';
import { BookingSummary, type SummaryFacts } from './BookingSummary';
import { DetailsFields } from './DetailsFields';
import { StepSection } from './StepSection';

export type { BookingForm };

const EMPTY_FORM: BookingForm = { name: '', phone: '', email: '', notes: '', terms: false };

/** Step 4 and the Booking Summary: Confirm with missing details shows Missing Information. */
const DetailsForm = forwardRef<
  HTMLElement,
  { facts: SummaryFacts; busy: boolean; onSubmit: (values: BookingForm) => Promise<void> }
>(function DetailsForm({ facts, busy, onSubmit }, ref) {
  const toast = useToast();
  return (
    <Formik initialValues={EMPTY_FORM} validationSchema={bookingFormSchema} validateOnMount onSubmit={onSubmit}>
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
          <Stack spacing={3}>
            <StepSection ref={ref} n={4} title="Your Details" done={f.isValid}>
              <DetailsFields />
            </StepSection>
            <BookingSummary busy={busy} facts={facts} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
});

export default DetailsForm;
