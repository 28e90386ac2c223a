// Optional App Check (reCAPTCHA Enterprise). Repair codes can be guessed one by
// one; App Check makes each guess cost a real browser. main.tsx imports this
// module only when a site key is configured, and so does /link's REST read
// (visitor/rest.ts), so pages without a site key never download it.
import type { AppCheck } from 'firebase/app-check';
import { appEnv } from '../config/env';
import { firebaseApp } from './app';

let started: Promise<AppCheck | null> | undefined;

/** App Check, started once; null without a site key or when it could not start. */
function appCheck(): Promise<AppCheck | null> {
  started ??= (async () => {
    const siteKey = appEnv().appCheckSiteKey;
    if (!siteKey) return null;
    try {
      const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
      return initializeAppCheck(firebaseApp(), {
        provider: new ReCaptchaEnterpriseProvider(siteKey),
        isTokenAutoRefreshEnabled: true,
      });
    } catch (e) {
      // The site still works where App Check is not enforced; say why it is missing.
      console.warn('App Check could not start', e);
      return null;
    }
  })();
  return started;
}

export async function startAppCheck(): Promise<void> {
  await appCheck();
}

/**
 * A current App Check token for requests made without the SDK (the SDK adds it by
 * itself), or null when App Check is off or has no token to give.
 */
export async function appCheckToken(): Promise<string | null> {
  const instance = await appCheck();
  if (!instance) return null;
  try {
    const { getToken } = await import('firebase/app-check');
    return (await getToken(instance)).token;
  } catch (e) {
    // Without a token the read still works where App Check is not enforced.
    console.warn('No App Check token', e);
    return null;
  }
}
