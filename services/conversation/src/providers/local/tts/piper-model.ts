import { createRequire } from 'node:module';

import { DURATIONS_OUTPUT } from './engine-files.js';

/** Frames per input symbol: Piper's decoder makes 256 samples of audio from each frame. */
export const SAMPLES_PER_FRAME = 256;

// The few onnxruntime-node types used here (it is loaded from the engine's own folder, not the workspace).
interface Tensor {
  readonly data: ArrayLike<number | bigint>;
}
interface InferenceSession {
  readonly outputNames: readonly string[];
  run(feeds: Record<string, Tensor>): Promise<Record<string, Tensor>>;
}
interface OnnxRuntime {
  Tensor: new (type: 'int64' | 'float32', data: BigInt64Array | Float32Array, dims: number[]) => Tensor;
  InferenceSession: { create(path: string, options: Record<string, unknown>): Promise<InferenceSession> };
}

export interface PiperScales {
  noiseScale: number;
  lengthScale: number;
  noiseW: number;
}

export interface PiperOutput {
  samples: Float32Array;
  /** Decoder frames given to each input id (same order and length as the ids). */
  frames: number[];
}

export interface PiperModel {
  infer(ids: readonly number[], scales: PiperScales): Promise<PiperOutput>;
}

/** Loads the voice (about 2 s) on `threads` CPU threads: one by default, the machine runs the LLM too. */
export async function loadPiperModel(onnxruntimeDir: string, modelPath: string, threads = 1): Promise<PiperModel> {
  const ort = createRequire(import.meta.url)(onnxruntimeDir) as OnnxRuntime;
  const session = await ort.InferenceSession.create(modelPath, {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    logSeverityLevel: 3,
  });
  if (!session.outputNames.includes(DURATIONS_OUTPUT)) {
    throw new Error(`${modelPath} does not expose ${DURATIONS_OUTPUT}: rebuild it with tools/engines/tts-engine.ts`);
  }
  return {
    async infer(ids, scales) {
      const result = await session.run({
        input: new ort.Tensor('int64', BigInt64Array.from(ids, BigInt), [1, ids.length]),
        input_lengths: new ort.Tensor('int64', BigInt64Array.from([BigInt(ids.length)]), [1]),
        scales: new ort.Tensor('float32', Float32Array.from([scales.noiseScale, scales.lengthScale, scales.noiseW]), [3]),
      });
      const audio = result.output?.data;
      const frames = result[DURATIONS_OUTPUT]?.data;
      if (!(audio instanceof Float32Array) || !frames) throw new Error('the voice model returned no audio');
      return { samples: audio, frames: Array.from(frames, Number) };
    },
  };
}
