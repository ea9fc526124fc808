import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import HomePage from '../features/home/HomePage';
import ShopPage from '../features/shop/ShopPage';
import { LoadingScreen } from '../shared/ui/LoadingScreen';

// Owner screens are lazy chunks: a customer booking a cut never downloads them. So are the
// marketing pages and registration, which `/` and `/{slug}` do not need.
// Sign-in (a Formik form) and the confirmation page are not part of `/` and `/{slug}` either.
// an unknown address is rare: its page is not in the public pages' first script
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
const SignInPage = lazy(() => import('../features/auth/SignInPage'));
// "Forgot password?" and the reset email's link (Firebase Auth's action URL).
const ResetPasswordPage = lazy(() => import('../features/password-reset/ResetPasswordPage'));
const BookingConfirmationPage = lazy(() => import('../features/booking-confirmation/BookingConfirmationPage'));
// The customer's private manage-my-booking page (and the Firebase SDK it loads after its paint).
const ManageBookingPage = lazy(() => import('../features/manage-booking/ManageBookingPage'));
const DemoPage = lazy(() => import('../features/demo/DemoPage'));
const FeaturesPage = lazy(() => import('../features/features-page/FeaturesPage'));
const RegisterPage = lazy(() => import('../features/register/RegisterPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const OnboardingPage = lazy(() => import('../features/onboarding/OnboardingPage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const SubscribePage = lazy(() => import('../features/subscribe/SubscribePage'));
// Terms and Privacy, linked from the booking form (a shop's part with ?shop={slug}).
const LegalPage = lazy(() => import('../features/legal/LegalPage'));
const StaffCalendarPage = lazy(() => import('../features/dashboard/staff-calendar/StaffCalendarPage'));
// An invite's emailed link: signed out or in, so not behind the owner area's sign-in gate.
const JoinPage = lazy(() => import('../features/join/JoinPage'));
// The waitlist's emailed links (issue 36): the customer's place on the list, an offered time, and
// the marketing emails' unsubscribe page.
const WaitlistEntryPage = lazy(() => import('../features/shop/waitlist/WaitlistEntryPage'));
const OfferPage = lazy(() => import('../features/shop/waitlist/OfferPage'));
const UnsubscribePage = lazy(() => import('../features/unsubscribe/UnsubscribePage'));
// The booking flow alone, framed on a shop's own site by embed.js (docs/embed.md).
const EmbedBookingPage = lazy(() => import('../features/shop/embed/EmbedBookingPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

// The owner area (reactfire's providers and the sign-in gate) is itself a lazy chunk.
const OwnerArea = lazy(() => import('./OwnerArea'));

function Owner({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <OwnerArea>{children}</OwnerArea>
    </Suspense>
  );
}

/** Every route of the app; owner routes are lazy-loaded. */
/** Stripe's return address after onboarding (docs/payments.md) is /dashboard/settings: the settings page, same query. */
function ToSettings() {
  const { search } = useLocation();
  return <Navigate to={`/settings${search}`} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route
        path="/auth"
        element={
          <Lazy>
            <SignInPage />
          </Lazy>
        }
      />
      <Route
        path="/reset-password"
        element={
          <Lazy>
            <ResetPasswordPage />
          </Lazy>
        }
      />
      <Route
        path="/register"
        element={
          <Lazy>
            <RegisterPage />
          </Lazy>
        }
      />
      <Route
        path="/features"
        element={
          <Lazy>
            <FeaturesPage />
          </Lazy>
        }
      />
      <Route
        path="/demo"
        element={
          <Lazy>
            <DemoPage />
          </Lazy>
        }
      />
      <Route
        path="/booking-confirmation"
        element={
          <Lazy>
            <BookingConfirmationPage />
          </Lazy>
        }
      />
      <Route
        path="/booking/:appointmentId"
        element={
          <Lazy>
            <ManageBookingPage />
          </Lazy>
        }
      />
      <Route
        path="/legal/terms"
        element={
          <Lazy>
            <LegalPage kind="terms" />
          </Lazy>
        }
      />
      <Route
        path="/legal/privacy"
        element={
          <Lazy>
            <LegalPage kind="privacy" />
          </Lazy>
        }
      />
      <Route
        path="/join"
        element={
          <Lazy>
            <JoinPage />
          </Lazy>
        }
      />
      <Route
        path="/waitlist/:entryId"
        element={
          <Lazy>
            <WaitlistEntryPage />
          </Lazy>
        }
      />
      <Route
        path="/offer/:offerId"
        element={
          <Lazy>
            <OfferPage />
          </Lazy>
        }
      />
      <Route
        path="/unsubscribe"
        element={
          <Lazy>
            <UnsubscribePage />
          </Lazy>
        }
      />
      <Route
        path="/dashboard"
        element={
          <Owner>
            <DashboardPage />
          </Owner>
        }
      />
      <Route
        path="/onboarding"
        element={
          <Owner>
            <OnboardingPage />
          </Owner>
        }
      />
      <Route
        path="/settings"
        element={
          <Owner>
            <SettingsPage />
          </Owner>
        }
      />
      <Route path="/dashboard/settings" element={<ToSettings />} />
      <Route
        path="/subscribe"
        element={
          <Owner>
            <SubscribePage />
          </Owner>
        }
      />
      <Route
        path="/staff/calendar/:barberId"
        element={
          <Owner>
            <StaffCalendarPage />
          </Owner>
        }
      />
      <Route
        path="/embed/:slug"
        element={
          <Lazy>
            <EmbedBookingPage />
          </Lazy>
        }
      />
      <Route path="/:businessName" element={<ShopPage />} />
      <Route
        path="*"
        element={
          <Lazy>
            <NotFoundPage />
          </Lazy>
        }
      />
    </Routes>
  );
}
