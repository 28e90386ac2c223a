import { useState, type KeyboardEvent } from 'react';
import { suggestNames } from './suggest';

interface Props {
  id: string;
  label: string;
  /** The names the list offers (kalkulator_hp_lama or kalkulator_hp_baru). */
  names: readonly string[];
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/**
 * A phone's name with suggestions from the list while it is typed (the ARIA
 * combobox pattern: arrows move through them, Enter or a tap fills the field,
 * Escape closes). Not a <datalist>: its popup cannot be styled to a thumb's size,
 * and some phone browsers show it only as a strip above the keyboard.
 */
export function PhoneCombobox({ id, label, names, value, onChange, placeholder }: Props) {
  const listId = `${id}-saran`;
  // Open while the visitor types; a choice, Escape or leaving the field closes it.
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = open ? suggestNames(names, value) : [];
  const shown = suggestions.length > 0;

  function choose(name: string) {
    onChange(name);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!shown) {
        setOpen(true);
        setActive(-1);
        return;
      }
      const last = suggestions.length - 1;
      if (e.key === 'ArrowDown') setActive((a) => (a >= last ? 0 : a + 1));
      else setActive((a) => (a <= 0 ? last : a - 1));
    } else if (e.key === 'Enter' && shown && active >= 0 && active < suggestions.length) {
      // Fills the field; the form is sent with the next Enter.
      e.preventDefault();
      choose(suggestions[active]!);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="phone-combobox">
        <input
          id={id}
          className="form-control"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          placeholder={placeholder}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={100}
          required
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`Saran ${label}`}
          className="phone-suggestions"
          hidden={!shown}
        >
          {suggestions.map((name, i) => (
            // The keyboard stays in the field (onKeyDown above moves through the options).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={name}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : undefined}
              // Keeps the focus (and the keyboard) in the field, so the tap lands here.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(name)}
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
