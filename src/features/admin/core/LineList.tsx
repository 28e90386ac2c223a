/** A value of several lines (a ticket's items, colours), one under another. */
export function LineList({ lines }: { lines: string[] }) {
  return (
    <ul className="list-unstyled mb-0 ps-2 border-start">
      {lines.map((l, i) => (
        <li key={i} className="text-break">
          {l}
        </li>
      ))}
    </ul>
  );
}
