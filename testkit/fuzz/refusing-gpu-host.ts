import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A GPU function host that refuses every input with 422, as a real one refuses bad payloads:
 * the fuzz reaches the GPU proxy's whole path without a real host.
 */
export async function startRefusingGpuHost(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(422, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid input' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
