import { AgentId, DEFAULT_PROMPT, media, type RequestOf } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { inputRefusal, refusal, refusalOf, type Refusal } from '../../shared/refusal.js';
import { knownHosts, uploadKeyOf } from '../../shared/upload-reference.js';
import { GenerateAgentBody, PROMPT_OR_MEDIA_REQUIRED } from '../validation.js';

// Creating the agent, debiting credits and queueing the job are quick, but one slow store should not fail it.
const START_TIMEOUT_MS = 15_000;

export interface AgentCaller {
  userId: string;
  /** The Host the browser reached this gateway at: absolute URLs on it may name our files. */
  host: string | null;
}

/**
 * `step` says who refused: the gateway checking the input, or media starting the generation
 * (the REST face words the latter as 'Failed to generate agent' / 'Insufficient credits').
 */
export type CreateAgentResult = { ok: true; agentId: string } | { ok: false; step: 'input' | 'start'; error: Refusal };

type StartRequest = RequestOf<typeof media.startGeneration>;

/** The media request for a checked body: uploads by key, owned by the caller; a malformed proposed id dropped. */
function startRequest(caller: AgentCaller, body: GenerateAgentBody, hosts: ReadonlySet<string>): StartRequest {
  const context = { userId: caller.userId, knownHosts: hosts };
  const ref = (field: string, value: string | undefined, kind: 'image' | 'video' | 'audio') =>
    value === undefined ? undefined : { key: uploadKeyOf(field, value, context), kind };
  return {
    ownerId: caller.userId,
    proposedId: AgentId.safeParse(body.agent_id).success ? (body.agent_id ?? undefined) : undefined,
    prompt: body.prompt || DEFAULT_PROMPT,
    model: body.model,
    image: ref('image_url', body.image_url, 'image'),
    video: ref('video_url', body.video_url, 'video'),
    audio: ref('audio_url', body.audio_url, 'audio'),
    aspect_ratio: body.aspect_ratio ?? undefined,
    video_aspect_ratio: body.video_aspect_ratio ?? undefined,
    duration: body.duration ?? undefined,
  };
}

/**
 * Spec 000: creates an agent from a prompt and/or the caller's own uploads. Media creates the
 * record, takes the credits and queues the generation; the reply is the new agent's code.
 * Expected failures come back as data; an unavailable media service is thrown.
 */
export async function createAgent(
  deps: Pick<GatewayDeps, 'bus' | 'config'>,
  caller: AgentCaller,
  input: unknown,
): Promise<CreateAgentResult> {
  const parsed = GenerateAgentBody.safeParse(input ?? {});
  if (!parsed.success) return { ok: false, step: 'input', error: inputRefusal(parsed.error) };
  const body = parsed.data;
  if (!body.prompt && !body.image_url && !body.video_url) {
    return { ok: false, step: 'input', error: refusal('BAD_INPUT', PROMPT_OR_MEDIA_REQUIRED) };
  }
  let start: StartRequest;
  try {
    start = startRequest(caller, body, knownHosts(deps.config, caller.host));
  } catch (error) {
    return { ok: false, step: 'input', error: refusalOf(error) };
  }
  try {
    const { agentId } = await deps.bus.request(media.startGeneration, start, { timeoutMs: START_TIMEOUT_MS });
    return { ok: true, agentId };
  } catch (error) {
    return { ok: false, step: 'start', error: refusalOf(error) };
  }
}
