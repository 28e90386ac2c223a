import { memo } from 'react';
import type { Accessory } from '../../firebase/types';
import { reactH } from '../../ui/react-h';
import { useImageSources } from '../../ui/useImageSources';
import { ACCESSORY_PLACEHOLDER } from './accessories';
import { accessoryCardView } from './card-views';

interface CardProps {
  item: Accessory;
  wa: string;
  /** Cards in the first screenful load their image at once; the rest lazily. */
  eager: boolean;
  onZoom: (item: Accessory, trigger: HTMLButtonElement) => void;
}

/** A product card (accessoryCardView), its image resolved from Storage where it lives there. */
export const AccessoryCard = memo(function AccessoryCard({ item, wa, eager, onZoom }: CardProps) {
  const image = useImageSources(item.gambar, ACCESSORY_PLACEHOLDER);
  return accessoryCardView(reactH, item, wa, image, eager, (e) => onZoom(item, e.currentTarget));
});
