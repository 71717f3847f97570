import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

import { isAlive } from './lock.js';

/**
 * Stops a server left running by a previous run that was killed too hard to clean up
 * (SIGKILL, OOM): its pid file points at a live process whose command line still names the
 * same store. Two servers on one JetStream store would corrupt it.
 */
export async function stopLeftoverFromPidFile(pidFile: string, mustMention: string, log: (line: string) => void): Promise<void> {
  let pid: number;
  try {
    pid = Number((await readFile(pidFile, 'utf8')).trim());
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return;
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!commandLine.includes(mustMention)) return; // the pid was reused by something else
  log(`stopping leftover process ${pid} from a previous run (it still uses ${mustMention})`);
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; waited < 5_000 && isAlive(pid); waited += 100) await sleep(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}
