import type { NextFunction, Request, Response } from 'express';

export interface SecurityHeaderOptions {
  production: boolean;
  /** Origins besides our own that serve stored media to the browser (S3 signed URLs, a CDN). */
  mediaOrigins: readonly string[];
}

/** The viewer is meant to be embedded in other sites (the share dialog's iframe snippet). */
const EMBEDDABLE = /^\/view(\/|$)/;

/** Where the browser fetches stored files from: our own /files, or the S3 endpoint the URLs are signed for. */
export function storageOrigins(config: { S3_BUCKET?: string; S3_ENDPOINT?: string }): string[] {
  if (!config.S3_BUCKET) return [];
  return [config.S3_ENDPOINT ? new URL(config.S3_ENDPOINT).origin : 'https://*.amazonaws.com'];
}

/**
 * A Host header the CSP may name: a DNS name, IPv4 or bracketed IPv6 address, with an optional
 * port, nothing else. The header is the client's to set (`Host: evil.example; script-src *`
 * would otherwise add a directive), so anything else is left out of the policy.
 */
const HOST_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const SAFE_HOST = new RegExp(`^(?:${HOST_LABEL}(?:\\.${HOST_LABEL})*|\\[[0-9a-f:.]{2,45}\\])(?::\\d{1,5})?$`, 'i');

/** The host as the CSP may name it, undefined when it is not a plain host[:port]. */
export function cspHostOf(host: string | undefined): string | undefined {
  return host && host.length <= 261 && SAFE_HOST.test(host) ? host : undefined;
}

const ELEVENLABS_PREVIEWS = 'https://storage.googleapis.com';

/**
 * The Content-Security-Policy of one response. Scripts only from our own files (Vite emits
 * external module scripts, no inline ones); inline styles stay allowed because React renders
 * `style` attributes; images and media may be blobs or data URLs (previews, QR codes).
 */
export function contentSecurityPolicy(host: string | undefined, path: string, mediaOrigins: readonly string[]): string {
  const media = ["'self'", 'blob:', 'data:', ...mediaOrigins].join(' ');
  // ElevenLabs serves its voices' previews from Google Cloud Storage (the provider voice picker).
  const audio = `${media} ${ELEVENLABS_PREVIEWS}`;
  const safeHost = cspHostOf(host);
  const sockets = safeHost ? ` ws://${safeHost} wss://${safeHost}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${media}`,
    `media-src ${audio}`,
    "font-src 'self' data:",
    `connect-src 'self'${sockets} ${mediaOrigins.join(' ')}`.trimEnd(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${EMBEDDABLE.test(path) ? '*' : "'none'"}`,
  ].join('; ');
}

/** Security headers on every response: the web app, the API and files alike. */
export function securityHeaders(options: SecurityHeaderOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(req.host || undefined, req.path, options.mediaOrigins));
    // For browsers that predate frame-ancestors.
    if (!EMBEDDABLE.test(req.path)) res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Browsers ignore HSTS over plain http; in development it would pin localhost to https.
    if (options.production) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
