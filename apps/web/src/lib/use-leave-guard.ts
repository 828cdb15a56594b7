import { useCallback, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useRegisteredGuard, type LeaveAnswer } from './leave-guards';

type LeaveGuard = {
  /**
   * Whether there is work that leaving would lose: a value, or a function asked at the moment of
   * leaving (a form's store is ahead of the last render).
   */
  when: boolean | (() => boolean);
  /** What is lost, said to the user: "Hay 2 proveedores con días cambiados sin guardar…". */
  content: string;
};

/**
 * Asks before the user leaves a screen with unsaved work: another screen of the app (a menu entry,
 * back, signing out) gets a confirmation, closing or reloading the tab the browser's own. An expired
 * session still leaves at once: nothing could be saved on it. The screens' one router blocker is
 * shared (LeaveGuards). `release()` lets the screen leave by itself once its work is saved (the
 * render that would clear `when` may come after the navigation).
 */
export function useLeaveGuard({ when, content }: LeaveGuard): { release: () => void } {
  const latest = useRef(when);
  const released = useRef(false);
  useEffect(() => {
    latest.current = when;
  }, [when]);
  const isGuarding = useCallback(() => {
    const guard = latest.current;
    return !released.current && (typeof guard === 'function' ? guard() : guard);
  }, []);

  useRegisteredGuard(isGuarding, useAskToLeave(content));
  useBeforeUnloadWhile(isGuarding);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { release };
}

type Modal = ReturnType<typeof App.useApp>['modal'];

/**
 * The question before unsaved work is lost, leaving a screen or closing a dialog: what is lost,
 * the discarding answer in red and 'Seguir aquí'. Enter keeps the work: the safe answer has the
 * focus, not the one that discards.
 */
export function askToDiscard(
  modal: Modal,
  question: {
    title: string;
    content: string;
    okText: string;
    onOk: () => void;
    onCancel?: () => void;
  },
) {
  return modal.confirm({
    ...question,
    cancelText: 'Seguir aquí',
    okButtonProps: { danger: true },
    focusable: { autoFocusButton: 'cancel' },
  });
}

/** '¿Salir sin guardar?' with what is lost: 'Salir sin guardar' leaves, 'Seguir aquí' stays. */
export function useAskToLeave(content: string) {
  const { modal } = App.useApp();
  return useCallback(
    (answer: LeaveAnswer) => {
      const dialog = askToDiscard(modal, {
        title: '¿Salir sin guardar?',
        content,
        okText: 'Salir sin guardar',
        onOk: answer.proceed,
        onCancel: answer.reset,
      });
      return () => dialog.destroy();
    },
    [content, modal],
  );
}

/** Closing or reloading the tab gets the browser's own question while `isUnsaved()` answers true. */
export function useBeforeUnloadWhile(isUnsaved: () => boolean) {
  useEffect(() => {
    const keep = (event: BeforeUnloadEvent) => {
      if (isUnsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', keep);
    return () => window.removeEventListener('beforeunload', keep);
  }, [isUnsaved]);
}
