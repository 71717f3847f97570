/** Zero crossings of the interpolation kernel on each side: enough for speech, cheap on one core. */
const KERNEL_ZEROS = 8;
/** Kernel table steps per zero crossing (linear interpolation between steps). */
const TABLE_STEPS = 512;

/** Hann-windowed sinc over [0, KERNEL_ZEROS], tabulated once: no trigonometry per sample. */
const KERNEL = Float64Array.from({ length: KERNEL_ZEROS * TABLE_STEPS + 2 }, (_, index) => {
  const u = index / TABLE_STEPS;
  if (u >= KERNEL_ZEROS) return 0;
  const sinc = u === 0 ? 1 : Math.sin(Math.PI * u) / (Math.PI * u);
  return sinc * 0.5 * (1 + Math.cos((Math.PI * u) / KERNEL_ZEROS));
});

/**
 * Plays `samples` `factor` times faster (windowed-sinc interpolation): pitch and formants go up
 * by `factor`, length goes down by it. With factor > 1 the kernel is widened into a low-pass at
 * the new Nyquist frequency, so nothing folds back as aliasing. About 20 multiply-adds per
 * output sample: a few milliseconds per sentence.
 */
export function resample(samples: Float32Array, factor: number): Float32Array {
  if (factor === 1) return samples.slice();
  const cutoff = Math.min(1, 1 / factor);
  const halfWidth = KERNEL_ZEROS / cutoff;
  const output = new Float32Array(Math.floor(samples.length / factor));
  for (let j = 0; j < output.length; j++) {
    const center = j * factor;
    const first = Math.max(0, Math.ceil(center - halfWidth));
    const last = Math.min(samples.length - 1, Math.floor(center + halfWidth));
    let sum = 0;
    for (let k = first; k <= last; k++) {
      const position = Math.abs(k - center) * cutoff * TABLE_STEPS;
      const step = Math.floor(position);
      const fraction = position - step;
      sum += samples[k]! * (KERNEL[step]! + (KERNEL[step + 1]! - KERNEL[step]!) * fraction);
    }
    output[j] = sum * cutoff;
  }
  return output;
}
