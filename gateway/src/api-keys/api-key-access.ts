import { Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { ANY_KEY, type ApiKeyAccess, type ApiKeyScope } from './api-key-scopes.js';

/**
 * THE table of what an API key may reach (issue 29): every `/api` route and every root GraphQL
 * field a key may use, with the scope it needs. Anything not here is refused to keys (deny by
 * default): sign-in and sign-up, passwords, the API keys themselves, provider keys, billing
 * changes and checkout, account deletion, and any route added later until it is named here.
 */
export const API_KEY_ACCESS: Readonly<Record<string, ApiKeyAccess>> = {
  // Who the key acts as.
  'GET /api/user/current-id': ANY_KEY,
  'Query.me': ANY_KEY,
  'Query.ping': ANY_KEY,
  // The public OpenAPI document: a script that sends its key everywhere may read it too.
  'GET /api/openapi.json': ANY_KEY,

  // agents:read
  'GET /api/agents': 'agents:read',
  'GET /api/agents/:id': 'agents:read',
  'GET /api/agents/:id/image': 'agents:read',
  'GET /api/agents/:id/ui-overlay': 'agents:read',
  'GET /api/agents/:id/on-prem-bundle': 'agents:read',
  'GET /api/agents/:id/shopify': 'agents:read',
  'GET /api/overlay-images/:agentId/:file': 'agents:read',
  'GET /api/voice/gallery': 'agents:read',
  'GET /api/voice/query': 'agents:read',
  'GET /api/collections': 'agents:read',
  'GET /api/collections/:id/sharing': 'agents:read',
  'GET /api/collections/:id/plans': 'agents:read',
  'GET /api/collection-page': 'agents:read',
  'Query.agent': 'agents:read',
  'Query.myAgents': 'agents:read',
  'Query.viewerAgent': 'agents:read',
  'Query.communityAgents': 'agents:read',
  'Query.voiceGallery': 'agents:read',
  'Query.voiceTransaction': 'agents:read',
  'Query.collections': 'agents:read',
  'Query.collectionPage': 'agents:read',
  'Query.collectionPlans': 'agents:read',
  'Subscription.myAgentUpdates': 'agents:read',
  'Subscription.myAgentRemovals': 'agents:read',
  'Subscription.viewerAgentUpdates': 'agents:read',
  'Subscription.communityUpdates': 'agents:read',
  'Subscription.voiceTransactionUpdates': 'agents:read',

  // agents:write
  'POST /api/generate-agent': 'agents:write',
  'POST /api/continue-generation': 'agents:write',
  'POST /api/upload-files': 'agents:write',
  'POST /api/storage/upload-with-chunks': 'agents:write',
  'GET /api/storage/upload-with-chunks/status': 'agents:write',
  'GET /api/setup-storage': 'agents:write',
  'POST /api/agents/:id/vote': 'agents:write',
  'POST /api/agents/:id/clone': 'agents:write',
  'DELETE /api/agents': 'agents:write',
  'PATCH /api/agents/:id': 'agents:write',
  'PATCH /api/agents/:id/category': 'agents:write',
  'PUT /api/agents/:id/sharing': 'agents:write',
  'PUT /api/agents/:id/model': 'agents:write',
  'PUT /api/agents/:id/ui-overlay': 'agents:write',
  'POST /api/agents/:id/ui-overlay/foreground': 'agents:write',
  'PUT /api/agents/:id/conversation-budget': 'agents:write',
  'PUT /api/agents/:id/shopify': 'agents:write',
  'POST /api/agents/:id/shopify/validate': 'agents:write',
  'POST /api/voice/preview': 'agents:write',
  'POST /api/voice/apply': 'agents:write',
  'POST /api/voice/generate': 'agents:write',
  'POST /api/voice/clone': 'agents:write',
  'POST /api/voice/reject': 'agents:write',
  'POST /api/viewer/generate-share-url': 'agents:write',
  'POST /api/viewer/generate-url': 'agents:write',
  'POST /api/collections': 'agents:write',
  'PUT /api/collections/:id': 'agents:write',
  'DELETE /api/collections/:id': 'agents:write',
  'POST /api/collections/:id/logo': 'agents:write',
  'DELETE /api/collections/:id/logo': 'agents:write',
  'GET /api/collections/:id/heroshot/upload-url': 'agents:write',
  'POST /api/collections/:id/heroshot/confirm': 'agents:write',
  'DELETE /api/collections/:id/heroshot': 'agents:write',
  'PUT /api/collections/:id/sharing': 'agents:write',
  'PUT /api/collections/:id/plans': 'agents:write',
  'Mutation.createAgent': 'agents:write',
  'Mutation.markFace': 'agents:write',
  'Mutation.voteAgent': 'agents:write',
  'Mutation.cloneAgent': 'agents:write',
  'Mutation.deleteAgent': 'agents:write',
  'Mutation.setAgentVisibility': 'agents:write',
  'Mutation.setAgentCategory': 'agents:write',
  'Mutation.setAnonymousAccess': 'agents:write',
  'Mutation.setShareLinkEnabled': 'agents:write',
  'Mutation.setAgentModel': 'agents:write',
  'Mutation.setAgentConversationBudget': 'agents:write',
  'Mutation.setAgentUiOverlay': 'agents:write',
  'Mutation.setAgentCustomActions': 'agents:write',
  'Mutation.setAgentProviders': 'agents:write',
  'Mutation.setAgentDeployment': 'agents:write',
  'Mutation.setAgentShopifyMcp': 'agents:write',
  'Mutation.validateAgentShopifyMcp': 'agents:write',
  'Mutation.previewVoice': 'agents:write',
  'Mutation.applyVoice': 'agents:write',
  'Mutation.savePersona': 'agents:write',
  'Mutation.designVoice': 'agents:write',
  'Mutation.cloneVoice': 'agents:write',
  'Mutation.rejectVoice': 'agents:write',
  'Mutation.shareLink': 'agents:write',
  'Mutation.createCollection': 'agents:write',
  'Mutation.updateCollection': 'agents:write',
  'Mutation.deleteCollection': 'agents:write',
  'Mutation.removeCollectionLogo': 'agents:write',
  'Mutation.collectionHeroshotUploadUrl': 'agents:write',
  'Mutation.confirmCollectionHeroshot': 'agents:write',
  'Mutation.removeCollectionHeroshot': 'agents:write',
  'Mutation.setCollectionSharing': 'agents:write',
  'Mutation.setCollectionPlans': 'agents:write',

  // conversations (start and talk)
  'POST /api/conversations': 'conversations',
  'GET /api/conversations/:sessionId': 'conversations',
  'POST /api/conversations/:sessionId/messages': 'conversations',
  'POST /api/conversations/:sessionId/draft': 'conversations',
  'POST /api/conversations/:sessionId/greeting': 'conversations',
  'POST /api/conversations/:sessionId/interrupt': 'conversations',
  'POST /api/conversations/:sessionId/speech': 'conversations',
  'DELETE /api/conversations/:sessionId': 'conversations',
  'GET /api/conversations/:sessionId/audio/:turnId/:file': 'conversations',
  'Mutation.startConversation': 'conversations',
  'Mutation.sendConversationText': 'conversations',
  'Mutation.draftConversationText': 'conversations',
  'Mutation.greetConversation': 'conversations',
  'Mutation.interruptConversation': 'conversations',
  'Mutation.endConversation': 'conversations',
  'Mutation.reportFirstFrame': 'conversations',
  'Query.conversationTranscript': 'conversations',
  'Subscription.conversationEvents': 'conversations',

  // knowledge
  'GET /api/agents/:id/knowledge': 'knowledge',
  'PATCH /api/agents/:id/knowledge': 'knowledge',
  'GET /api/agents/:id/knowledge/faq.csv': 'knowledge',
  'POST /api/knowledge/toggle-rag': 'knowledge',
  'POST /api/knowledge/generate-vector-db': 'knowledge',
  'POST /api/knowledge/generate-faq-cerebrium': 'knowledge',
  'POST /api/knowledge/generate-faq-from-pdf': 'knowledge',
  'GET /api/agents/:id/slides': 'knowledge',
  'POST /api/knowledge/generate-slides': 'knowledge',
  'Query.agentKnowledge': 'knowledge',
  'Query.agentSlides': 'knowledge',
  'Mutation.setAgentFaq': 'knowledge',
  'Mutation.setKnowledgeAnswering': 'knowledge',
  'Mutation.toggleRag': 'knowledge',
  'Mutation.generateFaqFromWebsite': 'knowledge',
  'Mutation.generateFaqFromPdf': 'knowledge',
  'Mutation.generateSlides': 'knowledge',
  'Mutation.updateSlides': 'knowledge',
  'Subscription.knowledgeUpdates': 'knowledge',
  'Subscription.slidesUpdates': 'knowledge',

  // analytics:read
  'GET /api/analytics/conversation-history': 'analytics:read',
  'GET /api/analytics/summary': 'analytics:read',
  'GET /api/analytics/conversations': 'analytics:read',
  'GET /api/analytics/export': 'analytics:read',
  'Query.agentAnalytics': 'analytics:read',
  'Query.agentConversationsOnDay': 'analytics:read',
  'Subscription.conversationAnalyticsChanged': 'analytics:read',

  // billing:read (reads only: changing a plan, topping up or checkout need the owner signed in)
  'GET /api/user/credit-balance': 'billing:read',
  'GET /api/credits/summary': 'billing:read',
  'GET /api/credits/ledger': 'billing:read',
  'GET /api/billing/receipts': 'billing:read',
  'GET /api/plans': 'billing:read',
  'GET /api/collections/:id/subscription': 'billing:read',
  'Query.creditBalance': 'billing:read',
  'Query.appSubscription': 'billing:read',
  'Query.creditSummary': 'billing:read',
  'Query.creditLedger': 'billing:read',
  'Query.receipts': 'billing:read',
  'Query.planCatalogue': 'billing:read',
  'Subscription.creditBalanceChanged': 'billing:read',
  'Subscription.creditSummaryChanged': 'billing:read',
};

interface RoutePattern {
  key: string;
  method: string;
  segments: string[];
  access: ApiKeyAccess;
}

const routePatterns: RoutePattern[] = Object.entries(API_KEY_ACCESS).flatMap(([key, access]) => {
  const [method, path] = key.split(' ');
  return path ? [{ key, method: method!, segments: path.split('/'), access }] : [];
});

/** `:param` matches one non-empty segment; everything else matches itself (the routes use nothing else). */
const matches = (pattern: string[], segments: string[]) =>
  pattern.length === segments.length &&
  pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]));

