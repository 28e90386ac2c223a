// One document over Firestore's REST API with a plain fetch: for the static /link
// page, which must not download an SDK to fill in one phone number.
// Where App Check is enforced, a request without its token is refused, so the
// token goes along in the X-Firebase-AppCheck header. App Check (and the Firebase
// app it needs) is loaded only when a site key is configured.
import { appEnv, firestoreOrigin } from '../config/env';
import { fromRestFields, type RestValue } from './rest-values';
import type { PlainDoc } from './plain';

/** Gives the App Check token to send, or null to send none. */
export type AppCheckTokenSource = () => Promise<string | null>;

const configuredAppCheckToken: AppCheckTokenSource = async () => {
  if (!appEnv().appCheckSiteKey) return null;
  const { appCheckToken } = await import('./app-check');
  return appCheckToken();
};

export async function fetchDocument(
  path: string,
  appCheckToken: AppCheckTokenSource = configuredAppCheckToken,
): Promise<PlainDoc | null> {
  const env = appEnv();
  const { firebase } = env;
  const url = `${firestoreOrigin(env)}/v1/projects/${firebase.projectId}/databases/(default)/documents/${path}?key=${encodeURIComponent(firebase.apiKey)}`;
  const token = await appCheckToken();
  const res = await fetch(url, token ? { headers: { 'X-Firebase-AppCheck': token } } : undefined);
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`Firestore REST ${res.status}`);
  const body = (await res.json()) as { name: string; fields?: Record<string, RestValue> };
  return { id: body.name.split('/').pop() ?? '', data: fromRestFields(body.fields ?? {}) };
}
