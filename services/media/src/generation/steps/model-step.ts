import type { Storage } from '@avatarium/platform';
import { writeBundle, type BundleEntry } from '../../media-tools/agent-bundle.js';
import { agentFileKey, putBuffer } from '../../media-tools/storage-io.js';
import type { GenerationJob, ModelResult } from '../jobs/generation-job.js';
import { StepError } from '../step-error.js';
import { faceGeometryOf } from './face-geometry.js';
import { gpuFileOf, runGpuFunction } from './gpu-call.js';
import { FACE_RIG_FILE } from './rig-step.js';
import { requireStep, type StepContext } from './step-context.js';

/** Bumped when a player would read a bundle differently. */
export const BUNDLE_FORMAT_VERSION = 1;

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^[._-]+/, '') || 'output';

/** The Expression model's files, made by the GPU host and kept beside the bundle. */
async function buildExpressionModel(ctx: StepContext): Promise<Array<{ path: string; key: string; contentType: string }>> {
  const { job } = ctx;
  const image = requireStep(job.steps.image, 'image');
  const video = requireStep(job.steps.video, 'video');
  const persona = requireStep(job.steps.persona, 'persona');
  const lip = requireStep(job.steps.lip, 'lip');
  const files = [
    await gpuFileOf(ctx, 'image', image.imageKey, 'image/webp'),
    await gpuFileOf(ctx, 'video', video.videoKey, 'video/mp4'),
  ];
  if (lip.audioKey) files.push(await gpuFileOf(ctx, 'audio', lip.audioKey, 'audio/mpeg'));
  const { face } = faceGeometryOf(job);
  const outputs = await runGpuFunction(
    ctx,
    'expression-model',
    { face_box: face, name: persona.name, language: persona.language, gender: persona.gender, voice_id: persona.voice_id },
    files,
    'model',
  );
  if (!outputs.has('model')) throw new StepError('model', 'The GPU host returned no Expression model.');
  const stored = [];
  for (const [name, output] of outputs) {
    const file = safeName(name);
    const key = agentFileKey(job.agentId, `expression/${file}`);
    await putBuffer(ctx.deps.storage, key, output.bytes, output.contentType);
    stored.push({ path: `expression/${file}`, key, contentType: output.contentType });
  }
  return stored;
}

async function assetOf(storage: Storage, path: string, key: string, contentType: string) {
  const object = await storage.stat(key);
  if (!object) throw new StepError('model', `A generated file is missing: ${path}.`, true);
  return { path, key, contentType, size: object.size };
}

/** manifest.json: everything a player needs to know about the bundle, in one place. */
function manifestOf(job: GenerationJob, assets: Array<{ path: string; contentType: string; size: number }>, expression: boolean) {
  const persona = requireStep(job.steps.persona, 'persona');
  const image = requireStep(job.steps.image, 'image');
  const video = requireStep(job.steps.video, 'video');
  const lip = requireStep(job.steps.lip, 'lip');
  const { face, mouth, source } = faceGeometryOf(job);
  const { voice_id: voiceId, ...personaFields } = persona;
  return {
    format: 'avatarium-agent',
    formatVersion: BUNDLE_FORMAT_VERSION,
    agentId: job.agentId,
    createdAt: new Date().toISOString(),
    modelType: job.model,
    persona: personaFields,
    voice: { builtIn: voiceId, sample: lip.audioKey ? 'voice-sample.mp3' : null },
    face: { box: face, mouth, source, isAnimal: job.steps.face?.isAnimal ?? false },
    image: { file: 'image.webp', poster: 'poster.jpg', width: image.width, height: image.height },
    idle: {
      file: 'idle.mp4',
      width: video.width,
      height: video.height,
      durationSeconds: video.durationSeconds,
      loop: true,
      motion: video.motion,
    },
    // rig: the face rig (FaceRig, docs/face-rig.md); null when the player keeps the sprite alone.
    speech: { method: 'viseme-sprite', file: 'speech-sprite.png', ...lip.layout, rig: lip.rigKey ? FACE_RIG_FILE : null },
    expression: expression
      ? {
          engine: assets.some((asset) => asset.path.startsWith('expression/')) ? 'gpu' : 'browser',
          files: assets.filter((asset) => asset.path.startsWith('expression/')).map((asset) => asset.path),
        }
      : null,
    assets,
  };
}

/** The agent bundle (.imx): a zip of manifest.json, poster, picture, idle video, speech sprite, voice sample. */
export async function modelStep(ctx: StepContext): Promise<ModelResult> {
  const { job, deps } = ctx;
  const image = requireStep(job.steps.image, 'image');
  const video = requireStep(job.steps.video, 'video');
  const lip = requireStep(job.steps.lip, 'lip');
  // Expression runs in the browser (the player's Expression engine); a GPU host adds its neural model.
  const expressionFiles = job.model === 'expression' && deps.providers.gpu ? await buildExpressionModel(ctx) : [];
  const assets = [
    await assetOf(deps.storage, 'poster.jpg', image.posterKey, 'image/jpeg'),
    await assetOf(deps.storage, 'image.webp', image.imageKey, 'image/webp'),
    await assetOf(deps.storage, 'idle.mp4', video.videoKey, 'video/mp4'),
    await assetOf(deps.storage, 'speech-sprite.png', lip.lipSyncKey, 'image/png'),
    ...(lip.audioKey ? [await assetOf(deps.storage, 'voice-sample.mp3', lip.audioKey, 'audio/mpeg')] : []),
    ...(lip.rigKey ? [await assetOf(deps.storage, FACE_RIG_FILE, lip.rigKey, 'application/json')] : []),
    ...(await Promise.all(expressionFiles.map((file) => assetOf(deps.storage, file.path, file.key, file.contentType)))),
  ];
  const manifest = manifestOf(
    job,
    assets.map(({ path, contentType, size }) => ({ path, contentType, size })),
    job.model === 'expression',
  );
  const entries: BundleEntry[] = [
    { path: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifest, null, 2)), compress: true },
    ...assets.map((asset) => ({ path: asset.path, key: asset.key, compress: asset.path.endsWith('.json') })),
  ];
  const modelKey = agentFileKey(job.agentId, 'model.imx');
  const size = await writeBundle(deps.storage, modelKey, entries);
  return { modelKey, size, expressionKey: expressionFiles.find((file) => file.path === 'expression/model')?.key ?? null };
}
