import { AgentId, agentSettingsActions, catalog, voices, type Agent } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from '../../../context.js';
import { agentAction } from '../../agent-actions/use-cases/agent-action.js';
import { inputRefusal, type Outcome } from '../../shared/refusal.js';
import { ApplyBody, GalleryQuery, PersonaBody, PreviewBody } from '../validation.js';

type Deps = Pick<GatewayDeps, 'bus'>;

export const SIGN_IN_FOR_VOICES = 'Authentication Required';
export const NO_SUITABLE_VOICE = 'No suitable voices found for this language';
export const COULD_NOT_UPDATE_VOICE = 'Could not automatically update voice. Please set voice manually in Voice Settings.';

function signedIn(userId: string | null): string {
  if (!userId) throw new AppError('UNAUTHENTICATED', SIGN_IN_FOR_VOICES);
  return userId;
}

/** GET /api/voice/gallery: signed-in users (they choose voices for their agents). */
export async function getVoiceGallery(deps: Deps, userId: string | null, query: unknown) {
  signedIn(userId);
  const parsed = GalleryQuery.safeParse(query ?? {});
  if (!parsed.success) throw new AppError('BAD_INPUT', inputRefusal(parsed.error).message);
  return deps.bus.request(voices.voiceGallery, parsed.data);
}

/** POST /api/voice/preview: the stored preview's key, made now or before. */
export async function previewVoice(deps: Deps, userId: string | null, body: unknown) {
  signedIn(userId);
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

/** POST /api/voice/apply: owner only; the voice must speak the language asked for. */
export function applyVoice(deps: Deps, userId: string | null, body: unknown) {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return agentAction(
    { userId, agentId: code, body, schema: ApplyBody, signInMessage: SIGN_IN_FOR_VOICES },
    async (caller, input) => {
      // A designed voice carries its own settings; it speaks as the offline voice does.
      const designed = voices.parseDesignedVoice(input.voice_id);
      if (designed) {
        const gender = input.gender ?? (designed.pitch >= 1.5 ? 'feminine' : 'masculine');
        const agent = await deps.bus.request(agentSettingsActions.setVoice, {
          agentId: caller.agentId,
          ownerId: caller.userId,
          voice_id: input.voice_id,
          gender,
        });
        if (input.transaction_id) {
          await deps.bus.request(voices.settleVoiceTransaction, {
            ownerId: caller.userId,
            transaction_id: input.transaction_id,
            outcome: 'applied',
          });
        }
        return { agent };
      }
      const candidates = await voicesFor(deps, input.language, input.gender ?? null);
      const voice = candidates.find((each) => each.id === input.voice_id.toLowerCase());
      if (!voice)
        throw new AppError(
          'BAD_INPUT',
          input.language === 'multi' ? NO_SUITABLE_VOICE : `The voice ${input.voice_id} does not speak this language.`,
        );
      const agent = await deps.bus.request(agentSettingsActions.setVoice, {
        agentId: caller.agentId,
        ownerId: caller.userId,
        voice_id: voice.id,
        gender: input.gender ?? voice.gender,
      });
      return { agent };
    },
  );
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
): Promise<Outcome<{ agent: Agent; voiceNotice: string | null }>> {
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
  return agentAction({ userId, agentId, body: merged, schema: agentSettingsActions.PersonaFields }, async (caller, fields) => {
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
