import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStack, type TestStack } from '../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

/** A raw HTTP request: fetch would refuse or repair what these clients send. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string) {
  return new Promise<{ status: number; contentType: string; data: any }>((resolve, reject) => {
    const req = request(`${stack.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let data: unknown = text;
        try {
          data = JSON.parse(text);
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), data });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = '{"email":"a@example.com","password":"secret-password"}';

// Client mistakes are the client's: a 4xx JSON answer, and nothing logged as a server error.
describe('client mistakes answer 400 / 415 JSON', () => {
  // The logger writes JSON lines to stdout; a client mistake must not add an error line.
  const errorLines = () => {
    const spy = vi.spyOn(process.stdout, 'write');
    return {
      lines: () => spy.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"level":"error"')),
      restore: () => spy.mockRestore(),
    };
  };

  it.each(['/api/auth/signin', '/graphql'])('an unsupported charset on %s is 415', async (path) => {
    const response = await raw('POST', path, { 'content-type': 'application/json; charset=klingon' }, json);
    expect(response.status).toBe(415);
    expect(response.contentType).toMatch(/application\/json/);
    expect(response.data).toMatchObject({ success: false, code: 'BAD_INPUT' });
  });

  it.each(['/api/auth/signin', '/graphql'])('an unknown content-encoding on %s is 415', async (path) => {
    const response = await raw('POST', path, { 'content-type': 'application/json', 'content-encoding': 'zstd-ish' }, json);
    expect(response.status).toBe(415);
    expect(response.data).toMatchObject({ success: false, code: 'BAD_INPUT' });
  });

  it('a body that is not the gzip it claims is 400, a real gzip body still works', async () => {
    const bad = await raw(
      'POST',
      '/api/auth/signin',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      'not gzip',
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ success: false, code: 'BAD_INPUT' });
    const good = await raw(
      'POST',
      '/api/auth/signin',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      gzipSync(Buffer.from(json)),
    );
    expect(good.status).toBe(401);
  });

  it.each(['/api/agents/%E0%A4%A', '/api/agents/%zz/vote', '/files/%zz', '/%zz', '/view/%E0%A4%A'])(
    'a malformed percent escape in %s is 400 JSON',
    async (path) => {
      const log = errorLines();
      const response = await raw(path.endsWith('/vote') ? 'POST' : 'GET', path);
      log.restore();
      expect(response.status).toBe(400);
      expect(response.contentType).toMatch(/application\/json/);
      expect(response.data).toMatchObject({ success: false, code: 'BAD_INPUT' });
      expect(log.lines()).toEqual([]);
    },
  );
});
