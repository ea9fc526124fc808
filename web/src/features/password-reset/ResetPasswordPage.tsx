import { resetCodeOf } from '@barbershop/core/account';
import { useLocation } from 'react-router-dom';
import { usePageMeta } from '../../shared/ui/usePageMeta';
import { AuthCard } from '../../shared/ui/AuthCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { NewPasswordForm } from './NewPasswordForm';

/**
 * /reset-password: without a code, "Forgot password?" asks for the account; with Firebase Auth's
 * `mode=resetPassword&oobCode=…` (the email's link, docs/decisions.md) it sets the new password.
 */
export default function ResetPasswordPage() {
  const code = resetCodeOf(new URLSearchParams(useLocation().search));
  usePageMeta(code ? 'Choose a new password | BarberBook' : 'Forgot password | BarberBook', null);
  return <AuthCard maxWidth="xs">{code ? <NewPasswordForm key={code} code={code} /> : <ForgotPasswordForm />}</AuthCard>;
}
