import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { SESSION_EXPIRED_PATH } from '@jarvis/contracts/shell';

/** How a blocked navigation ends: the user leaves, or stays. */
export type LeaveAnswer = { proceed: () => void; reset: () => void };

export type RegisteredGuard = {
  /** Whether leaving now would lose work, asked at the moment of leaving. */
  isUnsaved: () => boolean;
  /** Asks the user, answering through `answer`; returns how to take the question away. */
  ask: (answer: LeaveAnswer) => () => void;
};

type Registry = { register: (guard: RegisteredGuard) => () => void };

const GuardsContext = createContext<Registry | null>(null);

/**
 * The one router blocker of the signed-in screens, shared by every screen and dialog with unsaved
 * work (useLeaveGuard, useDialogGuard). A router holds one blocker at a time, and a screen may hold
 * a form and several dialogs: each registers here, and leaving is blocked while any of them holds
 * unsaved work. The one registered last asks (a dialog above its screen). An expired session still
 * leaves at once: nothing could be saved on it.
 */
export function LeaveGuards({ children }: { children: ReactNode }) {
  const guards = useRef<RegisteredGuard[]>([]);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      nextLocation.pathname !== currentLocation.pathname &&
      nextLocation.pathname !== SESSION_EXPIRED_PATH &&
      guards.current.some((guard) => guard.isUnsaved()),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const asking = guards.current.findLast((guard) => guard.isUnsaved());
    // Saved between the click and this render: nothing to ask.
    if (!asking) {
      blocker.proceed();
      return;
    }
    return asking.ask({ proceed: () => blocker.proceed(), reset: () => blocker.reset() });
  }, [blocker]);

  const registry = useMemo<Registry>(
    () => ({
      register(guard) {
        guards.current = [...guards.current, guard];
        return () => {
          guards.current = guards.current.filter((g) => g !== guard);
        };
      },
    }),
    [],
  );
  return <GuardsContext.Provider value={registry}>{children}</GuardsContext.Provider>;
}

/**
 * Registers a guard with the screens' blocker for as long as the component is mounted. `isUnsaved`
 * and `ask` are read when the user leaves, so they may change between renders. Outside LeaveGuards
 * (a component tested alone) nothing blocks.
 */
export function useRegisteredGuard(
  isUnsaved: () => boolean,
  ask: (answer: LeaveAnswer) => () => void,
) {
  const registry = useContext(GuardsContext);
  const latest = useRef({ isUnsaved, ask });
  useEffect(() => {
    latest.current = { isUnsaved, ask };
  }, [isUnsaved, ask]);
  useEffect(
    () =>
      registry?.register({
        isUnsaved: () => latest.current.isUnsaved(),
        ask: (answer) => latest.current.ask(answer),
      }),
    [registry],
  );
}
