import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot, steadyPort } from '../../tools/infra/index.js';

export interface RunningPlatform {
  url: string;
  dataDir: string;
  output: string[];
  stop(): Promise<void>;
}

/** Runs `tools/start.ts` (what `npm start` runs) and waits for the URL line it prints. */
export async function startPlatform(dataDir: string, env: Record<string, string> = {}): Promise<RunningPlatform> {
  // The services' admin ports follow the gateway's (PORT + 100 onwards, five services).
  const port = await steadyPort([100, 101, 102, 103, 104, 105]);
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'tools/start.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const onData = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 180_000;
  while (!output.some((line) => line.includes(`running at http://localhost:${port}`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`platform did not start:\n${output.slice(-40).join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `http://localhost:${port}`,
    dataDir,
    output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
