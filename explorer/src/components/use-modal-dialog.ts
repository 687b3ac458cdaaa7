import { useEffect, useRef } from 'react';

/** A `<dialog>` shown as modal while `open` holds (focus trap, Escape and the backdrop come from the browser). */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
