import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Embedder } from './embedder.js';

/** The part of @huggingface/transformers used here (it is loaded from the prepared engine folder). */
interface Transformers {
  env: { allowRemoteModels: boolean; allowLocalModels: boolean; localModelPath: string };
  pipeline(
    task: 'feature-extraction',
    model: string,
    options: { dtype: 'fp32' },
  ): Promise<{
    (texts: string[], options: { pooling: 'mean'; normalize: true }): Promise<{ data: Float32Array; dims: number[] }>;
    dispose(): Promise<void>;
  }>;
}

export interface LocalEmbedderFiles {
  /** Holds node_modules/@huggingface/transformers. */
  runtimeDir: string;
  /** The model folder (config, tokenizer, onnx/model.onnx); its name is the model id. */
  modelDir: string;
}

/**
 * all-MiniLM-L6-v2 (int8) on the CPU through transformers.js: mean pooling and unit length, as
 * the model was trained. Loaded on first use (0.3 to 0.5 s), then about 6 ms per sentence.
 * Remote models are switched off: the files come from the engine folder or not at all.
 */
export function createLocalEmbedder(files: LocalEmbedderFiles): Embedder {
  const model = basename(files.modelDir);
  let extractor: ReturnType<Transformers['pipeline']> | undefined;
  const load = () => {
    extractor ??= (async () => {
      const require = createRequire(join(files.runtimeDir, 'package.json'));
      const transformers = (await import(pathToFileURL(require.resolve('@huggingface/transformers')).href)) as Transformers;
      transformers.env.allowRemoteModels = false;
      transformers.env.allowLocalModels = true;
      transformers.env.localModelPath = `${dirname(files.modelDir)}/`;
      return transformers.pipeline('feature-extraction', model, { dtype: 'fp32' });
    })().catch((error: unknown) => {
      extractor = undefined; // a later call tries again
      throw error;
    });
    return extractor;
  };
  return {
    model: `local:${model}`,
    async embed(texts) {
      if (texts.length === 0) return [];
      const run = await load();
      const output = await run([...texts], { pooling: 'mean', normalize: true });
      const dims = output.dims[1]!;
      return texts.map((_, i) => output.data.slice(i * dims, (i + 1) * dims));
    },
    async close() {
      const loaded = await extractor?.catch(() => undefined);
      await loaded?.dispose();
    },
  };
}
