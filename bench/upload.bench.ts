import { randomBytes, randomUUID } from 'node:crypto';
import { constants, createWriteStream, openSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { Agent, createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Platform } from './support/platform.js';

// A 1 GiB file through POST /api/storage/upload-with-chunks as the browser sends it
// (3,670,016-byte chunks, one after another, ending with assembly and inspection), beside one
// bare loopback HTTP PUT of the same bytes to a plain node server writing them to disk. Both
// servers are child processes; their peak memory is read from /proc/<pid>/status (VmHWM).
// `BENCH_UPLOAD_MB=256 npm run bench -- upload` runs a smaller file.

const FILE_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * 1024 * 1024;
const ROLE = process.env.UPLOAD_BENCH_ROLE;
/** The browser's chunk size (spec 000 section 9; UPLOAD_CHUNK_BYTES in the contracts), kept here so the bare server loads nothing of ours. */
const CHUNK_BYTES = 3_670_016;
const CHUNK_FIRST = process.env.BENCH_UPLOAD_CHUNK_FIRST === '1';
/**
 * Chunks in flight at once. 1: the browser today (the next chunk sent when the previous one is
 * answered); `BENCH_UPLOAD_PARALLEL=3` shows what the server does when the record round trip
 * of one chunk overlaps the bytes of the next.
 */
const PARALLEL = Math.max(1, Number(process.env.BENCH_UPLOAD_PARALLEL ?? 1));

/** The bytes of the file: CSV rows (an accepted type that needs no media tool), one chunk's worth repeated. */
function chunkPattern(): Buffer {
  const row = 'agent,prompt,voice,language\nA12BCD3456,"a friendly museum guide",nova,en\n';
  return Buffer.from(row.repeat(Math.ceil(CHUNK_BYTES / row.length))).subarray(0, CHUNK_BYTES);
}

function chunkSizes(total: number): number[] {
  const sizes: number[] = [];
  for (let offset = 0; offset < total; offset += CHUNK_BYTES) sizes.push(Math.min(CHUNK_BYTES, total - offset));
  return sizes;
}

/** Peak and current resident memory of a process, in MB. */
async function memoryOf(pid: number): Promise<{ peakMb: number; rssMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat (clock ticks of 1/100 s). */
async function cpuSecondsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

// ---- the baseline server (this same file, run as a child with UPLOAD_BENCH_ROLE=bare-put) ----

async function runBarePutServer(): Promise<void> {
  const dir = process.env.BARE_PUT_DIR!;
  await mkdir(dir, { recursive: true });
  const server = createServer((req: IncomingMessage, res) => {
    // PUT /file: a new file; PUT /parts/<name>?offset=N: bytes written at N into that file.
    const url = new URL(req.url ?? '/', 'http://bare');
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const name = url.pathname.startsWith('/parts/') ? path.basename(url.pathname) : randomUUID();
    const file = path.join(dir, `${name}.bin`);
    const target = url.pathname.startsWith('/parts/')
      ? createWriteStream(file, { fd: openSync(file, constants.O_RDWR | constants.O_CREAT), start: offset })
      : createWriteStream(file);
    pipeline(req, target).then(
      async () => res.end(JSON.stringify({ size: (await stat(file)).size })),
      () => res.writeHead(500).end(),
    );
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ type: 'listening', port: (server.address() as AddressInfo).port }));
}

/** One PUT of the whole file, streamed with backpressure. */
function barePut(port: number, pattern: Buffer, total: number, at = '/file'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'PUT', path: at, headers: { 'content-length': String(total) } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve((JSON.parse(body) as { size: number }).size)
            : reject(new Error(`PUT ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    void (async () => {
      for (const size of chunkSizes(total)) {
        if (!req.write(pattern.subarray(0, size))) await new Promise((drained) => req.once('drain', drained));
      }
      req.end();
    })();
  });
}

/**
 * The same chunks as the browser's, one bare PUT after another (each written at its offset,
 * nothing parsed, recorded or checked): what 3.5 MiB sequential requests cost by themselves.
 */
async function bareSequentialPuts(port: number, pattern: Buffer, total: number): Promise<void> {
  const name = randomUUID();
  for (const [index, size] of chunkSizes(total).entries()) {
    await barePut(port, pattern.subarray(0, size), size, `/parts/${name}?offset=${index * CHUNK_BYTES}`);
  }
}

// ---- the platform side ----

/**
 * One multipart body in the browser's field order (the fields with chunkOffset, then the
 * chunk; BENCH_UPLOAD_CHUNK_FIRST=1 sends the spec's order, chunk first, which the server
 * stores as parts), written straight to the socket: both sides of the comparison pay the
 * same, small client cost, so the figures are the servers'.
 */
function postChunk(url: URL, cookie: string, fields: Record<string, string>, chunk: Buffer, agent: Agent) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const fieldText = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const chunkHead =
    `--${boundary}\r\nContent-Disposition: form-data; name="chunk"; filename="${fields.fileName}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  const head = Buffer.from(CHUNK_FIRST ? chunkHead : fieldText + chunkHead);
  const tail = Buffer.from(CHUNK_FIRST ? `\r\n${fieldText}--${boundary}--\r\n` : `\r\n--${boundary}--\r\n`);
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + chunk.length + tail.length),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (data: Buffer) => (text += data.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
      },
    );
    req.on('error', reject);
    req.write(head);
    req.write(chunk);
    req.end(tail);
  });
}

