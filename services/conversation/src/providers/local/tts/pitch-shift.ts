/**
 * Pitch without formants: TD-PSOLA (time-domain pitch-synchronous overlap-add). The voice's
 * periods are cut into two-period grains and laid down closer together (higher) or further
 * apart (lower); each grain keeps its spectral envelope, so the vocal tract does not change
 * and the length stays the same. Unvoiced stretches (s, f, pauses) are copied as they are.
 */

const MIN_HZ = 60;
const MAX_HZ = 400;
const HOP_SECONDS = 0.01;
const UNVOICED_PERIOD_SECONDS = 0.01;
const VOICED_CORRELATION = 0.45;

export function shiftPitch(samples: Float32Array, sampleRate: number, factor: number): Float32Array {
  if (factor === 1 || samples.length === 0) return samples.slice();
  const periods = periodTrack(samples, sampleRate);
  const hop = sampleRate * HOP_SECONDS; // the same frames as periodTrack
  const unvoiced = Math.round(sampleRate * UNVOICED_PERIOD_SECONDS);
  const periodAt = (t: number): { period: number; voiced: boolean } => {
    const period = Math.round(periods[Math.min(periods.length - 1, Math.floor(t / hop))] ?? 0);
    return period > 0 ? { period, voiced: true } : { period: unvoiced, voiced: false };
  };

  // Analysis marks one local period apart: consecutive grains line up in phase.
  const marks: number[] = [];
  for (let t = 0; t < samples.length; t += periodAt(t).period) marks.push(t);

  const output = new Float32Array(samples.length);
  const weight = new Float32Array(samples.length);
  let k = 0;
  for (let s = 0; s < samples.length;) {
    while (k + 1 < marks.length && Math.abs(marks[k + 1]! - s) <= Math.abs(marks[k]! - s)) k++;
    const mark = marks[k]!;
    const { period, voiced } = periodAt(mark);
    for (let i = -period; i <= period; i++) {
      const from = mark + i;
      const to = s + i;
      if (from < 0 || from >= samples.length || to < 0 || to >= samples.length) continue;
      const window = 0.5 * (1 + Math.cos((Math.PI * i) / period));
      output[to]! += samples[from]! * window;
      weight[to]! += window;
    }
    s += voiced ? Math.max(1, Math.round(period / factor)) : period;
  }
  for (let i = 0; i < output.length; i++) if (weight[i]! > 0.05) output[i] = output[i]! / weight[i]!;
  return output;
}

/** Analysis runs at a quarter of the sample rate: plenty for 60-400 Hz, sixteen times cheaper. */
const DECIMATION = 4;

/**
 * Period (in samples, fractional) every HOP_SECONDS, 0 where unvoiced: normalized
 * autocorrelation of a low-passed quarter-rate copy, the peak refined by a parabola, smoothed by
 * a median of 3.
 */
export function periodTrack(samples: Float32Array, sampleRate: number): number[] {
  const low = new Float32Array(Math.floor(samples.length / DECIMATION));
  for (let i = 0; i < low.length; i++) {
    let sum = 0;
    for (let j = 0; j < DECIMATION; j++) sum += samples[i * DECIMATION + j]!;
    low[i] = sum / DECIMATION;
  }
  const rate = sampleRate / DECIMATION;
  const hop = rate * HOP_SECONDS;
  const size = Math.round(rate * 0.03);
  const minLag = Math.floor(rate / MAX_HZ);
  const maxLag = Math.ceil(rate / MIN_HZ);
  const frames = Math.ceil(low.length / hop);
  const energies = Array.from({ length: frames }, (_, frame) => {
    const start = Math.round(frame * hop);
    let energy = 0;
    for (let i = start; i < Math.min(low.length, start + size); i++) energy += low[i]! * low[i]!;
    return energy;
  });
  const loudest = Math.max(0, ...energies);
  const raw = energies.map((energy, frame) => {
    const start = Math.round(frame * hop);
    if (energy < loudest * 0.005 || start + size + maxLag > low.length) return 0;
    const scores: number[] = [];
    for (let lag = minLag; lag <= maxLag; lag++) {
      let cross = 0;
      let shifted = 0;
      for (let i = start; i < start + size; i++) {
        cross += low[i]! * low[i + lag]!;
        shifted += low[i + lag]! * low[i + lag]!;
      }
      scores.push(cross / Math.sqrt(energy * shifted || 1));
    }
    const best = Math.max(...scores);
    if (best <= VOICED_CORRELATION) return 0;
    // The shortest lag nearly as good as the best: a multiple of the period scores as high.
    const index = scores.findIndex((score, i) => score >= best * 0.9 && score >= (scores[i + 1] ?? -1));
    return (minLag + index + parabolicOffset(scores, index)) * DECIMATION;
  });
  return raw.map((period, i) => {
    if (period === 0) return 0;
    const neighbours = [raw[i - 1] ?? period, period, raw[i + 1] ?? period].filter((p) => p > 0).sort((a, b) => a - b);
    return neighbours[Math.floor(neighbours.length / 2)]!;
  });
}

/** Where between its neighbours the true peak at `index` lies (-0.5..0.5). */
function parabolicOffset(scores: readonly number[], index: number): number {
  const left = scores[index - 1];
  const right = scores[index + 1];
  const center = scores[index]!;
  if (left === undefined || right === undefined) return 0;
  const curve = left - 2 * center + right;
  return curve < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (left - right)) / curve)) : 0;
}
