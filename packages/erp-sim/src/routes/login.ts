import { parseJsonBody } from '../schema/coerce';
import { readCookie } from '../sessions';
import { slErrors } from '../sl-errors';
import type { SimContext, SlRequest, SlResponse } from './context';
import { annotation, header } from './respond';

/** The Version a 10.0 FP2x Service Layer reports. */
const SL_VERSION = '1000191';

/**
 * `POST /Login`: 200 with the session and the two cookies exactly as SL sends them — `B1SESSION`
 * without a Path and with a trailing semicolon, `ROUTEID` on path /b1s (reference §2.1).
 */
export function login(ctx: SimContext, req: SlRequest): SlResponse {
  const body = parseJsonBody(req.body) as Record<string, unknown> | null;
  const { companyDb, userName, password } = ctx.settings;
  if (
    typeof body !== 'object' ||
    body === null ||
    body.CompanyDB !== companyDb ||
    body.UserName !== userName ||
    body.Password !== password
  ) {
    throw slErrors.loginFailed();
  }
  const id = ctx.sessions.create();
  const suffix = req.version === 'v1' ? '@Element' : '$entity';
  return {
    status: 200,
    headers: { 'set-cookie': [`B1SESSION=${id};HttpOnly;`, 'ROUTEID=.node1; path=/b1s'] },
    body: {
      [annotation(req, 'metadata')]: `${req.root}/$metadata#B1Sessions/${suffix}`,
      SessionId: id,
      Version: SL_VERSION,
      SessionTimeout: Math.max(1, Math.ceil(ctx.settings.sessionTimeoutSeconds / 60)),
    },
  };
}

export function sessionOf(req: SlRequest): string | undefined {
  return readCookie(header(req, 'cookie'), 'B1SESSION');
}

/** Every call but Login needs a live session; the check also slides its idle timeout. */
export function requireSession(ctx: SimContext, req: SlRequest): void {
  if (!ctx.sessions.touch(sessionOf(req))) throw slErrors.invalidSession();
}

export function logout(ctx: SimContext, req: SlRequest): SlResponse {
  const id = sessionOf(req);
  if (id) ctx.sessions.remove(id);
  return { status: 204 };
}
