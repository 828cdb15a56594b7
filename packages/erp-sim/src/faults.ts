import { STATUS_CODES } from 'node:http';
import type { Sessions } from './sessions';

/** Failures a test can ask for, to exercise a client's handling of what real deployments do. */
export type Faults = {
  /** Every session becomes invalid: the next call of each client gets 401 / 301. */
  expireAllSessions(): void;
  /**
   * The next `count` requests get `status` with the HTML page Apache's balancer sends (B1SLayer #78).
   * With `afterApply` the request is carried out first, so a POST is saved although the answer is 5xx.
   */
  failNext(count: number, status?: number, options?: { afterApply?: boolean }): void;
  /** The next `count` requests are carried out, then answered only after `ms` milliseconds. */
  delayNext(count: number, ms: number): void;
  /** The next `count` POSTs (other than Login/Logout) are saved, then the socket is destroyed unanswered. */
  dropNextPost(count: number): void;
  /** While on, a request with `Expect: 100-continue` gets 500 with an empty body (reference §9.4). */
  rejectExpectContinue(enabled: boolean): void;
  clear(): void;
  pending(): { failures: number; delays: number; drops: number; rejectExpectContinue: boolean };
};

export type Failure = { status: number; afterApply: boolean };

export type FaultControl = {
  faults: Faults;
  takeFailure(): Failure | undefined;
  takeDelay(): number | undefined;
  takeDrop(): boolean;
  expectRejected(): boolean;
  /** Resolves after `ms`, or at once when the simulator closes. */
  sleep(ms: number): Promise<void>;
  wakeAll(): void;
};

function positive(count: number) {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError('count must be a whole number ≥ 0');
  return count;
}

export function createFaults(sessions: Sessions): FaultControl {
  let failures: Failure[] = [];
  let delays: number[] = [];
  let drops = 0;
  let rejectExpect = false;
  const sleepers = new Set<() => void>();

  const faults: Faults = {
    expireAllSessions: () => sessions.expireAll(),
    failNext(count, status = 502, options = {}) {
      if (status < 500 || status > 599) throw new RangeError('status must be a 5xx code');
      const failure = { status, afterApply: options.afterApply ?? false };
      failures.push(...Array.from({ length: positive(count) }, () => failure));
    },
    delayNext(count, ms) {
      delays.push(...Array.from({ length: positive(count) }, () => ms));
    },
    dropNextPost(count) {
      drops += positive(count);
    },
    rejectExpectContinue(enabled) {
      rejectExpect = enabled;
    },
    clear() {
      failures = [];
      delays = [];
      drops = 0;
      rejectExpect = false;
    },
    pending: () => ({
      failures: failures.length,
      delays: delays.length,
      drops,
      rejectExpectContinue: rejectExpect,
    }),
  };

  return {
    faults,
    takeFailure: () => failures.shift(),
    takeDelay: () => delays.shift(),
    takeDrop() {
      if (drops === 0) return false;
      drops--;
      return true;
    },
    expectRejected: () => rejectExpect,
    sleep(ms) {
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          sleepers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        sleepers.add(wake);
      });
    },
    wakeAll() {
      for (const wake of [...sleepers]) wake();
    },
  };
}

/** The page Apache httpd's mod_proxy answers with when the Service Layer node fails or times out. */
export function proxyErrorPage(status: number, method: string, rawUrl: string): string {
  const url = rawUrl.replace(/[<>"&]/g, (c) => `&#${c.charCodeAt(0)};`);
  const reason = STATUS_CODES[status] ?? 'Error';
  const detail =
    status === 502
      ? `<p>The proxy server received an invalid\nresponse from an upstream server.<br />\nThe proxy server could not handle the request <em><a href="${url}">${method}&nbsp;${url}</a></em>.<p>\nReason: <strong>Error reading from remote server</strong></p></p>`
      : status === 503
        ? '<p>The server is temporarily unable to service your\nrequest due to maintenance downtime or capacity\nproblems. Please try again later.</p>'
        : `<p>The server encountered an error and could not complete your request.</p>`;
  const title = status === 502 ? 'Proxy Error' : reason;
  return `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>${status} ${title}</title>\n</head><body>\n<h1>${title}</h1>\n${detail}\n</body></html>\n`;
}
