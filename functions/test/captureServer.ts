import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Captured {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: any;
}

/** A local stand-in for SendGrid's API: records each request, answers with `status`. */
export async function captureServer(status = 202) {
  const requests: Captured[] = [];
  const state = { status };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body: raw ? JSON.parse(raw) : null });
      res.writeHead(state.status, { 'content-type': 'application/json' });
      res.end(state.status >= 400 ? JSON.stringify({ errors: [{ message: 'capture server refused' }] }) : '');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, requests, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}
