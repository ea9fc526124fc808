import { afterEach, describe, expect, it, vi } from 'vitest';

const appCheckToken = vi.fn(async (_siteKey: string): Promise<string | null> => 'app-check-token');
vi.mock('./appCheckClient', () => ({ appCheckToken }));

async function loadAppCheck(siteKey: string | undefined) {
  vi.resetModules();
  vi.stubEnv('VITE_RECAPTCHA_ENTERPRISE_SITE_KEY', siteKey);
  return import('./appCheck');
}

afterEach(() => {
  vi.unstubAllEnvs();
  appCheckToken.mockClear();
});

describe('the App Check header of /api requests', () => {
  it('is absent without a site key, and App Check is never loaded', async () => {
    const { appCheckHeader } = await loadAppCheck(undefined);
    expect(await appCheckHeader('POST')).toEqual({});
    expect(appCheckToken).not.toHaveBeenCalled();
  });

  it('carries the token on writes when a site key is built in', async () => {
    const { appCheckHeader } = await loadAppCheck('6Lsite-key');
    expect(await appCheckHeader('POST')).toEqual({ 'X-Firebase-AppCheck': 'app-check-token' });
    expect(appCheckToken).toHaveBeenCalledWith('6Lsite-key');
  });

  it('is not fetched for reads, which /api does not check', async () => {
    const { appCheckHeader } = await loadAppCheck('6Lsite-key');
    expect(await appCheckHeader('GET')).toEqual({});
    expect(appCheckToken).not.toHaveBeenCalled();
  });

  it('is left out when no token could be had (the server then decides)', async () => {
    appCheckToken.mockResolvedValueOnce(null);
    const { appCheckHeader } = await loadAppCheck('6Lsite-key');
    expect(await appCheckHeader('DELETE')).toEqual({});
  });
});
