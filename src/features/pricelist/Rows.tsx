import '../../styles/list-group.scss';
import { memo } from 'react';
import type { PricelistItem, ServicePrice, Sparepart } from '../../firebase/types';
import { reactH } from '../../ui/react-h';
import { pricelistRowView, serviceRowView, sparepartRowView } from './row-views';

// The rows are views (row-views.ts), drawn here by React and, before the app, by the page's first program.

export const PricelistRow = memo(function PricelistRow({ item, wa }: { item: PricelistItem; wa: string }) {
  return pricelistRowView(reactH, item, wa);
});

export const ServiceRow = memo(function ServiceRow({ item, wa }: { item: ServicePrice; wa: string }) {
  return serviceRowView(reactH, item, wa);
});

export const SparepartRow = memo(function SparepartRow({ item, wa }: { item: Sparepart; wa: string }) {
  return sparepartRowView(reactH, item, wa);
});
