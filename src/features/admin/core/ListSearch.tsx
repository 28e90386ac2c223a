/** An admin list's search box and its live count ('8 dari 5.018 item'). */
export function ListSearch({
  id,
  label,
  placeholder,
  value,
  onChange,
  found,
  total,
  noun,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  found: number;
  total: number;
  noun: string;
}) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="form-control mb-3"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="small text-body-secondary" aria-live="polite">
        {found} dari {total} {noun}
      </p>
    </>
  );
}
