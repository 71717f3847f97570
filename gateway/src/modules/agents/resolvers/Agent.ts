import { deriveDisplayStatus, failureText, needsFaceMarking, progressOf, type Agent as AgentEntity } from '@avatarium/contracts';
import type { GatewayContext } from '../../../http/context.js';
import type { AgentResolvers } from '../../../generated/resolvers-types.js';
import { agentMediaKeys, modelUrlOf, signedUrl, visitorMayReadPrompt } from '../../shared/agent-view.js';
import { getAgentSpeech } from '../use-cases/get-agent-speech.js';

/** A media URL field: signed only when a query asks for it. */
const signed = (keyOf: (agent: AgentEntity) => string | null) => (agent: AgentEntity, _args: unknown, context: GatewayContext) =>
  signedUrl(context.deps.storage, keyOf(agent));

const isOwnerOf = (agent: AgentEntity, context: GatewayContext) => context.user !== null && context.user.id === agent.ownerId;

/** The GraphQL Agent over the contract's entity: camelCase names, derived state, signed media. */
export const Agent: AgentResolvers = {
  // The owner's instructions to the model: the owner's only (a widget's visitor never reads them).
  systemPrompt: (agent, _args, context) => (isOwnerOf(agent, context) ? agent.system_prompt : null),
  // The creation prompt: the owner's, and the community's on a public agent (Prompt Ideas).
  prompt: (agent, _args, context) => (isOwnerOf(agent, context) || visitorMayReadPrompt(agent) ? agent.prompt : ''),
  voiceId: (agent) => agent.voice_id,
  modelType: (agent) => agent.model_type,
  status: (agent) => agent.record.status,
  eventType: (agent) => agent.record.event_type,
  isAnimal: (agent) => agent.record.is_animal,
  faceHandled: (agent) => agent.record.face_handled,
  errorType: (agent) => agent.record.error_type,
  errorMessage: (agent) => agent.record.error_message,
  displayStatus: (agent) => deriveDisplayStatus(agent.record),
  progress: (agent) => progressOf(agent.record),
  failureText: (agent) => failureText(agent.record),
  needsFaceMarking: (agent) => needsFaceMarking(agent.record),
  imageUrl: signed(agentMediaKeys.image),
  videoUrl: signed(agentMediaKeys.video),
  lipSyncUrl: signed(agentMediaKeys.lipSync),
  modelUrl: (agent, _args, context) => modelUrlOf(context.deps.storage, agent),
  posterUrl: signed(agentMediaKeys.poster),
  audioUrl: signed(agentMediaKeys.audio),
  votes: (agent) => agent.votes,
  // Whether the owner's link grants anonymous access is the owner's business only.
  anonymousEnabled: (agent, _args, context) => isOwnerOf(agent, context) && agent.share.anonymous_enabled,
  isOwner: (agent, _args, context) => isOwnerOf(agent, context),
  // Asked of the media service only when a query selects it (the viewer does, the cards do not).
  speech: (agent, _args, context) => getAgentSpeech(context.deps, agent.id),
};
