import { config } from 'zod';
import { localeError } from '@jarvis/contracts/zod-locale';

/**
 * zod's settings for the web, imported by main.tsx before anything else: an object schema reads
 * `jitless` when it is built, and the contracts build theirs as they are imported, so set later it
 * came too late — zod then tried `new Function` at start, which the Content-Security-Policy refuses
 * (a violation on every page, caught by security-headers.spec).
 *
 * jitless: zod compiles each object schema to a function the first time it parses one: worth it for
 * a server parsing millions, not for a page parsing a few answers once, where the compiling is most
 * of the cost. Its own messages (for a rule whose schema names none) are the Spanish ones, as the
 * API's are.
 */
config({ jitless: true, localeError });
