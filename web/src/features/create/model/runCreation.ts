import { planChunks } from '../../../shared/uploads/model/planChunks';
import type { MediaKind } from './mediaKinds';
import { classifyCreationError } from './classifyCreationError';
import { promptToSend } from './creationRequest';
import type { CreateAgentInput } from '../../../gql/graphql';
import type { CreationDeps, CreationInput, CreationOutcome } from './creationTypes';

// Upload order: the image first (the pipeline's first step needs it), then video, then voice.
const UPLOAD_ORDER: readonly MediaKind[] = ['image', 'video', 'audio'];
const URL_FIELD = { image: 'imageUrl', video: 'videoUrl', audio: 'audioUrl' } as const;

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Network error');
const isAbort = (error: unknown, signal: AbortSignal) =>
  signal.aborted || (error instanceof DOMException && error.name === 'AbortError');

/**
 * The creation flow of spec 000 section 4, free of React: check the balance, upload each file
 * under a proposed agent id, then ask for generation. Never throws; the outcome says what to show.
 */
export async function runCreation(input: CreationInput, deps: CreationDeps, signal: AbortSignal): Promise<CreationOutcome> {
  deps.onStage({ kind: 'checking' });
  let credit;
  try {
    credit = await deps.checkBalance();
  } catch (error) {
    return { kind: 'failed', message: messageOf(error) };
  }
  if (!credit.success) return { kind: 'failed', message: credit.error ?? 'Failed to check credit balance' };
  const insufficient = { kind: 'insufficientCredits', balance: credit.balance, minimum: credit.minimumRequired } as const;
  if (!credit.hasMinimumBalance) return insufficient;

  const agentId = deps.newAgentId();
  const payload: CreateAgentInput = {
    prompt: promptToSend(input.prompt),
    aspectRatio: '16:9',
    videoAspectRatio: '16:9',
    agentId,
    duration: 10,
    model: input.model,
  };

  const files = UPLOAD_ORDER.flatMap((kind) => {
    const selected = input.media[kind];
    return selected ? [{ kind, file: selected.file }] : [];
  });
  try {
    for (const [index, { kind, file }] of files.entries()) {
      const stage = { kind: 'uploading', media: kind, file, position: index + 1, count: files.length } as const;
      const chunked = planChunks(file.size).chunked;
      deps.onStage({ ...stage, percent: 0, chunked });
      const uploaded = await deps.upload(file, {
        agentId,
        signal,
        onProgress: (percent) => deps.onStage({ ...stage, percent, chunked }),
      });
      payload[URL_FIELD[kind]] = uploaded.url;
    }
  } catch (error) {
    return isAbort(error, signal) ? { kind: 'cancelled' } : { kind: 'failed', message: messageOf(error) };
  }

  deps.onStage({ kind: 'starting' });
  try {
    const { agentId: created } = await deps.generate(payload);
    return { kind: 'created', agentId: created };
  } catch (error) {
    const message = messageOf(error);
    return classifyCreationError(message).kind === 'insufficientCredits' ? insufficient : { kind: 'failed', message };
  }
}
