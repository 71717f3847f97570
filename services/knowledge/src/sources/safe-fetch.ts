import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, type AddressPolicy } from '@avatarium/platform';

export const LOCAL_URLS_REFUSED = 'Local URLs are not allowed';
const REDIRECTS_MAX = 5;

export interface FetchedPage {
  url: string;
  contentType: string;
  body: string;
}

export class FetchRefused extends Error {}

/** A site that answered with an error status (404, 500, ...). */
export class SiteAnsweredError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`${url} answered HTTP ${status}`);
  }
}

/** A site that did not answer within the time a page may take. */
export class SiteTimedOut extends Error {
  constructor(readonly seconds: number) {
    super(`no answer within ${seconds} s`);
  }
}

/** A site that answered, but not with a page we can follow (redirects going nowhere or on and on). */
export class SiteMisdirected extends Error {}

/**
 * Resolves a name and connects only to an address it checked: a name that resolves to an
 * internal address is refused, and a DNS answer that changes between check and connect cannot
 * slip through (the checked address is the one connected to).
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.find((entry) => !isPublicAddress(entry.address, policy));
      if (addresses.length === 0 || refused) return callback(new FetchRefused(LOCAL_URLS_REFUSED), '', 4);
      const chosen = addresses[0]!;
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      callback(null, chosen.address, chosen.family);
    });
  };
}

function assertAllowed(url: URL, policy: AddressPolicy): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('Only web pages can be read');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) {
    if (!(policy.allowLoopback && host === 'localhost')) throw new FetchRefused(LOCAL_URLS_REFUSED);
  }
  if (isIP(host) && !isPublicAddress(host, policy)) throw new FetchRefused(LOCAL_URLS_REFUSED);
}

function getOnce(url: URL, policy: AddressPolicy, maxBytes: number, timeoutMs: number) {
  return new Promise<{ status: number; location: string | null; contentType: string; body: Buffer }>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        lookup: guardedLookup(policy),
        timeout: timeoutMs,
        headers: { 'user-agent': 'AvatariumFaqReader/1.0', accept: 'text/html' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers['content-type'] ?? '');
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, location: response.headers.location ?? null, contentType, body: Buffer.alloc(0) });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            request.destroy();
            return resolve({ status, location: null, contentType, body: Buffer.concat(chunks) });
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, location: null, contentType, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new SiteTimedOut(timeoutMs / 1000)));
    request.on('error', reject);
  });
}

/**
 * One page of a site the owner named: every hop (redirects included, at most 5) is checked
 * against the address policy before and while connecting; at most `maxBytes` of it are read.
 */
export async function fetchPage(
  start: URL,
  policy: AddressPolicy,
  { maxBytes = 1_000_000, timeoutMs = 10_000 }: { maxBytes?: number; timeoutMs?: number } = {},
): Promise<FetchedPage> {
  let url = start;
  for (let hop = 0; hop <= REDIRECTS_MAX; hop++) {
    assertAllowed(url, policy);
    const reply = await getOnce(url, policy, maxBytes, timeoutMs);
    if (reply.status >= 300 && reply.status < 400) {
      if (!reply.location) throw new SiteMisdirected(`${url.host} sent us on to another page without saying which.`);
      url = new URL(reply.location, url);
      continue;
    }
    if (reply.status !== 200) throw new SiteAnsweredError(reply.status, url.href);
    return { url: url.href, contentType: reply.contentType, body: reply.body.toString('utf8') };
  }
  throw new SiteMisdirected(`${start.host} kept sending us on to other pages (more than ${REDIRECTS_MAX} times).`);
}
