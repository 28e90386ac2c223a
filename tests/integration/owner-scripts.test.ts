// The owner's scripts (seed a project, grant/revoke admin) against the emulators.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSeedUsers } from '../../scripts/lib/seed-data.mjs';
import { emulatorConfig, firestore } from '../e2e/support/emulators';

const root = path.resolve(import.meta.dirname, '../..');
const run = (script: string, ...args: string[]) =>
  spawnSync('node', [path.join(root, 'scripts', script), ...args], { encoding: 'utf8', env: process.env });
const project = emulatorConfig.projectId;

describe('seed-project', () => {
  it('refuses without an explicit project id', () => {
    const r = run('seed-project.mjs', '--yes');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Name the project explicitly');
  });

  it('refuses without --yes', () => {
    const r = run('seed-project.mjs', '--project', project);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Add --yes to confirm');
  });

  it('keeps existing documents, and overwrites only when told to', { timeout: 60_000 }, async () => {
    const seeded = await firestore.get('kontak/aktif');
    await firestore.writeDocuments([{ path: 'kontak/aktif', data: { alamat: 'Diubah oleh toko' } }]);

    const keep = run('seed-project.mjs', '--project', project, '--yes', '--only', 'kontak');
    expect(keep.status, keep.stderr).toBe(0);
    expect(keep.stdout).toMatch(/0 documents written, 1 existing kept/);
    expect((await firestore.get('kontak/aktif'))?.alamat).toBe('Diubah oleh toko');

    const over = run('seed-project.mjs', '--project', project, '--yes', '--only', 'kontak', '--overwrite');
    expect(over.status, over.stderr).toBe(0);
    expect(await firestore.get('kontak/aktif')).toEqual(seeded);
  });

  it(
    'leaves servisan and users out unless named, and says how to include them',
    { timeout: 60_000 },
    async () => {
      const [repairId] = Object.keys(
        JSON.parse(readFileSync(path.join(root, 'seed/firestore/servisan.json'), 'utf8')) as Record<
          string,
          unknown
        >,
      );
      const seeded = await firestore.get(`servisan/${repairId}`);
      expect(seeded).not.toBeNull();
      await firestore.remove(`servisan/${repairId}`);
      try {
        const plain = run('seed-project.mjs', '--project', project, '--yes');
        expect(plain.status, plain.stderr).toBe(0);
        expect(plain.stdout).toContain('Left out: chat_taps, servisan, users');
        expect(plain.stdout).toContain('--include chat_taps,servisan,users');
        expect(await firestore.get(`servisan/${repairId}`)).toBeNull();

        const unknown = run('seed-project.mjs', '--project', project, '--yes', '--include', 'servis');
        expect(unknown.status).toBe(2);
        expect(unknown.stderr).toContain('No such seed collection: servis');
      } finally {
        const named = run('seed-project.mjs', '--project', project, '--yes', '--include', 'servisan');
        expect(named.status, named.stderr).toBe(0);
        expect(named.stdout).toContain('Left out: chat_taps, users');
      }
      expect(await firestore.get(`servisan/${repairId}`)).toEqual(seeded);
    },
  );
});

describe('admin-claim', () => {
  const member = readSeedUsers().find((u) => !(u.customClaims as { admin?: boolean } | undefined)?.admin)!;
  const claimsOf = async (email: string) => {
    const res = await fetch(
      `http://${emulatorConfig.host}:${emulatorConfig.authPort}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:lookup`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: [email] }),
      },
    );
    const user = (await res.json()).users?.[0];
    return user?.customAttributes ? JSON.parse(user.customAttributes) : {};
  };

  it('grants and revokes the admin claim by e-mail', { timeout: 60_000 }, async () => {
    const grant = run('admin-claim.mjs', 'grant', member.email, '--project', project);
    expect(grant.status, grant.stderr).toBe(0);
    expect(await claimsOf(member.email)).toMatchObject({ admin: true });

    const revoke = run('admin-claim.mjs', 'revoke', member.email, '--project', project);
    expect(revoke.status, revoke.stderr).toBe(0);
    expect((await claimsOf(member.email)).admin).toBeUndefined();
  });

  it('says so when no account has that e-mail', () => {
    const r = run('admin-claim.mjs', 'grant', 'tidak-ada@example.com', '--project', project);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('No account with e-mail tidak-ada@example.com');
  });
});
