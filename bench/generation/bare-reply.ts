import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The submit's reply, as POST /api/generate-agent sends it. */
const REPLY = JSON.stringify({ success: true, agentId: 'A12BCD3456', error: null, details: null });

export interface BareReplyServer {
  /** One JSON POST answered at once: the least a submit can cost over loopback HTTP. */
  submit(body: unknown): Promise<number>;
  close(): Promise<void>;
}

/** A plain node HTTP server reading the JSON body and answering the reply, in this process. */
export async function startBareReplyServer(): Promise<BareReplyServer> {
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      JSON.parse(text);
      res.writeHead(200, { 'content-type': 'application/json' }).end(REPLY);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/generate-agent`;
  return {
    async submit(body) {
      const started = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.json();
      return performance.now() - started;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
