import type { z } from 'zod';
import { parseJsonText } from './parseJsonText';
import { parseReply } from './parseReply';

/** One call of the REST facade (`/api/...` on the page's own host, session cookie included). */
export interface ApiCall<Reply extends z.ZodType> {
  method?: 'GET' | 'POST';
  path: `/api/${string}`;
  query?: Record<string, string>;
  /** Sent as JSON, or as multipart form data. */
  body?: { json: unknown } | { form: FormData };
  /** The reply's schema: a body that is not JSON or does not match reads as null. */
  reply: Reply;
  signal?: AbortSignal;
  cache?: RequestCache;
  /** Bytes sent so far; sends with XMLHttpRequest, the only browser API that reports upload progress. */
  onUploadProgress?: (sent: number, total: number) => void;
}

/** The status and the parsed body; refusals are data here, each caller words them itself. */
export interface ApiReply<Body> {
  ok: boolean;
  status: number;
  body: Body | null;
}

interface RawReply {
  status: number;
  text: string;
}

const abortError = () => new DOMException('Upload cancelled', 'AbortError');

function urlOf(path: string, query: Record<string, string> | undefined): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

async function sendWithFetch(url: string, call: ApiCall<z.ZodType>): Promise<RawReply> {
  const init: RequestInit = { method: call.method ?? 'GET', credentials: 'include' };
  if (call.body && 'json' in call.body) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(call.body.json);
  } else if (call.body) {
    init.body = call.body.form;
  }
  if (call.signal) init.signal = call.signal;
  if (call.cache) init.cache = call.cache;
  const response = await fetch(url, init);
  return { status: response.status, text: await response.text().catch(() => '') };
}

function sendWithProgress(
  url: string,
  call: ApiCall<z.ZodType>,
  onProgress: (sent: number, total: number) => void,
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const { signal } = call;
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.open(call.method ?? 'GET', url);
    xhr.withCredentials = true;
    if (call.body && 'json' in call.body) {
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.send(JSON.stringify(call.body.json));
    } else {
      xhr.send(call.body?.form ?? null);
    }
  });
}

/**
 * Every REST call of the web app goes through here: the cookie travels with it, a JSON or
 * form body is encoded, and the reply is read through its zod schema. Rejects only when no
 * answer came (network failure, or AbortError when `signal` aborted it); a refusal resolves
 * with `ok: false` and whatever body the server sent.
 */
export async function apiRequest<Reply extends z.ZodType>(call: ApiCall<Reply>): Promise<ApiReply<z.output<Reply>>> {
  const url = urlOf(call.path, call.query);
  const raw = call.onUploadProgress ? await sendWithProgress(url, call, call.onUploadProgress) : await sendWithFetch(url, call);
  return {
    ok: raw.status >= 200 && raw.status < 300,
    status: raw.status,
    body: parseReply(call.reply, parseJsonText(raw.text)),
  };
}
