// Reads the VITE_* settings once. In development and tests the app runs against
// the local emulators with a demo project; a production build needs the real
// web config, and says clearly what is missing instead of showing a blank page.

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
}

export interface AppEnv {
  firebase: FirebaseWebConfig;
  /** host:port of each emulator, or null against a real project. */
  emulators: { firestore: string; auth: string } | null;
  shopUrl: string;
  /** reCAPTCHA Enterprise site key; App Check is on when set. */
  appCheckSiteKey: string;
  /**
   * The shop's WhatsApp number from the build config: chat links use it while
   * kontak/aktif is loading, failed or has no number. '' when not set.
   */
  shopWhatsApp: string;
}

export type EnvResult = { ok: true; env: AppEnv } | { ok: false; missing: string[] };

type EnvName =
  | 'VITE_FIREBASE_API_KEY'
  | 'VITE_FIREBASE_AUTH_DOMAIN'
  | 'VITE_FIREBASE_PROJECT_ID'
  | 'VITE_FIREBASE_STORAGE_BUCKET'
  | 'VITE_FIREBASE_MESSAGING_SENDER_ID'
  | 'VITE_FIREBASE_APP_ID'
  | 'VITE_USE_EMULATORS'
  | 'VITE_FIRESTORE_EMULATOR_HOST'
  | 'VITE_AUTH_EMULATOR_HOST'
  | 'VITE_SHOP_URL'
  | 'VITE_APPCHECK_SITE_KEY'
  | 'VITE_SHOP_WHATSAPP';
type RawEnv = { [K in EnvName]?: string } & { DEV?: boolean };

const REQUIRED = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const satisfies Record<keyof FirebaseWebConfig, EnvName>;

export const DEMO_PROJECT_ID = 'demo-onegadget';
const DEFAULT_SHOP_URL = 'https://shopee.co.id/onegadget.bali';

export function parseEnv(raw: RawEnv, defaults: { firestore: string; auth: string }): EnvResult {
  const useEmulators = raw.VITE_USE_EMULATORS ? raw.VITE_USE_EMULATORS === 'true' : Boolean(raw.DEV);
  const shopUrl = raw.VITE_SHOP_URL?.trim() || DEFAULT_SHOP_URL;
  const appCheckSiteKey = raw.VITE_APPCHECK_SITE_KEY?.trim() ?? '';
  const shopWhatsApp = raw.VITE_SHOP_WHATSAPP?.trim() ?? '';

  if (useEmulators) {
    // The demo- prefix keeps the SDK from ever reaching a real project.
    const projectId = raw.VITE_FIREBASE_PROJECT_ID?.trim() || DEMO_PROJECT_ID;
    return {
      ok: true,
      env: {
        firebase: {
          apiKey: raw.VITE_FIREBASE_API_KEY?.trim() || 'demo-api-key',
          authDomain: `${projectId}.firebaseapp.com`,
          projectId,
          storageBucket: `${projectId}.appspot.com`,
          messagingSenderId: '0',
          appId: 'demo-app',
        },
        emulators: {
          firestore: raw.VITE_FIRESTORE_EMULATOR_HOST?.trim() || defaults.firestore,
          auth: raw.VITE_AUTH_EMULATOR_HOST?.trim() || defaults.auth,
        },
        shopUrl,
        // App Check has no emulator: it stays off against the emulators.
        appCheckSiteKey: '',
        shopWhatsApp,
      },
    };
  }

  const entries = Object.entries(REQUIRED).map(([key, name]) => [key, raw[name]?.trim() ?? ''] as const);
  const missing = entries.filter(([, v]) => !v).map(([key]) => REQUIRED[key as keyof FirebaseWebConfig]);
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    env: {
      firebase: Object.fromEntries(entries) as unknown as FirebaseWebConfig,
      emulators: null,
      shopUrl,
      appCheckSiteKey,
      shopWhatsApp,
    },
  };
}

export const envResult: EnvResult = parseEnv(
  { ...(import.meta.env as unknown as RawEnv), DEV: import.meta.env.DEV },
  { firestore: __FIRESTORE_EMULATOR_DEFAULT__, auth: __AUTH_EMULATOR_DEFAULT__ },
);

/** The settings; only called after main.tsx has checked envResult.ok. */
export function appEnv(): AppEnv {
  if (!envResult.ok) throw new Error(`Missing settings: ${envResult.missing.join(', ')}`);
  return envResult.env;
}

/** Where Firestore answers: the local emulator, or Google's API. */
export function firestoreOrigin({ emulators }: Pick<AppEnv, 'emulators'>): string {
  return emulators ? `http://${emulators.firestore}` : 'https://firestore.googleapis.com';
}
