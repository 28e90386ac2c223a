/** The first stop of a keyboard: straight past the menus to the page's <main id="main">. */
export function SkipLink() {
  return (
    <a className="visually-hidden-focusable skip-link" href="#main">
      Langsung ke konten
    </a>
  );
}
