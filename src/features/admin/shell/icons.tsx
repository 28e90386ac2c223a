// The admin's icons: 24 px line drawings in the text's colour, beside a visible label
// (or a button's aria-label), so they are hidden from screen readers.
import { LineIcon } from '../../../ui/LineIcon';

const PATHS = {
  dashboard: 'M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9',
  // A till's receipt.
  kasir: 'M6 2h12v20l-3-2-3 2-3-2-3 2V2zM9 7h6M9 11h6M9 15h3',
  servis: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2',
  katalog: 'M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9zM7.5 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  promo: 'M19 5 5 19M7 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17 14.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  member:
    'M9 4a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14a6.5 6.5 0 0 1 3.5 6',
  riwayat: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  lainnya:
    'M5 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2zM12 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2zM19 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  back: 'M15 5 8 12l7 7',
  reload: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4',
  plus: 'M12 5v14M5 12h14',
  send: 'M21 3 10 14M21 3l-7 18-4-7-7-4 18-7z',
  site: 'M14 4h6v6M20 4l-9 9M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5',
  logout: 'M9 21H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h4M16 17l5-5-5-5M21 12H9',
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3',
  // A scan frame's corners around a code (the till's "Pindai").
  pindai:
    'M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M8 12h8',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <LineIcon size={size}>
      <path d={PATHS[name]} />
    </LineIcon>
  );
}
