import { Stack } from '@mui/material';
import { bookingFormSchema, type BookingForm } from '@barbershop/core/booking';
import { Form, Formik, useFormikContext } from 'formik';
import { forwardRef, useEffect } from 'react';
import { useToast } from '../../../shared/ui/toast';
import { BookingSummary, type SummaryFacts } from './BookingSummary';
import { DetailsFields } from './DetailsFields';
import { StepSection } from './StepSection';

export type { BookingForm };

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
    onSubmit: (values: BookingForm) => Promise<void>;
    /** what the customer typed before (a refused time, a reload): never thrown away */
    initialValues: BookingForm;
    onValues: (values: BookingForm) => void;
  }
>(function DetailsForm({ facts, busy, onSubmit, initialValues, onValues }, ref) {
  const toast = useToast();
  return (
    <Formik initialValues={initialValues} validationSchema={bookingFormSchema} validateOnMount onSubmit={onSubmit}>
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
            </StepSection>
            <BookingSummary busy={busy} facts={facts} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
});

export default DetailsForm;