function patternOf(method: string, path: string): RoutePattern | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  const segments = path.replace(/\/+$/, '').split('/');
  return routePatterns.find((pattern) => pattern.method === verb && matches(pattern.segments, segments));
}

/** What a key needs for `METHOD /api/...` (HEAD as GET), or undefined: refused. */
export function accessOfRoute(method: string, path: string): ApiKeyAccess | undefined {
  return patternOf(method, path)?.access;
}

/** The table's `METHOD /api/pattern` a path falls under (ids as `:id`), or undefined. */
export function routeKeyOf(method: string, path: string): string | undefined {
  return patternOf(method, path)?.key;
}

const ROOT_TYPE = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

/** Root fields an operation selects, through fragments; `__typename` and introspection need no scope. */
function rootFields(selectionSet: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value.startsWith('__') ? [] : [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, document, seen);
    if (seen.has(selection.name.value)) return [];
    seen.add(selection.name.value);
    const fragment = document.definitions.find(
      (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
    );
    return fragment && fragment.kind === Kind.FRAGMENT_DEFINITION ? rootFields(fragment.selectionSet, document, seen) : [];
  });
}

/** Why a key may not run this operation (the message names the field or the missing scope), or null. */
export function operationRefusal(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  scopes: readonly ApiKeyScope[],
): { message: string } | null {
  const type = ROOT_TYPE[operation.operation];
  for (const field of rootFields(operation.selectionSet, document)) {
    const refusal = accessRefusal(API_KEY_ACCESS[`${type}.${field}`], scopes, `${type}.${field}`);
    if (refusal) return refusal;
  }
  return null;
}

/** The one wording of a refusal, for routes and fields alike. */
export function accessRefusal(
  access: ApiKeyAccess | undefined,
  scopes: readonly ApiKeyScope[],
  what: string,
): { message: string } | null {
  if (access === undefined) return { message: `API keys cannot use ${what}: it needs the owner signed in.` };
  if (access !== ANY_KEY && !scopes.includes(access))
    return { message: `This API key lacks the scope ${access} needed for ${what}.` };
  return null;
}

/** The operation a request runs: the named one, or the only one. */
export function selectedOperation(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operationName ? operations.find((operation) => operation.name?.value === operationName) : operations[0];
}
