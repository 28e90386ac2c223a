import { reactH } from './react-h';
import { showMoreView } from './show-more-view';

/** 'Menampilkan 50 dari 5.000' and a button for the next page of a long list. */
export function ShowMore({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) {
  return showMoreView(reactH, shown, total, onMore);
}
