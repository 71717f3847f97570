import { describe, expect, it } from 'vitest';

import { CoreAllowance } from './core-allowance.js';

const allowance = () => new CoreAllowance({ shared: 1, all: 2, othersMaxCores: 0.6 });

/** An allowance that measured other processes using `othersCores` of the machine over 400 ms. */
function measured(othersCores: number): CoreAllowance {
  const cores = allowance();
  cores.read({ atMs: 0, machineBusyMs: 0, ownMs: 0 });
  cores.read({ atMs: 400, machineBusyMs: othersCores * 400, ownMs: 0 });
  return cores;
}

describe('CoreAllowance', () => {
  it('shares the cores until the machine has been measured', () => {
    const cores = allowance();
    expect(cores.threads()).toBe(1);
    cores.read({ atMs: 0, machineBusyMs: 0, ownMs: 0 });
    expect(cores.threads()).toBe(1);
  });

  it('takes every core while the voice is quiet and only this process works', () => {
    const cores = allowance();
    cores.read({ atMs: 0, machineBusyMs: 1_000, ownMs: 100 });
    // 500 ms: the machine was busy 1,050 ms of core time, 1,000 of them this process's own.
    cores.read({ atMs: 500, machineBusyMs: 2_050, ownMs: 1_100 });
    expect(cores.threads()).toBe(2);
  });

  it('gives a core back while the voice computes, and takes it again after', () => {
    const cores = measured(0.04);
    cores.voice(true);
    expect(cores.threads()).toBe(1);
    cores.voice(false);
    expect(cores.threads()).toBe(2);
  });

  it("does not count the voice's own work as other work once it is quiet", () => {
    const cores = measured(0.1);
    cores.voice(true);
    // The voice computes a sentence: a whole core, all of it "others" to this process.
    cores.read({ atMs: 800, machineBusyMs: 440, ownMs: 0 });
    cores.voice(false);
    expect(cores.threads()).toBe(2);
  });

  it('stays shared after the voice when the machine was busy before it', () => {
    const cores = measured(1);
    cores.voice(true);
    cores.voice(false);
    expect(cores.threads()).toBe(1);
  });

  it('shares the cores while other processes keep the machine busy', () => {
    const cores = allowance();
    cores.read({ atMs: 0, machineBusyMs: 0, ownMs: 0 });
    // 250 ms: others used 200 ms of core time (0.8 of a core), this process 250.
    cores.read({ atMs: 250, machineBusyMs: 450, ownMs: 250 });
    expect(cores.threads()).toBe(1);
    // The next 250 ms they used 50 (0.2 of a core): free again.
    cores.read({ atMs: 500, machineBusyMs: 750, ownMs: 500 });
    expect(cores.threads()).toBe(2);
  });
});
