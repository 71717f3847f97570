import { histogram, secondsSince, withSpan } from '@avatarium/platform';

const stepSeconds = histogram(
  'avatarium_generation_step_duration_seconds',
  'Agent creation steps (persona, image, face, video, lip, model) by outcome (ok, failed).',
  ['step', 'outcome'],
);

/** Runs one creation step as a span of the creation's trace, recording its time and outcome. */
export async function timedStep<T>(step: string, run: () => Promise<T>): Promise<T> {
  const startedAt = performance.now();
  try {
    const result = await withSpan('media', `generation step ${step}`, {}, run);
    stepSeconds.observe({ step, outcome: 'ok' }, secondsSince(startedAt));
    return result;
  } catch (error) {
    stepSeconds.observe({ step, outcome: 'failed' }, secondsSince(startedAt));
    throw error;
  }
}
