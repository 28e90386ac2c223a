// Reads seed/ (contract in ARCHITECTURE.md) into a flat list of documents.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './config.mjs';

export const SEED_DIR = path.join(ROOT, 'seed');

/** @returns {{ path: string, data: Record<string, unknown> }[]} paths like 'users/u1/kupon/c1' */
export function readSeedDocuments(dir = SEED_DIR) {
  const fsDir = path.join(dir, 'firestore');
  const docs = [];
  for (const file of readdirSync(fsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const collection = file.replace(/\.json$/, '');
    const content = JSON.parse(readFileSync(path.join(fsDir, file), 'utf8'));
    flatten(collection, content, docs);
  }
  return docs;
}

/**
 * A document id `@today` or `@today-N` is the date N days before today in Bali
 * (Asia/Makassar, UTC+8) as YYYY-MM-DD: demo counters (chat_taps) that stay recent.
 */
export function seedDocId(id, now = new Date()) {
  const m = /^@today(?:-(\d+))?$/.exec(id);
  if (!m) return id;
  const at = now.getTime() + 8 * 3_600_000 - Number(m[1] ?? 0) * 86_400_000;
  return new Date(at).toISOString().slice(0, 10);
}

function flatten(collectionPath, content, out) {
  for (const [id, raw] of Object.entries(content)) {
    const { __collections__: subs, ...data } = raw;
    const docPath = `${collectionPath}/${seedDocId(id)}`;
    out.push({ path: docPath, data });
    for (const [sub, subContent] of Object.entries(subs ?? {})) {
      flatten(`${docPath}/${sub}`, subContent, out);
    }
  }
}

/** @returns {{ uid: string, email: string, password: string, displayName?: string, customClaims?: object }[]} */
export function readSeedUsers(dir = SEED_DIR) {
  const file = path.join(dir, 'auth/users.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

/** A seed value: `{ "__time__": iso }` is a timestamp; everything else as written. */
export function isSeedTime(value) {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    typeof value.__time__ === 'string'
  );
}
