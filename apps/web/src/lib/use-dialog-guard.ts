import { useCallback, useEffect, useMemo, useRef } from 'react';
import { App, type FormInstance } from 'antd';
import { useRegisteredGuard } from './leave-guards';
import { askToDiscard, useAskToLeave, useBeforeUnloadWhile } from './use-leave-guard';

export type DialogGuard = {
  /**
   * What the dialog's ways out call instead of closing it: its own 'Cancelar', its X, Escape and a
   * click outside it. With unsaved work the user is asked first.
   */
  cancel: () => void;
  /** The form inside says how to know it holds unsaved work; the answer undoes it. */
  watch: (unsaved: () => boolean) => () => void;
};

/**
 * Asks before a dialog with unsaved work closes, as useLeaveGuard asks before a screen is left:
 * "¿Cerrar sin guardar?" with what is lost, 'Seguir aquí' or 'Cerrar sin guardar'. Closing or
 * reloading the tab gets the browser's own question, and leaving the screen while it is open (the
 * browser's back, a phone's back gesture) the screens' '¿Salir sin guardar?' (LeaveGuards: one
 * router blocker shared by the screen and its dialogs). A save closes the dialog with `onClose`
 * itself, without asking.
 */
export function useDialogGuard(onClose: () => void, content: string, open: boolean): DialogGuard {
  const { modal } = App.useApp();
  const unsaved = useRef<(() => boolean) | null>(null);
  // Only an open dialog holds work: a saved or discarded one keeps its form on screen while it
  // closes (~0.3 s), and leaving the screen then asks nothing.
  const isUnsaved = useCallback(() => open && (unsaved.current?.() ?? false), [open]);

  const cancel = useCallback(() => {
    if (!isUnsaved()) {
      onClose();
      return;
    }
    askToDiscard(modal, {
      title: '¿Cerrar sin guardar?',
      content,
      okText: 'Cerrar sin guardar',
      onOk: onClose,
    });
  }, [content, isUnsaved, modal, onClose]);

  const watch = useCallback((check: () => boolean) => {
    unsaved.current = check;
    return () => {
      if (unsaved.current === check) unsaved.current = null;
    };
  }, []);

  useRegisteredGuard(isUnsaved, useAskToLeave(content));
  useBeforeUnloadWhile(isUnsaved);

  return useMemo(() => ({ cancel, watch }), [cancel, watch]);
}

/**
 * A form inside a guarded dialog: its unsaved work is any field the user has touched, read from the
 * form's store when the dialog is asked to close (a render may not have caught up with it).
 */
export function useGuardedForm(guard: DialogGuard, form: FormInstance) {
  useEffect(() => guard.watch(() => form.isFieldsTouched()), [guard, form]);
}
