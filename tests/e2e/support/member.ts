import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './test';

/** The seeded member (scripts/lib/seed-data.mjs, README → Demo accounts). */
export const SEEDED_MEMBER = { email: 'member@onegadget.test', password: 'member12345' };
/** The seeded admin (custom claim admin: true). */
export const SEEDED_ADMIN = { email: 'admin@onegadget.test', password: 'admin12345' };

/** Opens the notifications from the member menu; resolves with their list once the seeded one shows. */
export async function openNotifications(page: Page) {
  await page
    .getByRole('navigation', { name: 'Menu member' })
    .getByRole('link', { name: 'Notifikasi' })
    .click();
  await expect(page).toHaveURL(/\/member\/notifikasi$/);
  const list = page.getByRole('list', { name: 'Daftar notifikasi' });
  await expect(list.getByRole('heading', { name: 'Promo Servis Akhir Juni' })).toBeVisible();
  return list;
}

/** Signs in through the login form and waits for beranda. */
export async function signIn(page: Page, { email, password } = SEEDED_MEMBER) {
  await page.goto('/member/login');
  await page.getByLabel('Alamat email').fill(email);
  await page.getByLabel('Kata sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  // Under two workers the Auth emulator can be slow to answer.
  await expect(page).toHaveURL(/\/member\/beranda$/, { timeout: 15_000 });
}

type Account = typeof SEEDED_MEMBER;
type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Per worker and account: the session one sign-in through the form left in the browser. */
const sessions = new Map<string, Promise<SignedInState>>();

/** What the worker's one form sign-in may take (signIn's own wait is 15 s). */
const SIGN_IN_TIME = 20_000;

async function sessionOf(page: Page, account: Account): Promise<SignedInState> {
  const context = await page.context().browser()!.newContext();
  try {
    await signIn(await context.newPage(), account);
    const { origins } = await context.storageState({ indexedDB: true });
    // Auth's own store only: no cached catalogue or other state goes into the test.
    // (The returned type leaves out the databases the snapshot holds.)
    type Origin = (typeof origins)[number] & { indexedDB?: { name: string }[] };
    const auth = (o: Origin) => o.indexedDB?.filter((db) => db.name === 'firebaseLocalStorageDb') ?? [];
    return {
      cookies: [],
      origins: (origins as Origin[])
        .filter((o) => auth(o).length)
        .map((o) => ({ ...o, localStorage: [], indexedDB: auth(o) })),
    };
  } finally {
    await context.close();
  }
}

/**
 * Starts the test signed in as `account`, as a returning member or admin is: the
 * session a form sign-in made earlier in this worker goes into the page's browser, and
 * the app restores it on the page's next load. Call before the page's first visit.
 * The form itself is tested with signIn.
 */
export async function startSignedIn(page: Page, account: Account = SEEDED_MEMBER) {
  let session = sessions.get(account.email);
  if (!session) {
    // The sign-in is made for every later test of this worker too: its time is added to the
    // budget of the test that happens to come first, not taken from that test's own work.
    const info = test.info();
    if (info.timeout > 0) info.setTimeout(info.timeout + SIGN_IN_TIME);
    session = sessionOf(page, account);
    sessions.set(account.email, session);
    session.catch(() => sessions.delete(account.email));
  }
  await page.context().setStorageState(await session);
}
