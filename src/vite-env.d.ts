/// <reference types="vite/client" />

declare const __FIRESTORE_EMULATOR_DEFAULT__: string;
declare const __AUTH_EMULATOR_DEFAULT__: string;

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_AUTH_EMULATOR_HOST?: string;
  readonly VITE_SHOP_URL?: string;
  readonly VITE_APPCHECK_SITE_KEY?: string;
  readonly VITE_SHOP_WHATSAPP?: string;
}
