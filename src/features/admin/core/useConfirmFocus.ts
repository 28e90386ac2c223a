// An action asked for in place ("Ganti kode", "Pulihkan versi ini"): the button
// opens a question with "Ya, …" and "Batal". The question takes the focus when it
// opens (it replaces the button under the finger); after "Batal" or a failure the
// focus goes back to the button that opened it.
import { useEffect, useRef } from 'react';

/** `step`: 'confirm' while the question shows, 'idle' while the opening button does. */
export function useConfirmFocus(step: string) {
  const openRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (step === 'confirm') questionRef.current?.focus();
    if (step === 'idle' && returnFocus.current) {
      returnFocus.current = false;
      openRef.current?.focus();
    }
  }, [step]);
  return {
    openRef,
    questionRef,
    /** Call before going back to 'idle': the opening button gets the focus again. */
    focusOpenerNext: () => {
      returnFocus.current = true;
    },
  };
}
