import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the offline voice's files sit. `tools/engines/tts-engine.ts` lays them out this way and
 * the worker reads them from here: one definition for both sides.
 *
 *   runtimeDir/node_modules/onnxruntime-node                  runs the voice model (MIT)
 *   runtimeDir/node_modules/@echogarden/espeak-ng-emscripten  text -> IPA phonemes (GPL-3.0, worker process only)
 *   voiceDir/voice.onnx        Piper en_US-joe-medium, with its phoneme durations made a graph output
 *   voiceDir/voice.onnx.json   Piper's config (sample rate, phoneme_id_map, inference defaults)
 */
export const ONNXRUNTIME_PACKAGE = 'onnxruntime-node';
export const ESPEAK_PACKAGE = '@echogarden/espeak-ng-emscripten';
export const VOICE_MODEL_FILE = 'voice.onnx';
export const VOICE_CONFIG_FILE = 'voice.onnx.json';
/** The graph value (frames per input symbol, from the duration predictor) the worker reads the timings from. */
export const DURATIONS_OUTPUT = '/Ceil_output_0';

export interface EngineFiles {
  onnxruntimeDir: string;
  espeakModule: string;
  voiceModel: string;
  voiceConfig: string;
}

export function engineFiles(runtimeDir: string, voiceDir: string): EngineFiles {
  return {
    onnxruntimeDir: join(runtimeDir, 'node_modules', ONNXRUNTIME_PACKAGE),
    espeakModule: join(runtimeDir, 'node_modules', ESPEAK_PACKAGE, 'espeak-ng.js'),
    voiceModel: join(voiceDir, VOICE_MODEL_FILE),
    voiceConfig: join(voiceDir, VOICE_CONFIG_FILE),
  };
}

/** The files that are not there, as paths (empty when the engine can start). */
export function missingEngineFiles(files: EngineFiles): string[] {
  return Object.values(files).filter((path) => !existsSync(path));
}
