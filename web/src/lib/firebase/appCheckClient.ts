import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import { firebaseApp, firebaseConfigReady } from './clientApp';

let instance: AppCheck | null = null;

/**
 * An App Check token from reCAPTCHA Enterprise, or null when none can be had (blocked script,
 * network): the server then decides (monitor serves the request, enforce refuses it).
 */
export async function appCheckToken(siteKey: string): Promise<string | null> {
  try {
    await firebaseConfigReady();
    instance ??= initializeAppCheck(firebaseApp(), {
      provider: new ReCaptchaEnterpriseProvider(siteKey),
      isTokenAutoRefreshEnabled: true,
    });
    return (await getToken(instance)).token;
  } catch {
    return null;
  }
}
