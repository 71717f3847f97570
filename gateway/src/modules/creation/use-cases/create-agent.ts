import { AgentId, DEFAULT_PROMPT, media, type RequestOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { invalidInput } from '../../shared/refusal.js';
import { knownHosts, uploadKeyOf } from '../../shared/upload-reference.js';
import { CreateAgentCommand, PROMPT_OR_MEDIA_REQUIRED } from '../validation.js';

// Creating the agent, debiting credits and queueing the job are quick, but one slow store should not fail it.
const START_TIMEOUT_MS = 15_000;

export interface AgentCaller {
  ownerId: string;
  /** The Host the browser reached this gateway at: absolute URLs on it may name our files. */
  host: string | null;
}

/**
 * Who refused a creation: the gateway checking the input, or media starting the generation
 * (REST words the latter 'Failed to generate agent' / 'Insufficient credits', spec 000 section 8).
 */
export type CreationStep = 'INPUT' | 'START';

/** The step a failure of `createAgent` came from: the input's refusals say so; anything else is the start. */
export function refusedAt(error: AppError): CreationStep {
  return (error.details as { refusedAt?: CreationStep } | undefined)?.refusedAt === 'INPUT' ? 'INPUT' : 'START';
}

const atInput = (error: AppError) =>
  new AppError(error.code, error.message, { ...(error.details as object | undefined), refusedAt: 'INPUT' });

type StartRequest = RequestOf<typeof media.startGeneration>;

/** The media request for a checked command: uploads by key, owned by the caller; a malformed proposed id dropped. */
function startRequest(
  caller: AgentCaller,
  command: z.output<typeof CreateAgentCommand>,
  hosts: ReadonlySet<string>,
): StartRequest {
  const context = { userId: caller.ownerId, knownHosts: hosts };
  // The texts name the references as the spec does ('The image_url is not a file uploaded here. ...').
  const ref = (field: string, value: string | undefined, kind: 'image' | 'video' | 'audio') =>
    value === undefined ? undefined : { key: uploadKeyOf(field, value, context), kind };
  return {
    ownerId: caller.ownerId,
    proposedId: AgentId.safeParse(command.agentId).success ? (command.agentId ?? undefined) : undefined,
    prompt: command.prompt || DEFAULT_PROMPT,
    model: command.model,
    image: ref('image_url', command.imageUrl, 'image'),
    video: ref('video_url', command.videoUrl, 'video'),
    audio: ref('audio_url', command.audioUrl, 'audio'),
    aspect_ratio: command.aspectRatio ?? undefined,
    video_aspect_ratio: command.videoAspectRatio ?? undefined,
    duration: command.duration ?? undefined,
  };
}

/** The checked media request; a refusal is thrown marked as the input's (`refusedAt`). */
function checkedStart(deps: Pick<GatewayDeps, 'config'>, caller: AgentCaller, input: CreateAgentCommand): StartRequest {
  const parsed = CreateAgentCommand.safeParse(input ?? {});
  if (!parsed.success) throw atInput(invalidInput(parsed.error));
  const command = parsed.data;
  if (!command.prompt && !command.imageUrl && !command.videoUrl) {
    throw atInput(new AppError('BAD_INPUT', PROMPT_OR_MEDIA_REQUIRED));
  }
  try {
    return startRequest(caller, command, knownHosts(deps.config, caller.host));
  } catch (error) {
    throw error instanceof AppError ? atInput(error) : error;
  }
}

/**
 * Spec 000: creates an agent from a prompt and/or the caller's own uploads. Media creates the
 * record, takes the credits and queues the generation; the reply is the new agent's code.
 * Failures are thrown (AppError); `refusedAt` tells the input's from media's.
 */
export async function createAgent(
  deps: Pick<GatewayDeps, 'bus' | 'config'>,
  caller: AgentCaller,
  command: CreateAgentCommand,
): Promise<{ agentId: string }> {
  const start = checkedStart(deps, caller, command);
  const { agentId } = await deps.bus.request(media.startGeneration, start, { timeoutMs: START_TIMEOUT_MS });
  return { agentId };
}
