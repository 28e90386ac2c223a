import '../../styles/list-group.scss';
import { memo } from 'react';
import type { PricelistItem } from '../../firebase/types';
import { reactH } from '../../ui/react-h';
import { pricelistRowView } from './row-views';

// The rows are views (row-views.ts), drawn here by React and, before the app, by the page's
// first program (the repair tabs' rows: RepairTabLists.tsx).

export const PricelistRow = memo(function PricelistRow({ item, wa }: { item: PricelistItem; wa: string }) {
  return pricelistRowView(reactH, item, wa);
});
