import { AgentId, agentSettingsActions, catalog, voices, type Agent } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from '../../../http/context.js';
import { onAgent } from '../../shared/agent-action.js';
import { inputRefusal } from '../../shared/refusal.js';
import { ApplyBody, GalleryQuery, PersonaBody, PreviewBody } from '../validation.js';

type Deps = Pick<GatewayDeps, 'bus'>;

export const SIGN_IN_FOR_VOICES = 'Authentication Required';
export const NO_SUITABLE_VOICE = 'No suitable voices found for this language';
export const COULD_NOT_UPDATE_VOICE = 'Could not automatically update voice. Please set voice manually in Voice Settings.';

/** GET /api/voice/gallery: signed-in users (they choose voices for their agents; the adapters check the caller). */
export async function getVoiceGallery(deps: Deps, query: unknown) {
  const parsed = GalleryQuery.safeParse(query ?? {});
  if (!parsed.success) throw new AppError('BAD_INPUT', inputRefusal(parsed.error).message);
  return deps.bus.request(voices.voiceGallery, parsed.data);
}

/** GET /api/voice/elevenlabs?provider_id=: the voices of the caller's ElevenLabs key. */
export async function getElevenLabsVoices(deps: Deps, ownerId: string, query: unknown) {
  const raw = (query ?? {}) as { provider_id?: unknown };
  const providerId = typeof raw.provider_id === 'string' && raw.provider_id.trim() ? raw.provider_id.trim() : undefined;
  // Not one of our key ids: no such provider (the service is not asked).
  if (providerId && !/^pk_[0-9a-f]{18}$/.test(providerId)) throw new AppError('NOT_FOUND', 'Provider Not Found');
  return deps.bus.request(voices.elevenLabsVoices, { ownerId, provider_id: providerId }, { timeoutMs: 20_000 });
}

/** POST /api/voice/preview: the stored preview's key, made now or before. */
export async function previewVoice(deps: Deps, body: unknown) {
  const parsed = PreviewBody.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('BAD_INPUT', inputRefusal(parsed.error).message);
  return deps.bus.request(voices.voicePreview, parsed.data, { timeoutMs: 60_000 });
}

/** The voices that speak `language`, of `gender` first. */
async function voicesFor(deps: Deps, language: string, gender: string | null) {
  const gallery = await deps.bus.request(voices.voiceGallery, { language });
  const all = [...gallery.female, ...gallery.male];
  return [...all.filter((voice) => voice.gender === gender), ...all.filter((voice) => voice.gender !== gender)];
}

const genderOf = (label: string | null) =>
  label === 'female' ? ('feminine' as const) : label === 'male' ? ('masculine' as const) : undefined;

/** The voice a completed design or clone of the owner made, if the transaction is theirs. */
async function madeVoice(deps: Deps, ownerId: string, transactionId: string) {
  try {
    const transaction = await deps.bus.request(voices.getVoiceTransaction, { ownerId, transaction_id: transactionId });
    return transaction.status === 'completed' || transaction.status === 'applied' ? transaction.voice_data : null;
  } catch {
    return null;
  }
}

/** The voice, when it is one of the ElevenLabs account the agent's TTS runs on. */
async function elevenLabsVoiceOf(deps: Deps, caller: { userId: string; agentId: string }, voiceId: string) {
  const agent = await deps.bus.request(catalog.getAgent, {
    agentId: caller.agentId,
    scope: { kind: 'owner', ownerId: caller.userId },
  });
  const tts = agent?.providers.tts;
  if (!tts || tts.mode !== 'custom' || !tts.provider_id) return null;
  try {
    const { voices: list } = await deps.bus.request(voices.elevenLabsVoices, {
      ownerId: caller.userId,
      provider_id: tts.provider_id,
    });
    return list.find((voice) => voice.id === voiceId) ?? null;
  } catch {
    return null;
  }
}

