import { useMemo } from 'react';
import { qrSvg } from '../../lib/qr-svg';

/**
 * `text` as a QR code for the till's camera: dark modules on white with the quiet
 * zone, drawn crisp at any size (no blur between modules when scaled).
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => qrSvg(text), [text]);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={`member-qr${className ? ` ${className}` : ''}`}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
      data-qr={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#111827" />
    </svg>
  );
}
