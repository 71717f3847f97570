import { z } from 'zod';

/** The parts of Piper's `<voice>.onnx.json` the worker uses. */
export const PiperConfig = z.object({
  audio: z.object({ sample_rate: z.number().int().positive() }),
  phoneme_id_map: z.record(z.string(), z.array(z.number().int().nonnegative()).min(1)),
});
export type PiperConfig = z.infer<typeof PiperConfig>;

const BOS = '^';
const EOS = '$';
const PAD = '_';

export interface ModelInput {
  ids: number[];
  /** The symbol behind each id (same length): phonemes, Piper's pad `_`, start `^`, end `$`. */
  symbols: string[];
  /** Phonemes the voice has no id for (left out). */
  unknown: string[];
}

/**
 * Piper's input for a phoneme string: start, then each phoneme followed by a pad, then end
 * (piper-phonemize's `phonemes_to_ids` with interspersed pads). Phonemes are code points after
 * NFD, as in Piper's id map.
 */
export function modelInput(phonemes: string, idMap: PiperConfig['phoneme_id_map']): ModelInput {
  const input: ModelInput = { ids: [], symbols: [], unknown: [] };
  const push = (symbol: string): boolean => {
    const ids = idMap[symbol];
    if (!ids) return false;
    for (const id of ids) {
      input.ids.push(id);
      input.symbols.push(symbol);
    }
    return true;
  };
  push(BOS);
  push(PAD);
  for (const symbol of phonemes.normalize('NFD')) {
    if (push(symbol)) push(PAD);
    else input.unknown.push(symbol);
  }
  push(EOS);
  return input;
}

/** Start and end markers mean silence to the lips: they become a pause. */
export function lipSymbol(symbol: string): string {
  return symbol === BOS || symbol === EOS ? '.' : symbol;
}
