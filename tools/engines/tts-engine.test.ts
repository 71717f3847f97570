import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  DURATIONS_OUTPUT,
  engineFiles,
  missingEngineFiles,
} from '../../services/conversation/src/providers/local/tts/engine-files.js';
import { ensureTtsEngine, withGraphOutput } from './tts-engine.js';

describe('ensureTtsEngine', () => {
  it('lays out the runtime and the voice once, and hands back the same folders after', async () => {
    const engine = await ensureTtsEngine();
    expect(missingEngineFiles(engineFiles(engine.runtimeDir, engine.voiceDir))).toEqual([]);
    expect(existsSync(join(engine.voiceDir, 'MODEL_CARD'))).toBe(true);
    // Only this machine's onnxruntime library is kept.
    expect(existsSync(join(engine.runtimeDir, 'node_modules/onnxruntime-node/bin/napi-v6/win32'))).toBe(false);

    const started = performance.now();
    expect(await ensureTtsEngine()).toEqual(engine);
    expect(performance.now() - started).toBeLessThan(50);
  }, 300_000);

  it('exposes the phoneme durations of the voice model as an output', async () => {
    const { voiceDir } = await ensureTtsEngine();
    const model = readFileSync(join(voiceDir, 'voice.onnx'));
    const added = withGraphOutput(Buffer.alloc(0), DURATIONS_OUTPUT);
    expect(model.subarray(model.length - added.length).equals(added)).toBe(true);
  }, 300_000);
});

describe('withGraphOutput', () => {
  it('appends ModelProto.graph.output { name, float tensor type } as protobuf bytes', () => {
    const added = withGraphOutput(Buffer.from([0xaa]), 'x');
    expect(added.toString('hex')).toBe('aa' + '3a0b' + '6209' + '0a0178' + '1204' + '0a020801');
  });
});
