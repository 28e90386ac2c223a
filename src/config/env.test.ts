import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const defaults = { firestore: '127.0.0.1:8080', auth: '127.0.0.1:9099' };
const full = {
  VITE_FIREBASE_API_KEY: 'k',
  VITE_FIREBASE_AUTH_DOMAIN: 'shop.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'shop',
  VITE_FIREBASE_STORAGE_BUCKET: 'shop.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
  VITE_FIREBASE_APP_ID: 'app',
};

describe('parseEnv', () => {
  it('uses the demo project and the default emulator ports in development', () => {
    const r = parseEnv({ DEV: true }, defaults);
    expect(r).toMatchObject({
      ok: true,
      env: { firebase: { projectId: 'demo-onegadget' }, emulators: defaults },
    });
  });

  it('takes emulator hosts from the environment when given', () => {
    const r = parseEnv({ DEV: true, VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8180' }, defaults);
    expect(r.ok && r.env.emulators?.firestore).toBe('127.0.0.1:8180');
  });

  it('names every missing setting of a production build', () => {
    const r = parseEnv({ DEV: false, VITE_FIREBASE_API_KEY: 'k' }, defaults);
    expect(r).toEqual({
      ok: false,
      missing: [
        'VITE_FIREBASE_AUTH_DOMAIN',
        'VITE_FIREBASE_PROJECT_ID',
        'VITE_FIREBASE_STORAGE_BUCKET',
        'VITE_FIREBASE_MESSAGING_SENDER_ID',
        'VITE_FIREBASE_APP_ID',
      ],
    });
  });

  it('connects a complete production config to the real project', () => {
    const r = parseEnv({ DEV: false, ...full }, defaults);
    expect(r).toMatchObject({ ok: true, env: { emulators: null, firebase: { projectId: 'shop' } } });
  });

  it('turns App Check on only against a real project with a site key', () => {
    const real = parseEnv({ DEV: false, ...full, VITE_APPCHECK_SITE_KEY: 'site-key' }, defaults);
    expect(real.ok && real.env.appCheckSiteKey).toBe('site-key');
    const local = parseEnv({ DEV: true, VITE_APPCHECK_SITE_KEY: 'site-key' }, defaults);
    expect(local.ok && local.env.appCheckSiteKey).toBe('');
  });

  it('lets a production-mode build opt into the emulators (tests)', () => {
    const r = parseEnv({ DEV: false, VITE_USE_EMULATORS: 'true' }, defaults);
    expect(r.ok && r.env.emulators).toEqual(defaults);
  });
});

describe("the shop's WhatsApp number from the build config", () => {
  it('is read in every mode, trimmed, and empty when not set', () => {
    const prod = parseEnv({ DEV: false, ...full, VITE_SHOP_WHATSAPP: ' 0812-3456-7890 ' }, defaults);
    expect(prod.ok && prod.env.shopWhatsApp).toBe('0812-3456-7890');
    const local = parseEnv({ DEV: true, VITE_SHOP_WHATSAPP: '081100001111' }, defaults);
    expect(local.ok && local.env.shopWhatsApp).toBe('081100001111');
    const unset = parseEnv({ DEV: false, ...full }, defaults);
    expect(unset.ok && unset.env.shopWhatsApp).toBe('');
  });
});
