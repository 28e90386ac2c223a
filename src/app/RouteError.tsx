import { Link } from 'react-router';
import { paths } from '../config/paths';

/** A page that crashed (or whose code failed to download) shows this, never a white screen. */
export function RouteError({ error }: { error: unknown }) {
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Loading chunk|Importing a module script/i.test(error.message);
  return (
    <section className="container py-5 text-center state-page" role="alert">
      <h1>Terjadi kesalahan</h1>
      <p className="text-body-secondary">
        {chunkFailed
          ? 'Halaman gagal dimuat. Periksa koneksi internet kamu lalu coba lagi.'
          : 'Maaf, ada yang tidak beres di halaman ini.'}
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Coba lagi
        </button>
        <Link to={paths.home} className="btn btn-outline-secondary" reloadDocument>
          Ke Beranda
        </Link>
      </div>
    </section>
  );
}
