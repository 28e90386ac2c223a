// Seeds a Firebase project's Firestore from seed/ with the Admin SDK.
//   node scripts/seed-project.mjs --project <id> --yes [--overwrite] [--only a,b] [--include servisan,users]
//     [--credentials sa.json]
// Refuses without an explicit project id and --yes. Existing documents are kept
// unless --overwrite is given. Demo sign-in accounts are never created here, and
// servisan and users (demo repair codes, demo profiles) are written only when
// named in --only or --include (scripts/lib/seed-selection.mjs).
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { adminApp, parseArgs } from './lib/admin-sdk.mjs';
import { isSeedTime, readSeedDocuments } from './lib/seed-data.mjs';
import { leftOutMessage, selectCollections } from './lib/seed-selection.mjs';

const USAGE =
  'usage: npm run seed:project -- --project <project-id> --yes [--overwrite] [--only kontak,promo] [--include servisan,users] [--credentials service-account.json]';

function toAdminValue(v) {
  if (isSeedTime(v)) return Timestamp.fromDate(new Date(v.__time__));
  if (Array.isArray(v)) return v.map(toAdminValue);
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toAdminValue(x)]));
  return v;
}

const collectionOf = (doc) => doc.path.split('/')[0];

export async function seedProject({
  projectId,
  overwrite = false,
  only = null,
  include = null,
  credentials,
}) {
  const all = readSeedDocuments();
  const selection = selectCollections([...new Set(all.map(collectionOf))], { only, include });
  if (selection.unknown.length > 0) {
    const known = [...new Set(all.map(collectionOf))].join(', ');
    throw Object.assign(
      new Error(`No such seed collection: ${selection.unknown.join(', ')}. Seed has: ${known}.`),
      {
        usage: true,
      },
    );
  }
  const db = getFirestore(adminApp({ projectId, credentials }));
  const docs = all.filter((d) => selection.collections.includes(collectionOf(d)));
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
  return { written, kept, total: docs.length, leftOut: selection.leftOut };
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
  const list = (flag) => (typeof flag === 'string' ? flag.split(',') : null);
  try {
    const r = await seedProject({
      projectId: flags.project,
      overwrite: flags.overwrite === true,
      only: list(flags.only),
      include: list(flags.include),
      credentials: typeof flags.credentials === 'string' ? flags.credentials : undefined,
    });
    console.log(
      `✔ ${flags.project}: ${r.written} documents written, ${r.kept} existing kept (of ${r.total}).`,
    );
    const note = leftOutMessage(r.leftOut);
    if (note) console.log(`ℹ ${note}`);
    process.exit(0);
  } catch (e) {
    console.error(`✖ ${e.message}${e.usage ? `\n${USAGE}` : ''}`);
    process.exit(e.usage ? 2 : 1);
  }
}
