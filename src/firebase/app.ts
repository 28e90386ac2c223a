import { initializeApp, type FirebaseApp } from 'firebase/app';
import { appEnv } from '../config/env';

let app: FirebaseApp | undefined;

export function firebaseApp(): FirebaseApp {
  app ??= initializeApp(appEnv().firebase);
  return app;
}

export function emulatorHost(which: 'firestore' | 'auth'): { host: string; port: number } | null {
  const hosts = appEnv().emulators;
  if (!hosts) return null;
  const [host = '127.0.0.1', port = '0'] = hosts[which].split(':');
  return { host, port: Number(port) };
}
