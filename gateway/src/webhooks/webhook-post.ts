import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from '@avatarium/platform';

const READ_MAX_BYTES = 4096;

/**
 * Resolves the name and connects only to an address it checked (as the crawler's fetch does): a
 * DNS answer that changes between the check and the connect cannot reach an internal address.
 */
function pinnedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.find((entry) => !isPublicAddress(entry.address, { allowLoopback }));
      if (addresses.length === 0 || refused) return callback(new Error(`${hostname} resolves to an internal address`), '', 4);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** One POST, never following a redirect; the status and the first few KB of the answer, read at most. */
export function postOnce(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: { allowLoopback: boolean; timeoutMs: number },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(options.allowLoopback),
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= READ_MAX_BYTES) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
