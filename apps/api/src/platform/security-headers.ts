import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

/**
 * The browser headers of every answer (@fastify/helmet): the web app's Content-Security-Policy, no
 * framing by other sites, no MIME sniffing, no Referer, and HSTS when Jarvis is served over https.
 * The e2e suite (security-headers.spec) walks every screen in Chromium with this policy on.
 */
export function securityHeaders(config: Config): FastifyHelmetOptions {
  const isHttps = new URL(config.publicUrl).protocol === 'https:';
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Only the built bundle runs: no inline script, no eval (zod runs jitless in the web).
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // antd writes its CSS-in-JS as <style> tags and style attributes at run time, and index.html
        // carries the first paint's background inline; an injected style cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Favicon and antd's icons are data: URIs; a photo chosen for a ticket is previewed from blob:.
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Frames only of the configured forms' origins (the *_FORM_URL settings and CSP_FRAME_SRC).
        frameSrc: config.frameOrigins.length > 0 ? config.frameOrigins : ["'none'"],
        // The login form must not render inside another site's page (clickjacking).
        frameAncestors: ["'none'"],
        // Over plain http (a LAN install) it would send the app's own requests to https and break it.
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}
