import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';

describe('GET /api/health through the Hosting rewrite', () => {
  it('answers ok as JSON', async () => {
    const res = await callApi<{ status: string }>('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await callApi<{ message: string }>('GET', '/api/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No route/);
  });

  it('refuses a malformed JSON body with a 400, not a 500', async () => {
    const res = await callApi('POST', '/api/health', { rawBody: '{"broken": ' });
    expect(res.status).toBe(400);
  });
});
