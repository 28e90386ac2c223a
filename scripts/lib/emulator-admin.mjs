// Talks to the local emulators' REST APIs as the owner (rules bypassed):
// load rules, wipe, seed documents and accounts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildList } from '../../src/firebase/list-changes.ts';
import { BUILT_FIELD, LIST_NAMES, LISTS, LISTS_COLLECTION, ROWS_FIELD } from '../../src/firebase/lists.ts';
// The app's own reader of REST values (timestamps as Date), as the SDK gives them.
import { fromRestFields } from '../../src/firebase/visitor/rest-values.ts';
import { ROOT } from './config.mjs';
import { isSeedTime, readSeedDocuments, readSeedUsers } from './seed-data.mjs';

const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

async function call(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} → ${res.status} ${await res.text()}`);
  const text = await res.text();
  return text ? JSON.parse(text) : {};
}

/** Seed JSON → Firestore REST Value. */
export function toRestValue(value) {
  if (value === null) return { nullValue: null };
  if (isSeedTime(value)) return { timestampValue: new Date(value.__time__).toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  switch (typeof value) {
    case 'boolean':
      return { booleanValue: value };
    case 'number':
      return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
    case 'string':
      return { stringValue: value };
    case 'object':
      return { mapValue: { fields: toRestFields(value) } };
    default:
      throw new Error(`Seed value of type ${typeof value} is not supported`);
  }
}

export function toRestFields(data) {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, toRestValue(v)]));
}

export function firestoreAdmin(cfg) {
  const base = `http://${cfg.host}:${cfg.firestorePort}`;
  const dbPath = `projects/${cfg.projectId}/databases/(default)`;
  return {
    async loadRules(file = path.join(ROOT, 'firestore.rules')) {
      const content = readFileSync(file, 'utf8');
      await call(`${base}/emulator/v1/projects/${cfg.projectId}:securityRules`, {
        method: 'PUT',
        headers: OWNER,
        body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
      });
    },
    async clear() {
      await call(`${base}/emulator/v1/${dbPath}/documents`, { method: 'DELETE', headers: OWNER });
    },
    /** Every document of a collection (rules bypassed): [{ id, data }]. */
    async list(collectionPath) {
      const out = [];
      let pageToken = '';
      do {
        const q = pageToken ? `?pageSize=300&pageToken=${pageToken}` : '?pageSize=300';
        const res = await call(`${base}/v1/${dbPath}/documents/${collectionPath}${q}`, { headers: OWNER });
        for (const d of res.documents ?? []) {
          out.push({ id: d.name.split('/').pop(), data: fromRestFields(d.fields ?? {}) });
        }
        pageToken = res.nextPageToken ?? '';
      } while (pageToken);
      return out;
    },
    async get(docPath) {
      const res = await fetch(`${base}/v1/${dbPath}/documents/${docPath}`, { headers: OWNER });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`GET ${docPath} → ${res.status}`);
      return fromRestFields((await res.json()).fields ?? {});
    },
    async remove(docPath) {
      await call(`${base}/v1/${dbPath}/documents/${docPath}`, { method: 'DELETE', headers: OWNER });
    },
    /** Writes documents in commits of 400 (Firestore's limit is 500 writes). */
    async writeDocuments(docs) {
      for (let i = 0; i < docs.length; i += 400) {
        const writes = docs.slice(i, i + 400).map((d) => ({
          update: { name: `${dbPath}/documents/${d.path}`, fields: toRestFields(d.data) },
        }));
        await call(`${base}/v1/${dbPath}/documents:commit`, {
          method: 'POST',
          headers: OWNER,
          body: JSON.stringify({ writes }),
        });
      }
    },
  };
}

export function authAdmin(cfg) {
  const base = `http://${cfg.host}:${cfg.authPort}`;
  const api = `${base}/identitytoolkit.googleapis.com/v1/projects/${cfg.projectId}`;
  return {
    async clear() {
      await call(`${base}/emulator/v1/projects/${cfg.projectId}/accounts`, {
        method: 'DELETE',
        headers: OWNER,
      });
    },
    /** The newest verification link Auth "sent" to this address (the emulator keeps them). */
    async verificationLink(email) {
      const { oobCodes = [] } = await call(`${base}/emulator/v1/projects/${cfg.projectId}/oobCodes`);
      const code = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').at(-1);
      if (!code) throw new Error(`no verification e-mail was sent to ${email}`);
      return code.oobLink;
    },
    /** Opens that link as its owner would, without following it back to the site. */
    async verifyEmail(email) {
      const link = new URL(await this.verificationLink(email));
      link.searchParams.delete('continueUrl');
      await call(link.href);
    },
    async createUsers(users) {
      for (const u of users) {
        await call(`${api}/accounts`, {
          method: 'POST',
          headers: OWNER,
          body: JSON.stringify({
            localId: u.uid,
            email: u.email,
            password: u.password,
            displayName: u.displayName,
            // A coupon claim needs a verified e-mail (firestore.rules): the seed's
            // accounts are verified; a test's new account says whether it is.
            emailVerified: u.emailVerified === true,
          }),
        });
        if (u.customClaims) {
          await call(`${api}/accounts:update`, {
            method: 'POST',
            headers: OWNER,
            body: JSON.stringify({ localId: u.uid, customAttributes: JSON.stringify(u.customClaims) }),
          });
        }
      }
    },
  };
}

/**
 * The visitor lists (src/firebase/lists.ts) of these documents ({ path, data }),
 * built whole, as the admin's rebuild writes them: the seed's and the bench's
 * catalogues are written around the admin, so their lists are built here.
 */
export function listDocuments(docs, now = new Date()) {
  const byCollection = new Map();
  for (const d of docs) {
    const [collection, id, ...rest] = d.path.split('/');
    if (rest.length) continue;
    if (!byCollection.has(collection)) byCollection.set(collection, []);
    byCollection.get(collection).push({ id, data: d.data });
  }
  return LIST_NAMES.flatMap((name) =>
    buildList(name, byCollection.get(LISTS[name].collection) ?? []).map(([part, rows]) => ({
      path: `${LISTS_COLLECTION}/${part}`,
      data: { [ROWS_FIELD]: rows, [BUILT_FIELD]: { __time__: now.toISOString() } },
    })),
  );
}

/** Rebuilds every visitor list from what the running emulator holds (after a catalogue written around the admin). */
export async function rebuildLists(fs) {
  const collections = [...new Set(LIST_NAMES.map((n) => LISTS[n].collection))];
  const docs = [];
  for (const c of collections)
    for (const d of await fs.list(c)) docs.push({ path: `${c}/${d.id}`, data: plainForSeed(d.data) });
  await fs.writeDocuments(listDocuments(docs));
}

/** Dates read back from the emulator, written again as the seed writes times. */
export function plainForSeed(value) {
  if (value instanceof Date) return { __time__: value.toISOString() };
  if (Array.isArray(value)) return value.map(plainForSeed);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainForSeed(v)]));
  return value;
}

/** Rules, then a clean database and accounts from seed/. */
export async function resetAndSeed(cfg) {
  const fs = firestoreAdmin(cfg);
  const auth = authAdmin(cfg);
  await fs.loadRules();
  await Promise.all([fs.clear(), auth.clear()]);
  const seed = readSeedDocuments();
  const docs = [...seed, ...listDocuments(seed)];
  const users = readSeedUsers();
  await Promise.all([fs.writeDocuments(docs), auth.createUsers(users)]);
  return { documents: docs.length, users: users.length };
}
