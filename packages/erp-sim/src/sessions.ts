import { randomUUID } from 'node:crypto';

/**
 * Service Layer sessions: kept in memory only (a restart logs everyone out, as a real SL restart
 * does), with an idle timeout that every authenticated request slides forward (SLG §6.1).
 */
export type Sessions = {
  create(): string;
  /** True when the session exists and is not idle for longer than the timeout; refreshes it. */
  touch(id: string | undefined): boolean;
  remove(id: string): void;
  expireAll(): void;
  count(): number;
};

export function createSessions(options: { timeoutSeconds: number; now: () => Date }): Sessions {
  const lastUsed = new Map<string, number>();
  const timeoutMs = options.timeoutSeconds * 1000;
  const now = () => options.now().getTime();

  return {
    create() {
      const id = randomUUID();
      lastUsed.set(id, now());
      return id;
    },
    touch(id) {
      if (id === undefined) return false;
      const last = lastUsed.get(id);
      if (last === undefined) return false;
      if (now() - last > timeoutMs) {
        lastUsed.delete(id);
        return false;
      }
      lastUsed.set(id, now());
      return true;
    },
    remove(id) {
      lastUsed.delete(id);
    },
    expireAll() {
      lastUsed.clear();
    },
    count() {
      return lastUsed.size;
    },
  };
}

/** The value of one cookie in a `Cookie` header (clients often build the header by hand). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
