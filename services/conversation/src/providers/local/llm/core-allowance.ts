import { cpus } from 'node:os';

/**
 * How many threads the offline chat model decodes with, read by llama.cpp before every batch:
 * every core while the voice is not computing and nothing else on the machine is busy, one
 * fewer otherwise. On 2 cores the 1.5B decodes 9 tokens/s with both and 6 with one, and its
 * first token comes in 0.4 s against 0.7–1.1 s (measured here, the model alone), so a
 * question's start (its prompt and first phrase, while the voice waits for that phrase) is
 * a third faster with both. But llama.cpp's threads wait for each other at every layer: a
 * thread without a core of its own stalls them all (1.6 tokens/s against 16–20 measured at
 * load 8–10), so the spare core is taken only while it is measured free.
 */

export interface CoreAllowanceOptions {
  /** Threads while the cores are shared (the voice computing, or other work on the machine). */
  shared: number;
  /** Threads while the voice is quiet and the rest of the machine is idle. */
  all: number;
  /** Other processes' CPU use, in cores, above which the machine is not idle. */
  othersMaxCores: number;
}

/** CPU time counters at one moment (os.cpus() for the machine, process.cpuUsage() for this process). */
export interface CpuReading {
  atMs: number;
  machineBusyMs: number;
  ownMs: number;
}

export class CoreAllowance {
  private voiceBusy = false;
  /** Unknown until two readings: shared, to be safe. */
  private othersCores = Number.POSITIVE_INFINITY;
  /** Others' use measured before the voice started: the readings since count the voice's own work. */
  private othersBeforeVoice = Number.POSITIVE_INFINITY;
  private last: CpuReading | undefined;

  constructor(private readonly options: CoreAllowanceOptions) {}

  /** The voice started or stopped computing (a notice from the service). */
  voice(busy: boolean): void {
    if (busy === this.voiceBusy) return;
    this.voiceBusy = busy;
    if (busy) {
      this.othersBeforeVoice = this.othersCores;
      return;
    }
    // The voice's work is in the readings taken while it spoke, so they cannot tell whether
    // anything else is busy: judge by the last reading before it, and start a new window.
    this.othersCores = this.othersBeforeVoice;
    this.last = undefined;
  }

  /** A new reading: others' use is the machine's busy time less this process's, since the last one. */
  read(reading: CpuReading): void {
    const last = this.last;
    this.last = reading;
    if (!last) return;
    const elapsed = reading.atMs - last.atMs;
    if (elapsed <= 0) return;
    const others = reading.machineBusyMs - last.machineBusyMs - (reading.ownMs - last.ownMs);
    this.othersCores = Math.max(0, others) / elapsed;
  }

  threads(): number {
    const free = !this.voiceBusy && this.othersCores <= this.options.othersMaxCores;
    return free ? this.options.all : this.options.shared;
  }
}

/** The machine's and this process's CPU time so far. */
export function readCpu(): CpuReading {
  let machineBusyMs = 0;
  for (const { times } of cpus()) machineBusyMs += times.user + times.nice + times.sys + times.irq;
  const own = process.cpuUsage();
  return { atMs: performance.now(), machineBusyMs, ownMs: (own.user + own.system) / 1000 };
}
