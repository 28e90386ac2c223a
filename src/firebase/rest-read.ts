// One document over Firestore's REST API with a plain fetch: for the static /link
// page, which must not download an SDK to fill in one phone number.
import { appEnv } from '../config/env';
import { fromRestFields, type RestValue } from './rest-values';
import type { PlainDoc } from './plain';

export async function fetchDocument(path: string): Promise<PlainDoc | null> {
  const { firebase, emulators } = appEnv();
  const origin = emulators ? `http://${emulators.firestore}` : 'https://firestore.googleapis.com';
  const url = `${origin}/v1/projects/${firebase.projectId}/databases/(default)/documents/${path}?key=${encodeURIComponent(firebase.apiKey)}`;
  const res = await fetch(url);
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`Firestore REST ${res.status}`);
  const body = (await res.json()) as { name: string; fields?: Record<string, RestValue> };
  return { id: body.name.split('/').pop() ?? '', data: fromRestFields(body.fields ?? {}) };
}
