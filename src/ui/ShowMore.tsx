/** 'Menampilkan 50 dari 5.000' and a button for the next page of a long list. */
export function ShowMore({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) {
  if (shown >= total) return null;
  const id = (n: number) => n.toLocaleString('id-ID');
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-center gap-2 p-3">
      <span className="small text-body-secondary">
        Menampilkan {id(shown)} dari {id(total)}
      </span>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={onMore}>
        Tampilkan lebih banyak
      </button>
    </div>
  );
}
