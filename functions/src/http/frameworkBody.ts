import type { NextFunction, Request, Response } from 'express';

/**
 * What we found: Cloud Functions parses a request's body before our function runs — the
 * Functions Framework in production, firebase-tools' functionsEmulatorRuntime in the emulator —
 * with body-parser's json/text/urlencoded/raw parsers on an express app of its own. A malformed
 * JSON body fails there, so our app never sees the request and express's default error page
 * answers: `400` text/html with the stack trace and server paths (the emulator runs without
 * NODE_ENV=production; production shows "Bad Request" HTML). The Functions Framework's
 * PROPAGATE_FRAMEWORK_ERRORS hands such errors to the user's express error handlers, but only
 * when the exported function is an express app, which firebase-functions' onRequest wrapper is
 * not, and the emulator has no such option.
 *
 * The same holds for its text, urlencoded and raw parsers (a `text/plain; charset=foo` body was
 * a 415 HTML page with the stack) and for errors body-parser passes on without a `type` (a
 * `Content-Encoding: gzip` body that is not gzip: zlib's "incorrect header check", 400 HTML).
 *
 * Both runtimes load body-parser before our module and call its factories to build their app
 * after it, so at load we wrap `json`, `text`, `urlencoded` and `raw`: any failure of those
 * parsers is recorded on the request instead of ending it, and our app answers it as JSON
 * (requestChecks.ts `bodyFailureError`). Nothing else changes.
 */
const PATCHED = Symbol.for('barbershop.deferBodyErrors');

export interface BodyFailure {
  status: number;
  type: string;
}

type Parser = (req: Request, res: Response, next: NextFunction) => void;
type ParserFactory = (options?: unknown) => Parser;

function deferErrors(parser: Parser): Parser {
  return (req, res, next) =>
    parser(req, res, (err?: unknown) => {
      if (err) {
        // a parser's failure is always the request's fault (bad bytes, size, encoding): a 4xx
        const e = err as { status?: unknown; type?: unknown };
        const status = typeof e.status === 'number' && e.status >= 400 && e.status < 500 ? e.status : 400;
        (req as Request & { bodyFailure?: BodyFailure }).bodyFailure = {
          status,
          type: typeof e.type === 'string' ? e.type : 'entity.parse.failed',
        };
        req.body = undefined;
      }
      next();
    });
}

const PARSERS = ['json', 'text', 'urlencoded', 'raw'] as const;

/** Wraps the parser factories of every body-parser module already loaded in this process. */
export function deferFrameworkBodyErrors(): number {
  let patched = 0;
  for (const [id, mod] of Object.entries(require.cache)) {
    if (!mod || !/[\\/]body-parser[\\/]index\.js$/.test(id)) continue;
    const exports = mod.exports as Record<string | symbol, unknown>;
    if (exports[PATCHED]) continue;
    for (const name of PARSERS) {
      const original = exports[name] as ParserFactory | undefined;
      if (typeof original !== 'function') continue;
      Object.defineProperty(exports, name, {
        configurable: true,
        enumerable: true,
        writable: true,
        value: (options?: unknown) => deferErrors(original(options)),
      });
    }
    exports[PATCHED] = true;
    patched += 1;
  }
  return patched;
}

/** The body-parser failure recorded on a request by the framework's (wrapped) parser, if any. */
export function frameworkBodyFailure(req: Request): BodyFailure | undefined {
  return (req as Request & { bodyFailure?: BodyFailure }).bodyFailure;
}
