import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPage } from './safe-fetch.js';
import { describeSiteFailure, SiteUnreadable } from './site-failure.js';

const RAW_CODE = /\bE[A-Z_]{4,}\b|getaddrinfo|ERR_|socket hang up/;
const loopback = { allowLoopback: true };

let site: Server;
let base = '';
beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === '/slow') return; // never answers
    if (request.url === '/gone') return response.writeHead(404).end('not here');
    if (request.url === '/broken') return response.writeHead(503).end('down');
    if (request.url === '/private') return response.writeHead(403).end('no');
    if (request.url === '/loop') return response.writeHead(302, { location: '/loop' }).end();
    response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hello</p>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

/** What the owner reads when fetching `url` fails. */
async function saidFor(url: string, timeoutMs = 2_000): Promise<string> {
  const error = await fetchPage(new URL(url), loopback, { timeoutMs }).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!error) throw new Error(`${url} did not fail`);
  const said = describeSiteFailure(error, url);
  expect(said, said).not.toMatch(RAW_CODE);
  return said;
}

describe('describeSiteFailure: what went wrong reading a site, in words', () => {
  it('a name no website has (DNS)', async () => {
    expect(await saidFor('http://no-such-site.invalid/faq')).toMatch(/^We could not reach no-such-site\.invalid: /);
  });

  it('a connection refused', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await saidFor(`http://127.0.0.1:${port}/`)).toBe(`We could not reach 127.0.0.1:${port}: it refused the connection.`);
  });

  it('a site that does not answer in time', async () => {
    const host = new URL(base).host;
    expect(await saidFor(`${base}/slow`, 300)).toBe(
      `We could not reach ${host}: it did not answer within 0.3 seconds. Try again later.`,
    );
  });

  it('error statuses, and redirects that never end', async () => {
    const host = new URL(base).host;
    expect(await saidFor(`${base}/gone`)).toBe(`${host} says this page does not exist (HTTP 404). Check the address.`);
    expect(await saidFor(`${base}/broken`)).toBe(`${host} had a problem of its own (HTTP 503). Try again later.`);
    expect(await saidFor(`${base}/private`)).toMatch(/does not let us read this page \(HTTP 403\)/);
    expect(await saidFor(`${base}/loop`)).toBe(`${host} kept sending us on to other pages (more than 5 times).`);
  });

  it('local addresses keep their refusal; certificates, cut-off connections and the unknown are said in words', () => {
    const url = 'https://shop.example.com/faq';
    const coded = (code: string) => Object.assign(new Error(`${code} something`), { code });
    expect(describeSiteFailure(coded('CERT_HAS_EXPIRED'), url)).toBe(
      'We could not open shop.example.com securely: its certificate is not valid.',
    );
    expect(describeSiteFailure(coded('DEPTH_ZERO_SELF_SIGNED_CERT'), url)).toMatch(/certificate is not valid/);
    expect(describeSiteFailure(coded('ECONNRESET'), url)).toBe(
      'We could not read shop.example.com: the connection was cut off. Try again later.',
    );
    expect(describeSiteFailure(coded('EAI_AGAIN'), url)).toMatch(/^We could not reach shop\.example\.com: /);
    expect(describeSiteFailure(new Error('ESOMETHINGNEW'), url)).toBe(
      'Something went wrong while reading shop.example.com. Try again later.',
    );
    expect(describeSiteFailure(new SiteUnreadable('We found no readable text on shop.example.com.'), url)).toBe(
      'We found no readable text on shop.example.com.',
    );
    for (const said of ['CERT_HAS_EXPIRED', 'ECONNRESET', 'EAI_AGAIN', 'EHOSTUNREACH', 'ETIMEDOUT'].map((code) =>
      describeSiteFailure(coded(code), url),
    ))
      expect(said).not.toMatch(RAW_CODE);
  });

  it('keeps the refusal of a local address as it is', async () => {
    const error = await fetchPage(new URL('http://localhost/'), {}).catch((caught: unknown) => caught);
    expect(describeSiteFailure(error, 'http://localhost/')).toBe('Local URLs are not allowed');
  });
});
