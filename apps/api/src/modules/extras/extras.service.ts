import type { ExternalForm, ExternalFormAddress } from '@jarvis/contracts/extras';
import type { Ctx } from '../../platform/context';

/** The configured address of each external form (README: the *_FORM_URL settings). */
const SETTING = {
  reclamos: 'CLAIMS_FORM_URL',
  requisiciones: 'REQUISITIONS_FORM_URL',
  solicitudes: 'REQUESTS_FORM_URL',
} as const satisfies Record<ExternalForm, string>;

/** Where the page's frame points, or null: the page then says the form is not configured. */
export function externalForm(ctx: Ctx, form: ExternalForm): ExternalFormAddress {
  return { url: ctx.platform.config[SETTING[form]] ?? null };
}
