import type { FieldKind } from './bad-inputs.js';

export interface RestTarget {
  /** `METHOD /path` as the router declares it (`:id`, `:name`, `*key` are filled with bad segments). */
  key: string;
  /** The body fields the route reads (GET routes get them as a query string). */
  fields: Record<string, FieldKind>;
  /** A bad input may still succeed: reads of the caller's own data and writes without input. */
  mayAccept?: boolean;
}

export interface MutationTarget {
  key: `Mutation.${string}`;
  document: string;
  /** The variables and their kinds; one of them gets a bad value in every case. */
  variables: Record<string, FieldKind>;
  /** The mutation takes no input that could be bad (signOut). */
  mayAccept?: boolean;
}

const CREATE: Record<string, FieldKind> = {
  prompt: 'text',
  image_url: 'id',
  video_url: 'id',
  audio_url: 'id',
  aspect_ratio: 'enum',
  duration: 'number',
  model: 'enum',
};

/** Every REST route of the gateway (the fuzz test checks the list against the routers). */
export const restTargets: readonly RestTarget[] = [
  { key: 'GET /healthz', fields: {}, mayAccept: true },
  { key: 'GET /readyz', fields: {}, mayAccept: true },
  { key: 'GET /files/*key', fields: { expires: 'number', signature: 'id' } },
  { key: 'GET /api/setup-storage', fields: {}, mayAccept: true },
  { key: 'GET /api/openapi.json', fields: {}, mayAccept: true },
  { key: 'POST /api/auth/signup', fields: { email: 'email', password: 'text' } },
  { key: 'POST /api/auth/signin', fields: { email: 'email', password: 'text' } },
  { key: 'POST /api/auth/signout', fields: {}, mayAccept: true },
  { key: 'GET /api/user/current-id', fields: {}, mayAccept: true },
  { key: 'POST /api/user/reference', fields: { reference: 'text' } },
  { key: 'GET /api/user/credit-balance', fields: {}, mayAccept: true },
  { key: 'POST /api/upload-files', fields: { agentId: 'id' } },
  {
    key: 'POST /api/storage/upload-with-chunks',
    fields: { uploadId: 'id', chunkIndex: 'number', totalChunks: 'number', fileName: 'text', fileSize: 'number' },
  },
  { key: 'GET /api/storage/upload-with-chunks/status', fields: { uploadId: 'id' } },
  { key: 'POST /api/generate-agent', fields: { ...CREATE, prompt: 'text' } },
  { key: 'POST /api/continue-generation', fields: { agent_id: 'id', face_coordinates: 'object' } },
  // The community list is public: a search that matches nothing is a 200.
  { key: 'GET /api/agents', fields: { type: 'enum', category: 'enum', sortBy: 'enum', search: 'text' }, mayAccept: true },
  { key: 'GET /api/agents/:id', fields: {} },
  { key: 'GET /api/agents/:id/image', fields: { share: 'id' } },
  { key: 'POST /api/agents/:id/vote', fields: {} },
  { key: 'POST /api/agents/:id/clone', fields: {} },
  { key: 'DELETE /api/agents', fields: { agentId: 'id' } },
  { key: 'PATCH /api/agents/:id', fields: { visibility: 'enum', category: 'enum' } },
  { key: 'PATCH /api/agents/:id/category', fields: { category: 'enum' } },
  { key: 'PUT /api/agents/:id/sharing', fields: { share: 'object', sharing_enabled: 'boolean' } },
  { key: 'PUT /api/agents/:id/model', fields: { model: 'enum' } },
  { key: 'PUT /api/agents/:id/conversation-budget', fields: { monthly_credits: 'number' } },
  { key: 'GET /api/agents/:id/shopify', fields: {} },
  {
    key: 'PUT /api/agents/:id/shopify',
    fields: { shopify_mcp: 'object', url: 'text', language: 'enum', currency: 'enum', enabled: 'boolean', tool_use: 'enum' },
  },
  { key: 'POST /api/agents/:id/shopify/validate', fields: { url: 'text' } },
  { key: 'GET /api/agents/:id/dynamics', fields: {} },
  { key: 'PUT /api/agents/:id/dynamics', fields: { dynamics: 'object', toggleEnabled: 'boolean' } },
  { key: 'POST /api/generate-movements', fields: { agent_id: 'id', image_url: 'text' } },
  { key: 'POST /api/regenerate-movements', fields: { agent_id: 'id', async: 'boolean' } },
  { key: 'GET /api/agents/:id/ui-overlay', fields: {} },
  { key: 'PUT /api/agents/:id/ui-overlay', fields: { qr_code: 'object', foreground: 'object' } },
  { key: 'POST /api/agents/:id/ui-overlay/foreground', fields: {} },
  { key: 'GET /api/overlay-images/:agentId/:file', fields: {} },
  { key: 'GET /api/agents/:id/on-prem-bundle', fields: { endpoint: 'text', model: 'text' } },
  { key: 'GET /api/agents/:id/model-bundle', fields: {} },
  // A read that ignores what it does not know: a junk parameter still lists the voices.
  { key: 'GET /api/voice/gallery', fields: { language: 'enum' }, mayAccept: true },
  { key: 'GET /api/voice/elevenlabs', fields: { provider_id: 'id' } },
  { key: 'GET /api/agents/:id/knowledge', fields: {} },
  { key: 'GET /api/agents/:id/knowledge/faq.csv', fields: {} },
  { key: 'PATCH /api/agents/:id/knowledge', fields: { only_from_faq: 'boolean', unknown_answer: 'text' } },
  { key: 'POST /api/knowledge/toggle-rag', fields: { agent_id: 'id', enabled: 'boolean' } },
  { key: 'POST /api/knowledge/generate-vector-db', fields: { agent_id: 'id', csv_file_url: 'text' } },
  { key: 'POST /api/knowledge/generate-faq-cerebrium', fields: { agent_id: 'id', url: 'text' } },
  { key: 'POST /api/knowledge/generate-faq-from-pdf', fields: { agent_id: 'id', pdf_file_url: 'text' } },
  { key: 'GET /api/agents/:id/slides', fields: {} },
  { key: 'POST /api/knowledge/generate-slides', fields: { agent_id: 'id', pdf_file_url: 'text' } },
  { key: 'POST /api/voice/preview', fields: { voice_id: 'id', language: 'enum' } },
  { key: 'POST /api/voice/apply', fields: { code: 'id', voice_id: 'id', gender: 'enum', language: 'enum' } },
  { key: 'POST /api/voice/generate', fields: { agent_id: 'id', prompt: 'text', language: 'enum', gender: 'enum' } },
  {
    key: 'POST /api/voice/clone',
    fields: { agent_id: 'id', audio_file_path: 'id', voice_name: 'text', language: 'enum', gender: 'enum' },
  },
  { key: 'GET /api/voice/query', fields: { transaction_id: 'id' } },
  { key: 'POST /api/voice/reject', fields: { transaction_id: 'id' } },
  // The caller's own list: a junk parameter still lists their keys.
  { key: 'GET /api/settings/providers', fields: {}, mayAccept: true },
  { key: 'POST /api/settings/providers', fields: { platform: 'enum', api_key: 'text', label: 'text' } },
  // Removing nothing of theirs is a quiet false.
  { key: 'DELETE /api/settings/providers/:id', fields: {}, mayAccept: true },
  { key: 'POST /api/settings/providers/:id/test', fields: {} },
  { key: 'GET /api/developer/keys', fields: {}, mayAccept: true },
  { key: 'POST /api/developer/keys', fields: { name: 'text', scopes: 'object', expiresInDays: 'number' } },
  { key: 'DELETE /api/developer/keys/:id', fields: {} },
  { key: 'POST /api/developer/keys/:id/roll', fields: {} },
  { key: 'GET /api/developer/keys/:id/usage', fields: { from: 'text', to: 'text' } },
  // Without a usable range the last 30 days are read: a bad field may be ignored.
  { key: 'GET /api/developer/usage', fields: { from: 'text', to: 'text' }, mayAccept: true },
  { key: 'GET /api/developer/webhooks', fields: {}, mayAccept: true },
  {
    key: 'POST /api/developer/webhooks',
    fields: { url: 'text', events: 'object', description: 'text', enabled: 'boolean' },
  },
  {
    key: 'PATCH /api/developer/webhooks/:id',
    fields: { url: 'text', events: 'object', description: 'text', enabled: 'boolean' },
  },
  { key: 'DELETE /api/developer/webhooks/:id', fields: {} },
  { key: 'POST /api/developer/webhooks/:id/roll-secret', fields: {} },
  { key: 'POST /api/developer/webhooks/:id/test', fields: {} },
  { key: 'GET /api/developer/webhooks/:id/deliveries', fields: {} },
  { key: 'POST /api/developer/webhooks/:id/deliveries/:deliveryId/resend', fields: {} },
  { key: 'GET /api/operator/status', fields: {} },
  { key: 'POST /api/viewer/generate-share-url', fields: { agentCode: 'id', model: 'enum' } },
  { key: 'POST /api/viewer/generate-url', fields: { agentCode: 'id', model: 'enum', additionalParams: 'object' } },
  { key: 'POST /api/cerebrium/:name', fields: {} },
  { key: 'POST /api/conversations', fields: { agent_id: 'id', share: 'id' } },
  { key: 'POST /api/conversations/:sessionId/messages', fields: { text: 'text' } },
  { key: 'POST /api/conversations/:sessionId/draft', fields: { text: 'text' } },
  { key: 'POST /api/conversations/:sessionId/greeting', fields: {} },
  { key: 'POST /api/conversations/:sessionId/interrupt', fields: {} },
  { key: 'GET /api/conversations/:sessionId', fields: {} },
  { key: 'DELETE /api/conversations/:sessionId', fields: {} },
  { key: 'POST /api/conversations/:sessionId/speech', fields: {} },
  { key: 'GET /api/conversations/:sessionId/audio/:turnId/:file', fields: {} },
  { key: 'GET /api/analytics/conversation-history', fields: { agent_code: 'id', from: 'id', to: 'id' } },
  { key: 'GET /api/analytics/summary', fields: { agent_id: 'id', tz: 'enum', from: 'id', to: 'id' } },
  { key: 'GET /api/analytics/conversations', fields: { agent_id: 'id', tz: 'enum', day: 'id' } },
  { key: 'GET /api/analytics/export', fields: { agent_id: 'id', tz: 'enum', from: 'id', to: 'id', format: 'enum' } },
  { key: 'GET /api/plans', fields: {}, mayAccept: true },
  { key: 'GET /api/collections', fields: {}, mayAccept: true },
  {
    key: 'POST /api/collections',
    fields: { name: 'text', description: 'text', layout: 'enum', contact_link: 'text', agent_codes: 'object' },
  },
  {
    key: 'PUT /api/collections/:id',
    fields: { name: 'text', layout: 'enum', heroshot_enabled: 'boolean', agent_codes: 'object' },
  },
  { key: 'DELETE /api/collections/:id', fields: {} },
  { key: 'POST /api/collections/:id/logo', fields: {} },
  { key: 'DELETE /api/collections/:id/logo', fields: {} },
  { key: 'GET /api/collections/:id/heroshot/upload-url', fields: { ext: 'enum' } },
  { key: 'POST /api/collections/:id/heroshot/confirm', fields: { filePath: 'text' } },
  { key: 'DELETE /api/collections/:id/heroshot', fields: {} },
  { key: 'GET /api/collections/:id/sharing', fields: {} },
  { key: 'PUT /api/collections/:id/sharing', fields: { public_enabled: 'boolean' } },
  { key: 'GET /api/collection-page', fields: { userId: 'id', collectionId: 'id' } },
  { key: 'GET /api/collections/:id/plans', fields: {} },
  { key: 'PUT /api/collections/:id/plans', fields: { plans: 'object' } },
  { key: 'GET /api/collections/:id/subscription', fields: {} },
  { key: 'POST /api/collections/:id/subscription', fields: { plan: 'text' } },
  { key: 'POST /api/collections/:id/subscription/top-up', fields: {} },
  { key: 'PUT /files/*key', fields: { expires: 'number', max: 'number', signature: 'id' } },
  { key: 'GET /api/credits/summary', fields: {}, mayAccept: true },
  // A read of the caller's own ledger: unknown parameters are ignored.
  { key: 'GET /api/credits/ledger', fields: { limit: 'number', before: 'id' }, mayAccept: true },
  { key: 'POST /api/credits/top-up', fields: { credits: 'number' } },
  // The plan defaults to pro (spec 000): a body the server cannot read is an upgrade to pro.
  { key: 'POST /api/subscription/upgrade', fields: { plan: 'enum' }, mayAccept: true },
  { key: 'GET /api/billing/receipts', fields: {}, mayAccept: true },
  { key: 'GET /api/stripe/session', fields: {}, mayAccept: true },
  { key: 'GET /api/stripe/manage', fields: {}, mayAccept: true },
  { key: 'POST /api/stripe/webhook', fields: { id: 'id', type: 'text' } },
];

