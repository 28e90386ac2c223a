// Grants or revokes the admin custom claim (what firestore.rules calls admin).
//   node scripts/admin-claim.mjs grant|revoke <email> --project <id> [--credentials sa.json]
// The user must sign out and in again (or wait up to an hour) for a new token.
import { getAuth } from 'firebase-admin/auth';
import { adminApp, parseArgs } from './lib/admin-sdk.mjs';

const USAGE =
  'usage: npm run admin -- grant|revoke <email> --project <project-id> [--credentials service-account.json]';

export async function setAdmin({ projectId, email, admin, credentials }) {
  const auth = getAuth(adminApp({ projectId, credentials }));
  const user = await auth.getUserByEmail(email);
  const claims = { ...(user.customClaims ?? {}) };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, claims };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { flags, positional } = parseArgs(process.argv.slice(2));
  const [action, email] = positional;
  if (!['grant', 'revoke'].includes(action) || !email || typeof flags.project !== 'string') {
    console.error(`✖ ${USAGE}`);
    process.exit(2);
  }
  try {
    const r = await setAdmin({
      projectId: flags.project,
      email,
      admin: action === 'grant',
      credentials: typeof flags.credentials === 'string' ? flags.credentials : undefined,
    });
    console.log(`✔ ${email} (${r.uid}): admin ${action === 'grant' ? 'granted' : 'revoked'}.`);
    process.exit(0);
  } catch (e) {
    console.error(`✖ ${e.code === 'auth/user-not-found' ? `No account with e-mail ${email}.` : e.message}`);
    process.exit(1);
  }
}