/** POST /api/voice/apply: owner only; the voice must speak the language asked for. */
export function applyVoice(deps: Deps, userId: string | null, body: unknown) {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return onAgent({ userId, agentId: code, body, schema: ApplyBody, signInMessage: SIGN_IN_FOR_VOICES }, async (caller, input) => {
    const setVoice = (voiceId: string, gender: 'feminine' | 'masculine' | undefined) =>
      deps.bus.request(agentSettingsActions.setVoice, {
        agentId: caller.agentId,
        ownerId: caller.userId,
        voice_id: voiceId,
        gender,
      });
    // A voice the owner's design or clone made: a designed offline voice carries its own
    // settings; an ElevenLabs one lives in the owner's account.
    const made = input.transaction_id ? await madeVoice(deps, caller.userId, input.transaction_id) : null;
    const designed = voices.parseDesignedVoice(input.voice_id);
    if (designed || made?.id === input.voice_id) {
      const gender = input.gender ?? made?.gender ?? (designed && designed.pitch >= 1.5 ? 'feminine' : 'masculine');
      const agent = await setVoice(input.voice_id, gender);
      if (input.transaction_id) {
        await deps.bus.request(voices.settleVoiceTransaction, {
          ownerId: caller.userId,
          transaction_id: input.transaction_id,
          outcome: 'applied',
        });
      }
      return { agent };
    }
    // A voice of the ElevenLabs account the agent speaks through (the provider picker).
    const providerVoice = await elevenLabsVoiceOf(deps, caller, input.voice_id);
    if (providerVoice) return { agent: await setVoice(providerVoice.id, input.gender ?? genderOf(providerVoice.gender)) };
    const candidates = await voicesFor(deps, input.language, input.gender ?? null);
    const voice = candidates.find((each) => each.id === input.voice_id.toLowerCase());
    if (!voice)
      throw new AppError(
        'BAD_INPUT',
        input.language === 'multi' ? NO_SUITABLE_VOICE : `The voice ${input.voice_id} does not speak this language.`,
      );
    return { agent: await setVoice(voice.id, input.gender ?? voice.gender) };
  });
}

/**
 * PATCH /api/agents/{id} with the persona (spec 001 4): saved as given; when the language
 * changed, a voice that speaks it is picked (the agent's gender first), or the notice says why not.
 */
export async function savePersona(
  deps: Deps,
  userId: string | null,
  agentId: unknown,
  body: unknown,
): Promise<{ agent: Agent; voiceNotice: string | null }> {
  // The dialog's shape (prompt, languages, multiLingual) read as the persona's fields; what was
  // not sent is kept as it is (a PATCH of the description alone, say). Checked after sign-in.
  const shaped = PersonaBody.safeParse(body ?? {});
  const id = AgentId.safeParse(agentId);
  const current =
    userId && id.success
      ? await deps.bus.request(catalog.getAgent, { agentId: id.data, scope: { kind: 'owner', ownerId: userId } })
      : null;
  const merged = shaped.success
    ? {
        name: current?.name ?? '',
        description: current?.description ?? '',
        system_prompt: current?.system_prompt ?? '',
        language: current?.language ?? 'en',
        gender: current?.gender ?? '',
        ...shaped.data,
      }
    : body;
  return onAgent({ userId, agentId, body: merged, schema: agentSettingsActions.PersonaFields }, async (caller, fields) => {
    const before = current;
    let agent = await deps.bus.request(agentSettingsActions.setPersona, {
      agentId: caller.agentId,
      ownerId: caller.userId,
      persona: fields,
    });
    let voiceNotice: string | null = null;
    if (before && before.language !== fields.language) {
      try {
        const candidates = await voicesFor(deps, fields.language, fields.gender);
        if (candidates.length === 0) voiceNotice = NO_SUITABLE_VOICE;
        else if (!candidates.some((voice) => voice.id === agent.voice_id)) {
          agent = await deps.bus.request(agentSettingsActions.setVoice, {
            agentId: caller.agentId,
            ownerId: caller.userId,
            voice_id: candidates[0]!.id,
          });
        }
      } catch {
        // The persona is saved; only the voice could not follow it.
        voiceNotice = COULD_NOT_UPDATE_VOICE;
      }
    }
    return { agent, voiceNotice };
  });
}
