import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { errorBody, SlError, slErrors } from '../sl-errors';
import type { SimContext, SlRequest, SlResponse } from './context';
import { header } from './respond';

type Dispatch = (ctx: SimContext, req: SlRequest) => SlResponse;
type Part = { headers: Map<string, string>; body: string };
type Operation = {
  contentId?: string;
  method: string;
  url: string;
  headers: Map<string, string>;
  body: string;
};
type Item = { kind: 'single'; op: Operation } | { kind: 'changeset'; ops: Operation[] };

const incomplete = () => slErrors.incompleteBatch();

function boundaryOf(contentType: string | undefined): string | undefined {
  return /boundary=("?)([^";,\s]+)\1/i.exec(contentType ?? '')?.[2];
}

function splitHead(text: string): Part {
  const headers = new Map<string, string>();
  const leading = /^\r?\n/.exec(text);
  if (leading) return { headers, body: text.slice(leading[0].length) };
  const gap = /\r?\n\r?\n/.exec(text);
  const head = gap ? text.slice(0, gap.index) : text;
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: gap ? text.slice(gap.index + gap[0].length) : '' };
}

/** The parts between `--boundary` lines; a body without the closing `--boundary--` is incomplete. */
function splitParts(body: string, boundary: string): Part[] {
  const delimiter = `--${boundary}`;
  const end = body.indexOf(`${delimiter}--`);
  if (end < 0) throw incomplete();
  const segments = body.slice(0, end).split(delimiter).slice(1);
  return segments.map((s) => splitHead(s.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
}

function operation(part: Part): Operation {
  if (!/^application\/http/i.test(part.headers.get('content-type') ?? '')) throw incomplete();
  const newline = /\r?\n/.exec(part.body);
  const requestLine = (newline ? part.body.slice(0, newline.index) : part.body).trim();
  const m = /^(GET|POST|PATCH|MERGE|PUT|DELETE)\s+(\S+)(?:\s+HTTP\/\d\.\d)?$/i.exec(requestLine);
  if (!m) throw incomplete();
  const { headers, body } = splitHead(
    newline ? part.body.slice(newline.index + newline[0].length) : '',
  );
  const method = m[1]!.toUpperCase() === 'MERGE' ? 'PATCH' : m[1]!.toUpperCase();
  return {
    contentId: part.headers.get('content-id'),
    method,
    url: m[2]!,
    headers,
    body: body.trim(),
  };
}

function parseBatch(req: SlRequest): Item[] {
  const boundary = boundaryOf(header(req, 'content-type'));
  if (!boundary) throw incomplete();
  return splitParts(req.body, boundary).map((part): Item => {
    const inner = boundaryOf(part.headers.get('content-type'));
    if (!inner) return { kind: 'single', op: operation(part) };
    const ops = splitParts(part.body, inner).map(operation);
    if (ops.some((op) => op.method === 'GET')) throw incomplete();
    return { kind: 'changeset', ops };
  });
}

function httpPart(
  response: SlResponse,
  contentId: string | undefined,
  version: SlRequest['version'],
) {
  const lines = ['Content-Type: application/http', 'Content-Transfer-Encoding: binary'];
  if (contentId) lines.push(`Content-ID: ${contentId}`);
  lines.push('', `HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`);
  for (const [name, value] of Object.entries(response.headers ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${v}`);
  }
  if (response.text !== undefined) {
    lines.push(
      `Content-Type: ${response.contentType ?? 'text/plain;charset=utf-8'}`,
      '',
      response.text,
    );
  } else if (response.body !== undefined) {
    const type =
      version === 'v1'
        ? 'application/json;odata=minimalmetadata;charset=utf-8'
        : 'application/json;charset=utf-8';
    lines.push(`Content-Type: ${type}`, '', JSON.stringify(response.body));
  } else {
    lines.push('');
  }
  return lines.join('\r\n');
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function multipart(boundary: string, parts: string[]) {
  return `${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('')}--${boundary}--\r\n`;
}

/**
 * `POST /$batch` (reference §6.8): requests run in order; a change set is atomic — its first failure
 * rolls the whole set back and is answered with that one error — and processing stops there.
 */
export function batch(ctx: SimContext, req: SlRequest, dispatch: Dispatch): SlResponse {
  const items = parseBatch(req);
  const locations = new Map<string, string>();
  const prefix = new URL(`${req.root}/`);

  function run(op: Operation): SlResponse {
    const url = op.url.replace(/^\$(\w+)/, (ref, id: string) => locations.get(id) ?? ref);
    const target = new URL(url, prefix);
    if (!target.pathname.startsWith(prefix.pathname)) throw incomplete();
    const sub: SlRequest = {
      ...req,
      method: op.method,
      path: decodePath(target.pathname.slice(prefix.pathname.length)),
      params: target.searchParams,
      headers: { ...req.headers, ...Object.fromEntries(op.headers) },
      body: op.body,
    };
    try {
      return dispatch(ctx, sub);
    } catch (error) {
      if (!(error instanceof SlError)) throw error;
      return { status: error.status, body: errorBody(error, req.version) };
    }
  }

  const parts: string[] = [];
  for (const item of items) {
    if (item.kind === 'single') {
      const response = run(item.op);
      parts.push(httpPart(response, item.op.contentId, req.version));
      if (response.status >= 400) break;
      continue;
    }
    const snapshot = structuredClone(ctx.store.state);
    const answers: string[] = [];
    let failed: SlResponse | undefined;
    for (const op of item.ops) {
      const response = run(op);
      if (response.status >= 400) {
        failed = response;
        break;
      }
      const location = response.headers?.location;
      if (op.contentId && typeof location === 'string') {
        locations.set(op.contentId, location.slice(prefix.href.length));
      }
      answers.push(httpPart(response, op.contentId, req.version));
    }
    if (failed) {
      ctx.store.restore(snapshot);
      parts.push(httpPart(failed, undefined, req.version));
      break;
    }
    const boundary = `changesetresponse_${randomUUID()}`;
    parts.push(
      `Content-Type: multipart/mixed;boundary=${boundary}\r\n\r\n${multipart(boundary, answers)}`,
    );
  }

  const boundary = `batchresponse_${randomUUID()}`;
  return {
    status: req.version === 'v1' ? 202 : 200,
    text: multipart(boundary, parts),
    contentType: `multipart/mixed;boundary=${boundary}`,
  };
}
