import type { IncomingHttpHeaders } from 'node:http';
import type { Sessions } from '../sessions';
import type { ODataVersion } from '../sl-errors';
import type { MarketingSet, Store } from '../store';

export type SimSettings = {
  companyDb: string;
  userName: string;
  password: string;
  sessionTimeoutSeconds: number;
  /** Rows per page when the client does not ask (SL's `PageSize`, 20 by default). */
  pageSize: number;
  /** Document sets whose POST goes to Drafts for approval and answers -2028 (reference §6.7.5). */
  approvalRequiredFor: MarketingSet[];
};

/** What every handler reaches: the state, the sessions, the clock and the settings. */
export type SimContext = {
  store: Store;
  sessions: Sessions;
  now: () => Date;
  settings: SimSettings;
};

/** One Service Layer call, independent of Fastify. */
export type SlRequest = {
  /** After `X-HTTP-Method-Override`. */
  method: string;
  version: ODataVersion;
  /** Absolute service root as the client reached it, e.g. `http://127.0.0.1:50000/b1s/v1`. */
  root: string;
  /** Decoded path below the root, e.g. `PurchaseOrders(12)/Cancel`. */
  path: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
};

export type SlResponse = {
  status: number;
  headers?: Record<string, string | string[]>;
  /** Serialised as JSON with the OData content type of the version. */
  body?: unknown;
  /** Sent as is (`$count`, `$value`, `$metadata`), as text/plain unless `contentType` says otherwise. */
  text?: string;
  contentType?: string;
};
