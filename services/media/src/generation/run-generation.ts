import type { AgentEventType, GenerationErrorType } from '@avatarium/contracts';
import { applyStatus } from './apply-status.js';
import type { GenerationJob, GenerationSteps, StepName } from './jobs/generation-job.js';
import { versionOf } from './status-record.js';
import { LeaseLostError, toStepError } from './step-error.js';
import { timedStep } from './step-metrics.js';
import { faceStep } from './steps/face-step.js';
import { imageStep } from './steps/image-step.js';
import { lipStep } from './steps/lip-step.js';
import { modelStep } from './steps/model-step.js';
import { personaStep } from './steps/persona-step.js';
import type { StepContext } from './steps/step-context.js';
import { videoStep } from './steps/video-step.js';

interface Stage<S extends StepName> {
  step: S;
  errorType: GenerationErrorType;
  run(ctx: StepContext): Promise<NonNullable<GenerationSteps[S]>>;
  /** The status change the step announces; the face step announces only when it pauses. */
  event: Exclude<AgentEventType, 'created' | 'failed' | 'animal_detected' | 'face_marked'> | null;
}

const stage = <S extends StepName>(value: Stage<S>): Stage<StepName> => value as unknown as Stage<StepName>;

/** The pipeline, in order. */
const STAGES: Stage<StepName>[] = [
  stage({ step: 'persona', errorType: 'persona', run: personaStep, event: 'persona_created' }),
  stage({ step: 'image', errorType: 'image', run: imageStep, event: 'image_created' }),
  stage({ step: 'face', errorType: 'image', run: faceStep, event: null }),
  stage({ step: 'video', errorType: 'video', run: videoStep, event: 'video_created' }),
  stage({ step: 'lip', errorType: 'lip_sync', run: lipStep, event: 'lip_created' }),
  stage({ step: 'model', errorType: 'model', run: modelStep, event: 'model_built' }),
];

function extrasOf(job: GenerationJob, step: StepName) {
  if (step === 'persona' && job.steps.persona) return { persona: job.steps.persona };
  if (step === 'image' && job.steps.image) return { poster_key: job.steps.image.posterKey };
  if (step === 'lip' && job.steps.lip?.audioKey) return { audio_key: job.steps.lip.audioKey };
  return {};
}

export type RunOutcome = 'done' | 'paused';

/**
 * Runs the job's remaining steps. A finished step's result is in the job record and is not run
 * again; each step is saved first and announced to the catalog second, so a crash between the
 * two re-announces (the catalog ignores versions it has seen) instead of redoing work.
 */
export async function runGeneration(ctx: StepContext, worker: string): Promise<RunOutcome> {
  const { deps } = ctx;
  if (ctx.job.appliedVersion < versionOf(ctx.job, 'created')) {
    try {
      await applyStatus(deps, ctx.job, versionOf(ctx.job, 'created'), 'pending', 'created');
    } catch (error) {
      throw toStepError(error, 'persona');
    }
  }
  for (const { step, errorType, run, event } of STAGES) {
    try {
      if (ctx.job.steps[step] === undefined) {
        ctx.signal.throwIfAborted();
        const started = Date.now();
        const result = await timedStep(step, () => run(ctx));
        deps.logger.debug('generation step done', { agentId: ctx.job.agentId, step, ms: Date.now() - started });
        const saved = await deps.jobs.saveStep(ctx.job.agentId, worker, step, result);
        if (!saved) throw new LeaseLostError(ctx.job.agentId);
        ctx.job = saved;
        ctx.heartbeat();
      }
      if (step === 'face') {
        // No human face and the owner has not answered yet: wait for media.generation.continue.
        if (ctx.job.steps.face?.isAnimal && !ctx.job.faceHandled) return 'paused';
        continue;
      }
      if (event && ctx.job.appliedVersion < versionOf(ctx.job, event)) {
        await applyStatus(deps, ctx.job, versionOf(ctx.job, event), 'processing', event, extrasOf(ctx.job, step));
      }
    } catch (error) {
      if (ctx.signal.aborted || error instanceof LeaseLostError) throw error;
      throw toStepError(error, errorType);
    }
  }
  if (ctx.job.appliedVersion < versionOf(ctx.job, 'ready')) {
    try {
      await applyStatus(deps, ctx.job, versionOf(ctx.job, 'ready'), 'ready', 'model_built');
    } catch (error) {
      throw toStepError(error, 'model');
    }
  }
  return 'done';
}
