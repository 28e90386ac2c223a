// `npm run seed`: reload rules and reset the running local emulators to seed/.
import { backendConfig } from './lib/config.mjs';
import { resetAndSeed } from './lib/emulator-admin.mjs';

try {
  const r = await resetAndSeed(backendConfig());
  console.log(`✔ Rules loaded; ${r.documents} documents and ${r.users} accounts seeded`);
} catch (e) {
  console.error(`✖ Is \`npm run emulators\` running? ${e.message}`);
  process.exit(1);
}
