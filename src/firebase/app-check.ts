// Optional App Check (reCAPTCHA Enterprise). Repair codes can be guessed one by
// one; App Check makes each guess cost a real browser. main.tsx imports this
// module only when a site key is configured.
import { appEnv } from '../config/env';
import { firebaseApp } from './app';

export async function startAppCheck(): Promise<void> {
  const siteKey = appEnv().appCheckSiteKey;
  if (!siteKey) return;
  try {
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    initializeAppCheck(firebaseApp(), {
      provider: new ReCaptchaEnterpriseProvider(siteKey),
      isTokenAutoRefreshEnabled: true,
    });
  } catch (e) {
    // The site still works where App Check is not enforced; say why it is missing.
    console.warn('App Check could not start', e);
  }
}
