import { isDuplicateKeyError, modelFactory } from '@avatarium/platform';
import { Schema, type Connection, type Model } from 'mongoose';

export interface MovementClip {
  videoId: string;
  /** The motion's name (movement-motions.ts), also the video's name. */
  motion: string;
  state: 'pending' | 'done' | 'failed';
  key: string | null;
  /** The clip's landmarks (docs/face-rig.md `track`); absent on older records and without a rig. */
  trackKey?: string | null;
  message: string | null;
  /** Written to the agent's dynamics (its result pushed). */
  recorded: boolean;
  /** A failed clip's share of the charge given back. */
  refunded: boolean;
  /** The GPU host's job for this video while it is being made there (polled again after a crash). */
  hostJob?: string | null;
}

export interface MovementJob {
  _id: string;
  agentId: string;
  ownerId: string;
  imageKey: string;
  state: 'queued' | 'running' | 'done';
  clips: MovementClip[];
  width: number | null;
  height: number | null;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const jobSchema = new Schema<MovementJob>(
  {
    _id: { type: String, required: true },
    agentId: { type: String, required: true, index: true },
    ownerId: { type: String, required: true },
    imageKey: { type: String, required: true },
    state: { type: String, required: true, index: true },
    clips: { type: Schema.Types.Mixed, required: true },
    width: { type: Number, default: null },
    height: { type: Number, default: null },
    leaseOwner: { type: String, default: null },
    leaseUntil: { type: Date, default: null },
  },
  { collection: 'movement_jobs', timestamps: true, versionKey: false },
);

/** One running generation per agent: the lock's _id is the agent (a unique key, no partial index needed). */
const lockSchema = new Schema<{ _id: string; jobId: string }>(
  { _id: { type: String, required: true }, jobId: { type: String, required: true } },
  { collection: 'movement_locks', versionKey: false },
);

const jobModel = modelFactory<MovementJob>('MovementJob', jobSchema);
const lockModel = modelFactory<{ _id: string; jobId: string }>('MovementLock', lockSchema);

/** The movement jobs: the record is the state; each write is one atomic single-document update. */
export class MovementJobRepository {
  private readonly jobs: Model<MovementJob>;
  private readonly locks: Model<{ _id: string; jobId: string }>;

  constructor(connection: Connection) {
    this.jobs = jobModel(connection);
    this.locks = lockModel(connection);
  }

  async init(): Promise<void> {
    await Promise.all([this.jobs.init(), this.locks.init()]);
  }

  /** Takes the agent's lock for the job; false while another job of the agent is not done. */
  async lock(agentId: string, jobId: string): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await this.locks.create({ _id: agentId, jobId });
        return true;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const held = await this.locks.findById(agentId).lean();
      const job = held ? await this.find(held.jobId) : null;
      if (held && job && job.state !== 'done') return false;
      // The holder finished (or never got written): its lock is stale.
      if (held) await this.locks.deleteOne({ _id: agentId, jobId: held.jobId });
    }
    return false;
  }

  async unlock(agentId: string, jobId: string): Promise<void> {
    await this.locks.deleteOne({ _id: agentId, jobId });
  }

  async create(job: Pick<MovementJob, '_id' | 'agentId' | 'ownerId' | 'imageKey' | 'clips'>): Promise<void> {
    await this.jobs.create({ ...job, state: 'queued', leaseOwner: null, leaseUntil: null, width: null, height: null });
  }

  async remove(jobId: string): Promise<void> {
    await this.jobs.deleteOne({ _id: jobId });
  }

  async find(jobId: string): Promise<MovementJob | null> {
    return this.jobs.findById(jobId).lean<MovementJob>();
  }

  /** The job for this run, when no other run holds an unexpired lease. */
  async claim(jobId: string, run: string, leaseMs: number): Promise<MovementJob | null> {
    const now = new Date();
    return this.jobs
      .findOneAndUpdate(
        { _id: jobId, state: { $ne: 'done' }, $or: [{ leaseUntil: null }, { leaseUntil: { $lt: now } }] },
        { $set: { state: 'running', leaseOwner: run, leaseUntil: new Date(now.getTime() + leaseMs) } },
        { returnDocument: 'after' },
      )
      .lean<MovementJob>();
  }

  /** Writes the run's progress; false when the lease is no longer this run's. */
  async save(jobId: string, run: string, set: Partial<MovementJob>, leaseMs: number): Promise<boolean> {
    const result = await this.jobs.updateOne(
      { _id: jobId, leaseOwner: run },
      { $set: { ...set, leaseUntil: new Date(Date.now() + leaseMs) } },
    );
    return result.matchedCount === 1;
  }

  async finish(jobId: string, run: string): Promise<boolean> {
    const result = await this.jobs.updateOne(
      { _id: jobId, leaseOwner: run },
      { $set: { state: 'done', leaseOwner: null, leaseUntil: null } },
    );
    return result.matchedCount === 1;
  }

  /** Jobs not done whose lease ran out (or that were never taken) before `before`: the recovery sweep's. */
  async stalled(before: Date, limit = 20): Promise<MovementJob[]> {
    return this.jobs
      .find({
        state: { $ne: 'done' },
        $or: [{ leaseUntil: { $lt: before } }, { leaseUntil: null, updatedAt: { $lt: before } }],
      })
      .limit(limit)
      .lean<MovementJob[]>();
  }
}
