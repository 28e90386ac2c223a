// Adds one to the day's chat-tap counters (chat_taps/{Bali day}; docs/chat-taps.md):
// loaded on a visitor's first tap on a chat link, never before. One Firestore REST
// commit with increments, sent with keepalive beside WhatsApp opening (the link's
// own default action, never waited for nor prevented); nothing when offline, and
// nothing is retried later: a lost tap is a lost count, never a stored visitor.
import { appEnv, firestoreOrigin } from '../../config/env';
import { baliDay, TAP_SOURCE_KEY, type ChatTap } from '../../lib/chat-taps';

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

async function send(tap: ChatTap, source: string): Promise<Response> {
  const env = appEnv();
  const { projectId, apiKey } = env.firebase;
  const headers: Record<string, string> = { 'Content-Type': 'text/plain' };
  if (env.appCheckSiteKey) {
    const token = await (await import('../app-check')).appCheckToken();
    if (token) headers['X-Firebase-AppCheck'] = token;
  }
  const url = `${firestoreOrigin(env)}/v1/projects/${projectId}/databases/(default)/documents:commit?key=${encodeURIComponent(apiKey)}`;
  return fetch(url, {
    method: 'POST',
    body: JSON.stringify(tapCommit(projectId, baliDay(), tap, source)),
    headers,
    keepalive: true,
  });
}

/**
 * Counts one tap. A day whose document already names as many items as the rules
 * allow refuses a new item: the tap is then counted without it.
 */
export async function countChatTap(tap: ChatTap): Promise<void> {
  if (!navigator.onLine) return;
  try {
    const source = sessionStorage.getItem(TAP_SOURCE_KEY) || 'direct';
    const res = await send(tap, source);
    if (res.status === 403 && tap.item) await send({ kind: tap.kind }, source);
  } catch {
    // Offline after all, refused, or storage off: the count is dropped, WhatsApp opened anyway.
  }
}
