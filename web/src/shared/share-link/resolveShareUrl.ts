import { fallbackShareUrl } from './fallbackShareUrl';

/**
 * The absolute link to share: the server's (made absolute against the page when it is a
 * path), or the fallback when the server gave none or something that is not a web address.
 */
export function resolveShareUrl(shareUrl: string | null | undefined, origin: string, agentId: string): string {
  if (shareUrl) {
    try {
      const url = new URL(shareUrl, origin);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
    } catch {
      // Not a URL: use the fallback below.
    }
  }
  return fallbackShareUrl(origin, agentId);
}
