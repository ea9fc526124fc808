import { ownerEndpoints } from '@barbershop/core/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './call';

const sent = () =>
  vi.mocked(fetch).mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method, body: init?.body }));

describe('call', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn()));
  afterEach(() => vi.unstubAllGlobals());

  it("sends the endpoint's method to its filled-in path with the body, and answers the reply", async () => {
    vi.mocked(fetch).mockResolvedValue(new Response(JSON.stringify({ id: 'a1', status: 'cancelled' }), { status: 200 }));
    const reply = await call(ownerEndpoints.cancelAppointment, { id: 'a1' }, { reason: 'Closed', notifyCustomer: true });
    expect(reply).toMatchObject({ id: 'a1', status: 'cancelled' });
    expect(sent()).toEqual([
      { url: '/api/appointments/a1/cancel', method: 'POST', body: JSON.stringify({ reason: 'Closed', notifyCustomer: true }) },
    ]);
  });

  it('answers undefined for a 204 and sends no body when there is none', async () => {
    vi.mocked(fetch).mockResolvedValue(new Response(null, { status: 204 }));
    await expect(call(ownerEndpoints.removeTimeBlock, { id: 'b 1' })).resolves.toBeUndefined();
    expect(sent()).toEqual([{ url: '/api/time-blocks/b%201', method: 'DELETE', body: undefined }]);
  });
});
