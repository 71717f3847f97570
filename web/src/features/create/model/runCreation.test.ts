import { describe, expect, it } from 'vitest';
import type { SelectedMedia } from './mediaKinds';
import type { CreateAgentInput } from '../../../gql/graphql';
import type { CreationDeps, CreationStage, CreditCheck } from './creationTypes';
import { runCreation } from './runCreation';

const okBalance: CreditCheck = { success: true, balance: 199, hasMinimumBalance: true, minimumRequired: 100, error: null };
const media = (type: SelectedMedia['type'], size = 10): SelectedMedia => ({
  type,
  url: `blob:${type}`,
  file: new File([new Uint8Array(size)], `${type}.bin`),
});

function fakes(overrides: Partial<CreationDeps> = {}) {
  const stages: CreationStage[] = [];
  const uploads: string[] = [];
  const payloads: CreateAgentInput[] = [];
  const deps: CreationDeps = {
    checkBalance: async () => okBalance,
    upload: async (file, { onProgress }) => {
      uploads.push(file.name);
      onProgress(5);
      onProgress(100);
      return { url: `/files/${file.name}`, storagePath: `uploads/u/A12BCD3456/${file.name}` };
    },
    generate: async (payload) => {
      payloads.push(payload);
      return { agentId: String(payload.agentId) };
    },
    newAgentId: () => 'A12BCD3456',
    onStage: (stage) => stages.push(stage),
    ...overrides,
  };
  return { deps, stages, uploads, payloads };
}

const signal = () => new AbortController().signal;

describe('runCreation', () => {
  it('checks credits, uploads each file, then starts generation with the createAgent input', async () => {
    const { deps, stages, uploads, payloads } = fakes();
    const input = { prompt: '', model: 'essence' as const, media: { audio: media('audio'), image: media('image') } };
    expect(await runCreation(input, deps, signal())).toEqual({ kind: 'created', agentId: 'A12BCD3456' });
    expect(uploads).toEqual(['image.bin', 'audio.bin']);
    expect(payloads[0]).toEqual({
      prompt: 'Create an AI agent',
      imageUrl: '/files/image.bin',
      audioUrl: '/files/audio.bin',
      aspectRatio: '16:9',
      videoAspectRatio: '16:9',
      agentId: 'A12BCD3456',
      duration: 10,
      model: 'essence',
    });
    expect(stages.map((stage) => (stage.kind === 'uploading' ? `${stage.media} ${stage.percent}` : stage.kind))).toEqual([
      'checking',
      'image 0',
      'image 5',
      'image 100',
      'audio 0',
      'audio 5',
      'audio 100',
      'starting',
    ]);
  });

  it('stops before uploading when the balance is below the minimum', async () => {
    const { deps, uploads } = fakes({ checkBalance: async () => ({ ...okBalance, balance: 40, hasMinimumBalance: false }) });
    const outcome = await runCreation({ prompt: 'x', model: 'essence', media: { image: media('image') } }, deps, signal());
    expect(outcome).toEqual({ kind: 'insufficientCredits', balance: 40, minimum: 100 });
    expect(uploads).toEqual([]);
  });

  it('fails with the check error when the check fails', async () => {
    const { deps } = fakes({
      checkBalance: async () => ({
        success: false,
        balance: 0,
        hasMinimumBalance: false,
        minimumRequired: 100,
        error: 'Unauthorized',
      }),
    });
    expect(await runCreation({ prompt: 'x', model: 'essence', media: {} }, deps, signal())).toEqual({
      kind: 'failed',
      message: 'Unauthorized',
    });
  });

  it('turns an insufficient-credits generation error into the insufficient outcome', async () => {
    const { deps } = fakes({
      generate: async () => {
        throw new Error('Insufficient credits');
      },
    });
    expect(await runCreation({ prompt: 'x', model: 'expression', media: {} }, deps, signal())).toEqual({
      kind: 'insufficientCredits',
      balance: 199,
      minimum: 100,
    });
  });

  it('reports an upload failure and does not generate', async () => {
    const { deps, payloads } = fakes({
      upload: async () => {
        throw new Error('Upload failed: Upload failed with status 500');
      },
    });
    const outcome = await runCreation({ prompt: 'x', model: 'essence', media: { video: media('video') } }, deps, signal());
    expect(outcome).toEqual({ kind: 'failed', message: 'Upload failed: Upload failed with status 500' });
    expect(payloads).toEqual([]);
  });

  it('is cancelled when the upload is aborted', async () => {
    const controller = new AbortController();
    const { deps } = fakes({
      upload: async () => {
        controller.abort();
        throw new DOMException('Upload cancelled', 'AbortError');
      },
    });
    const outcome = await runCreation(
      { prompt: 'x', model: 'essence', media: { video: media('video') } },
      deps,
      controller.signal,
    );
    expect(outcome).toEqual({ kind: 'cancelled' });
  });

  it('marks files over 4,194,304 bytes as chunked', async () => {
    const { deps, stages } = fakes();
    await runCreation({ prompt: 'x', model: 'essence', media: { video: media('video', 4_194_305) } }, deps, signal());
    expect(stages.some((stage) => stage.kind === 'uploading' && stage.chunked)).toBe(true);
  });
});
