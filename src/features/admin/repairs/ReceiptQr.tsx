import { useMemo } from 'react';
import { qrSvg } from '../../../lib/qr-svg';

/** `link` as a QR code, drawn by React (no markup string); the label names the link for screen readers. */
export function ReceiptQr({ link, className }: { link: string; className?: string }) {
  const { size, path } = useMemo(() => qrSvg(link), [link]);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={`Kode QR ke ${link}`}
      data-testid="receipt-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
