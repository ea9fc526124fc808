import { Box, Button, Card, CardContent, Container, LinearProgress, Stack, Typography } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import { WIZARD_STEPS, wizardProgress, wizardSchema } from '@barbershop/core/shop';
import { useFormik, type FormikErrors } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { useToast } from '../../shared/ui/toast';
import { ApiError } from '../../lib/api/client';
import { isWizardEditMode } from '../../lib/auth/ownerRedirect';
import { useCurrentUser } from '../../lib/auth/useCurrentUser';
import { useOwnerShops } from '../../lib/auth/useOwnerShops';
import { readPendingBusinessName } from '../../lib/auth/pendingBusinessName';
import { BarbersStep } from './BarbersStep';
import { useCompleteWizard } from './completeWizard';
import { DetailsStep } from './DetailsStep';
import { HoursStep } from '../../shared/shop/HoursStep';
import { clearProgress, readProgress, saveProgress } from './savedProgress';
import { ServicesStep } from './ServicesStep';
import { existingShopValues, newShopValues, type WizardValues } from './wizardForm';

/** /onboarding: the four-step shop profile wizard. */
export default function OnboardingPage() {
  const user = useCurrentUser();
  const shops = useOwnerShops();
  const location = useLocation();
  if (user.isPending || shops.isPending) return <LoadingScreen />;
  const existing = isWizardEditMode(location.search) ? shops.data?.[0] : undefined;
  const pendingName = readPendingBusinessName() || user.data?.pendingBusinessName || '';
  const uid = user.data?.id ?? '';
  // Only a new shop's setup is kept across reloads: editing starts from the shop as saved now, so
  // an old copy can never be written back over changes made since in the dashboard.
  const saved = uid && !existing ? readProgress(uid, undefined) : null;
  return (
    <Wizard
      key={existing?.id ?? 'new'}
      uid={uid}
      initialStep={saved?.step ?? 1}
      initialValues={saved?.values ?? (existing ? existingShopValues(existing) : newShopValues(pendingName))}
      existing={existing}
    />
  );
}

/** Each step's part of the form: Next checks it before moving on. */
const STEP_PART = { 1: 'details', 2: 'barbers', 3: 'services', 4: 'hours' } as const;

const DETAILS_TOUCHED = { name: true, address: true, phone: true, email: true, googleBusinessUrl: true };

interface WizardProps {
  uid: string;
  initialStep: number;
  initialValues: WizardValues;
  existing: BarbershopDto | undefined;
}

function Wizard({ uid, initialStep, initialValues, existing }: WizardProps) {
  const [step, setStep] = useState(() => Math.min(Math.max(1, Math.round(initialStep)), WIZARD_STEPS.length));
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

  // A reload returns to this step with what was typed (sessionStorage, this tab only).
  useEffect(() => {
    if (uid && !editing) saveProgress(uid, undefined, { step, values: formik.values });
  }, [uid, editing, step, formik.values]);

  function missingDetails() {
    void formik.setTouched({ ...formik.touched, details: DETAILS_TOUCHED });
    toast({
      title: 'Missing Information',
      description: 'Please fill in all required barbershop details.',
      variant: 'destructive',
    });
  }

  /** Next: only when this step's fields pass; otherwise their errors show and the step stays. */
  async function next() {
    const errors: FormikErrors<WizardValues> = await formik.validateForm();
    const part = STEP_PART[step as keyof typeof STEP_PART];
    if (errors[part]) {
      // the services' messages show under their fields at once; the details' once touched
      if (part === 'details') missingDetails();
      return;
    }
    setStep((s) => s + 1);
  }

  async function complete() {
    const errors: FormikErrors<WizardValues> = await formik.validateForm();
    if (errors.details) {
      missingDetails();
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
      clearProgress(uid, existing?.id);
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
              <Button variant="contained" onClick={() => void next()}>
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
