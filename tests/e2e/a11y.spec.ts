// Accessibility. axe-core on every route at both sizes, and on each open modal and
// error face at phone size (zero serious or critical violations, colour contrast
// included), a keyboard-only journey, and a focus ring you can see.
import type { Page, TestInfo } from '@playwright/test';
import { auth, emulatorConfig, firestore } from './support/emulators';
import { expectAccessible } from './support/axe';
import { startSignedIn } from './support/member';
import { expect as baseExpect, listDrawn, takenOver, test } from './support/test';

// Under two workers and a busy machine the emulator can be slow to answer.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Scrolls through the page so every scroll animation (AOS) has run and finished. */
async function settleAnimations(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-aos]')].every((el) => getComputedStyle(el).opacity === '1'),
      ),
    )
    .toBe(true);
}

const uniqueId = (info: TestInfo) =>
  `${Date.now()}-${info.project.name}-${Math.random().toString(36).slice(2, 6)}`;

const PUBLIC_ROUTES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: /Promo Servis Bulan Ini/ })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Kontak ONE GADGET' })).toBeVisible();
      await settleAnimations(page);
      // The testimonial slider loads once it is near the viewport.
      await expect(
        page.getByRole('region', { name: 'Kata Pelanggan' }).locator('.swiper-slide').first(),
      ).toBeVisible();
    },
  },
  ...['hp', 'android', 'laptop', 'service', 'sparepart'].map((tab) => ({
    path: `/pricelist?tab=${tab}`,
    ready: async (page: Page) => {
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      if (tab === 'service') {
        await page
          .getByRole('group', { name: 'Tipe perangkat' })
          .getByRole('button', { name: 'Samsung Galaxy A54', exact: true })
          .click();
        await expect(page.getByTestId('service-row').first()).toBeVisible();
      }
    },
  })),
  {
    path: '/aksesoris',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: /^Perbesar gambar/ }).first()).toBeVisible();
    },
  },
  {
    path: '/goodnews',
    ready: async (page) => {
      await expect(page.getByRole('link', { name: /^Baca Selengkapnya/ }).first()).toBeVisible();
    },
  },
  {
    path: '/artikel/tips-merawat-baterai-iphone',
    ready: async (page) => {
      await expect(page.locator('.article-body')).toBeVisible();
    },
  },
  {
    path: '/kalkulator-harga',
    ready: async (page) => {
      await expect(page.getByRole('status')).toHaveCount(0);
      await expect(page.locator('main form').first()).toBeVisible();
    },
  },
  {
    path: '/cek-servisan?kode=OG-2406-B3M9',
    ready: async (page) => {
      await expect(page.getByTestId('repair-status')).toBeVisible();
    },
  },
  {
    path: '/link',
    ready: async (page) => {
      await expect(page.getByRole('link', { name: /Pricelist/ }).first()).toBeVisible();
    },
  },
  {
    path: '/member/login',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Login Member' })).toBeVisible();
    },
  },
];

