import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, PROJECT_ID } from '../support/env';

// Issue 31: the body limit, body-parser failures and error pages, through Hosting (as the
// browser calls /api) and straight to the Functions emulator (what Hosting rewrites to), where
// the Cloud Functions runtime parses the body before our app runs (functions/src/http/frameworkBody.ts).

const LIMIT = 64 * 1024;

/** The `api` function's own address, from the emulator hub's list of running emulators. */
async function functionsApiUrl(): Promise<string> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set: run inside `npm run emulators`');
  const list = (await (await fetch(`http://${hub}/emulators`)).json()) as { functions: { host: string; port: number } };
  return `http://${list.functions.host}:${list.functions.port}/${PROJECT_ID}/europe-west2/api`;
}

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

async function post(base: string, path: string, body: BodyInit, headers: Record<string, string>): Promise<Answer> {
  const init: RequestInit & { duplex?: 'half' } = { method: 'POST', headers, body };
  if (body instanceof ReadableStream) init.duplex = 'half';
  const res = await fetch(`${base}${path}`, init);
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** A body sent chunked, without Content-Length, so only the bytes themselves tell its size. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 16 * 1024) controller.enqueue(bytes.subarray(i, i + 16 * 1024));
      controller.close();
    },
  });
}

/** A JSON error the way every /api error is: JSON, a message, no stack, no server path, no header naming the server. */
function expectJsonError(answer: Answer, status: number, message?: string) {
  expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as { message?: unknown };
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toBe(message);
  expect(answer.text).not.toMatch(/\bat \S|\/work\/|node_modules|\.[cm]?js:\d+|<html|<pre>/i);
  expect(answer.headers.get('x-powered-by')).toBeNull();
}

// Valid JSON that login would answer (401, wrong password) if it were ever read.
const login = (padding: number) =>
  JSON.stringify({ username: 'nobody-here', password: 'wrong-password', pad: 'x'.repeat(padding) });
const JSON_TYPE = { 'Content-Type': 'application/json' };

const targets: [string, () => string][] = [];
let functionsUrl = '';
targets.push(['through Hosting', () => APP_URL], ['at the Functions emulator', () => functionsUrl]);

beforeAll(async () => {
  functionsUrl = await functionsApiUrl();
});

describe.each(targets)('request bodies %s', (_where, base) => {
  it('refuses a 70 kB JSON body with a JSON 413 before reading it, with or without Content-Length', async () => {
    const big = login(70 * 1024);
    expect(big.length).toBeGreaterThan(LIMIT);
    expectJsonError(await post(base(), '/api/login', big, JSON_TYPE), 413, 'Request body too large');
    expectJsonError(await post(base(), '/api/login', chunked(big), JSON_TYPE), 413, 'Request body too large');
    // just under the limit the same body is read (and the login refused)
    const under = await post(base(), '/api/login', login(LIMIT - 200), JSON_TYPE);
    expect(under.status).toBe(401);
    expect(under.headers.get('x-powered-by')).toBeNull();
  });

  it('answers malformed JSON with a JSON 400', async () => {
    for (const raw of ['{"username": ', '{bad json}', '[1, 2', '"unterminated'])
      expectJsonError(await post(base(), '/api/login', raw, JSON_TYPE), 400, 'Malformed JSON body');
  });

  it('answers a body that is not JSON with a JSON 415', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'text/plain; charset=foo',
      'application/x-www-form-urlencoded; charset=foo',
    ])
      expectJsonError(await post(base(), '/api/login', 'username=a&password=b', { 'Content-Type': type }), 415);
  });

  it('answers bodies the parser cannot decode as JSON errors: charsets, encodings, bad gzip', async () => {
    expectJsonError(await post(base(), '/api/login', '{}', { 'Content-Type': 'application/json; charset=latin1' }), 415);
    expectJsonError(await post(base(), '/api/login', '{}', { ...JSON_TYPE, 'Content-Encoding': 'br' }), 415);
    expectJsonError(await post(base(), '/api/login', 'not gzip', { ...JSON_TYPE, 'Content-Encoding': 'gzip' }), 400);
    expectJsonError(
      await post(base(), '/api/login', 'not gzip', { 'Content-Type': 'text/plain', 'Content-Encoding': 'gzip' }),
      415,
    );
    // a small gzip that inflates past the limit
    const bomb = gzipSync(Buffer.from(login(200 * 1024)));
    expect(bomb.length).toBeLessThan(LIMIT);
    const inflated = await post(base(), '/api/login', new Uint8Array(bomb), { ...JSON_TYPE, 'Content-Encoding': 'gzip' });
    expectJsonError(inflated, 413, 'Request body too large');
  });

  it('sends no X-Powered-By, on answers and errors alike', async () => {
    for (const res of [await fetch(`${base()}/api/health`), await fetch(`${base()}/api/no-such-route`)]) {
      await res.arrayBuffer();
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });
});
