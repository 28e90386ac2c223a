import type { ReactNode } from 'react';

/**
 * A form's end: what still needs fixing after a refused save (the fields' labels,
 * following the fields as they are corrected), then the save button — kept within
 * reach above the tab bar while the form is on screen.
 */
export function FormActions({ problems, children }: { problems: readonly string[]; children: ReactNode }) {
  return (
    <div className="admin-form-actions">
      {problems.length > 0 && (
        <p className="alert alert-danger small py-2 px-3 mb-2" role="status" data-testid="form-problems">
          {problems.length === 1 ? 'Perbaiki 1 isian' : `Perbaiki ${problems.length} isian`}:{' '}
          {problems.join(', ')}.
        </p>
      )}
      {children}
    </div>
  );
}
