import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlSite } from './crawl-site.js';
import { fetchPage, guardedLookup } from './safe-fetch.js';

// A small site: the home page links to a FAQ page (definition list, details, question headings),
// a page of prose, another site, and a page that redirects to the cloud metadata address.
const PAGES: Record<string, string> = {
  '/': '<html><body><nav><a href="/nav-only">Menu</a></nav><h1>Harbour Museum</h1><a href="/faq">FAQ</a> <a href="/about#team">About</a> <a href="http://other.example/">Elsewhere</a> <a href="/moved">Old page</a></body></html>',
  '/faq':
    '<html><body><h2>Tickets</h2><dl><dt>How much is a ticket?</dt><dd>Adults pay 12 euros.</dd></dl>' +
    '<details><summary>Can I bring my dog?</summary><p>Only assistance dogs are allowed inside.</p></details>' +
    '<h3>When are you open?</h3><p>Every day from 9 to 17.</p><p>Closed on Mondays.</p><h3>Contact</h3><p>Call us.</p>' +
    '<script>var q = "Is this a question?";</script></body></html>',
  '/about': '<html><body><p>Where do I park?</p><p>Behind the lighthouse, for free.</p></body></html>',
};

let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/moved') return void response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (path === '/to-loopback') return void response.writeHead(302, { location: `http://localhost:${port()}/faq` }).end();
    const page = PAGES[path];
    if (!page) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${port()}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const port = () => (server.address() as AddressInfo).port;

describe('reading a website for a FAQ', () => {
  it("finds the questions the site's own pages answer, stays on the site, and skips scripts and menus", async () => {
    const { pairs, pages } = await crawlSite(new URL(`${origin}/`), { allowLoopback: true });
    expect(pages).toBe(3);
    expect(pairs).toEqual([
      { question: 'How much is a ticket?', answer: 'Adults pay 12 euros.' },
      { question: 'Can I bring my dog?', answer: 'Only assistance dogs are allowed inside.' },
      { question: 'When are you open?', answer: 'Every day from 9 to 17. Closed on Mondays.' },
      { question: 'Where do I park?', answer: 'Behind the lighthouse, for free.' },
    ]);
  });

  it('refuses loopback, private and link-local addresses however they are written, by name and after a redirect', async () => {
    const refuse = (url: string, allowLoopback = false) =>
      expect(fetchPage(new URL(url), { allowLoopback })).rejects.toThrow('Local URLs are not allowed');
    await refuse(`${origin}/faq`);
    await refuse(`http://127.1:${port()}/faq`);
    await refuse(`http://0x7f000001:${port()}/faq`);
    await refuse(`http://[::1]:${port()}/faq`);
    await refuse('http://169.254.169.254/latest/meta-data/', true);
    await refuse('http://10.0.0.8/', true);
    // A name that resolves to loopback, and a redirect to the metadata address from an allowed page.
    await refuse(`http://localhost:${port()}/faq`);
    await refuse(`${origin}/moved`, true);
    // The address a connection is made to is the one checked: a name resolving to loopback is refused there.
    const looked = await new Promise<string>((resolve) =>
      guardedLookup({})('localhost', {}, (error, address) => resolve(error ? error.message : String(address))),
    );
    expect(looked).toBe('Local URLs are not allowed');
    // The crawl itself never reaches the redirected address: the page is skipped, the others read.
    const { pages } = await crawlSite(new URL(`${origin}/`), { allowLoopback: true });
    expect(pages).toBe(3);
  });
});