const ERROR = 'error { code message }';

/** Every mutation of the schema (the fuzz test checks the list against it). */
export const mutationTargets: readonly MutationTarget[] = [
  {
    key: 'Mutation.setCollectionPlans',
    document: 'mutation($id: ID!, $plans: [CollectionPlanInput!]!) { setCollectionPlans(id: $id, plans: $plans) { code } }',
    variables: { id: 'id', plans: 'object' },
  },
  {
    key: 'Mutation.subscribeCollectionPlan',
    document: 'mutation($id: ID!, $plan: String!) { subscribeCollectionPlan(id: $id, plan: $plan) { kind } }',
    variables: { id: 'id', plan: 'text' },
  },
  {
    key: 'Mutation.topUpCollectionSubscription',
    document: 'mutation($id: ID!) { topUpCollectionSubscription(id: $id) { kind } }',
    variables: { id: 'id' },
  },
  {
    key: 'Mutation.createCollection',
    document:
      'mutation($name: String, $layout: CollectionLayout) { createCollection(input: { name: $name, layout: $layout }) { id } }',
    variables: { name: 'text', layout: 'enum' },
  },
  {
    key: 'Mutation.updateCollection',
    document: 'mutation($id: ID!, $name: String) { updateCollection(id: $id, input: { name: $name }) { id } }',
    variables: { id: 'id', name: 'text' },
  },
  { key: 'Mutation.deleteCollection', document: 'mutation($id: ID!) { deleteCollection(id: $id) }', variables: { id: 'id' } },
  {
    key: 'Mutation.removeCollectionLogo',
    document: 'mutation($id: ID!) { removeCollectionLogo(id: $id) { id } }',
    variables: { id: 'id' },
  },
  {
    key: 'Mutation.collectionHeroshotUploadUrl',
    document: 'mutation($id: ID!, $ext: String!) { collectionHeroshotUploadUrl(id: $id, ext: $ext) { filePath } }',
    variables: { id: 'id', ext: 'enum' },
  },
  {
    key: 'Mutation.confirmCollectionHeroshot',
    document: 'mutation($id: ID!, $p: String!) { confirmCollectionHeroshot(id: $id, filePath: $p) { id } }',
    variables: { id: 'id', p: 'text' },
  },
  {
    key: 'Mutation.removeCollectionHeroshot',
    document: 'mutation($id: ID!) { removeCollectionHeroshot(id: $id) { id } }',
    variables: { id: 'id' },
  },
  {
    key: 'Mutation.setCollectionSharing',
    document: 'mutation($id: ID!, $p: Boolean!) { setCollectionSharing(id: $id, public_enabled: $p) { public_enabled } }',
    variables: { id: 'id', p: 'boolean' },
  },
  {
    key: 'Mutation.changePlan',
    document: 'mutation($plan: PlanType!) { changePlan(plan: $plan) { kind } }',
    variables: { plan: 'enum' },
  },
  {
    key: 'Mutation.topUpCredits',
    document: 'mutation($credits: Int!) { topUpCredits(credits: $credits) { kind } }',
    variables: { credits: 'number' },
  },
  // Opens the caller's own portal: there is no input to get wrong.
  { key: 'Mutation.billingPortalUrl', document: 'mutation { billingPortalUrl }', variables: {}, mayAccept: true },
  {
    key: 'Mutation.signUp',
    document: `mutation($email: String!, $password: String!) { signUp(input: { email: $email, password: $password }) { ok ${ERROR} } }`,
    variables: { email: 'email', password: 'text' },
  },
  {
    key: 'Mutation.signIn',
    document: `mutation($email: String!, $password: String!) { signIn(input: { email: $email, password: $password }) { ok ${ERROR} } }`,
    variables: { email: 'email', password: 'text' },
  },
  { key: 'Mutation.signOut', document: 'mutation { signOut }', variables: {}, mayAccept: true },
  {
    key: 'Mutation.saveSignUpReference',
    document: 'mutation($reference: String!) { saveSignUpReference(reference: $reference) }',
    variables: { reference: 'text' },
  },
  {
    key: 'Mutation.createAgent',
    document: `mutation($prompt: String, $imageUrl: String, $duration: Float, $model: AgentModel) {
      createAgent(input: { prompt: $prompt, imageUrl: $imageUrl, duration: $duration, model: $model }) { ok agentId ${ERROR} } }`,
    variables: { prompt: 'text', imageUrl: 'id', duration: 'number', model: 'enum' },
  },
  {
    key: 'Mutation.markFace',
    document: `mutation($agentId: ID!, $face: FaceBoxInput) { markFace(input: { agentId: $agentId, face: $face }) { ok ${ERROR} } }`,
    variables: { agentId: 'id', face: 'object' },
  },
  { key: 'Mutation.voteAgent', document: `mutation($id: ID!) { voteAgent(id: $id) { ok ${ERROR} } }`, variables: { id: 'id' } },
  { key: 'Mutation.cloneAgent', document: `mutation($id: ID!) { cloneAgent(id: $id) { ok ${ERROR} } }`, variables: { id: 'id' } },
  {
    key: 'Mutation.deleteAgent',
    document: `mutation($id: ID!) { deleteAgent(id: $id) { ok ${ERROR} } }`,
    variables: { id: 'id' },
  },
  {
    key: 'Mutation.setAgentVisibility',
    document: `mutation($id: ID!, $v: String!, $c: String) { setAgentVisibility(id: $id, visibility: $v, category: $c) { ok ${ERROR} } }`,
    variables: { id: 'id', v: 'enum', c: 'enum' },
  },
  {
    key: 'Mutation.setAgentCategory',
    document: `mutation($id: ID!, $c: String!) { setAgentCategory(id: $id, category: $c) { ok ${ERROR} } }`,
    variables: { id: 'id', c: 'enum' },
  },
  {
    key: 'Mutation.setAnonymousAccess',
    document: `mutation($id: ID!, $on: Boolean!) { setAnonymousAccess(id: $id, enabled: $on) { ok ${ERROR} } }`,
    variables: { id: 'id', on: 'boolean' },
  },
  {
    key: 'Mutation.setShareLinkEnabled',
    document: `mutation($id: ID!, $on: Boolean!) { setShareLinkEnabled(id: $id, enabled: $on) { ok ${ERROR} } }`,
    variables: { id: 'id', on: 'boolean' },
  },
  {
    key: 'Mutation.setAgentModel',
    document: `mutation($id: ID!, $m: AgentModel!) { setAgentModel(id: $id, model: $m) { ok ${ERROR} } }`,
    variables: { id: 'id', m: 'enum' },
  },
  {
    key: 'Mutation.setAgentConversationBudget',
    document: `mutation($id: ID!, $c: Int) { setAgentConversationBudget(id: $id, monthlyCredits: $c) { ok ${ERROR} } }`,
    variables: { id: 'id', c: 'number' },
  },
  {
    key: 'Mutation.setAgentShopifyMcp',
    document: `mutation($id: ID!, $s: ShopifyMcpInput!) { setAgentShopifyMcp(id: $id, shopifyMcp: $s) { ok ${ERROR} } }`,
    variables: { id: 'id', s: 'object' },
  },
  {
    key: 'Mutation.validateAgentShopifyMcp',
    document: `mutation($id: ID!, $u: String!) { validateAgentShopifyMcp(id: $id, url: $u) { ok ${ERROR} } }`,
    variables: { id: 'id', u: 'text' },
  },
  {
    key: 'Mutation.setAgentDynamics',
    document: `mutation($id: ID!, $d: DynamicsInput!) { setAgentDynamics(id: $id, dynamics: $d) { ok ${ERROR} } }`,
    variables: { id: 'id', d: 'object' },
  },
  {
    key: 'Mutation.resetAgentDynamics',
    document: `mutation($id: ID!) { resetAgentDynamics(id: $id) { ok ${ERROR} } }`,
    variables: { id: 'id' },
  },
  {
    key: 'Mutation.setAgentDynamicsEnabled',
    document: `mutation($id: ID!, $e: Boolean!) { setAgentDynamicsEnabled(id: $id, enabled: $e) { ok ${ERROR} } }`,
    variables: { id: 'id', e: 'boolean' },
  },
  {
    key: 'Mutation.generateAgentMovements',
    document: `mutation($id: ID!) { generateAgentMovements(id: $id) { ok ${ERROR} } }`,
    variables: { id: 'id' },
  },
  {
    key: 'Mutation.regenerateAgentMovements',
    document: `mutation($id: ID!) { regenerateAgentMovements(id: $id) { ok ${ERROR} } }`,
    variables: { id: 'id' },
  },
  {
    key: 'Mutation.setAgentUiOverlay',
    document: `mutation($id: ID!, $o: UiOverlayInput!) { setAgentUiOverlay(id: $id, uiOverlay: $o) { ok ${ERROR} } }`,
    variables: { id: 'id', o: 'object' },
  },
  {
    key: 'Mutation.setAgentCustomActions',
    document: `mutation($id: ID!, $a: CustomActionsInput!) { setAgentCustomActions(id: $id, customActions: $a) { ok ${ERROR} } }`,
    variables: { id: 'id', a: 'object' },
  },
  {
    key: 'Mutation.setAgentProviders',
    document: `mutation($id: ID!, $p: AgentProvidersInput!, $l: String) { setAgentProviders(id: $id, providers: $p, language: $l) { ok ${ERROR} } }`,
    variables: { id: 'id', p: 'object', l: 'enum' },
  },
  {
    key: 'Mutation.setAgentFaq',
    document: `mutation($id: ID!, $f: String!) { setAgentFaq(id: $id, faq: $f) { ok ${ERROR} } }`,
    variables: { id: 'id', f: 'text' },
  },
  {
    key: 'Mutation.generateSlides',
    document: `mutation($id: ID!, $p: String!) { generateSlides(id: $id, pdf: $p) { ok ${ERROR} } }`,
    variables: { id: 'id', p: 'text' },
  },
  {
    key: 'Mutation.updateSlides',
    document: `mutation($id: ID!, $e: Boolean, $s: [SlideScriptInput!]) { updateSlides(id: $id, enabled: $e, slides: $s) { ok ${ERROR} } }`,
    variables: { id: 'id', e: 'boolean', s: 'object' },
  },
  {
    key: 'Mutation.generateFaqFromPdf',
    document: `mutation($id: ID!, $p: String!) { generateFaqFromPdf(id: $id, pdf: $p) { ok ${ERROR} } }`,
    variables: { id: 'id', p: 'text' },
  },
  {
    key: 'Mutation.generateFaqFromWebsite',
    document: `mutation($id: ID!, $u: String!) { generateFaqFromWebsite(id: $id, url: $u) { ok ${ERROR} } }`,
    variables: { id: 'id', u: 'text' },
  },
  {
    key: 'Mutation.setKnowledgeAnswering',
    document: `mutation($id: ID!, $o: Boolean, $u: String) { setKnowledgeAnswering(id: $id, onlyFromFaq: $o, unknownAnswer: $u) { ok ${ERROR} } }`,
    variables: { id: 'id', o: 'boolean', u: 'text' },
  },
  {
    key: 'Mutation.toggleRag',
    document: `mutation($id: ID!, $e: Boolean!) { toggleRag(id: $id, enabled: $e) { ok ${ERROR} } }`,
    variables: { id: 'id', e: 'boolean' },
  },
  {
    key: 'Mutation.setAgentDeployment',
    document: `mutation($id: ID!, $d: String!) { setAgentDeployment(id: $id, deployment: $d) { ok ${ERROR} } }`,
    variables: { id: 'id', d: 'enum' },
  },
  {
    key: 'Mutation.previewVoice',
    document: `mutation($v: String!, $l: String) { previewVoice(voiceId: $v, language: $l) { ok ${ERROR} } }`,
    variables: { v: 'id', l: 'enum' },
  },
  {
    key: 'Mutation.applyVoice',
    document: `mutation($id: ID!, $v: String!, $g: String, $l: String) { applyVoice(id: $id, voiceId: $v, gender: $g, language: $l) { ok ${ERROR} } }`,
    variables: { id: 'id', v: 'id', g: 'enum', l: 'enum' },
  },
  {
    key: 'Mutation.savePersona',
    document: `mutation($id: ID!, $p: PersonaInput!) { savePersona(id: $id, persona: $p) { ok ${ERROR} } }`,
    variables: { id: 'id', p: 'object' },
  },
  {
    key: 'Mutation.designVoice',
    document: `mutation($id: ID!, $p: String!) { designVoice(agentId: $id, prompt: $p) { ok ${ERROR} } }`,
    variables: { id: 'id', p: 'text' },
  },
  {
    key: 'Mutation.cloneVoice',
    document: `mutation($id: ID!, $p: String!) { cloneVoice(agentId: $id, audioFilePath: $p) { ok ${ERROR} } }`,
    variables: { id: 'id', p: 'id' },
  },
  {
    key: 'Mutation.rejectVoice',
    document: `mutation($t: ID!) { rejectVoice(transactionId: $t) { ok ${ERROR} } }`,
    variables: { t: 'id' },
  },
  {
    key: 'Mutation.addProviderKey',
    document: `mutation($p: String!, $k: String!) { addProviderKey(platform: $p, apiKey: $k) { ok ${ERROR} } }`,
    variables: { p: 'enum', k: 'text' },
  },
  {
    key: 'Mutation.removeProviderKey',
    document: 'mutation($id: ID!) { removeProviderKey(id: $id) }',
    variables: { id: 'id' },
    mayAccept: true,
  },
  {
    key: 'Mutation.testProviderKey',
    document: 'mutation($id: ID!) { testProviderKey(id: $id) { ok } }',
    variables: { id: 'id' },
  },
  {
    key: 'Mutation.createApiKey',
    document: `mutation($n: String!, $s: [String!]!, $e: Int) { createApiKey(input: { name: $n, scopes: $s, expiresInDays: $e }) { ok ${ERROR} } }`,
    variables: { n: 'text', s: 'object', e: 'number' },
  },
  {
    key: 'Mutation.revokeApiKey',
    document: 'mutation($id: ID!) { revokeApiKey(id: $id) }',
    variables: { id: 'id' },
  },
  {
    key: 'Mutation.rollApiKey',
    document: `mutation($id: ID!) { rollApiKey(id: $id) { ok ${ERROR} } }`,
    variables: { id: 'id' },
  },
  {
    key: 'Mutation.createWebhookEndpoint',
    document: `mutation($u: String!, $e: [String!]!, $d: String, $on: Boolean) { createWebhookEndpoint(input: { url: $u, events: $e, description: $d, enabled: $on }) { ok ${ERROR} } }`,
    variables: { u: 'text', e: 'object', d: 'text', on: 'boolean' },
  },
  {
    key: 'Mutation.updateWebhookEndpoint',
    document: `mutation($id: ID!, $u: String, $e: [String!], $d: String, $on: Boolean) { updateWebhookEndpoint(id: $id, input: { url: $u, events: $e, description: $d, enabled: $on }) { ok ${ERROR} } }`,
    variables: { id: 'id', u: 'text', e: 'object', d: 'text', on: 'boolean' },
  },
  {
    key: 'Mutation.deleteWebhookEndpoint',
    document: 'mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }',
    variables: { id: 'id' },
  },
  {
    key: 'Mutation.rollWebhookSecret',
    document: `mutation($id: ID!) { rollWebhookSecret(id: $id) { ok ${ERROR} } }`,
    variables: { id: 'id' },
  },
  {
    key: 'Mutation.sendTestWebhook',
    document: `mutation($id: ID!) { sendTestWebhook(id: $id) { ok ${ERROR} } }`,
    variables: { id: 'id' },
  },
  {
    key: 'Mutation.resendWebhookDelivery',
    document: `mutation($e: ID!, $d: ID!) { resendWebhookDelivery(endpointId: $e, deliveryId: $d) { ok ${ERROR} } }`,
    variables: { e: 'id', d: 'id' },
  },
  {
    key: 'Mutation.startConversation',
    document: 'mutation($agentId: ID!, $share: String) { startConversation(agentId: $agentId, share: $share) { sessionId } }',
    variables: { agentId: 'id', share: 'id' },
  },
  {
    key: 'Mutation.sendConversationText',
    document:
      'mutation($s: ID!, $t: String!, $text: String!) { sendConversationText(sessionId: $s, sessionToken: $t, text: $text) { turnId } }',
    variables: { s: 'id', t: 'id', text: 'text' },
  },
  {
    key: 'Mutation.draftConversationText',
    document:
      'mutation($s: ID!, $t: String!, $text: String!) { draftConversationText(sessionId: $s, sessionToken: $t, text: $text) }',
    variables: { s: 'id', t: 'id', text: 'text' },
  },
  {
    key: 'Mutation.greetConversation',
    document: 'mutation($s: ID!, $t: String!) { greetConversation(sessionId: $s, sessionToken: $t) }',
    variables: { s: 'id', t: 'id' },
  },
  {
    key: 'Mutation.interruptConversation',
    document: 'mutation($s: ID!, $t: String!) { interruptConversation(sessionId: $s, sessionToken: $t) }',
    variables: { s: 'id', t: 'id' },
  },
  {
    key: 'Mutation.endConversation',
    document: 'mutation($s: ID!, $t: String!) { endConversation(sessionId: $s, sessionToken: $t) }',
    variables: { s: 'id', t: 'id' },
  },
  {
    key: 'Mutation.reportFirstFrame',
    document:
      'mutation($s: ID!, $t: String!, $turn: ID!, $ms: Float!) { reportFirstFrame(sessionId: $s, sessionToken: $t, turnId: $turn, firstFrameMs: $ms) }',
    variables: { s: 'id', t: 'id', turn: 'id', ms: 'number' },
  },
  {
    key: 'Mutation.shareLink',
    document: `mutation($id: ID!, $model: AgentModel) { shareLink(id: $id, model: $model) { ok ${ERROR} } }`,
    variables: { id: 'id', model: 'enum' },
  },
];
