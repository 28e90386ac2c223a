import { useLocation } from 'react-router';

/** 'Tersimpan.' / 'Terhapus.' handed over by the form after a write. */
export function SavedNotice() {
  const { state } = useLocation();
  const saved = (state as { saved?: string } | null)?.saved;
  if (!saved) return null;
  return (
    <div className="alert alert-success" role="status">
      {saved}
    </div>
  );
}
