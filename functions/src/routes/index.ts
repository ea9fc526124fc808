import { Router } from 'express';
import { healthRoutes } from './health';
import { accountRoutes } from './account';
import { shopRoutes } from './shops';
import { staffRoutes } from './staff';
import { publicRoutes } from './public';
import { appointmentRoutes } from './appointments';
import { holdRoutes } from './holds';
import { emailRoutes } from './email';
import { dashboardRoutes } from './dashboard';
import { customerRoutes } from './customers';
import { billingRoutes } from './billing';
import { reportRoutes } from './reports';
import { afterBookingRoutes } from './afterBooking';
import { paymentRoutes } from './payments';
import { paymentsAccountRoutes } from './paymentsAccount';
import { memberRoutes } from './members';
import { waitlistRoutes } from './waitlist';
import { regularsRoutes } from './regulars';
import { retryAfterHeader } from '../http/rateLimit';
import { privateByDefault } from '../http/cache';

/** Every feature's router, mounted under /api. Each feature owns its own file here. */
export function apiRoutes() {
  const router = Router();
  router.use(privateByDefault);
  router.use(healthRoutes());
  router.use(accountRoutes());
  router.use(shopRoutes());
  router.use(staffRoutes());
  router.use(publicRoutes());
  router.use(appointmentRoutes());
  router.use(holdRoutes());
  router.use(emailRoutes());
  router.use(dashboardRoutes());
  router.use(customerRoutes());
  router.use(billingRoutes());
  router.use(reportRoutes());
  router.use(afterBookingRoutes());
  router.use(paymentRoutes());
  router.use(paymentsAccountRoutes());
  router.use(memberRoutes());
  router.use(waitlistRoutes());
  router.use(regularsRoutes());
  router.use(retryAfterHeader);
  return router;
}