/**
 * The browser's loop: sequential chunks, the next sent when the previous one is answered (with
 * PARALLEL > 1, that many in flight, sent in order). The request that completes the upload
 * (the last chunk, when they go one by one) is timed as the last chunk.
 */
async function chunkedUpload(
  target: { url: string; cookie: string },
  pattern: Buffer,
  total: number,
  beforeLastChunk: () => Promise<void>,
): Promise<{ lastChunkMs: number; reply: Record<string, unknown> }> {
  const sizes = chunkSizes(total);
  const uploadId = randomUUID();
  const url = new URL(`${target.url}/api/storage/upload-with-chunks`);
  const agent = new Agent({ keepAlive: true, maxSockets: PARALLEL });
  let reply: Record<string, unknown> = {};
  let lastChunkMs = 0;
  let next = 0;
  const sendNext = async (): Promise<void> => {
    for (let index = next++; index < sizes.length; index = next++) {
      const size = sizes[index]!;
      const fields = {
        chunkIndex: String(index),
        totalChunks: String(sizes.length),
        uploadId,
        fileName: 'rows.csv',
        fileSize: String(total),
        bucketName: 'avatarium-uploads',
        agentId: 'A12BCD3456',
        ...(!CHUNK_FIRST && { chunkOffset: String(index * CHUNK_BYTES) }),
      };
      if (index === sizes.length - 1) await beforeLastChunk();
      const started = performance.now();
      const response = await postChunk(url, target.cookie, fields, pattern.subarray(0, size), agent);
      if (response.status !== 200) throw new Error(`chunk ${index}: HTTP ${response.status} ${JSON.stringify(response.body)}`);
      if (response.body.completed === true || PARALLEL === 1) {
        reply = response.body;
        lastChunkMs = performance.now() - started;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: PARALLEL }, sendNext));
  } finally {
    agent.destroy();
  }
  if (reply.completed !== true || reply.size !== total) throw new Error(`upload did not complete: ${JSON.stringify(reply)}`);
  return { lastChunkMs, reply };
}

