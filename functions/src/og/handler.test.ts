import { describe, expect, it, vi } from 'vitest';

vi.mock('../services/shops/listing', () => ({
  listShopsWithSlug: () => Promise.reject(new Error('Firestore unavailable')),
}));

const { handleOgImage } = await import('./handler');
type Request = Parameters<typeof handleOgImage>[0];
type Response = Parameters<typeof handleOgImage>[1];

function fakeResponse() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = {
    headersSent: false,
    set(name: string, value: string) {
      sent.headers[name] = value;
      return res;
    },
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
  };
  return { res: res as unknown as Response, sent };
}

describe('the preview image handler', () => {
  it('answers 503 JSON, never cached, when the shop cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { res, sent } = fakeResponse();
    await handleOgImage({ method: 'GET', path: '/og/classic-cuts.png', query: {} } as unknown as Request, res);
    expect(sent.status).toBe(503);
    expect(sent.headers['Cache-Control']).toBe('no-store');
    expect(sent.body).toEqual({ message: 'The preview image is unavailable, try again shortly.' });
  });
});
