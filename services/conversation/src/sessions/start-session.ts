import { randomBytes } from 'node:crypto';
import {
  catalogActions,
  collectionPlans,
  collections,
  conversation,
  credits,
  type ReplyOf,
  type RequestOf,
} from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { ConversationDeps } from '../conversation-deps.js';
import { monthOf, spendsOwnerBudget } from '../budget/conversation-budget.js';
import { engineNames } from '../providers/engines.js';
import { promptStart } from '../turns/build-prompt.js';
import { enginesForTurn, sessionKeysOf } from '../provider-keys/personal-engines.js';
import { payerOf } from './payer.js';
import { personaOf } from './persona-of.js';
import { hashToken, newSessionId, newSessionToken } from './session-token.js';

export const SIGN_IN_TO_TALK = 'Sign in to talk to this agent';
export const AGENT_NOT_FOUND = 'Agent not found';
export const AGENT_NOT_READY = 'This agent is not ready to talk yet';
export const NOT_ENOUGH_CREDITS = 'Not enough credits to talk to this agent';

/**
 * The collection that pays: the visitor came from its page signed in, the agent is on it, and
 * the visitor holds a subscription to it (the free initial plan counts). Null otherwise: the
 * usual rules apply.
 */
async function payingCollection(
  deps: ConversationDeps,
  input: RequestOf<typeof conversation.startSession>,
  agentId: string,
  ownerOfAgent: string,
): Promise<string | null> {
  const parsed = collections.CollectionId.safeParse(input.collectionId);
  if (!parsed.success || !input.userId || input.userId === ownerOfAgent) return null;
  const collectionId = parsed.data;
  try {
    const { listed } = await deps.bus.request(collections.collectionListsAgent, { collectionId, agentId });
    if (!listed) return null;
    const subscription = await deps.bus.request(collectionPlans.getAppSubscription, { userId: input.userId, collectionId });
    return subscription ? collectionId : null;
  } catch (error) {
    deps.logger.warn('collection plan check failed; the usual payer pays', { error: String(error) });
    return null;
  }
}

/**
 * Opens a conversation with an agent the caller may view (the catalog's viewer rule), once
 * it is Ready, its payer has credits for at least one minute and, for a visitor on the owner's
 * credits, one more minute fits in the agent's monthly budget (else UNAVAILABLE). Creates the session (its
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

  const model = agent.model_type;
  const rate = conversation.CONVERSATION_CREDITS_PER_MINUTE[model];
  const collectionId = await payingCollection(deps, input, agent.id, agent.ownerId);
  const payer = collectionId ? 'collection' : payerOf(agent, input.userId);
  const payerUserId = payer === 'owner' ? agent.ownerId : input.userId!;
  if (collectionId) {
    const subscription = await deps.bus.request(collectionPlans.getAppSubscription, { userId: payerUserId, collectionId });
    const left =
      subscription &&
      (subscription.plan_credits_remaining === null
        ? Infinity
        : subscription.plan_credits_remaining + subscription.topup_credits_remaining);
    if (!left || left < rate) throw new AppError('INSUFFICIENT_CREDITS', NOT_ENOUGH_CREDITS);
  } else {
    const { balance } = await deps.bus.request(credits.getBalance, { userId: payerUserId });
    if (balance < rate) throw new AppError('INSUFFICIENT_CREDITS', NOT_ENOUGH_CREDITS);
  }

  // The owner's monthly budget for visitors: a visitor's session starts only while one more minute fits.
  const monthlyBudget = agent.conversation_budget.monthly_credits;
  if (monthlyBudget !== null && spendsOwnerBudget({ payer, viewerId: input.userId, ownerId: agent.ownerId })) {
    const spent = await deps.budgets.spent(agent.id, monthOf(deps.now()));
    if (spent + rate > monthlyBudget) throw new AppError('UNAVAILABLE', conversation.CONVERSATION_BUDGET_USED);
  }

  const sessionId = newSessionId();
  const sessionToken = newSessionToken();
  const conversationId = randomBytes(12).toString('hex');
  const persona = personaOf(agent);
  const keys = sessionKeysOf(agent.providers);
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
    collectionId,
    model,
    conversationId,
    persona,
    keys,
    active: true,
    currentTurnId: null,
    endReason: null,
    monthlyBudget,
    startedAt: now,
    lastActivityAt: now,
  });
  const engines = await enginesForTurn(deps, agent.ownerId, keys);
  // While the visitor reads the greeting or types, the model reads the persona (not awaited).
  engines.chat.prepare?.(promptStart(persona, [])).catch((error: unknown) => {
    deps.logger.debug('the persona was not preloaded', { sessionId, error: String(error) });
  });
  return {
    sessionId,
    sessionToken,
    conversationId,
    agentId: agent.id,
    payer,
    voice: persona.voice,
    language: persona.language,
    providers: engineNames(engines),
  };
}
