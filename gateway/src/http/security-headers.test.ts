import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../../../testkit/stack.js';
import { contentSecurityPolicy, securityHeaders, storageOrigins } from './security-headers.js';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** The directives of a CSP header, by name. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

// The app shell the gateway serves, made here: a fresh clone has no web build when the tests run.
const shellDir = mkdtempSync(path.join(tmpdir(), 'web-shell-'));
writeFileSync(
  path.join(shellDir, 'index.html'),
  '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
);

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ WEB_DIST: shellDir, CSP_MEDIA_ORIGINS: 'https://cdn.example' });
});
afterAll(async () => {
  await stack.stop();
  rmSync(shellDir, { recursive: true, force: true });
});

describe('security headers on every response of the gateway', () => {
  it.each(['/', '/my-agents', '/api/agents/A12BCD3456', '/api/nope', '/graphql?query=%7Bping%7D', '/healthz', '/files/x'])(
    '%s has CSP, nosniff, referrer policy and is not framable',
    async (route) => {
      const response = await fetch(stack.url + route, { headers: { 'apollo-require-preflight': '1' } });
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", `ws://${new URL(stack.url).host}`]));
      expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'blob:', 'data:', 'https://cdn.example']));
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // Not production: no HSTS that would pin a development host to https.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('lets the viewer be embedded anywhere', async () => {
    const response = await fetch(`${stack.url}/view/A12BCD3456?deployment=gadget`);
    expect(response.status).toBe(200);
    expect(directives(response.headers.get('content-security-policy'))['frame-ancestors']).toEqual(['*']);
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it.each(['evil.example; script-src *', "evil.example 'unsafe-inline'", 'a,b', 'x\tscript-src'])(
    'names no Host header %j in the CSP that is not a plain host[:port]',
    async (host) => {
      const { port } = new URL(stack.url);
      const header = await new Promise<string>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, path: '/', headers: { host } }, (response) => {
          response.resume();
          resolve(String(response.headers['content-security-policy']));
        });
        request.on('error', reject).end();
      });
      const csp = directives(header);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(header).not.toContain('evil.example');
      expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example']);
      expect(Object.keys(csp)).toEqual([
        'default-src',
        'script-src',
        'style-src',
        'img-src',
        'media-src',
        'font-src',
        'connect-src',
        'object-src',
        'base-uri',
        'form-action',
        'frame-ancestors',
      ]);
    },
  );

  // CI builds the app before the unit tests (tools/test.ts), so there it always runs; locally when web/dist exists.
  it.runIf(process.env.CI === 'true' || existsSync(path.join(webDist, 'index.html')))(
    'the built app has no inline script the CSP would block',
    () => {
      const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\bsrc="\/assets\//);
        expect(body!.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+="/); // no inline event handlers either
    },
  );
});

describe('security headers in production', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const app = express();
    app.use(
      securityHeaders({
        production: true,
        mediaOrigins: storageOrigins({ S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example:9000/x' }),
      }),
    );
    app.get('/{*rest}', (_req, res) => void res.send('ok'));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('adds HSTS and allows media from the S3 endpoint the URLs are signed for', async () => {
    const response = await fetch(url + '/');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['media-src']).toContain('https://s3.example:9000');
  });
});

describe('contentSecurityPolicy', () => {
  it('never allows inline or eval scripts', () => {
    const csp = contentSecurityPolicy('example.com', '/', []);
    expect(directives(csp)['script-src']).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(storageOrigins({})).toEqual([]);
    expect(storageOrigins({ S3_BUCKET: 'b' })).toEqual(['https://*.amazonaws.com']);
  });

  it('names a plain host[:port] for the sockets and nothing else', () => {
    for (const host of ['localhost:5173', 'avatarium.example.com', '10.0.0.2:4000', '[::1]:4000'])
      expect(directives(contentSecurityPolicy(host, '/', []))['connect-src']).toEqual([
        "'self'",
        `ws://${host}`,
        `wss://${host}`,
      ]);
    for (const host of ['evil.example;', 'a b', '-bad.example', 'x.example:port', '[::1]x', `${'a'.repeat(64)}.example`])
      expect(directives(contentSecurityPolicy(host, '/', []))['connect-src']).toEqual(["'self'"]);
  });
});
