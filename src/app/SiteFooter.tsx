export function SiteFooter() {
  return (
    <footer className="site-footer bg-dark text-light py-4 mt-auto">
      <div className="container text-center small">
        <p className="mb-0">
          © 2025 ONE GADGET · version 1 · <span className="fst-italic">All Device One Solution</span>
        </p>
      </div>
    </footer>
  );
}
