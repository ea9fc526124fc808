import { NO_STORE, PRIVATE_NO_STORE, publicCacheControl, shopListingConfig } from '@barbershop/core/shop';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** The listing's page sizes and the CDN lifetime, read from the environment on each use (docs/api.md). */
export const listingConfig = () => shopListingConfig(process.env);

/**
 * Every /api answer starts `private, no-store`: owner and signed-in answers are never kept by
 * Hosting's CDN or a shared proxy. Public routes opt in below; errors go back to no-store.
 */
export const privateByDefault: RequestHandler = (_req: Request, res: Response, next: NextFunction) => {
  res.set('Cache-Control', PRIVATE_NO_STORE);
  next();
};

/**
 * Public shop data (listing, shop page, services, barbers): the CDN may share it for a short
 * while. A request carrying credentials stays private (the owner sees inactive barbers), and
 * `Vary: Authorization` keeps a shared copy from answering one.
 */
export const sharedBriefly: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
  res.vary('Authorization');
  if (!req.get('authorization')) res.set('Cache-Control', publicCacheControl(listingConfig().publicCacheSeconds));
  next();
};

/** Slots and availability change with every booking: nobody keeps a copy. */
export const neverStored: RequestHandler = (_req: Request, res: Response, next: NextFunction) => {
  res.set('Cache-Control', NO_STORE);
  next();
};
