import type { NextFunction, Request, Response } from 'express';
import { costHeader, meteredRequest } from '../data/metering';

/**
 * Emulator runs with FIRESTORE_METERING=1 (the bench): the request's Firestore reads, writes and
 * sequential round trips (data/metering.ts) in the `x-firestore-cost` header, counted up to the
 * moment the answer's headers are written.
 */
export function firestoreCost(_req: Request, res: Response, next: NextFunction) {
  meteredRequest((cost) => {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      if (!res.headersSent) res.setHeader('x-firestore-cost', costHeader(cost()));
      return writeHead(...args);
    }) as typeof res.writeHead;
    next();
  });
}
