import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as an OTLP/HTTP JSON export carries it, with its resource's service.name. */
export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  status?: { code?: number; message?: string };
}

interface KeyValue {
  key: string;
  value: Record<string, unknown>;
}
interface ExportRequest {
  resourceSpans: Array<{
    resource: { attributes: KeyValue[] };
    scopeSpans: Array<{ spans: Array<Omit<CollectedSpan, 'service' | 'attributes'> & { attributes?: KeyValue[] }> }>;
  }>;
}

const valueOf = (value: Record<string, unknown>) => Object.values(value)[0];

/** A local collector speaking OTLP/HTTP JSON (POST /v1/traces), keeping what it was sent. */
export async function startOtlpCollector() {
  const spans: CollectedSpan[] = [];
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/traces' || req.headers['content-type'] !== 'application/json') {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
      for (const resource of body.resourceSpans) {
        const service = String(valueOf(resource.resource.attributes.find((kv) => kv.key === 'service.name')!.value));
        for (const scope of resource.scopeSpans) {
          for (const span of scope.spans) {
            const attributes = Object.fromEntries((span.attributes ?? []).map((kv) => [kv.key, valueOf(kv.value)]));
            spans.push({ ...span, service, attributes });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
