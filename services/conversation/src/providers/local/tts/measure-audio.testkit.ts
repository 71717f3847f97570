/** Measurements on decoded samples, for tests that check what a listener would hear. */

/**
 * Median fundamental frequency over the voiced 40 ms frames (normalized autocorrelation, 60-500
 * Hz): good enough to tell a voice pitched up from one pitched down.
 */
export function estimatePitchHz(samples: Float32Array, sampleRate: number): number {
  const frame = Math.round(sampleRate * 0.04);
  const minLag = Math.floor(sampleRate / 500);
  const maxLag = Math.ceil(sampleRate / 60);
  const loudness = rms(samples);
  const estimates: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += frame) {
    const window = samples.subarray(start, start + frame + maxLag);
    if (rms(window.subarray(0, frame)) < loudness * 0.7) continue; // quiet: pause or consonant
    let bestLag = 0;
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let cross = 0;
      let energyA = 0;
      let energyB = 0;
      for (let i = 0; i < frame; i++) {
        cross += window[i]! * window[i + lag]!;
        energyA += window[i]! ** 2;
        energyB += window[i + lag]! ** 2;
      }
      const score = cross / Math.sqrt(energyA * energyB || 1);
      if (score > best) {
        best = score;
        bestLag = lag;
      }
    }
    if (best > 0.6) estimates.push(sampleRate / bestLag);
  }
  estimates.sort((a, b) => a - b);
  return estimates[Math.floor(estimates.length / 2)] ?? 0;
}

/** Where sound is: first and last 10 ms window louder than a tenth of the loudest one. */
export function audibleSpanMs(samples: Float32Array, sampleRate: number): { startMs: number; endMs: number } {
  const size = Math.round(sampleRate * 0.01);
  const levels: number[] = [];
  for (let start = 0; start + size <= samples.length; start += size) levels.push(rms(samples.subarray(start, start + size)));
  const threshold = Math.max(...levels) / 10;
  const first = levels.findIndex((level) => level > threshold);
  const last = levels.findLastIndex((level) => level > threshold);
  return { startMs: first * 10, endMs: (last + 1) * 10 };
}

export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / Math.max(1, samples.length));
}