async function main(): Promise<void> {
  // Loaded here, not at the top: the bare server runs this same file and must stay bare.
  const { Report } = await import('./harness.js');
  const { onSignalTeardown, spawnNode, stopAll } = await import('./processes.js');
  const { startPlatform } = await import('./support/platform.js');
  const { signUp } = await import('./support/sign-up.js');
  const report = new Report('upload');
  const mb = FILE_BYTES / 1024 / 1024;
  const pattern = chunkPattern();
  const tmp = await mkdtemp(path.join(tmpdir(), 'avatarium-upload-bench-'));
  let platform: Platform | undefined;
  let tornDown: Promise<void> | undefined;
  // Once, from the `finally` or a signal: a 1 GiB file must not stay behind in the temp folder.
  const teardown = () =>
    (tornDown ??= (async () => {
      await platform?.stop();
      await stopAll();
      await rm(tmp, { recursive: true, force: true });
    })());
  onSignalTeardown(teardown);
  try {
    const bare = spawnNode('bare-put', 'bench/upload.bench.ts', {
      env: { UPLOAD_BENCH_ROLE: 'bare-put', BARE_PUT_DIR: path.join(tmp, 'bare') },
      ipc: true,
    });
    const { port } = await bare.receive<{ type: 'listening'; port: number }>('listening', 30_000);
    // The media service only inspects uploads here: no generation workers competing for the cores.
    platform = await startPlatform({
      services: ['credits', 'media'],
      dataDir: tmp,
      envFor: { media: { GENERATION_CONCURRENCY: '0' } },
    });
    const { cookie } = await signUp(platform.url);

    console.log(`bare PUT of ${mb} MB ...`);
    const bareCpuBefore = await cpuSecondsOf(bare.child.pid!);
    let started = performance.now();
    const putSize = await barePut(port, pattern, FILE_BYTES);
    const bareSeconds = (performance.now() - started) / 1000;
    const bareCpu = (await cpuSecondsOf(bare.child.pid!)) - bareCpuBefore;
    if (putSize !== FILE_BYTES) throw new Error(`bare server stored ${putSize} bytes`);
    console.log(`bare sequential PUTs of the same ${chunkSizes(FILE_BYTES).length} chunks ...`);
    started = performance.now();
    await bareSequentialPuts(port, pattern, FILE_BYTES);
    const bareChunksSeconds = (performance.now() - started) / 1000;
    const bareMemory = await memoryOf(bare.child.pid!);
    await rm(path.join(tmp, 'bare'), { recursive: true, force: true }); // keep the disk for the other side

    const gatewayPid = platform.gateway.child.pid!;
    const idle = await memoryOf(gatewayPid);
    console.log(
      `chunked upload of ${mb} MB in ${chunkSizes(FILE_BYTES).length} chunks (gateway RSS ${idle.rssMb.toFixed(0)} MB, peak so far ${idle.peakMb.toFixed(0)} MB) ...`,
    );
    const serverPids = [gatewayPid, platform.services.media!.child.pid!];
    const cpuOfServers = () => Promise.all(serverPids.map(cpuSecondsOf));
    const cpuBefore = await cpuOfServers();
    started = performance.now();
    let receiving = idle;
    const { lastChunkMs } = await chunkedUpload({ url: platform.url, cookie }, pattern, FILE_BYTES, async () => {
      receiving = await memoryOf(gatewayPid);
    });
    const chunkedSeconds = (performance.now() - started) / 1000;
    const [gatewayCpu, mediaCpu] = (await cpuOfServers()).map((seconds, index) => seconds - cpuBefore[index]!);
    const chunkedCpu = gatewayCpu! + mediaCpu!;
    const gatewayMemory = await memoryOf(gatewayPid);
    // Since the media service records the chunks and assembles the file, its peak counts too.
    const mediaMemory = await memoryOf(platform.services.media!.child.pid!);

    report.add({
      name: `${mb} MB upload throughput`,
      unit: 'MB/s',
      figure: mb / chunkedSeconds,
      baseline: mb / bareSeconds,
      lowerIsBetter: false,
    });
    report.add({ name: `${mb} MB upload time`, unit: 's', figure: chunkedSeconds, baseline: bareSeconds, lowerIsBetter: true });
    // Not the baseline: it says how much of the gap is the protocol's (one request per 3.5 MiB chunk, each answered before the next).
    report.add({
      name: `${mb} MB upload time vs bare sequential chunk PUTs`,
      unit: 's',
      figure: chunkedSeconds,
      baseline: bareChunksSeconds,
      lowerIsBetter: true,
    });
    report.add({
      name: 'server peak RSS (VmHWM)',
      unit: 'MB',
      figure: gatewayMemory.peakMb,
      baseline: bareMemory.peakMb,
      lowerIsBetter: true,
    });
    report.note(
      `gateway RSS before the upload ${idle.rssMb.toFixed(0)} MB (peak ${idle.peakMb.toFixed(0)} MB), peak after ${gatewayMemory.peakMb.toFixed(0)} MB: growth ${(gatewayMemory.peakMb - idle.rssMb).toFixed(0)} MB`,
    );
    // On a machine other work keeps busy, throughput follows the CPU a byte costs (and the share of the cores it gets).
    report.note(
      `CPU seconds (user + system): gateway ${gatewayCpu!.toFixed(1)} s + media service ${mediaCpu!.toFixed(1)} s = ${chunkedCpu.toFixed(1)} s for the chunked upload, the bare server ${bareCpu.toFixed(1)} s for its PUT (${(chunkedCpu / Math.max(bareCpu, 0.01)).toFixed(1)}x); the database and NATS not counted`,
    );
    report.note(`gateway peak after receiving all chunks but the last: ${receiving.peakMb.toFixed(0)} MB`);
    report.note(`media service peak (chunk records, assembly, inspection): ${mediaMemory.peakMb.toFixed(0)} MB`);
    report.note(
      `the last chunk's request (store, assemble ${mb} MB, check it is text, inspect) took ${(lastChunkMs / 1000).toFixed(1)} s`,
    );
    if (PARALLEL > 1) report.note(`${PARALLEL} chunks in flight at once (BENCH_UPLOAD_PARALLEL), not the browser's one`);
    report.note(
      CHUNK_FIRST
        ? 'figure (chunk first, the spec order): gateway (busboy -> part per chunk) with the media service (session record per chunk -> parts written into the file -> inspection); baseline: one PUT to a bare node server writing to disk'
        : 'figure (fields first, as the browser sends them): gateway (busboy -> chunk written at its offset in the file) with the media service (session record per chunk -> text check -> rename -> inspection); baseline: one PUT to a bare node server writing to disk',
    );
    report.print();
    console.log(`\nresults: ${await report.save({ fileBytes: FILE_BYTES, chunkBytes: CHUNK_BYTES, parallel: PARALLEL })}`);
  } finally {
    await teardown();
  }
}

if (ROLE === 'bare-put') await runBarePutServer();
else await main();
