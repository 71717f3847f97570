import { randomBytes } from 'node:crypto';
import { catalogActions, conversation, credits, type Agent, type ReplyOf, type RequestOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { ConversationDeps } from '../conversation-deps.js';
import { engineNames } from '../providers/engines.js';
import { payerOf } from './payer.js';
import type { SessionPersona } from './session.js';
import { hashToken, newSessionId, newSessionToken } from './session-token.js';

export const SIGN_IN_TO_TALK = 'Sign in to talk to this agent';
export const AGENT_NOT_FOUND = 'Agent not found';
export const AGENT_NOT_READY = 'This agent is not ready to talk yet';
export const NOT_ENOUGH_CREDITS = 'Not enough credits to talk to this agent';

/** The voice when the persona names none: a built-in voice matching the agent's gender. */
const defaultVoice = (agent: Agent) => (agent.gender === 'masculine' ? 'onyx' : 'nova');

function personaOf(agent: Agent): SessionPersona {
  return {
    name: agent.name ?? 'Assistant',
    systemPrompt: agent.system_prompt ?? '',
    language: agent.language || 'en',
    voice: agent.voice_id ?? defaultVoice(agent),
  };
}

/**
 * Opens a conversation with an agent the caller may view (the catalog's viewer rule), once
 * it is Ready and its payer has credits for at least one minute. Creates the session (its
 * token is returned once and stored hashed) and the conversation record.
 */
export async function startSession(
  deps: ConversationDeps,
  input: RequestOf<typeof conversation.startSession>,
): Promise<ReplyOf<typeof conversation.startSession>> {
  const { agent, requiresSignIn } = await deps.bus.request(catalogActions.getAgentForViewer, input);
  if (requiresSignIn) throw new AppError('UNAUTHENTICATED', SIGN_IN_TO_TALK);
  if (!agent) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  if (!catalogActions.isAgentReady(agent.record)) throw new AppError('CONFLICT', AGENT_NOT_READY);

  const payer = payerOf(agent, input.userId);
  const payerUserId = payer === 'viewer' ? input.userId! : agent.ownerId;
  const model = agent.model_type;
  const { balance } = await deps.bus.request(credits.getBalance, { userId: payerUserId });
  if (balance < conversation.CONVERSATION_CREDITS_PER_MINUTE[model])
    throw new AppError('INSUFFICIENT_CREDITS', NOT_ENOUGH_CREDITS);

  const sessionId = newSessionId();
  const sessionToken = newSessionToken();
  const conversationId = randomBytes(12).toString('hex');
  const persona = personaOf(agent);
  const now = deps.now();
  await deps.conversations.create({
    id: conversationId,
    agentId: agent.id,
    ownerId: agent.ownerId,
    sessionId,
    pricingCode: `${model}-cloud`,
    at: now,
  });
  await deps.sessions.create({
    id: sessionId,
    tokenHash: hashToken(sessionToken),
    agentId: agent.id,
    ownerId: agent.ownerId,
    viewerId: input.userId,
    payer,
    payerUserId,
    model,
    conversationId,
    persona,
    active: true,
    currentTurnId: null,
    endReason: null,
    startedAt: now,
    lastActivityAt: now,
  });
  return {
    sessionId,
    sessionToken,
    conversationId,
    agentId: agent.id,
    payer,
    voice: persona.voice,
    language: persona.language,
    providers: engineNames(deps.engines),
  };
}
