import { describe, expect, it } from 'vitest';
import { tapAttempts, tapCommit } from './tap-commit';

const doc = 'projects/p/databases/(default)/documents/chat_taps/2026-03-10';

describe('tapCommit', () => {
  it('adds one to total, kind, source and the item, and names the tap (its item with its name)', () => {
    expect(
      tapCommit('p', '2026-03-10', { kind: 'aksesoris', item: 'aksesoris:c-1', name: 'Charger' }, 'link-bio'),
    ).toEqual({
      writes: [
        {
          update: {
            name: doc,
            fields: {
              tap: {
                mapValue: {
                  fields: {
                    kind: { stringValue: 'aksesoris' },
                    source: { stringValue: 'link-bio' },
                    item: { stringValue: 'aksesoris:c-1' },
                  },
                },
              },
              item: {
                mapValue: {
                  fields: { 'aksesoris:c-1': { mapValue: { fields: { name: { stringValue: 'Charger' } } } } },
                },
              },
            },
          },
          updateMask: { fieldPaths: ['tap', 'item.`aksesoris:c-1`.name'] },
          updateTransforms: [
            { fieldPath: 'total', increment: { integerValue: '1' } },
            { fieldPath: 'kind.`aksesoris`', increment: { integerValue: '1' } },
            { fieldPath: 'source.`link-bio`', increment: { integerValue: '1' } },
            { fieldPath: 'item.`aksesoris:c-1`.count', increment: { integerValue: '1' } },
          ],
        },
      ],
    });
  });

  it('without an item, replaces the tap (the last one’s item goes) and touches no item', () => {
    const [write] = (tapCommit('p', '2026-03-10', { kind: 'widget' }, 'direct') as { writes: unknown[] })
      .writes as { update: { fields: object }; updateMask: object; updateTransforms: unknown[] }[];
    expect(Object.keys(write!.update.fields)).toEqual(['tap']);
    expect(write!.updateMask).toEqual({ fieldPaths: ['tap'] });
    expect(write!.updateTransforms).toHaveLength(3);
  });
});

describe('tapAttempts', () => {
  const item = { kind: 'aksesoris', item: 'aksesoris:c-1', name: 'Charger' } as const;

  it('a campaign: as itself, then in the campaigns’ bucket, then without its item', () => {
    expect(tapAttempts(item, 'tiktok')).toEqual([
      [item, 'tiktok'],
      [item, 'kampanye-lain'],
      [{ kind: 'aksesoris' }, 'kampanye-lain'],
    ]);
  });

  it('a fixed source, which a day always has room for: only the item can go', () => {
    expect(tapAttempts(item, 'link-bio')).toEqual([
      [item, 'link-bio'],
      [{ kind: 'aksesoris' }, 'link-bio'],
    ]);
    expect(tapAttempts({ kind: 'widget' }, 'direct')).toEqual([[{ kind: 'widget' }, 'direct']]);
  });
});