// axe scans a still page: mid-fade text (the promo lines fade in every 3 s) would read
// as low contrast. Reduced motion stops the fades, not the content.
test.describe('axe: no serious or critical violations', () => {
  test.use({ promoPopupSeen: true, reducedMotion: 'reduce' });

  for (const route of PUBLIC_ROUTES) {
    test(`${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      await route.ready(page);
      await expectAccessible(page, route.path);
    });
  }

  test('/member/login in register mode', async ({ page }) => {
    await page.goto('/member/login');
    await page.getByRole('button', { name: 'Daftar di sini' }).click();
    await expect(page.getByLabel('Nama Lengkap')).toBeVisible();
    await expectAccessible(page, 'register');
  });

  test('signed-in member pages', async ({ page }) => {
    test.setTimeout(90_000);
    await startSignedIn(page);
    await page.goto('/member/beranda');
    await expect(page.getByRole('heading', { name: /^Halo, / })).toBeVisible();
    await expectAccessible(page, '/member/beranda');

    const pages: [string, (p: Page) => Promise<void>][] = [
      ['/member/kartu', (p) => expect(p.getByRole('article', { name: 'Kartu member' })).toBeVisible()],
      ['/member/profil', (p) => expect(p.getByLabel('Nama Lengkap')).not.toHaveValue('')],
      ['/member/reward', (p) => expect(p.getByTestId('points-balance')).toBeVisible()],
      ['/member/kupon', (p) => expect(p.getByRole('article').first()).toBeVisible()],
      [
        '/member/notifikasi',
        (p) =>
          expect(
            p.getByRole('list', { name: 'Daftar notifikasi' }).getByRole('heading').first(),
          ).toBeVisible(),
      ],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await ready(page);
      await expectAccessible(page, path);
    }
  });
});

// The dialog alone: the page behind it is under the backdrop (and has its own scan).
test.describe('axe on open modals', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the promo popup @phone', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByRole('img')).toBeVisible();
    await expectAccessible(page, 'promo popup', '.promo-dialog');
  });

  test.describe('with the popup already seen', () => {
    test.use({ promoPopupSeen: true });

    test('the promo request form, also showing its required-field errors @phone', async ({ page }) => {
      await page.goto('/');
      await takenOver(page);
      await page.getByRole('button', { name: 'Ajukan Promo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ajukan Promo' });
      await expect(dialog.getByLabel('Nama Lengkap')).toBeVisible();
      await expectAccessible(page, 'promo request form', '.modal');
      await dialog.getByRole('button', { name: 'Kirim Pengajuan' }).click();
      await expect(dialog.getByLabel('Nama Lengkap')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, 'promo request form with errors', '.modal');
    });

    test('the accessory zoom @phone', async ({ page }) => {
      await page.goto('/aksesoris');
      await listDrawn(page); // the cards painted before the app have no zoom yet
      await page
        .getByRole('button', { name: /^Perbesar gambar/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('img')).toBeVisible();
      await expectAccessible(page, 'accessory zoom', '.modal');
    });
  });
});

test.describe('axe on error faces', () => {
  test.use({ allowConsoleErrors: true, promoPopupSeen: true, reducedMotion: 'reduce' });
  const FIRESTORE = `http://${
    process.env.VITE_FIRESTORE_EMULATOR_HOST ?? `${emulatorConfig.host}:${emulatorConfig.firestorePort}`
  }/**`;

  for (const [path, text] of [
    ['/', 'Testimoni gagal dimuat.'],
    ['/pricelist', 'Gagal memuat pricelist'],
    ['/cek-servisan?kode=OG-2406-A7K2', 'Gagal memuat data servisan'],
  ] as const) {
    test(`${path} with Firestore unreachable @phone`, async ({ page }) => {
      await page.route(FIRESTORE, (route) => route.abort('internetdisconnected'));
      await page.goto(path);
      await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible({ timeout: 20_000 });
      await settleAnimations(page);
      await expectAccessible(page, `${path} (error)`);
    });
  }
});

/** What has the keyboard focus: its tag, role-ish text and where it sits. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? '',
      id: el?.id ?? '',
      text: (el?.getAttribute('aria-label') || el?.textContent || '').trim(),
      inModal: Boolean(el?.closest('.modal')),
    };
  });
}

/** Presses Tab until the focused element's text matches (at most `max` times). */
async function tabTo(page: Page, text: RegExp, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (text.test((await focused(page)).text)) return;
  }
  throw new Error(`Tab never reached ${text}`);
}

/** Presses Tab until an input with this id has the focus. */
async function tabToField(page: Page, id: string, max = 30) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).id === id) return;
  }
  throw new Error(`Tab never reached #${id}`);
}

/** The focus indicator of the focused element: an outline of 2 px or more, or a box shadow. */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const cs = getComputedStyle(el);
    const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2;
    const shadow = cs.boxShadow !== 'none' && cs.boxShadow !== '';
    return {
      visible: outline || shadow,
      what: `${el.tagName}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}" outline=${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor} shadow=${cs.boxShadow}`,
    };
  });
}

