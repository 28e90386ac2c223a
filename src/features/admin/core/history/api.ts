import { readHistory, type HistoryChange, type HistoryEntry, type HistoryPage } from '../data/history-read';

export type { HistoryChange, HistoryEntry, HistoryPage };

export const HISTORY_PAGE = 20;

/** The whole shop's history (about null) or one document's, newest first. */
export function listHistory(
  about: { collection: string; docId: string } | null,
  after: HistoryPage['next'] = null,
): Promise<HistoryPage> {
  return readHistory(about, HISTORY_PAGE, after);
}
