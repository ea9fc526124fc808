import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, List, ListItem, ListItemIcon, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { REGISTER_MISSING_MESSAGE, registerFormSchema, suggestUsername, type RegisterFormInput } from '@barbershop/core/account';
import { useFormik } from 'formik';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formikValueProps } from '../../shared/forms/formikField';
import { useToast } from '../../shared/ui/toast';
import { ApiError } from '../../lib/api/client';
import { AuthCard, AuthSwitchLink } from '../../shared/ui/AuthCard';
import { firstError } from '../../shared/forms/formErrors';
import { useRegister } from '../../lib/auth/mutations';
import { useBillingConfig } from '../../shared/billing/billingApi';
import { PaymentStep, type PaymentStepResult } from '../../shared/billing/PaymentStep';
import { billingKeys } from '../../shared/billing/queryKeys';
import { keepPendingBusinessName } from '../../lib/auth/pendingBusinessName';
import { UsernameField } from './UsernameField';
import { useUsernameAvailability } from './usernameAvailability';

export const TRIAL_BENEFITS = [
  'Unlimited appointments',
  'Staff management',
  'Customer database',
  'Email notifications',
  'Analytics dashboard',
];

/** /register: step 1 the account form, step 2 the card (billing only), then /onboarding. */
export default function RegisterPage() {
  const [step, setStep] = useState<1 | 2>(1);
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const billingConfig = useBillingConfig();
  const registerMutation = useRegister();
  const formik = useFormik<RegisterFormInput>({
    initialValues: { ownerName: '', businessName: '', username: '', email: '', password: '' },
    validationSchema: registerFormSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: () => {
      if (billingConfig.data?.enabled) setStep(2);
      else register();
    },
  });
  const form = formik.values;
  const username = form.username;
  // The username follows the business name until the owner types their own.
  const [usernameEdited, setUsernameEdited] = useState(false);
  const availability = useUsernameAvailability(username);
  const pending = registerMutation.isPending;

  function changeBusinessName(event: ChangeEvent<HTMLInputElement>) {
    formik.handleChange(event);
    if (!usernameEdited) void formik.setFieldValue('username', suggestUsername(event.target.value));
  }

  function changeUsername(value: string) {
    setUsernameEdited(value !== '');
    void formik.setFieldValue('username', value);
  }

  function register(billing?: PaymentStepResult) {
    registerMutation.mutate(
      {
        username,
        password: form.password,
        email: form.email.trim(),
        businessName: form.businessName.trim(),
        ownerName: form.ownerName.trim(),
        ...billing,
      },
      {
        onSuccess: () => {
          keepPendingBusinessName(form.businessName.trim());
          toast({
            title: 'Registration successful',
            description: 'Welcome! Your account has been created with a 7-day free trial.',
          });
          navigate('/onboarding');
        },
        onError: (err) => {
          const message = err instanceof ApiError ? err.serverMessage : '';
          toast({ title: 'Registration failed', description: message || 'Unable to create account', variant: 'destructive' });
          // The server ended that trial subscription; another try starts a new one.
          if (billing) queryClient.removeQueries({ queryKey: billingKeys.trialSubscriptions });
          setStep(1);
        },
      },
    );
  }

  // The spec's messages are toasts: an empty field is 'Missing information'; a filled but
  // wrong one gets the message the server would answer, as a failed registration.
  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = firstError(await formik.validateForm());
    if (problem === REGISTER_MISSING_MESSAGE) {
      toast({ title: 'Missing information', description: problem, variant: 'destructive' });
    } else if (problem) {
      toast({ title: 'Registration failed', description: problem, variant: 'destructive' });
    } else if (availability?.available === false) {
      toast({ title: 'Registration failed', description: availability.message ?? '', variant: 'destructive' });
    } else {
      await formik.submitForm();
    }
  }

  return (
    <AuthCard maxWidth="sm">
      {step === 2 ? (
        <PaymentStep
          email={form.email}
          businessName={form.businessName}
          username={username}
          onComplete={(billing) => register(billing)}
          onBack={() => setStep(1)}
        />
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <Typography variant="h4" component="h1">
              Start Your Free Trial
            </Typography>
            <TextField label="Your Name" required autoComplete="name" {...formikValueProps(formik, 'ownerName')} fullWidth />
            <TextField
              label="Business Name"
              required
              {...formikValueProps(formik, 'businessName')}
              onChange={changeBusinessName}
              fullWidth
            />
            <TextField
              label="Email Address"
              type="email"
              required
              autoComplete="email"
              {...formikValueProps(formik, 'email')}
              fullWidth
            />
            <UsernameField value={username} onChange={changeUsername} availability={availability} />
            <TextField
              label="Password"
              type="password"
              required
              autoComplete="new-password"
              {...formikValueProps(formik, 'password')}
              fullWidth
            />
            <Box>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                Your 7-day free trial includes:
              </Typography>
              <List dense>
                {TRIAL_BENEFITS.map((benefit) => (
                  <ListItem key={benefit} disableGutters>
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      <CheckCircleIcon color="success" fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={benefit} />
                  </ListItem>
                ))}
              </List>
            </Box>
            <Alert severity="info">No payment required during your 7-day free trial.</Alert>
            <Button type="submit" variant="contained" size="large" disabled={pending}>
              {pending ? 'Creating account...' : 'Start Free Trial'}
            </Button>
            <AuthSwitchLink prompt="Already have an account?" to="/auth" label="Sign in here" />
          </Stack>
        </Box>
      )}
    </AuthCard>
  );
}
