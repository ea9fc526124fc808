import { Router } from 'express';
import { healthRoutes } from './health';

/** Every feature's router, mounted under /api. Each feature owns its own file here. */
export function apiRoutes() {
  const router = Router();
  router.use(healthRoutes());
  return router;
}
