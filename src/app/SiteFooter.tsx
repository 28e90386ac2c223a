export function SiteFooter() {
  return (
    <footer className="site-footer bg-dark text-light py-4 mt-auto">
      <div className="container text-center small">
        <p className="site-footer-brand d-flex align-items-center justify-content-center gap-2 mb-2">
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span className="fw-bold">ONE GADGET</span>
        </p>
        <p className="mb-0">
          © 2025 ONE GADGET · version 1 ·{' '}
          <span className="fst-italic site-footer-tagline">All Device One Solution</span>
        </p>
      </div>
    </footer>
  );
}
