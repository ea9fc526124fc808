import { Box, Button, Card, CardContent, Container, LinearProgress, Stack, Typography } from '@mui/material';
import { WIZARD_STEPS, wizardProgress, wizardSchema, type BarbershopDto } from '@barbershop/core';
import { useFormik, type FormikErrors } from 'formik';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { useToast } from '../../shared/ui/toast';
import { ApiError } from '../../lib/api/client';
import { isWizardEditMode } from '../auth/ownerRedirect';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useOwnerShops } from '../auth/useOwnerShops';
import { readPendingBusinessName } from '../register/pendingBusinessName';
import { BarbersStep } from './BarbersStep';
import { useCompleteWizard } from './completeWizard';
import { DetailsStep } from './DetailsStep';
import { HoursStep } from './HoursStep';
import { ServicesStep } from './ServicesStep';
import { existingShopValues, newShopValues, type WizardValues } from './wizardForm';

/** /onboarding: the four-step shop profile wizard (spec sections 2, 4, 5). */
export default function OnboardingPage() {
  const user = useCurrentUser();
  const shops = useOwnerShops();
  const location = useLocation();
  if (user.isPending || shops.isPending) return <LoadingScreen />;
  const existing = isWizardEditMode(location.search) ? shops.data?.[0] : undefined;
  const pendingName = readPendingBusinessName() || user.data?.pendingBusinessName || '';
  return (
    <Wizard
      key={existing?.id ?? 'new'}
      initialValues={existing ? existingShopValues(existing) : newShopValues(pendingName)}
      existing={existing}
    />
  );
}

function Wizard({ initialValues, existing }: { initialValues: WizardValues; existing: BarbershopDto | undefined }) {
  const [step, setStep] = useState(1);
  const toast = useToast();
  const navigate = useNavigate();
  const completeWizard = useCompleteWizard(existing);
  const saving = completeWizard.isPending;
  const editing = Boolean(existing);
  const progress = useMemo(() => wizardProgress(step), [step]);

  const formik = useFormik<WizardValues>({
    initialValues,
    validationSchema: wizardSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: () => undefined,
  });

  async function complete() {
    const errors: FormikErrors<WizardValues> = await formik.validateForm();
    if (errors.details) {
      void formik.setTouched({ details: { name: true, address: true, phone: true, email: true, googleBusinessUrl: true } });
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required barbershop details.',
        variant: 'destructive',
      });
      setStep(1);
      return;
    }
    if (errors.services) {
      setStep(3);
      return;
    }
    // mutateAsync, not mutate's callbacks: the new shop sends this screen to the dashboard
    // (RequireSignIn) before they could run.
    try {
      const { failedExtras } = await completeWizard.mutateAsync(formik.values);
      if (failedExtras > 0) {
        toast({
          title: 'Partial Success',
          description: 'Business profile updated, but there was an issue with additional data.',
        });
      } else {
        toast({ title: editing ? 'Profile Updated!' : 'Barbershop Created!' });
      }
      navigate('/dashboard');
    } catch (err) {
      const fallback = editing ? 'Failed to update profile. Please try again.' : 'Failed to create barbershop. Please try again.';
      const reason = err instanceof ApiError ? err.serverMessage : '';
      toast({ title: 'Error', description: reason ? `${fallback} ${reason}` : fallback, variant: 'destructive' });
    }
  }

  const title = WIZARD_STEPS[step - 1];
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Your Shop Profile
      </Typography>
      <Box sx={{ mb: 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
          <Typography>{progress.label}</Typography>
          <Typography color="text.secondary">{progress.percent}% complete</Typography>
        </Stack>
        <LinearProgress variant="determinate" value={progress.percent} aria-label={progress.label} />
      </Box>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {step === 1 && <DetailsStep formik={formik} />}
          {step === 2 && <BarbersStep formik={formik} editing={editing} />}
          {step === 3 && <ServicesStep formik={formik} editing={editing} />}
          {step === 4 && <HoursStep formik={formik} />}
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 3 }}>
            <Button variant="outlined" disabled={step === 1 || saving} onClick={() => setStep((s) => s - 1)}>
              Previous
            </Button>
            {step < WIZARD_STEPS.length ? (
              <Button variant="contained" onClick={() => setStep((s) => s + 1)}>
                Next
              </Button>
            ) : (
              <Button variant="contained" color="secondary" disabled={saving} onClick={() => void complete()}>
                {editing ? 'Save Changes' : 'Complete Setup'}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
