import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './apiClient';
import { optionalField } from './optionalField';

const Reply = z.object({ success: optionalField(z.boolean()), error: optionalField(z.string()) });

function stubFetch(status: number, text: string) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(text, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest (fetch)', () => {
  it('sends JSON with the session cookie and reads the reply through its schema', async () => {
    const fetch = stubFetch(200, JSON.stringify({ success: true, extra: 1 }));
    const reply = await apiRequest({
      method: 'POST',
      path: '/api/generate-agent',
      body: { json: { prompt: 'x' } },
      reply: Reply,
    });
    expect(reply).toEqual({ ok: true, status: 200, body: { success: true } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/generate-agent');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
    expect(init.body).toBe('{"prompt":"x"}');
  });

  it('sends forms as they are, with the query, the cache mode and the signal', async () => {
    const fetch = stubFetch(200, '{}');
    const form = new FormData();
    const signal = new AbortController().signal;
    await apiRequest({
      path: '/api/agents',
      query: { type: 'community' },
      body: { form },
      cache: 'no-store',
      signal,
      reply: Reply,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/agents?type=community');
    expect(init).toEqual({ method: 'GET', credentials: 'include', body: form, cache: 'no-store', signal });
  });

  it('keeps a refusal as data, with the body the server sent', async () => {
    stubFetch(402, JSON.stringify({ success: false, error: 'Insufficient credits' }));
    expect(await apiRequest({ path: '/api/x', reply: Reply })).toEqual({
      ok: false,
      status: 402,
      body: { success: false, error: 'Insufficient credits' },
    });
  });

  it('reads an HTML error page, an empty body or a body of another shape as no body', async () => {
    stubFetch(502, '<html>bad gateway</html>');
    expect(await apiRequest({ path: '/api/x', reply: Reply })).toEqual({ ok: false, status: 502, body: null });
    stubFetch(200, '');
    expect((await apiRequest({ path: '/api/x', reply: Reply })).body).toBeNull();
    stubFetch(200, '[1, 2]');
    expect((await apiRequest({ path: '/api/x', reply: Reply })).body).toBeNull();
  });

  it('rejects when no answer came', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest({ path: '/api/x', reply: Reply })).rejects.toThrow('Failed to fetch');
  });
});

class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  opened: [string, string] | null = null;
  sent: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
}

describe('apiRequest (with upload progress)', () => {
  it('sends with XMLHttpRequest, reports progress and parses the reply with the same schema', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const form = new FormData();
    const pending = apiRequest({
      method: 'POST',
      path: '/api/upload-files',
      body: { form },
      reply: Reply,
      onUploadProgress: (sent, total) => progress.push(sent / total),
    });
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(['POST', '/api/upload-files']);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.sent).toBe(form);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    xhr.status = 500;
    xhr.responseText = '<html>oops</html>';
    xhr.onload?.();
    expect(await pending).toEqual({ ok: false, status: 500, body: null });
    expect(progress).toEqual([0.25]);
  });

  it('rejects with an AbortError when cancelled, and a network error when unanswered', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const call = { path: '/api/upload-files', reply: Reply, onUploadProgress: () => undefined } as const;
    const controller = new AbortController();
    const cancelled = apiRequest({ ...call, signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    await expect(apiRequest({ ...call, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    const failed = apiRequest(call);
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toThrow(TypeError);
  });
});
