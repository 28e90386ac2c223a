import type { ReactNode } from 'react';

/**
 * An input with its unit in front ("Rp" before a price), inside the input's box.
 * The unit is for the eye: the label already says what the value is. `invalid`
 * keeps the field's error shown (Bootstrap shows `.invalid-feedback` after an
 * `.is-invalid` sibling, and the input is no longer the error's sibling).
 */
export function Prefixed({
  prefix,
  invalid,
  children,
}: {
  prefix: string;
  invalid?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`input-prefixed${invalid ? ' is-invalid' : ''}`}>
      <span className="input-prefix" aria-hidden="true">
        {prefix}
      </span>
      {children}
    </div>
  );
}
