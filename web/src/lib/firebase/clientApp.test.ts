import { afterEach, describe, expect, it, vi } from 'vitest';

// The module reads import.meta.env once, at load: each test loads it afresh under its own env.
async function loadClientApp(env: { PROD: boolean; VITE_FIREBASE_PROJECT_ID?: string }) {
  vi.resetModules();
  vi.stubEnv('PROD', env.PROD);
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', env.VITE_FIREBASE_PROJECT_ID);
  return import('./clientApp');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const hostingConfig = {
  apiKey: 'AIza-real',
  projectId: 'barberbook-prod',
  appId: '1:2:web:3',
  authDomain: 'barberbook-prod.firebaseapp.com',
};

describe('the Firebase config', () => {
  it('of a production build comes from Hosting /__/firebase/init.json, fetched once on first use', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(hostingConfig), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const app = await loadClientApp({ PROD: true });
    expect(app.usesEmulators).toBe(false);
    expect(fetch).not.toHaveBeenCalled(); // loading the module asks nothing
    expect(app.firebaseConfigLoaded()).toBe(false);
    expect(() => app.firebaseConfig()).toThrow('The Firebase config is not loaded yet');

    await expect(Promise.all([app.firebaseConfigReady(), app.firebaseConfigReady()])).resolves.toEqual([
      hostingConfig,
      hostingConfig,
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/__/firebase/init.json');
    expect(app.firebaseConfig()).toEqual(hostingConfig);
  });

  it('asks again after a failed fetch, saying what answered', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('Not Found', { status: 404 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(hostingConfig), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const app = await loadClientApp({ PROD: true });
    await expect(app.firebaseConfigReady()).rejects.toThrow('/__/firebase/init.json answered 404');
    await expect(app.firebaseConfigReady()).resolves.toEqual(hostingConfig);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('of a demo- project is there at once, with the emulators, and fetches nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const app = await loadClientApp({ PROD: true, VITE_FIREBASE_PROJECT_ID: 'demo-barbershop' });
    expect(app.usesEmulators).toBe(true);
    expect(app.firebaseConfigLoaded()).toBe(true);
    expect(app.firebaseConfig()).toMatchObject({ projectId: 'demo-barbershop', apiKey: 'demo-api-key' });
    await app.firebaseConfigReady();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('of a project id that is not demo- is never wired to the emulators', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(hostingConfig))),
    );
    const app = await loadClientApp({ PROD: true, VITE_FIREBASE_PROJECT_ID: 'barberbook-prod' });
    expect(app.usesEmulators).toBe(false);
    expect(app.firebaseConfigLoaded()).toBe(false);
  });
});
