import type { ChildProcess } from 'node:child_process';

// Every process started through spawnManaged is registered here, so none outlives us: on
// process exit, and on SIGINT / SIGTERM / SIGHUP when no one else handles them, each gets
// SIGTERM (servers flush on SIGTERM; SIGKILL would lose the H2 file's last writes).

interface Tracked {
  child: ChildProcess;
  /** Started in its own process group: signal the group so its own children go too. */
  group: boolean;
}

const tracked = new Set<Tracked>();
const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let hooksInstalled = false;

export function trackChild(child: ChildProcess, group: boolean): void {
  installHooks();
  const entry: Tracked = { child, group };
  tracked.add(entry);
  child.once('exit', () => tracked.delete(entry));
  child.once('error', () => tracked.delete(entry));
}

/** Sends a signal to the child (or its whole process group); false if it was already gone. */
export function signalChild(child: ChildProcess, group: boolean, signal: NodeJS.Signals): boolean {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return false;
  try {
    process.kill(group ? -child.pid : child.pid, signal);
    return true;
  } catch {
    return false; // exited between the check and the kill
  }
}

function killAll(signal: NodeJS.Signals): void {
  for (const { child, group } of tracked) signalChild(child, group, signal);
}

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.once('exit', () => killAll('SIGTERM'));
  for (const signal of SIGNALS) {
    const onSignal = (): void => {
      // Another handler (the `npm start` supervisor) owns this signal and stops its children
      // in order; the exit hook above still catches anything it forgets.
      if (process.listenerCount(signal) > 1) return;
      killAll('SIGTERM');
      // Adding a listener disabled Node's default "terminate on signal": restore and re-raise
      // it so the exit status still says which signal ended us.
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}
