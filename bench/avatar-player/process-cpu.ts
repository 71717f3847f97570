import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** parent pid and user+system CPU seconds of every process, from /proc (Linux). */
async function processTable(): Promise<Map<number, { ppid: number; cpuSeconds: number }>> {
  const table = new Map<number, { ppid: number; cpuSeconds: number }>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    table.set(Number(entry), {
      ppid: Number(fields[1]),
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    });
  }
  return table;
}

/** CPU seconds used so far by a process and all its descendants (the browser, its renderers, GPU and audio processes). */
export async function treeCpuSeconds(rootPid: number): Promise<number> {
  const table = await processTable();
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += table.get(pid)?.cpuSeconds ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}
