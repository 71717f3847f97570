import { FetchRefused, SiteAnsweredError, SiteMisdirected, SiteTimedOut } from './safe-fetch.js';

/** A failure already said in words for the owner (no readable text, no questions found). */
export class SiteUnreadable extends Error {}

const DNS_MISSING = new Set(['ENOTFOUND', 'EAI_NONAME', 'EAI_NODATA', 'EAI_FAIL']);
const CUT_OFF = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);
const NO_ROUTE = new Set(['EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN']);

function httpStatusWords(host: string, status: number): string {
  if (status === 404 || status === 410) return `${host} says this page does not exist (HTTP ${status}). Check the address.`;
  if (status === 401 || status === 403) return `${host} does not let us read this page (HTTP ${status}): it may need a sign-in.`;
  if (status === 429) return `${host} asked us to slow down (HTTP 429). Try again in a few minutes.`;
  if (status >= 500) return `${host} had a problem of its own (HTTP ${status}). Try again later.`;
  return `${host} answered with an error (HTTP ${status}) instead of the page.`;
}

/**
 * What went wrong reading a website, in plain words for the owner: never a Node error code
 * (ENOTFOUND, ECONNREFUSED, ...). The technical cause stays in the service's log.
 */
export function describeSiteFailure(error: unknown, url: string): string {
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // keep what the owner typed
  }
  if (error instanceof FetchRefused || error instanceof SiteMisdirected || error instanceof SiteUnreadable) return error.message;
  if (error instanceof SiteAnsweredError) return httpStatusWords(host, error.status);
  if (error instanceof SiteTimedOut)
    return `We could not reach ${host}: it did not answer within ${error.seconds} seconds. Try again later.`;
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (DNS_MISSING.has(code)) return `We could not reach ${host}: no website has this address. Check the spelling.`;
  if (code === 'EAI_AGAIN') return `We could not reach ${host}: its address could not be looked up just now. Try again later.`;
  if (code === 'ECONNREFUSED') return `We could not reach ${host}: it refused the connection.`;
  if (code === 'ETIMEDOUT') return `We could not reach ${host}: it did not answer in time. Try again later.`;
  if (CUT_OFF.has(code)) return `We could not read ${host}: the connection was cut off. Try again later.`;
  if (NO_ROUTE.has(code)) return `We could not reach ${host}: there is no way to it from our server.`;
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|EPROTO/.test(code))
    return `We could not open ${host} securely: its certificate is not valid.`;
  if (code === 'ERR_INVALID_URL') return `${host} sent us to an address that is not valid.`;
  return `Something went wrong while reading ${host}. Try again later.`;
}