test.describe('keyboard only', () => {
  test.use({ promoPopupSeen: true });

  test('skip link, then the menu (toggle on a phone) to another page', async ({ page }) => {
    await page.goto('/goodnews');
    await expect(page.getByRole('link', { name: /^Baca Selengkapnya/ }).first()).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Langsung ke konten' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('main');
    // The next Tab starts inside the page content, past the menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);

    await page.goto('/goodnews');
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    const toggle = page.getByRole('button', { name: 'Buka menu navigasi' });
    if (await toggle.isVisible()) {
      await tabTo(page, /^Buka menu navigasi$/);
      await expect(nav).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(nav).toBeVisible();
    }
    await tabTo(page, /^Aksesoris$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/aksesoris$/);
    if (await toggle.isVisible()) await expect(nav).toBeHidden();
  });

  test('promo request modal: focus moves in, stays in, Escape closes, focus returns to Ajukan Promo @phone', async ({
    page,
  }) => {
    // About 60 key presses, each followed by a read of the focus: on a busy 2-core
    // machine that alone took 19 s of the default 30 (ci9); the steps did not fail.
    test.setTimeout(60_000);
    await page.goto('/');
    await takenOver(page);
    await expect(page.getByRole('heading', { name: /Promo Servis Bulan Ini/ })).toBeVisible();
    await tabTo(page, /^Ajukan Promo$/);
    const opener = page.getByRole('button', { name: 'Ajukan Promo' });
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ajukan Promo' });
    await expect(dialog).toBeVisible();
    await expect.poll(async () => (await focused(page)).inModal).toBe(true);

    // Around the form and past its end, forwards and backwards: the focus never leaves.
    const seen = new Set<string>();
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      const f = await focused(page);
      expect(f.inModal, `Tab ${i + 1} left the modal: ${JSON.stringify(f)}`).toBe(true);
      seen.add(f.id || f.text);
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      expect((await focused(page)).inModal, `Shift+Tab ${i + 1} left the modal`).toBe(true);
    }
    expect(seen.size).toBeGreaterThanOrEqual(5); // close, four fields, send

    // Typing works from the keyboard too.
    await tabToField(page, (await dialog.getByLabel('Nama Lengkap').getAttribute('id'))!);
    await page.keyboard.type('Ketik Saja');
    await expect(dialog.getByLabel('Nama Lengkap')).toHaveValue('Ketik Saja');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('accessory zoom: opened with Enter, Tab stays inside, Escape returns to the image button @phone', async ({
    page,
  }) => {
    await page.goto('/aksesoris');
    await listDrawn(page); // the cards painted before the app have no zoom yet
    await expect(page.getByRole('button', { name: /^Perbesar gambar/ }).first()).toBeVisible();
    await tabTo(page, /^Perbesar gambar/);
    const trigger = (await focused(page)).text;
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img')).toBeVisible();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      expect((await focused(page)).inModal, `key ${i + 1} left the zoom`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: trigger })).toBeFocused();
  });

  test('login with the keyboard, then claim a coupon with the keyboard @phone', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const id = uniqueId(testInfo);
    const email = `keyboard-${id}@contoh.test`;
    const password = 'rahasia-123';
    const uid = `keyboard-${id}`;
    await auth.createUsers([{ uid, email, password, displayName: 'Kadek Keyboard', emailVerified: true }]);

    await page.goto('/member/login');
    await expect(page.getByRole('heading', { name: 'Login Member' })).toBeVisible();
    const emailId = (await page.getByLabel('Alamat email').getAttribute('id'))!;
    await tabToField(page, emailId);
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Kata sandi')).toBeFocused();
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/member\/beranda$/);
    await expect(page.getByRole('heading', { name: 'Halo, Kadek Keyboard!' })).toBeVisible();

    await tabTo(page, /^Lihat Kupon$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/member\/kupon$/);
    const coupon = page.getByRole('article', { name: 'SERVIS50RB' });
    await expect(coupon.getByRole('button', { name: 'Klaim Kupon' })).toBeVisible();
    // Tab to this coupon's button (the buttons all read 'Klaim Kupon').
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (
        await coupon
          .getByRole('button', { name: 'Klaim Kupon' })
          .evaluate((b) => b === document.activeElement)
      )
        break;
    }
    await expect(coupon.getByRole('button', { name: 'Klaim Kupon' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(coupon.getByRole('status')).toHaveText('Berhasil klaim kupon!');
    await expect(coupon.getByRole('button', { name: 'Sudah Diklaim' })).toBeDisabled();
    // The disabled button cannot keep focus: the message has it, not the page's body.
    await expect(coupon.getByRole('status')).toBeFocused();
    await expect
      .poll(async () => (await firestore.list(`users/${uid}/kupon`)).map((c) => c.id))
      .toEqual(['servis50rb']);
  });
});

test.describe('visible focus', () => {
  test.use({ promoPopupSeen: true });

  for (const [path, ready] of [
    ['/', /Promo Servis Bulan Ini/],
    ['/goodnews', /Good News/],
    ['/cek-servisan?kode=OG-2406-A7K2', /Cek Servisan/],
    ['/member/login', /Login Member/],
  ] as const) {
    test(`every Tab stop on ${path} shows a focus ring`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
      // Tabbing starts once the app has taken the page over (it may redraw what has focus).
      await takenOver(page);
      const stops: string[] = [];
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press('Tab');
        const { tag, inControls } = await page.evaluate(() => {
          const el = document.activeElement;
          // Focus inside a <video>'s own controls: the browser draws that ring itself.
          return { tag: el?.tagName, inControls: el?.tagName === 'VIDEO' && !el.matches(':focus') };
        });
        if (tag === 'BODY') break;
        if (inControls) continue;
        // (a video's controls get their focus style a moment later)
        let ring = await focusRing(page);
        for (let wait = 0; !ring.visible && wait < 10; wait++) {
          await page.waitForTimeout(100);
          ring = await focusRing(page);
        }
        expect(ring.visible, `no focus ring: ${ring.what}`).toBe(true);
        stops.push(ring.what);
      }
      expect(stops.length).toBeGreaterThanOrEqual(5);
    });
  }

  test('the focus ring stands out from the page: orange ink on light, amber on the dark navbar @phone', async ({
    page,
  }) => {
    await page.goto('/goodnews');
    await page
      .getByRole('link', { name: /^Baca Selengkapnya/ })
      .first()
      .waitFor();
    await tabTo(page, /^Baca Selengkapnya/);
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineColor)).toBe(
      'rgb(194, 65, 12)',
    );
    await page.keyboard.press('Shift+Tab');
    await page.goto('/goodnews');
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // brand
    await expect(page.getByRole('link', { name: 'ONE GADGET' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineColor)).toBe(
      'rgb(250, 204, 21)',
    );
  });
});
