import { useEffect, useRef, useState } from 'react';
import { ScreenHeader } from '../shell/ScreenHeader';
import { HistoryList } from '../core/history/HistoryList';

/** Every admin write in the shop, newest first; a version (or a deleted record) comes back from here too. */
export default function HistoryPage() {
  const [restored, setRestored] = useState<{ n: number; text: string } | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  // The restore's button is gone with the old list: the news takes the focus.
  useEffect(() => messageRef.current?.focus(), [restored]);
  return (
    <section className="container py-4">
      {/* No back link: Riwayat is an area of its own (the side menu's, Lainnya's on a phone). */}
      <ScreenHeader title="Riwayat" />
      {restored && (
        <div ref={messageRef} tabIndex={-1} className="alert alert-success" role="status">
          {restored.text}
        </div>
      )}
      <HistoryList
        about={null}
        refresh={String(restored?.n ?? 0)}
        onRestored={(text) => setRestored((r) => ({ n: (r?.n ?? 0) + 1, text }))}
      />
    </section>
  );
}
