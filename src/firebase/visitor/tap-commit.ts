// What one chat tap writes (a Firestore REST commit of increments: exactly what
// firestore.rules lets a visitor write), and the smaller forms it falls back to.
// Plain functions: chat-tap.ts sends them; the browser tests send one as anyone could.
import { sharedSource, type ChatTap } from '../../lib/chat-taps';

/** A field path segment quoted as Firestore wants it ('link-bio', 'aksesoris:x'). */
const quoted = (key: string) => `\`${key.replace(/[\\`]/g, (c) => `\\${c}`)}\``;
const str = (stringValue: string) => ({ stringValue });
const plusOne = (fieldPath: string) => ({ fieldPath, increment: { integerValue: '1' } });

/** The commit of one tap: exactly what firestore.rules lets a visitor write. */
export function tapCommit(projectId: string, day: string, tap: ChatTap, source: string): object {
  const withItem = tap.item && tap.name;
  const fields: Record<string, object> = {
    tap: {
      mapValue: {
        fields: { kind: str(tap.kind), source: str(source), ...(withItem ? { item: str(tap.item!) } : {}) },
      },
    },
  };
  if (withItem)
    fields.item = {
      mapValue: { fields: { [tap.item!]: { mapValue: { fields: { name: str(tap.name!) } } } } },
    };
  return {
    writes: [
      {
        update: { name: `projects/${projectId}/databases/(default)/documents/chat_taps/${day}`, fields },
        updateMask: { fieldPaths: ['tap', ...(withItem ? [`item.${quoted(tap.item!)}.name`] : [])] },
        updateTransforms: [
          plusOne('total'),
          plusOne(`kind.${quoted(tap.kind)}`),
          plusOne(`source.${quoted(source)}`),
          ...(withItem ? [plusOne(`item.${quoted(tap.item!)}.count`)] : []),
        ],
      },
    ],
  };
}

/**
 * The ways to count one tap, fullest first: a day whose document already names as
 * many items (or campaigns) as the rules allow refuses a new one, so the tap is then
 * counted with its campaign in the shared bucket, then without its item.
 */
export function tapAttempts(tap: ChatTap, source: string): [ChatTap, string][] {
  const shared = sharedSource(source);
  const attempts: [ChatTap, string][] = [[tap, source]];
  if (shared !== source) attempts.push([tap, shared]);
  if (tap.item) attempts.push([{ kind: tap.kind }, shared]);
  return attempts;
}
