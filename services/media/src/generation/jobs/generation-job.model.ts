import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';
import type { GenerationJob } from './generation-job.js';

export type GenerationJobDocument = Omit<GenerationJob, 'agentId'> & { _id: string };

// Step results are plain objects written whole: Mixed keeps them as they are.
const generationJobSchema = new Schema<GenerationJobDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true, index: true },
    prompt: { type: String, required: true },
    model: { type: String, required: true },
    inputs: { type: Schema.Types.Mixed, required: true },
    options: { type: Schema.Types.Mixed, required: true },
    state: { type: String, required: true, index: true },
    steps: { type: Schema.Types.Mixed, default: {} },
    stepRuns: { type: Schema.Types.Mixed, default: {} },
    appliedVersion: { type: Number, default: 0 },
    attempt: { type: Number, default: 0 },
    faceHandled: { type: Boolean, default: false },
    markedFace: { type: Schema.Types.Mixed, default: null },
    gpuJobs: { type: Schema.Types.Mixed, default: {} },
    error: { type: Schema.Types.Mixed, default: null },
    charged: { type: Boolean, default: false },
    refunded: { type: Boolean, default: false },
    leaseOwner: { type: String, default: null },
    leaseUntil: { type: Date, default: null },
    // The face-rig backfill's marker (no default: absent on every job it has not looked at).
    rigBackfill: { type: Schema.Types.Mixed },
  },
  { timestamps: true, versionKey: false, minimize: false, collection: 'generation_jobs' },
);

export const generationJobModel = modelFactory<GenerationJobDocument>('GenerationJob', generationJobSchema);
