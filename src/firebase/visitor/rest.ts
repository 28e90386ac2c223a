// Anonymous reads over Firestore's REST API with a plain fetch: a document, or a
// query. The public pages' reads (visitor-read.ts) and the static /link page go
// this way, so a visitor's first download holds no Firestore SDK (Firestore Lite
// and the Firebase app load only for a write or a signed-in area). The body goes
// as text/plain with no header of our own, so the browser sends no preflight
// request first (Firestore Lite's headers cost one more round trip per read).
// Where App Check is enforced, a request without its token is refused, so the
// token goes along in the X-Firebase-AppCheck header (then with a preflight). App
// Check (and the Firebase app it needs) is loaded only when a site key is configured.
import { appEnv, firestoreOrigin } from '../../config/env';
import { fromRestFields, toRestValue, type RestValue } from './rest-values';
import type { Plain, PlainDoc } from '../plain';
import type { Filter, ListQuery } from '../query';

/** Gives the App Check token to send, or null to send none. */
export type AppCheckTokenSource = () => Promise<string | null>;

export const configuredAppCheckToken: AppCheckTokenSource = async () => {
  if (!appEnv().appCheckSiteKey) return null;
  const { appCheckToken } = await import('../app-check');
  return appCheckToken();
};

/** A refused or failed REST read, with the code Firestore's SDK would give it. */
export class RestReadError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RestReadError';
  }
}

const CODES: Record<number, string> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  429: 'resource-exhausted',
  500: 'internal',
  503: 'unavailable',
};

/** Firestore's full name of a document or collection path. */
export const resourceName = (projectId: string, path: string) =>
  `projects/${projectId}/databases/(default)/documents${path ? `/${path}` : ''}`;

/** The REST address of a document, as fetched with GET (and as a page's HTML may preload it). */
export function documentUrl(path: string): string {
  const env = appEnv();
  const { projectId, apiKey } = env.firebase;
  const where = resourceName(projectId, path.split('/').map(encodeURIComponent).join('/'));
  return `${firestoreOrigin(env)}/v1/${where}?key=${encodeURIComponent(apiKey)}`;
}

/**
 * A document's fields by GET, or null when there is none: a GET with no header
 * of our own is a request the browser sends without asking first.
 */
export async function getDocumentFields(
  path: string,
  appCheckToken: AppCheckTokenSource = configuredAppCheckToken,
): Promise<Plain | null> {
  const token = await appCheckToken();
  let res: Response;
  try {
    res = await fetch(documentUrl(path), token ? { headers: { 'X-Firebase-AppCheck': token } } : {});
  } catch (error) {
    throw new RestReadError('unavailable', `Firestore REST: ${String(error)}`);
  }
  if (res.status === 404) return null;
  if (!res.ok) throw new RestReadError(CODES[res.status] ?? 'unknown', `Firestore REST ${res.status}`);
  return fromRestFields(((await res.json()) as RestDocument).fields ?? {});
}

/**
 * POSTs `body` to `method` ('runQuery', 'batchGet'; 'commit' for a visitor's one
 * write, quote-answer.ts) on `parent` (a document path, or '' for the root).
 */
export async function post(
  parent: string,
  method: string,
  body: object,
  appCheckToken: AppCheckTokenSource,
): Promise<unknown> {
  const env = appEnv();
  const { projectId, apiKey } = env.firebase;
  const where = resourceName(projectId, parent.split('/').map(encodeURIComponent).join('/'));
  const url = `${firestoreOrigin(env)}/v1/${where}:${method}?key=${encodeURIComponent(apiKey)}`;
  const token = await appCheckToken();
  // Content-Type text/plain is one a browser sends without asking first (a JSON body all the same).
  const headers: Record<string, string> = { 'Content-Type': 'text/plain' };
  if (token) headers['X-Firebase-AppCheck'] = token;
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', body: JSON.stringify(body), headers });
  } catch (error) {
    throw new RestReadError('unavailable', `Firestore REST: ${String(error)}`);
  }
  if (!res.ok) throw new RestReadError(CODES[res.status] ?? 'unknown', `Firestore REST ${res.status}`);
  return res.json();
}

interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
  createTime?: string;
}

/** The document's creation time when asked for and readable; never an invalid Date. */
function createdOf(d: RestDocument): Date | undefined {
  const at = d.createTime ? new Date(d.createTime) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at : undefined;
}

function plainDoc(d: RestDocument, keepCreated: boolean): PlainDoc {
  const doc = { id: d.name.split('/').pop() ?? '', data: fromRestFields(d.fields ?? {}) };
  const created = keepCreated ? createdOf(d) : undefined;
  return created ? { ...doc, created } : doc;
}

/**
 * One document, or null when there is none. Asked for as Firestore Lite asks
 * (batchGet): a missing document is an answer, not a 404 the console reports.
 */
export async function fetchDocument(
  path: string,
  appCheckToken: AppCheckTokenSource = configuredAppCheckToken,
): Promise<PlainDoc | null> {
  const { projectId } = appEnv().firebase;
  const rows = (await post(
    '',
    'batchGet',
    { documents: [resourceName(projectId, path)] },
    appCheckToken,
  )) as {
    found?: RestDocument;
  }[];
  const found = rows.find((r) => r.found)?.found;
  if (!found) return null;
  // The creation time dates what has no date field of its own (an article).
  return plainDoc(found, true);
}

const OPERATORS: Record<Filter[1], string> = { '==': 'EQUAL', in: 'IN', '>=': 'GREATER_THAN_OR_EQUAL' };

/** The structured query for a collection ('pricelist', 'users/u1/kupon'), as the REST API takes it. */
function structuredQuery(collectionId: string, { where = [], orderBy, limit }: ListQuery): object {
  const filters = where.map(([fieldPath, op, value]) => ({
    fieldFilter: { field: { fieldPath }, op: OPERATORS[op], value: toRestValue(value) },
  }));
  return {
    from: [{ collectionId }],
    ...(filters.length === 1 ? { where: filters[0] } : {}),
    ...(filters.length > 1 ? { where: { compositeFilter: { op: 'AND', filters } } } : {}),
    ...(orderBy
      ? {
          orderBy: [
            {
              field: { fieldPath: orderBy[0] },
              direction: orderBy[1] === 'desc' ? 'DESCENDING' : 'ASCENDING',
            },
          ],
        }
      : {}),
    ...(limit === undefined ? {} : { limit }),
  };
}

/** A visitor's list query: what both data paths ask, and what only REST gives. */
export interface RestListQuery extends ListQuery {
  /**
   * Keep each document's creation time (PlainDoc.created): asked only by lists that
   * show it (Good News' cards), so a long catalogue carries no date it never shows.
   */
  created?: boolean;
}

/** The documents of a collection that a query matches, in the order Firestore gives them. */
export async function runQuery(
  path: string,
  query: RestListQuery = {},
  appCheckToken: AppCheckTokenSource = configuredAppCheckToken,
): Promise<PlainDoc[]> {
  const segments = path.split('/');
  const collectionId = segments.pop()!;
  const body = { structuredQuery: structuredQuery(collectionId, query) };
  const rows = await post(segments.join('/'), 'runQuery', body, appCheckToken);
  // One entry per document; a query that matches nothing answers with one entry without a document.
  const docs: PlainDoc[] = [];
  for (const row of rows as { document?: RestDocument }[])
    if (row.document) docs.push(plainDoc(row.document, query.created === true));
  return docs;
}
