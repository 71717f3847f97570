import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
  '.wav': 'audio/wav',
};

/** Serves one folder on 127.0.0.1 with byte ranges (the media stack seeks and loops with them). */
export async function serveFolder(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
      const file = path.join(root, path.normalize(name));
      const info = file.startsWith(root) ? await stat(file).catch(() => null) : null;
      if (!info?.isFile()) {
        response.writeHead(404).end();
        return;
      }
      const headers = { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'accept-ranges': 'bytes' };
      const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
      if (range && (range[1] || range[2])) {
        const start = range[1] ? Number(range[1]) : Math.max(0, info.size - Number(range[2]));
        const end = range[1] && range[2] ? Math.min(Number(range[2]), info.size - 1) : info.size - 1;
        response.writeHead(206, {
          ...headers,
          'content-range': `bytes ${start}-${end}/${info.size}`,
          'content-length': end - start + 1,
        });
        createReadStream(file, { start, end }).pipe(response);
        return;
      }
      response.writeHead(200, { ...headers, 'content-length': info.size });
      createReadStream(file).pipe(response);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the bench page server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
