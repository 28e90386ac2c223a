// Seeds a Firebase project's Firestore from seed/ with the Admin SDK.
//   node scripts/seed-project.mjs --project <id> --yes [--overwrite] [--only a,b] [--credentials sa.json]
// Refuses without an explicit project id and --yes. Existing documents are kept
// unless --overwrite is given. Demo sign-in accounts are never created here.
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { adminApp, parseArgs } from './lib/admin-sdk.mjs';
import { isSeedTime, readSeedDocuments } from './lib/seed-data.mjs';

const USAGE =
  'usage: npm run seed:project -- --project <project-id> --yes [--overwrite] [--only kontak,promo] [--credentials service-account.json]';

function toAdminValue(v) {
  if (isSeedTime(v)) return Timestamp.fromDate(new Date(v.__time__));
  if (Array.isArray(v)) return v.map(toAdminValue);
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toAdminValue(x)]));
  return v;
}

export async function seedProject({ projectId, overwrite = false, only = null, credentials }) {
  const db = getFirestore(adminApp({ projectId, credentials }));
  const docs = readSeedDocuments().filter((d) => !only || only.includes(d.path.split('/')[0]));
  let written = 0;
  let kept = 0;
  for (const d of docs) {
    const ref = db.doc(d.path);
    const data = toAdminValue(d.data);
    if (overwrite) {
      await ref.set(data);
      written++;
      continue;
    }
    try {
      await ref.create(data); // fails if the document exists: the shop's data wins
      written++;
    } catch (e) {
      if (e.code === 6 /* ALREADY_EXISTS */) kept++;
      else throw e;
    }
  }
  return { written, kept, total: docs.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { flags } = parseArgs(process.argv.slice(2));
  if (typeof flags.project !== 'string' || !flags.project) {
    console.error(`✖ Name the project explicitly.\n${USAGE}`);
    process.exit(2);
  }
  if (flags.yes !== true) {
    console.error(`✖ This writes demo data into project "${flags.project}". Add --yes to confirm.\n${USAGE}`);
    process.exit(2);
  }
  try {
    const r = await seedProject({
      projectId: flags.project,
      overwrite: flags.overwrite === true,
      only: typeof flags.only === 'string' ? flags.only.split(',') : null,
      credentials: typeof flags.credentials === 'string' ? flags.credentials : undefined,
    });
    console.log(
      `✔ ${flags.project}: ${r.written} documents written, ${r.kept} existing kept (of ${r.total}).`,
    );
    process.exit(0);
  } catch (e) {
    console.error(`✖ ${e.message}`);
    process.exit(1);
  }
}
