// Adds one to the day's chat-tap counters (chat_taps/{Bali day}; docs/chat-taps.md):
// loaded on a visitor's first tap on a chat link, never before. One Firestore REST
// commit with increments, sent with keepalive beside WhatsApp opening (the link's
// own default action, never waited for nor prevented); nothing when offline, and
// nothing is retried later: a lost tap is a lost count, never a stored visitor.
import { appEnv, firestoreOrigin } from '../../config/env';
import { baliDay, TAP_SOURCE_KEY, type ChatTap } from '../../lib/chat-taps';
import { tapAttempts, tapCommit } from './tap-commit';

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

/** Counts one tap, in the fullest way the day's document takes. */
export async function countChatTap(tap: ChatTap): Promise<void> {
  if (!navigator.onLine) return;
  try {
    const source = sessionStorage.getItem(TAP_SOURCE_KEY) || 'direct';
    for (const [what, from] of tapAttempts(tap, source)) {
      if ((await send(what, from)).status !== 403) return;
    }
  } catch {
    // Offline after all, refused, or storage off: the count is dropped, WhatsApp opened anyway.
  }
}
