import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { credits, type Agent } from '@avatarium/contracts';
import { LocalStorage } from '@avatarium/platform';
import { readyAgent } from '../catalog/agent-actions-stack.js';
import { TEST_STORAGE_SECRET, type ServiceStack } from '../service-stack.js';
import { newOwner } from './generation-test-kit.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The media service as its own process (`npm start` runs it the same way), ready to take jobs; kill it with -9 to test recovery. */
export function spawnMediaProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/media/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('media process did not start in 30 s')), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('media service ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`media process exited with ${code}`)));
  });
}

const FACE = fileURLToPath(new URL('../../services/media/test-fixtures/face.jpg', import.meta.url));

/** An owner with 500 credits and a ready agent whose full-size picture is the face fixture, in a service stack's storage. */
export async function ownerWithPortrait(stack: ServiceStack): Promise<{ ownerId: string; agent: Agent }> {
  const ownerId = await newOwner(stack.bus);
  await stack.bus.request(credits.grantCredits, { userId: ownerId, amount: 301, idempotencyKey: `t-${ownerId}`, reason: 'test' });
  const agent = await readyAgent(stack.bus, ownerId);
  const storage = new LocalStorage(path.join(stack.dataDir, 'storage'), TEST_STORAGE_SECRET);
  await storage.put(agent.record.image_key!, Readable.from([await readFile(FACE)]), 'image/jpeg');
  return { ownerId, agent };
}
