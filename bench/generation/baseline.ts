import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createLogger, createStorage, loadConfig, type Bus } from '@avatarium/platform';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { GenerationDeps } from '../../services/media/src/generation/generation-deps.js';
import type { GenerationJob } from '../../services/media/src/generation/jobs/generation-job.js';
import type { GenerationJobRepository } from '../../services/media/src/generation/jobs/generation-job.repository.js';
import { faceStep } from '../../services/media/src/generation/steps/face-step.js';
import { imageStep } from '../../services/media/src/generation/steps/image-step.js';
import { lipStep } from '../../services/media/src/generation/steps/lip-step.js';
import { modelStep } from '../../services/media/src/generation/steps/model-step.js';
import { personaStep } from '../../services/media/src/generation/steps/persona-step.js';
import type { StepContext } from '../../services/media/src/generation/steps/step-context.js';
import { videoStep } from '../../services/media/src/generation/steps/video-step.js';
import { mediaEnvSchema } from '../../services/media/src/media-config.js';
import { readObject } from '../../services/media/src/media-tools/storage-io.js';
import { createMediaProviders } from '../../services/media/src/providers/media-providers.js';
import { FACE_PHOTO, UPLOAD_AGENT_ID, type Milestone, type Scenario, type Timeline } from './scenarios.js';

// The media work of one creation without the platform: the media service's own step functions
// (persona writer, sharp normalisation, face detection, the ffmpeg idle loop, the speech
// sprite, the bundle zip) called in order in this process, with the same local providers and
// local storage, and no NATS, MongoDB, JetStream, catalog, credits or gateway in between.

/** The media service's provider choice when nothing is configured, spelled out. */
export const LOCAL_PROVIDERS_ENV = { PERSONA_PROVIDER: 'local', IMAGE_PROVIDER: 'local', GPU_HOST_URL: '', OPENAI_API_KEY: '' };

/** Stands in for a platform dependency the steps must not touch: any use fails the baseline loudly. */
function absent<T>(name: string): T {
  return new Proxy(
    {},
    {
      get(_target, property) {
        throw new Error(`the in-process baseline used ${name}.${String(property)}: the steps were meant to run without it`);
      },
    },
  ) as T;
}

export interface Baseline {
  run(scenario: Scenario): Promise<Timeline>;
}

/** Providers loaded (the face model included, as the media service does at start) and storage under `dir`. */
export async function createBaseline(dir: string, storageSecret: string): Promise<Baseline> {
  const config = loadConfig(mediaEnvSchema, {
    ...LOCAL_PROVIDERS_ENV,
    // Parsed for the schema's sake only: nothing here connects to them.
    MONGODB_URI: 'mongodb://127.0.0.1:9/unused',
    NATS_URL: 'nats://127.0.0.1:9',
    DATA_DIR: dir,
    STORAGE_SIGNING_SECRET: storageSecret,
    LOG_LEVEL: 'silent',
  });
  const logger = createLogger('baseline', 'silent');
  const providers = createMediaProviders(config, logger);
  await providers.faces.warmUp?.();
  const deps: GenerationDeps = {
    config,
    storage: createStorage(config),
    providers,
    logger,
    bus: absent<Bus>('bus'),
    js: absent<JetStreamClient>('js'),
    jobs: absent<GenerationJobRepository>('jobs'),
  };
  await mkdir(dir, { recursive: true });
  const photo = await readFile(FACE_PHOTO);
  const ownerId = '0123456789abcdef01234567';
  let count = 0;

  return {
    async run(scenario) {
      count++;
      const agentId = `B${String(count % 100).padStart(2, '0')}BCD${String(count).padStart(4, '0')}`;
      // The upload happens before the submit on the platform too: not timed.
      let imageKey: string | null = null;
      if (scenario.withImage) {
        imageKey = `uploads/${ownerId}/${UPLOAD_AGENT_ID}/${randomUUID()}.jpg`;
        await deps.storage.put(imageKey, Readable.from([photo]), 'image/jpeg');
      }
      const now = new Date();
      const job: GenerationJob = {
        agentId,
        ownerId,
        prompt: scenario.prompt,
        model: 'essence',
        inputs: { imageKey, videoKey: null, audioKey: null },
        options: { aspectRatio: '16:9', videoAspectRatio: '16:9', durationSeconds: 10 },
        state: 'running',
        steps: {},
        stepRuns: {},
        appliedVersion: 0,
        attempt: 0,
        faceHandled: false,
        markedFace: null,
        gpuJobs: {},
        error: null,
        charged: true,
        refunded: false,
        leaseOwner: null,
        leaseUntil: null,
        createdAt: now,
        updatedAt: now,
      };
      const workDir = await mkdtemp(path.join(dir, `generation-${agentId}-`));
      // As the worker's context: each stored object read once per run.
      const cache = new Map<string, Promise<Buffer>>();
      const ctx: StepContext = {
        deps,
        job,
        workDir,
        signal: new AbortController().signal,
        heartbeat: () => undefined,
        read(key) {
          let read = cache.get(key);
          if (!read) cache.set(key, (read = readObject(deps.storage, key)));
          return read;
        },
        gpuJob: () => absent('gpuJob'),
      };
      const at = {} as Record<Milestone, number>;
      const started = performance.now();
      const mark = (milestone: Milestone) => (at[milestone] = performance.now() - started);
      try {
        job.steps.persona = await personaStep(ctx);
        mark('persona');
        job.steps.image = await imageStep(ctx);
        mark('image');
        job.steps.face = await faceStep(ctx);
        if (job.steps.face.isAnimal) throw new Error(`${scenario.name}: the detector found no human face`);
        job.steps.video = await videoStep(ctx);
        mark('video');
        job.steps.lip = await lipStep(ctx);
        mark('talkable');
        job.steps.model = await modelStep(ctx);
        mark('model');
        mark('ready');
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
      return { replyMs: 0, at };
    },
  };
}
