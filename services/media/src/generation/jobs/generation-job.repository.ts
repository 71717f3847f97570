import type { FaceBox, GenerationErrorType } from '@avatarium/contracts';
import type { Connection, Model } from 'mongoose';
import type { GenerationJob, GenerationSteps, JobState, StepName } from './generation-job.js';
import { generationJobModel, type GenerationJobDocument } from './generation-job.model.js';

export type NewGenerationJob = Pick<GenerationJob, 'agentId' | 'ownerId' | 'prompt' | 'model' | 'inputs' | 'options'>;

function toEntity(doc: GenerationJobDocument): GenerationJob {
  const { _id, ...rest } = doc;
  return {
    ...rest,
    agentId: _id,
    steps: rest.steps ?? {},
    stepRuns: rest.stepRuns ?? {},
    attempt: rest.attempt ?? 0,
    gpuJobs: rest.gpuJobs ?? {},
  };
}

/**
 * The media service's generation_jobs: the durable state of every generation. Each change is
 * one atomic single-document update scoped by agent and owner; worker writes also require the
 * caller to hold the job's lease, so a worker that lost its lease cannot overwrite a newer one.
 */
export class GenerationJobRepository {
  private readonly jobs: Model<GenerationJobDocument>;

  constructor(connection: Connection) {
    this.jobs = generationJobModel(connection);
  }

  async init(): Promise<void> {
    await this.jobs.init();
  }

  async create(job: NewGenerationJob): Promise<GenerationJob> {
    const doc = await this.jobs.create({
      _id: job.agentId,
      ownerId: job.ownerId,
      prompt: job.prompt,
      model: job.model,
      inputs: job.inputs,
      options: job.options,
      state: 'starting',
    });
    return toEntity(doc.toObject());
  }

