import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AnySchema, InferType } from 'yup';
import { ValidationError } from 'yup';
import { validateInput } from '@barbershop/core/validation';
import { badRequest } from '../errors';

/** Wraps an async handler: its JSON result is sent, a thrown error reaches the error handler. */
export function handle<T>(fn: (req: Request, res: Response) => Promise<T>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    fn(req, res).then(
      (result) => {
        if (!res.headersSent) {
          if (result === undefined) res.status(204).end();
          else res.json(result);
        }
      },
      (err: unknown) => next(err),
    );
  };
}

/** Field messages are written by core's builders and never hold the value; this bounds them anyway. */
const MAX_MESSAGE = 200;
const bounded = (message: string) => (message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message);

/**
 * Validates (and casts) input — a body, or `req.query` with `what` 'Query' — with a core yup
 * schema; a failure is a 400 whose `errors` maps each field to its message.
 */
export async function validate<S extends AnySchema>(schema: S, input: unknown, what = 'Request body'): Promise<InferType<S>> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw badRequest(`${what} must be a JSON object`);
  }
  try {
    return await validateInput(schema, input);
  } catch (err) {
    if (err instanceof ValidationError) {
      // no inherited members: a field path can never find one (`errors.constructor ??=`)
      const errors: Record<string, string> = Object.create(null) as Record<string, string>;
      for (const e of err.inner.length ? err.inner : [err]) {
        const key = bounded(e.path ?? '_');
        errors[key] ??= bounded(e.message);
      }
      throw badRequest(
        err.inner.length > 1 ? `${err.inner.length} fields are invalid: ${Object.values(errors).join('; ')}` : err.message,
        errors,
      );
    }
    throw err;
  }
}
