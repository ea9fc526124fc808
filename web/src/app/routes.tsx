import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import BookingConfirmationPage from '../features/booking-confirmation/BookingConfirmationPage';
import SignInPage from '../features/auth/SignInPage';
import DemoPage from '../features/demo/DemoPage';
import FeaturesPage from '../features/features-page/FeaturesPage';
import HomePage from '../features/home/HomePage';
import NotFoundPage from '../features/not-found/NotFoundPage';
import RegisterPage from '../features/register/RegisterPage';
import ShopPage from '../features/shop/ShopPage';
import { LoadingScreen } from './LoadingScreen';
import { RequireSignIn } from './RequireSignIn';

// Owner screens are lazy chunks: a customer booking a cut never downloads them.
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const OnboardingPage = lazy(() => import('../features/onboarding/OnboardingPage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const SubscribePage = lazy(() => import('../features/subscribe/SubscribePage'));
const StaffCalendarPage = lazy(() => import('../features/staff-calendar/StaffCalendarPage'));

function Owner({ children }: { children: ReactNode }) {
  return (
    <RequireSignIn>
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
    </RequireSignIn>
  );
}

/** The route table of spec section 2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/auth" element={<SignInPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/features" element={<FeaturesPage />} />
      <Route path="/demo" element={<DemoPage />} />
      <Route path="/booking-confirmation" element={<BookingConfirmationPage />} />
      <Route path="/dashboard" element={<Owner><DashboardPage /></Owner>} />
      <Route path="/onboarding" element={<Owner><OnboardingPage /></Owner>} />
      <Route path="/settings" element={<Owner><SettingsPage /></Owner>} />
      <Route path="/subscribe" element={<Owner><SubscribePage /></Owner>} />
      <Route path="/staff/calendar/:barberId" element={<Owner><StaffCalendarPage /></Owner>} />
      <Route path="/:businessName" element={<ShopPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
