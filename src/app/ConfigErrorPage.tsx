/** Shown by a production build that was made without the Firebase web config. */
export function ConfigErrorPage({ missing }: { missing: string[] }) {
  return (
    <main className="container py-5" style={{ maxWidth: 640 }}>
      <h1 className="h3">Situs belum dikonfigurasi</h1>
      <p>Website ONE GADGET belum bisa terhubung ke server. Mohon hubungi admin toko.</p>
      <div className="alert alert-warning small">
        <p className="mb-1">
          <strong>Untuk admin:</strong> build ini dibuat tanpa konfigurasi Firebase. Isi nilai berikut di{' '}
          <code>.env.production.local</code> (lihat <code>.env.example</code>), lalu build ulang:
        </p>
        <ul className="mb-0">
          {missing.map((m) => (
            <li key={m}>
              <code>{m}</code>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
