// A stand-in for Reserve with Google's conversion endpoint (docs/deploy.md "Reserve with
// Google"): records every report it receives, so a test can count them.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRwg {
  /** the address to configure as RWG_CONVERSION_URL */
  url: string;
  /** the JSON bodies received, in order */
  reports: unknown[];
  close: () => Promise<void>;
}

export async function startFakeRwg(): Promise<FakeRwg> {
  const reports: unknown[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const ok = req.method === 'POST' && req.url === '/v2/conversions' && req.headers['content-type'] === 'application/json';
      if (ok) reports.push(JSON.parse(raw));
      res.writeHead(ok ? 200 : 400, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/conversions`,
    reports,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
