import { join } from 'node:path';

import { isRoot, run, tail } from './exec.js';
import { withFileLock } from './lock.js';
import { toolsCacheDir } from './paths.js';

let updated = false;

/**
 * `apt-get install -y` as root, after one `apt-get update` per process. dpkg refuses a second
 * concurrent install, so every caller in every process queues on the same lock.
 */
export async function aptInstall(packages: readonly string[], reason: string): Promise<void> {
  const command = `apt-get install -y ${packages.join(' ')}`;
  if (!isRoot()) {
    throw new Error(`${reason}: run as root: ${command} (or sudo ${command})`);
  }
  await withFileLock(
    join(toolsCacheDir, 'apt.lock'),
    async () => {
      if (!updated) {
        console.error('apt-get update ...');
        await aptGet(['update']);
        updated = true;
      }
      console.error(`${command} ...`);
      await aptGet(['install', '-y', ...packages]);
    },
    { waitingMessage: 'waiting for another apt-get to finish ...' },
  );
}

async function aptGet(args: string[]): Promise<void> {
  const result = await run('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.code !== 0) {
    throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.code}):\n${tail(result.stdout + result.stderr)}`);
  }
}
