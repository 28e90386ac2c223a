// The version "Pulihkan versi ini" writes back: pure, tested (restore.test.ts).
import type { CollectionSchema } from '../schema';
import type { Value } from '../validate';

/**
 * The record as it was before a change, for the form's check: each field as that
 * version held it. A required field the old version lacked (written before the
 * field existed) keeps today's value, so such a version can still come back;
 * an optional one it lacked is emptied, as it was.
 */
export function versionBefore(
  schema: CollectionSchema,
  before: Record<string, unknown>,
  current: Record<string, unknown> | null,
): Record<string, Value | undefined> {
  const version: Record<string, Value | undefined> = {};
  for (const f of schema.fields) {
    const value = f.name in before ? before[f.name] : f.required ? current?.[f.name] : undefined;
    version[f.name] = value as Value | undefined;
  }
  return version;
}
