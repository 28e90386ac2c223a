// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { flakyLine, flakyName, readFlaky, writeFlaky } from './flaky.mjs';

describe('flaky browser tests, as the summary names them', () => {
  it('names the spec file, the titles and the project', () => {
    const name = flakyName(['member.spec.ts', 'member area layout', 'one Keluar'], 'desktop');
    expect(flakyLine(name)).toBe(
      '⚠ Flaky (passed on retry): member.spec.ts › member area layout › one Keluar [desktop]',
    );
  });

  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
  const fileIn = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'og-flaky-test-'));
    dirs.push(dir);
    return path.join(dir, 'flaky.json');
  };

  it('reads back the names the reporter wrote, none when it wrote nothing', () => {
    const file = fileIn();
    expect(readFlaky(file)).toEqual([]);
    writeFlaky(file, ['share.spec.ts › an accessory [phone]']);
    expect(readFlaky(file)).toEqual(['share.spec.ts › an accessory [phone]']);
    writeFlaky(file, []);
    expect(readFlaky(file)).toEqual([]);
  });
});
