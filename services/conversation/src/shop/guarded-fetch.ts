import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { isPublicAddress, type AddressPolicy } from '@avatarium/platform';

export const LOCAL_URLS_REFUSED = 'Local URLs are not allowed';
const REDIRECTS_MAX = 3;
/** A store's answer is small JSON (or an event stream of it); more is not read. */
const ANSWER_MAX_BYTES = 2_000_000;

/** The owner named an address the platform does not reach (loopback, private, link-local, metadata). */
export class ShopAddressRefused extends Error {
  constructor() {
    super(LOCAL_URLS_REFUSED);
  }
}

/**
 * Connects only to an address it checked (the crawler's rule, spec 003 section 5 and the
 * architecture's boundaries): a name resolving to any internal address is refused, and the
 * checked address is the one connected to, so a DNS answer cannot change in between.
 */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address, policy))) {
        return callback(new ShopAddressRefused(), '', 4);
      }
      if ((options as { all?: boolean }).all) {
        return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      }
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Checks what can be checked before connecting: the scheme, local names, literal addresses. */
export function assertShopAddress(url: URL, policy: AddressPolicy): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ShopAddressRefused();
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) {
    if (!(policy.allowLoopback && host === 'localhost')) throw new ShopAddressRefused();
  }
  if (isIP(host) && !isPublicAddress(host, policy)) throw new ShopAddressRefused();
}

function headersOf(incoming: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

function bodyBytes(body: RequestInit['body']): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError('unsupported request body');
}

/** One request on node:http with the guarded lookup; the answer as a fetch Response (streamed: SSE). */
function requestOnce(url: URL, init: RequestInit, body: Buffer | undefined, policy: AddressPolicy): Promise<Response> {
  assertShopAddress(url, policy);
  return new Promise<Response>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const request = client.request(url, { method: init.method ?? 'GET', headers, lookup: guardedLookup(policy) }, (res) => {
      const status = res.statusCode ?? 0;
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > ANSWER_MAX_BYTES) res.destroy(new Error('The store answered with more than we read.'));
      });
      const empty = status === 204 || status === 304 || (init.method ?? 'GET') === 'HEAD';
      const stream = empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
      if (empty) res.resume();
      resolve(new Response(stream, { status, statusText: res.statusMessage ?? '', headers: headersOf(res.headers) }));
    });
    const abort = () => request.destroy(init.signal?.reason instanceof Error ? init.signal.reason : new Error('aborted'));
    if (init.signal?.aborted) abort();
    init.signal?.addEventListener('abort', abort, { once: true });
    request.on('close', () => init.signal?.removeEventListener('abort', abort));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * The fetch the MCP client speaks through: every hop (a few redirects at most) is checked
 * against the address policy before and while connecting.
 */
export function guardedFetch(policy: AddressPolicy) {
  return async (input: string | URL, init: RequestInit = {}): Promise<Response> => {
    let url = new URL(String(input));
    const body = bodyBytes(init.body);
    for (let hop = 0; hop <= REDIRECTS_MAX; hop++) {
      const response = await requestOnce(url, init, body, policy);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return response;
      await response.body?.cancel();
      url = new URL(location, url);
    }
    throw new Error('The store sent us on to other addresses too many times.');
  };
}