  async find(agentId: string, ownerId: string): Promise<GenerationJob | null> {
    const doc = await this.jobs.findOne({ _id: agentId, ownerId }).lean<GenerationJobDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** The agent's job whoever owns it (read-only uses: what the pipeline made for an agent the caller may see). */
  async findByAgent(agentId: string): Promise<GenerationJob | null> {
    const doc = await this.jobs.findById(agentId).lean<GenerationJobDocument>();
    return doc ? toEntity(doc) : null;
  }

  async delete(agentId: string, ownerId: string): Promise<void> {
    await this.jobs.deleteOne({ _id: agentId, ownerId });
  }

  /**
   * A failed job starts over on `model` as the next attempt (already paid for): the steps that
   * succeeded stay, the failure and the model step go. Null when the job was not failed.
   */
  async restartFailed(agentId: string, ownerId: string, model: GenerationJob['model']): Promise<GenerationJob | null> {
    const doc = await this.jobs
      .findOneAndUpdate(
        { _id: agentId, ownerId, state: 'failed' },
        {
          $set: {
            state: 'queued',
            model,
            error: null,
            charged: true,
            refunded: false,
            leaseOwner: null,
            leaseUntil: null,
            gpuJobs: {},
          },
          $unset: { 'steps.model': '' },
          $inc: { attempt: 1 },
        },
        { returnDocument: 'after' },
      )
      .lean<GenerationJobDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** Moves the job from one of `from` to `to`; null when it was in another state. */
  async transition(
    agentId: string,
    ownerId: string,
    from: JobState[],
    to: JobState,
    set: Partial<Pick<GenerationJob, 'faceHandled' | 'markedFace' | 'charged'>> = {},
  ): Promise<GenerationJob | null> {
    const doc = await this.jobs
      .findOneAndUpdate(
        { _id: agentId, ownerId, state: { $in: from } },
        { $set: { state: to, ...set } },
        { returnDocument: 'after' },
      )
      .lean<GenerationJobDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** Takes the job for one worker for `leaseMs`, unless another live worker holds it. */
  async claim(agentId: string, ownerId: string, worker: string, leaseMs: number): Promise<GenerationJob | null> {
    const now = new Date();
    const doc = await this.jobs
      .findOneAndUpdate(
        {
          _id: agentId,
          ownerId,
          state: { $in: ['queued', 'running'] },
          $or: [{ leaseOwner: null }, { leaseOwner: worker }, { leaseUntil: { $lt: now } }],
        },
        { $set: { state: 'running', leaseOwner: worker, leaseUntil: new Date(now.getTime() + leaseMs) } },
        { returnDocument: 'after' },
      )
      .lean<GenerationJobDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** Extends the lease; false when this worker no longer holds it. */
  async renewLease(agentId: string, worker: string, leaseMs: number): Promise<boolean> {
    const result = await this.jobs.updateOne(
      { _id: agentId, leaseOwner: worker, state: 'running' },
      { $set: { leaseUntil: new Date(Date.now() + leaseMs) } },
    );
    return result.matchedCount === 1;
  }

  /** Gives the lease back, leaving the job in `state` (queued to be picked up again, paused, done, failed). */
  async release(agentId: string, worker: string, state: JobState): Promise<GenerationJob | null> {
    const doc = await this.jobs
      .findOneAndUpdate(
        { _id: agentId, leaseOwner: worker },
        { $set: { state, leaseOwner: null, leaseUntil: null } },
        { returnDocument: 'after' },
      )
      .lean<GenerationJobDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** Saves a finished step's result; null when the lease was lost (the result is then discarded). */
  async saveStep<S extends StepName>(
    agentId: string,
    worker: string,
    step: S,
    result: NonNullable<GenerationSteps[S]>,
  ): Promise<GenerationJob | null> {
    const doc = await this.jobs
      .findOneAndUpdate(
        { _id: agentId, leaseOwner: worker },
        { $set: { [`steps.${step}`]: result }, $inc: { [`stepRuns.${step}`]: 1 } },
        { returnDocument: 'after' },
      )
      .lean<GenerationJobDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** Records that the catalog has accepted `version` (kept as the maximum seen). */
  async markApplied(agentId: string, version: number): Promise<void> {
    await this.jobs.updateOne({ _id: agentId }, { $max: { appliedVersion: version } });
  }

  async saveGpuJob(agentId: string, fn: string, gpuJobId: string | null): Promise<void> {
    const update = gpuJobId === null ? { $unset: { [`gpuJobs.${fn}`]: '' } } : { $set: { [`gpuJobs.${fn}`]: gpuJobId } };
    await this.jobs.updateOne({ _id: agentId }, update);
  }

  /** Ends the job as failed, whoever holds it; the first failure recorded wins. */
  async fail(
    agentId: string,
    ownerId: string,
    error: { type: GenerationErrorType; message: string },
  ): Promise<GenerationJob | null> {
    const doc = await this.jobs
      .findOneAndUpdate(
        { _id: agentId, ownerId, state: { $nin: ['done', 'failed'] } },
        { $set: { state: 'failed', error, leaseOwner: null, leaseUntil: null } },
        { returnDocument: 'after' },
      )
      .lean<GenerationJobDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** For the operator page: live jobs by state and the latest failures (no owner, prompt or input). */
  async overview(failedLimit: number, now = new Date()) {
    const dayAgo = new Date(now.getTime() - 24 * 3600_000);
    const count = (state: JobState) => this.jobs.countDocuments({ state });
    const [queued, running, paused, failedLastDay, failures] = await Promise.all([
      this.jobs.countDocuments({ state: { $in: ['starting', 'queued'] } }),
      count('running'),
      count('paused'),
      this.jobs.countDocuments({ state: 'failed', updatedAt: { $gte: dayAgo } }),
      this.jobs
        .find({ state: 'failed' }, { error: 1, updatedAt: 1 })
        .sort({ updatedAt: -1 })
        .limit(failedLimit)
        .lean<Array<Pick<GenerationJobDocument, '_id' | 'error' | 'updatedAt'>>>(),
    ]);
    return {
      queued,
      running,
      paused,
      failedLastDay,
      recentFailures: failures.map((doc) => ({
        agentId: doc._id,
        errorType: doc.error?.type ?? 'unknown',
        message: doc.error?.message ?? '',
        failedAt: new Date(doc.updatedAt).toISOString(),
      })),
    };
  }

  async markRefunded(agentId: string): Promise<void> {
    await this.jobs.updateOne({ _id: agentId }, { $set: { refunded: true } });
  }

  /** Jobs left in `states` without a change for `olderThanMs`: their message may have been lost. */
  async findStalled(states: JobState[], olderThanMs: number, limit = 100): Promise<GenerationJob[]> {
    const docs = await this.jobs
      .find({ state: { $in: states }, updatedAt: { $lt: new Date(Date.now() - olderThanMs) } })
      .limit(limit)
      .lean<GenerationJobDocument[]>();
    return docs.map(toEntity);
  }

  /**
   * Claims for `leaseMs` one finished job whose lip step has no face rig yet (made before rigs
   * existed) for the face-rig backfill; null when none is left. Jobs that failed `maxFailures`
   * times are left alone.
   */
  async claimRigBackfill(leaseMs: number, maxFailures: number): Promise<GenerationJob | null> {
    const now = new Date();
    const doc = await this.jobs
      .findOneAndUpdate(
        {
          state: 'done',
          'steps.lip': { $exists: true },
          'steps.lip.rigKey': { $exists: false },
          'rigBackfill.failures': { $not: { $gte: maxFailures } },
          $or: [{ 'rigBackfill.claimedUntil': null }, { 'rigBackfill.claimedUntil': { $lt: now } }],
        },
        { $set: { 'rigBackfill.claimedUntil': new Date(now.getTime() + leaseMs) } },
        { returnDocument: 'after', timestamps: false, sort: { _id: 1 } },
      )
      .lean<GenerationJobDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** Records the backfilled rig (or that there is none: null); false when the job changed meanwhile. */
  async saveBackfilledRig(agentId: string, rigKey: string | null): Promise<boolean> {
    const result = await this.jobs.updateOne(
      { _id: agentId, state: 'done', 'steps.lip': { $exists: true }, 'steps.lip.rigKey': { $exists: false } },
      { $set: { 'steps.lip.rigKey': rigKey, 'rigBackfill.claimedUntil': null, 'rigBackfill.doneAt': new Date() } },
      { timestamps: false },
    );
    return result.modifiedCount === 1;
  }

  /** Counts a failed backfill attempt and lets the job go. */
  async failRigBackfill(agentId: string): Promise<void> {
    await this.jobs.updateOne(
      { _id: agentId },
      { $set: { 'rigBackfill.claimedUntil': null }, $inc: { 'rigBackfill.failures': 1 } },
      { timestamps: false },
    );
  }

  /** Records the owner's face marking on a paused job (the worker uses it for the face step). */
  async resume(agentId: string, ownerId: string, face: FaceBox | null): Promise<GenerationJob | null> {
    return this.transition(agentId, ownerId, ['paused'], 'queued', { faceHandled: true, markedFace: face });
  }
}
