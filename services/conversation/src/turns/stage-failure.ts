import { EngineUnavailableError } from '../providers/types.js';

export type Stage = 'llm' | 'tts' | 'stt';

const STAGE_NAMES: Record<Stage, string> = {
  llm: 'The language model is not available',
  tts: 'The voice is not available',
  stt: 'Speech recognition is not available',
};

/** A turn that cannot go on, with what the visitor is told (turn.failed). */
export class TurnFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TurnFailure';
  }
}

/** An engine's failure, named by its stage: 'The language model is not available: <why>'. */
export function stageFailure(stage: Stage, error: unknown): TurnFailure {
  if (error instanceof TurnFailure) return error;
  const named = error instanceof EngineUnavailableError ? error.stage : stage;
  const why = error instanceof Error && error.message ? error.message : 'it did not answer';
  return new TurnFailure('UNAVAILABLE', `${STAGE_NAMES[named]}: ${why}`);
}

/** Runs one stage's work, turning its failure into a TurnFailure that names the stage. */
export async function inStage<T>(stage: Stage, work: () => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (signal.aborted) throw error;
    throw stageFailure(stage, error);
  }
}
