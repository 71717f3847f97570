import type { GraphQLResolveInfo } from 'graphql';
import type { UserEntity } from '../identity/user.js';
import type { Agent as AgentEntity } from '@avatarium/contracts';
import type { VoiceTransactionEntity } from '../modules/voices/voice-transaction-entity.js';
import type { GatewayContext } from '../http/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** An agent as its owner sees it. Media URLs are signed and expire; refetch for fresh ones. */
export type Agent = {
  __typename?: 'Agent';
  /** Spec 002 2.11: anyone with the share link may open it, the owner pays for usage. */
  anonymousEnabled: Scalars['Boolean']['output'];
  audioUrl?: Maybe<Scalars['String']['output']>;
  category: Scalars['String']['output'];
  /** The owner's only (null for anyone else). */
  conversationBudget?: Maybe<ConversationBudget>;
  createdAt: Scalars['String']['output'];
  /** What the viewer does by itself: greet, refresh, open a keyword's URL, end the session. */
  customActions: CustomActions;
  /** Spec 001: weblink (default), gadget, embedding or on-prem. */
  deployment: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  displayStatus: AgentDisplayStatus;
  errorMessage?: Maybe<Scalars['String']['output']>;
  errorType?: Maybe<Scalars['String']['output']>;
  eventType?: Maybe<Scalars['String']['output']>;
  faceHandled: Scalars['Boolean']['output'];
  /** The failure text to show (spec 000 / 002 error catalogue), null unless failed. */
  failureText?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  isAnimal: Scalars['Boolean']['output'];
  /** True when the signed-in caller owns this agent (owner-only controls). */
  isOwner: Scalars['Boolean']['output'];
  language: Scalars['String']['output'];
  lipSyncUrl?: Maybe<Scalars['String']['output']>;
  modelType: AgentModel;
  modelUrl?: Maybe<Scalars['String']['output']>;
  /** The movement clips the avatar player plays in quiet moments: signed URLs of the agent's videos while dynamics is enabled, else empty. Whoever may view the agent may play them. */
  movementClips: Array<Scalars['String']['output']>;
  /** The same clips with their tracks (the face's landmarks through each clip): the player moves the mouth on a tracked clip's moving head, so it may play while the avatar speaks. */
  movements: Array<MovementClip>;
  name?: Maybe<Scalars['String']['output']>;
  /** Spec 002 2.5: show the 'Help needed' overlay and offer 'Mark Face Points'. */
  needsFaceMarking: Scalars['Boolean']['output'];
  posterUrl?: Maybe<Scalars['String']['output']>;
  /** True when the agent presents slides in conversations (its owner turned them on and they exist). */
  presentsSlides: Scalars['Boolean']['output'];
  /** Spec 002 4.1: 5, 10, 15, 30, 85, 99 or 100. */
  progress: Scalars['Int']['output'];
  prompt: Scalars['String']['output'];
  /** Which AI runs each capability (owner's view; others see the defaults). */
  providers: AgentProviders;
  /** The owner's only (null for anyone else). GET /api/agents/{id}/shopify. */
  shopifyMcp?: Maybe<ShopifyMcp>;
  /** What the avatar player needs to animate speech; null until the lip step ran. */
  speech?: Maybe<AgentSpeech>;
  /** Raw stored status: pending, processing, success, ready, failed, error. */
  status: Scalars['String']['output'];
  systemPrompt?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  /** What the viewer draws over the agent. */
  uiOverlay: UiOverlay;
  updatedAt: Scalars['String']['output'];
  videoUrl?: Maybe<Scalars['String']['output']>;
  visibility: Scalars['String']['output'];
  voiceId?: Maybe<Scalars['String']['output']>;
  /** Total votes (popularity). */
  votes: Scalars['Int']['output'];
};

/** The outcome of an action on one agent: the agent as it is now, or why not. */
export type AgentActionResult = {
  __typename?: 'AgentActionResult';
  agent?: Maybe<Agent>;
  /** UNAUTHENTICATED, NOT_FOUND, FORBIDDEN ('You do not own this agent'), CONFLICT, BAD_INPUT, ... */
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
};

export type AgentAnalytics = {
  __typename?: 'AgentAnalytics';
  agentId: Scalars['ID']['output'];
  averageMessagesPerConversation: Scalars['Float']['output'];
  conversationsByDay: Array<AnalyticsDayCount>;
  /** Conversations per weekday, 7 entries, Monday first. */
  conversationsByWeekday: Array<Scalars['Int']['output']>;
  /** ISO instants of the first and last conversation in range (null when none). */
  earliest?: Maybe<Scalars['String']['output']>;
  /** ISO instants of the range asked for (null = open end). */
  from?: Maybe<Scalars['String']['output']>;
  heatmap: Array<AnalyticsHeatCell>;
  latency: Array<AnalyticsLatencyStage>;
  latest?: Maybe<Scalars['String']['output']>;
  minutes: AnalyticsMinutes;
  products: Array<AnalyticsProduct>;
  timeZone: Scalars['String']['output'];
  to?: Maybe<Scalars['String']['output']>;
  totalConversations: Scalars['Int']['output'];
  totalMessages: Scalars['Int']['output'];
  unanswered: Array<AnalyticsUnanswered>;
};

/** The card's generation label, derived from the status record exactly as spec 002 4.1 says. */
export type AgentDisplayStatus =
  | 'animal_detected'
  | 'error'
  | 'failed'
  | 'finalizing'
  | 'image_generating'
  | 'lip_sync_processing'
  | 'model_building'
  | 'pending'
  | 'processing'
  | 'success'
  | 'video_generating';

export type AgentModel =
  | 'essence'
  | 'expression';

export type AgentProviders = {
  __typename?: 'AgentProviders';
  llm: ProviderChoice;
  realtime: ProviderChoice;
  stt: ProviderChoice;
  tts: ProviderChoice;
};

export type AgentProvidersInput = {
  llm: ProviderChoiceInput;
  realtime: ProviderChoiceInput;
  stt: ProviderChoiceInput;
  tts: ProviderChoiceInput;
};

/** Gallery order (spec 002 section 9): popularity = total votes; trending = votes decayed with a 7-day half-life. */
export type AgentSort =
  | 'popularity'
  | 'trending';

/** The speech sprite (one frame per viseme, left to right) and where its frames go on the picture. */
export type AgentSpeech = {
  __typename?: 'AgentSpeech';
  /** How frames change: fade (cross-fade photo frames) or cut (a drawn portrait's own variants). */
  blend: SpeechBlend;
  frameHeight: Scalars['Int']['output'];
  frameWidth: Scalars['Int']['output'];
  imageHeight: Scalars['Int']['output'];
  imageWidth: Scalars['Int']['output'];
  region: SpeechRegion;
  /** The face rig (face-rig.json, docs/face-rig.md), signed and expiring; null: the player uses the sprite alone. */
  rigUrl?: Maybe<Scalars['String']['output']>;
  /** Signed and expiring, like the other media URLs. */
  spriteUrl: Scalars['String']['output'];
  visemes: Array<Scalars['String']['output']>;
};

/** Sent when a conversation of the agent ended or changed, so an open Analytics modal refetches. */
export type AnalyticsChange = {
  __typename?: 'AnalyticsChange';
  agentId: Scalars['ID']['output'];
  conversationId: Scalars['ID']['output'];
};

/** One conversation as Chat History lists it. */
export type AnalyticsConversation = {
  __typename?: 'AnalyticsConversation';
  createdAt: Scalars['String']['output'];
  /** Null when the end is not after the start. */
  durationSeconds?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  messageCount: Scalars['Int']['output'];
  messages: Array<AnalyticsMessage>;
  sessionId?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['String']['output'];
};

/** A day (yyyy-mm-dd in the chosen time zone) and how many conversations started on it. */
export type AnalyticsDayCount = {
  __typename?: 'AnalyticsDayCount';
  conversations: Scalars['Int']['output'];
  day: Scalars['String']['output'];
};

/** Messages in one hour of one weekday (weekday 0 = Monday … 6 = Sunday, hour 0–23), in the chosen time zone. */
export type AnalyticsHeatCell = {
  __typename?: 'AnalyticsHeatCell';
  hour: Scalars['Int']['output'];
  messages: Scalars['Int']['output'];
  weekday: Scalars['Int']['output'];
};

/** p50 / p95 in ms of one stage of the turns in range (null when no turn ran that stage). */
export type AnalyticsLatencyStage = {
  __typename?: 'AnalyticsLatencyStage';
  p50Ms?: Maybe<Scalars['Float']['output']>;
  p95Ms?: Maybe<Scalars['Float']['output']>;
  stage: Scalars['String']['output'];
  turns: Scalars['Int']['output'];
};

export type AnalyticsMessage = {
  __typename?: 'AnalyticsMessage';
  message: Scalars['String']['output'];
  role: Scalars['String']['output'];
  timestamp: Scalars['String']['output'];
};

/** Minutes billed to credits vs minutes visitors were connected, over the range. */
export type AnalyticsMinutes = {
  __typename?: 'AnalyticsMinutes';
  billed: Scalars['Float']['output'];
  connected: Scalars['Float']['output'];
};

/** A product named in agent replies (JSON under products, product_recommendations or recommended_products). */
export type AnalyticsProduct = {
  __typename?: 'AnalyticsProduct';
  /** How many conversations named it. */
  conversations: Scalars['Int']['output'];
  image?: Maybe<Scalars['String']['output']>;
  mentions: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  rank: Scalars['Int']['output'];
};

/** A visitor question the FAQ had no answer for, with how often it was asked in range. */
export type AnalyticsUnanswered = {
  __typename?: 'AnalyticsUnanswered';
  count: Scalars['Int']['output'];
  lastAskedAt: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

/** A FAQ row an answer came from. */
export type AnswerSource = {
  __typename?: 'AnswerSource';
  question: Scalars['String']['output'];
  row: Scalars['Int']['output'];
};

/** Issue 29: an API key of the signed-in user. Never its secret, which is shown once, when made. */
export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['String']['output'];
  expired: Scalars['Boolean']['output'];
  expiresAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Updated at most once a minute. */
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** av_live_ and the first characters of the secret, to tell keys apart. */
  prefix: Scalars['String']['output'];
  /** agents:read, agents:write, conversations, knowledge, analytics:read, billing:read */
  scopes: Array<Scalars['String']['output']>;
};

/** A REST route pattern (GET /api/agents/:id) or a GraphQL operation (query MyAgents). */
export type ApiKeyRouteUsage = {
  __typename?: 'ApiKeyRouteUsage';
  errors: Scalars['Int']['output'];
  requests: Scalars['Int']['output'];
  route: Scalars['String']['output'];
};

export type ApiKeyUsage = {
  __typename?: 'ApiKeyUsage';
  /** Every day of the range, oldest first, zeros included. */
  days: Array<ApiKeyUsageDay>;
  from: Scalars['String']['output'];
  /** null: all of the user's keys together. */
  keyId?: Maybe<Scalars['ID']['output']>;
  /** Most used first. */
  routes: Array<ApiKeyRouteUsage>;
  to: Scalars['String']['output'];
  totals: ApiKeyUsageTotals;
};

/** Requests made with API keys over a range of UTC days (errors: status >= 400 or GraphQL errors). */
export type ApiKeyUsageDay = {
  __typename?: 'ApiKeyUsageDay';
  /** Credits debited while answering the key's requests. */
  credits: Scalars['Int']['output'];
  /** YYYY-MM-DD (UTC) */
  day: Scalars['String']['output'];
  errors: Scalars['Int']['output'];
  /** Response time percentiles in ms (HTTP requests; null without any). */
  p50Ms?: Maybe<Scalars['Float']['output']>;
  p95Ms?: Maybe<Scalars['Float']['output']>;
  requests: Scalars['Int']['output'];
};

export type ApiKeyUsageTotals = {
  __typename?: 'ApiKeyUsageTotals';
  credits: Scalars['Int']['output'];
  errors: Scalars['Int']['output'];
  p50Ms?: Maybe<Scalars['Float']['output']>;
  p95Ms?: Maybe<Scalars['Float']['output']>;
  requests: Scalars['Int']['output'];
};

export type AppCheckoutResult = {
  __typename?: 'AppCheckoutResult';
  kind: CheckoutKind;
  receiptId?: Maybe<Scalars['String']['output']>;
  subscription?: Maybe<AppSubscription>;
  url?: Maybe<Scalars['String']['output']>;
};

export type AppSubscription = {
  __typename?: 'AppSubscription';
  /** Null: unlimited. */
  plan_credits_remaining?: Maybe<Scalars['Int']['output']>;
  sub_app_id: Scalars['ID']['output'];
  subscription: Scalars['String']['output'];
  topup_credits_remaining: Scalars['Int']['output'];
};

/** The result of signing up or in. On success the session cookie is set. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
  user?: Maybe<User>;
};

export type AutoRefresh = {
  __typename?: 'AutoRefresh';
  enabled: Scalars['Boolean']['output'];
  /** Seconds of idleness (60 to 1800, step 30) after which the viewer starts a fresh session. */
  idle_timeout: Scalars['Int']['output'];
};

export type AutoRefreshInput = {
  enabled: Scalars['Boolean']['input'];
  idle_timeout?: InputMaybe<Scalars['Int']['input']>;
};

export type BillingMode =
  | 'LOCAL'
  | 'STRIPE';

export type CategoryCount = {
  __typename?: 'CategoryCount';
  /** One of the spec's categories, or 'All' for the total. */
  category: Scalars['String']['output'];
  count: Scalars['Int']['output'];
};

export type CheckoutKind =
  /** Local billing mode: already applied. */
  | 'APPLIED'
  /** Stripe: open url to pay. */
  | 'REDIRECT';

export type CheckoutResult = {
  __typename?: 'CheckoutResult';
  kind: CheckoutKind;
  receiptId?: Maybe<Scalars['String']['output']>;
  summary?: Maybe<CreditSummary>;
  url?: Maybe<Scalars['String']['output']>;
};

/** A creator's branded page of agents (spec 001 Collections). Logo and heroshot video are signed URLs. */
export type Collection = {
  __typename?: 'Collection';
  agent_codes: Array<Scalars['ID']['output']>;
  contact_link: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  description: Scalars['String']['output'];
  heroshot_enabled: Scalars['Boolean']['output'];
  heroshot_video?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  layout: CollectionLayout;
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  share: CollectionSharing;
  updated_at: Scalars['String']['output'];
};

export type CollectionInput = {
  agent_codes?: InputMaybe<Array<Scalars['ID']['input']>>;
  contact_link?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  heroshot_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  layout?: InputMaybe<CollectionLayout>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type CollectionLayout =
  | 'grid'
  | 'theater';

export type CollectionPage = {
  __typename?: 'CollectionPage';
  /** The agents a visitor may open, in the collection's order. */
  agents: Array<Agent>;
  collection: Collection;
  isOwner: Scalars['Boolean']['output'];
};

export type CollectionPlan = {
  __typename?: 'CollectionPlan';
  /** monthly, yearly, quarterly or custom */
  billing_period: Scalars['String']['output'];
  code: Scalars['String']['output'];
  /** Null: unlimited. */
  credits?: Maybe<Scalars['Int']['output']>;
  description: Scalars['String']['output'];
  is_initial: Scalars['Boolean']['output'];
  priceCents: Scalars['Int']['output'];
  sub_app_id: Scalars['ID']['output'];
  sub_app_type: Scalars['String']['output'];
};

export type CollectionPlanInput = {
  billing_period: Scalars['String']['input'];
  code: Scalars['String']['input'];
  credits?: InputMaybe<Scalars['Int']['input']>;
  description: Scalars['String']['input'];
  is_initial: Scalars['Boolean']['input'];
  priceCents: Scalars['Int']['input'];
};

export type CollectionSharing = {
  __typename?: 'CollectionSharing';
  public_enabled: Scalars['Boolean']['output'];
};

/** A page of the community gallery: public, ready agents. */
export type CommunityPage = {
  __typename?: 'CommunityPage';
  agents: Array<Agent>;
  /** Matching agents per category (search applied, category filter not), All first. */
  categoryCounts: Array<CategoryCount>;
  /** How many agents match the filters in all. */
  total: Scalars['Int']['output'];
};

/** What changed in the community: the agent as it is now, or null when it left (made private or deleted). */
export type CommunityUpdate = {
  __typename?: 'CommunityUpdate';
  agent?: Maybe<Agent>;
  agentId: Scalars['ID']['output'];
};

/**
 * The owner's monthly conversation budget: credits a calendar month (UTC) that visitors' sessions
 * on the owner's credits may spend on this agent.
 */
export type ConversationBudget = {
  __typename?: 'ConversationBudget';
  /** null: no limit. */
  monthlyCredits?: Maybe<Scalars['Int']['output']>;
  /** Credits visitors' owner-paid sessions spent on this agent this month (UTC). */
  spentThisMonth: Scalars['Int']['output'];
};

/**
 * One step of a session, in order. TURN_AUDIO carries audioUrl: fetch it with the header
 * X-Conversation-Token (audio never travels inside GraphQL). TURN_RICH carries richJson.
 */
export type ConversationEvent = {
  __typename?: 'ConversationEvent';
  at: Scalars['String']['output'];
  audioUrl?: Maybe<Scalars['String']['output']>;
  code?: Maybe<Scalars['String']['output']>;
  contentType?: Maybe<Scalars['String']['output']>;
  durationMs?: Maybe<Scalars['Float']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  richJson?: Maybe<Scalars['String']['output']>;
  seq?: Maybe<Scalars['Int']['output']>;
  source?: Maybe<Scalars['String']['output']>;
  /** TURN_DONE: the FAQ rows the answer came from (RAG on). */
  sources?: Maybe<Array<AnswerSource>>;
  telemetry?: Maybe<TurnTelemetry>;
  text?: Maybe<Scalars['String']['output']>;
  turnId?: Maybe<Scalars['ID']['output']>;
  type: ConversationEventType;
  visemes?: Maybe<Array<VisemeCue>>;
};

export type ConversationEventType =
  | 'SESSION_ENDED'
  | 'TURN_AUDIO'
  | 'TURN_DELTA'
  | 'TURN_DONE'
  | 'TURN_FAILED'
  | 'TURN_INTERRUPTED'
  | 'TURN_RICH'
  | 'TURN_STARTED'
  | 'TURN_TRANSCRIPT';

/** Who is debited for the conversation's time: the owner (anonymous links) or the signed-in viewer. */
export type ConversationPayer =
  /** The viewer's subscription to the collection they came from. */
  | 'COLLECTION'
  | 'OWNER'
  | 'VIEWER';

/** Which providers answer in this session (local = the offline engines). */
export type ConversationProviders = {
  __typename?: 'ConversationProviders';
  llm: Scalars['String']['output'];
  stt: Scalars['String']['output'];
  tts: Scalars['String']['output'];
};

/** A conversation held by whoever started it: every later call carries sessionToken. */
export type ConversationSession = {
  __typename?: 'ConversationSession';
  agentId: Scalars['ID']['output'];
  conversationId: Scalars['ID']['output'];
  language: Scalars['String']['output'];
  payer: ConversationPayer;
  providers: ConversationProviders;
  sessionId: Scalars['ID']['output'];
  sessionToken: Scalars['String']['output'];
  voice: Scalars['String']['output'];
};

/** A session's conversation so far, for the party who started it. */
export type ConversationTranscript = {
  __typename?: 'ConversationTranscript';
  /** False once the session ended: start a new conversation instead. */
  active: Scalars['Boolean']['output'];
  agentId: Scalars['ID']['output'];
  conversationId: Scalars['ID']['output'];
  /** ended, credits, budget (the owner's monthly budget for visitors is used) or idle, once it ended. */
  endReason?: Maybe<Scalars['String']['output']>;
  messages: Array<ConversationTranscriptMessage>;
  /** The turn still running (its remaining events follow on the session's stream). */
  runningTurnId?: Maybe<Scalars['ID']['output']>;
  sessionId: Scalars['ID']['output'];
};

/** One line of a session's transcript (role: user or agent). */
export type ConversationTranscriptMessage = {
  __typename?: 'ConversationTranscriptMessage';
  /** The rich reply itself as JSON, or null for plain words. */
  richJson?: Maybe<Scalars['String']['output']>;
  role: Scalars['String']['output'];
  /** What was said (a rich reply's spoken response). */
  text: Scalars['String']['output'];
  timestamp: Scalars['String']['output'];
  turnId: Scalars['ID']['output'];
};

export type ConversationTurn = {
  __typename?: 'ConversationTurn';
  turnId: Scalars['ID']['output'];
};

/** What an agent is created from (spec 000 section 3): a prompt, the caller's own uploads, or both. */
export type CreateAgentInput = {
  /** The code the browser proposes (uploads were stored under it); a malformed one is ignored. */
  agentId?: InputMaybe<Scalars['ID']['input']>;
  aspectRatio?: InputMaybe<Scalars['String']['input']>;
  audioUrl?: InputMaybe<Scalars['String']['input']>;
  /** Seconds of movement video, at most 60. */
  duration?: InputMaybe<Scalars['Float']['input']>;
  /** An upload of the caller's: its storagePath or publicUrl. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to essence. */
  model?: InputMaybe<AgentModel>;
  /** At most 4000 characters; empty with an image or a video becomes 'Create an AI agent'. */
  prompt?: InputMaybe<Scalars['String']['input']>;
  videoAspectRatio?: InputMaybe<Scalars['String']['input']>;
  videoUrl?: InputMaybe<Scalars['String']['input']>;
};

/** On success the agent exists and is generating; follow it with myAgentUpdates. */
export type CreateAgentResult = {
  __typename?: 'CreateAgentResult';
  agentId?: Maybe<Scalars['ID']['output']>;
  /** BAD_INPUT, FORBIDDEN (someone else's upload) or INSUFFICIENT_CREDITS, among others. */
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
  /** Null on success: whether the input was refused or media refused to start (POST /api/generate-agent words the latter 'Failed to generate agent' / 'Insufficient credits'). */
  refusedAt?: Maybe<CreationStep>;
};

export type CreateApiKeyInput = {
  /** 30, 90 or 365; null: the key does not expire. */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  scopes: Array<Scalars['String']['input']>;
};

export type CreateWebhookInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  events: Array<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

/** Who refused a creation: the gateway checking the input, or media starting the generation. */
export type CreationStep =
  | 'INPUT'
  | 'START';

export type CredentialsInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** The signed-in user's credit balance (spec 000: credit balance check result). */
export type CreditBalance = {
  __typename?: 'CreditBalance';
  balance: Scalars['Int']['output'];
  hasMinimumBalance: Scalars['Boolean']['output'];
  minimumRequired: Scalars['Int']['output'];
  plan: PlanType;
};

/** Spec 000 credit summary: available = included + additional - used, never below 0. */
export type CreditSummary = {
  __typename?: 'CreditSummary';
  additional: Scalars['Int']['output'];
  billingMode: BillingMode;
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  /** This cycle's plan credits; null when unlimited. */
  included?: Maybe<Scalars['Int']['output']>;
  paymentFailed: Scalars['Boolean']['output'];
  /** A top-up or an upgrade is being paid for: 'top-up' or 'upgrade'. */
  pendingPayment?: Maybe<Scalars['String']['output']>;
  pendingPlan?: Maybe<PlanType>;
  periodEnd: Scalars['String']['output'];
  periodStart: Scalars['String']['output'];
  plan: PlanType;
  /** Null when unlimited. */
  remaining?: Maybe<Scalars['Int']['output']>;
  subscriptionStatus: SubscriptionStatus;
  unlimited: Scalars['Boolean']['output'];
  used: Scalars['Int']['output'];
};

export type CsvPreview = {
  __typename?: 'CsvPreview';
  headers: Array<Scalars['String']['output']>;
  /** The first 5 rows. */
  rows: Array<Array<Scalars['String']['output']>>;
  /** How many rows the CSV has. */
  totalRows: Scalars['Int']['output'];
};

export type CustomActions = {
  __typename?: 'CustomActions';
  auto_refresh: AutoRefresh;
  greetings: Greetings;
  keyword_triggers: KeywordTriggers;
  session_timeout: SessionTimeout;
};

export type CustomActionsInput = {
  auto_refresh: AutoRefreshInput;
  greetings: GreetingsInput;
  keyword_triggers: KeywordTriggersInput;
  session_timeout: SessionTimeoutInput;
};

export type DeleteAgentResult = {
  __typename?: 'DeleteAgentResult';
  agentId?: Maybe<Scalars['ID']['output']>;
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
};

/** Spec 001 section 3, Voice design result: the new voice. */
export type DesignedVoice = {
  __typename?: 'DesignedVoice';
  description: Scalars['String']['output'];
  gender: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type Dynamics = {
  __typename?: 'Dynamics';
  batch_results: Array<DynamicsVideo>;
  enabled: Scalars['Boolean']['output'];
  /** completed, partial or failed: how the last generation ended. */
  result?: Maybe<Scalars['String']['output']>;
  /** 'generating' while movements are being made, else null. */
  status?: Maybe<Scalars['String']['output']>;
  summary: DynamicsSummary;
  /** Whether movement clips may play while the avatar talks. */
  talking: Scalars['Boolean']['output'];
};

export type DynamicsInput = {
  batch_results: Array<DynamicsVideoInput>;
  enabled: Scalars['Boolean']['input'];
  talking?: InputMaybe<Scalars['Boolean']['input']>;
};

export type DynamicsResult = {
  __typename?: 'DynamicsResult';
  dynamics?: Maybe<Dynamics>;
  /** UNAUTHENTICATED, NOT_FOUND, BAD_INPUT, CONFLICT ('Generation in progress'), ... */
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
};

export type DynamicsSummary = {
  __typename?: 'DynamicsSummary';
  aspect_ratio: Scalars['String']['output'];
  /** Seconds of one clip. */
  duration: Scalars['Float']['output'];
  failed: Scalars['Int']['output'];
  generated_at?: Maybe<Scalars['String']['output']>;
  model_used: Scalars['String']['output'];
  /** Percent of the attempts that gave a video. */
  success_rate: Scalars['Float']['output'];
  successful: Scalars['Int']['output'];
  total_attempts: Scalars['Int']['output'];
};

/** One movement video: a signed video_url, or status error with its message. */
export type DynamicsVideo = {
  __typename?: 'DynamicsVideo';
  /** Made by the movement generation (not uploaded). */
  generated: Scalars['Boolean']['output'];
  /** 12 letters. */
  id: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** 'error' for a video whose generation failed. */
  status?: Maybe<Scalars['String']['output']>;
  video_url?: Maybe<Scalars['String']['output']>;
};

export type DynamicsVideoInput = {
  id: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  /** A video_url the agent already has, or an MP4 upload of the caller's (storagePath or publicUrl). */
  video_url?: InputMaybe<Scalars['String']['input']>;
};

/** A face box in image pixels (spec 002 section 5): inside the image, both sides over 2% of it. */
export type FaceBoxInput = {
  height: Scalars['Int']['input'];
  imageHeight: Scalars['Int']['input'];
  imageWidth: Scalars['Int']['input'];
  width: Scalars['Int']['input'];
  x: Scalars['Int']['input'];
  y: Scalars['Int']['input'];
};

export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** A frame image drawn over the whole viewer; the switch works only with a url. */
export type ForegroundOverlay = {
  __typename?: 'ForegroundOverlay';
  enabled: Scalars['Boolean']['output'];
  url: Scalars['String']['output'];
};

export type ForegroundOverlayInput = {
  enabled: Scalars['Boolean']['input'];
  url: Scalars['String']['input'];
};

/** Spec 001 section 3, Voice (gallery): a voice the speech engine can speak. */
export type GalleryVoice = {
  __typename?: 'GalleryVoice';
  description: Scalars['String']['output'];
  /** feminine or masculine */
  gender: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** A language code, or multi for every language. */
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type Greetings = {
  __typename?: 'Greetings';
  allow_interruption: Scalars['Boolean']['output'];
  enabled: Scalars['Boolean']['output'];
  opening_instructions: Scalars['String']['output'];
};

export type GreetingsInput = {
  allow_interruption?: InputMaybe<Scalars['Boolean']['input']>;
  enabled: Scalars['Boolean']['input'];
  opening_instructions: Scalars['String']['input'];
};

export type HeroshotUpload = {
  __typename?: 'HeroshotUpload';
  contentType: Scalars['String']['output'];
  filePath: Scalars['String']['output'];
  uploadUrl: Scalars['String']['output'];
};

/** An expected failure returned as data: a message for people and per-field details. */
export type InputError = {
  __typename?: 'InputError';
  /** A reason code clients can branch on (BAD_INPUT, EMAIL_TAKEN, INSUFFICIENT_CREDITS, ...); the message is for people. */
  code: Scalars['String']['output'];
  inputErrors: Array<FieldError>;
  message: Scalars['String']['output'];
};

/** A key just created or rolled: the secret is in this answer and nowhere else, ever. */
export type IssuedApiKeyResult = {
  __typename?: 'IssuedApiKeyResult';
  error?: Maybe<InputError>;
  key?: Maybe<ApiKey>;
  ok: Scalars['Boolean']['output'];
  secret?: Maybe<Scalars['String']['output']>;
};

/** An endpoint just made or whose secret was rolled: the secret is in this answer and nowhere else, ever. */
export type IssuedWebhookResult = {
  __typename?: 'IssuedWebhookResult';
  endpoint?: Maybe<WebhookEndpoint>;
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
  secret?: Maybe<Scalars['String']['output']>;
};

export type KeywordTrigger = {
  __typename?: 'KeywordTrigger';
  keywords: Array<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export type KeywordTriggerInput = {
  keywords: Array<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

export type KeywordTriggers = {
  __typename?: 'KeywordTriggers';
  enabled: Scalars['Boolean']['output'];
  triggers: Array<KeywordTrigger>;
};

export type KeywordTriggersInput = {
  enabled: Scalars['Boolean']['input'];
  triggers: Array<KeywordTriggerInput>;
};

/** Spec 003 section 3, Knowledge: the CSV's URL and whether the agent answers from it (RAG). */
export type Knowledge = {
  __typename?: 'Knowledge';
  enabled?: Maybe<Scalars['Boolean']['output']>;
  faq?: Maybe<Scalars['String']['output']>;
};

/** How the agent answers with its FAQ on (issue 24). */
export type KnowledgeAnswering = {
  __typename?: 'KnowledgeAnswering';
  /** What the agent says when the owner wrote no sentence. */
  defaultUnknownAnswer: Scalars['String']['output'];
  /** Only from the FAQ: a question it has no row for gets the owner's sentence; the model is not asked. */
  onlyFromFaq: Scalars['Boolean']['output'];
  /** The owner's sentence for a question the FAQ has no answer to; null: the default sentence. */
  unknownAnswer?: Maybe<Scalars['String']['output']>;
};

export type KnowledgeProgress = {
  __typename?: 'KnowledgeProgress';
  percent: Scalars['Int']['output'];
  step: Scalars['String']['output'];
};

export type KnowledgeResult = {
  __typename?: 'KnowledgeResult';
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
  state?: Maybe<KnowledgeState>;
};

/** An agent's FAQ knowledge as its owner sees it. */
export type KnowledgeState = {
  __typename?: 'KnowledgeState';
  agentId: Scalars['ID']['output'];
  answering: KnowledgeAnswering;
  error?: Maybe<Scalars['String']['output']>;
  knowledge: Knowledge;
  preview: CsvPreview;
  progress?: Maybe<KnowledgeProgress>;
  /** uploaded, indexing, ready or failed */
  status: Scalars['String']['output'];
  unanswered: Array<UnansweredQuestion>;
  updatedAt: Scalars['String']['output'];
};

export type LedgerEntry = {
  __typename?: 'LedgerEntry';
  amount: Scalars['Int']['output'];
  at: Scalars['String']['output'];
  balanceAfter: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** grant, top-up, debit, refund, reset or plan-change */
  kind: Scalars['String']['output'];
  reason: Scalars['String']['output'];
};

export type LedgerPage = {
  __typename?: 'LedgerPage';
  entries: Array<LedgerEntry>;
  hasMore: Scalars['Boolean']['output'];
};

export type MarkFaceInput = {
  agentId: Scalars['ID']['input'];
  /** The marked face, or null to go on without one. */
  face?: InputMaybe<FaceBoxInput>;
};

export type MarkFaceResult = {
  __typename?: 'MarkFaceResult';
  agentId?: Maybe<Scalars['ID']['output']>;
  /** BAD_INPUT, NOT_FOUND (not the caller's agent) or CONFLICT (not waiting for face points), among others. */
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
};

export type ModelChangeResult = {
  __typename?: 'ModelChangeResult';
  /** The agent now; while regenerating, its model is still the old one. */
  agent?: Maybe<Agent>;
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
  /** The agent had no model: it is being regenerated on the chosen one (live status on its card). */
  regenerating: Scalars['Boolean']['output'];
};

export type ModelRate = {
  __typename?: 'ModelRate';
  code: Scalars['String']['output'];
  creditsPerMinute: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  overageCentsPerMinute: Scalars['Int']['output'];
};

/** A movement clip for the avatar player. */
export type MovementClip = {
  __typename?: 'MovementClip';
  /** Signed URL of its track (docs/face-rig.md `track`: 68 points per sample in the video's pixels); null for a clip without one (played as a layer over the face, idle time only). */
  trackUrl?: Maybe<Scalars['String']['output']>;
  /** Signed URL of the MP4 (24 h). */
  url: Scalars['String']['output'];
};

export type MovementGenerationResult = {
  __typename?: 'MovementGenerationResult';
  /** CONFLICT 'Agent not ready: ...' or 'Generation in progress', BAD_INPUT 'Full-size image required: ...', INSUFFICIENT_CREDITS. */
  error?: Maybe<InputError>;
  jobId?: Maybe<Scalars['ID']['output']>;
  ok: Scalars['Boolean']['output'];
};

export type MovementRegenerationResult = {
  __typename?: 'MovementRegenerationResult';
  error?: Maybe<InputError>;
  fallbackToAsync: Scalars['Boolean']['output'];
  ok: Scalars['Boolean']['output'];
};

/** Each module adds its mutations with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /** POST /api/settings/providers: tested with a real call to the platform first; kept sealed. */
  addProviderKey: ProviderKeyResult;
  /** POST /api/voice/apply: the agent speaks with this voice from its next conversation; owner only. */
  applyVoice: AgentActionResult;
  /** The billing provider's portal (or the receipts page in local mode). */
  billingPortalUrl: Scalars['String']['output'];
  /** Spec 000: upgrade to a plan code, default pro. */
  changePlan: CheckoutResult;
  /** Spec 002 2.6: a private copy of a ready agent (own or public) with its files, for the caller. */
  cloneAgent: AgentActionResult;
  /** POST /api/voice/clone: a voice from the owner's uploaded sample (offline: the closest match, labelled so). */
  cloneVoice: VoiceDesignStart;
  /** Step 1 of the intro video upload; then PUT the file to uploadUrl and confirm with filePath. */
  collectionHeroshotUploadUrl: HeroshotUpload;
  confirmCollectionHeroshot: Collection;
  /** Spec 000: starts creating an agent; the same use case as POST /api/generate-agent. */
  createAgent: CreateAgentResult;
  /** POST /api/developer/keys (session only). */
  createApiKey: IssuedApiKeyResult;
  createCollection: Collection;
  /** POST /api/developer/webhooks (session only). */
  createWebhookEndpoint: IssuedWebhookResult;
  /** Spec 002 4.5: owner only; removes the agent and its files. DELETE /api/agents. */
  deleteAgent: DeleteAgentResult;
  deleteCollection: Scalars['Boolean']['output'];
  /** DELETE /api/developer/webhooks/{id}: false when the user has no such endpoint (session only). */
  deleteWebhookEndpoint: Scalars['Boolean']['output'];
  /** POST /api/voice/generate: a voice from a written description, for the owner's agent. */
  designVoice: VoiceDesignStart;
  /** POST /api/conversations/{sessionId}/draft: what the visitor is typing, not sent yet; the offline model reads it ahead so the answer starts sooner. True when it will be read ahead. */
  draftConversationText: Scalars['Boolean']['output'];
  /** DELETE /api/conversations/{sessionId}. */
  endConversation: Scalars['Boolean']['output'];
  /** 250 credits, charged once; refunded per failed video. POST /api/generate-movements. */
  generateAgentMovements: MovementGenerationResult;
  /** POST /api/knowledge/generate-faq-from-pdf {pdf_file_url, agent_id}: a FAQ read from a PDF the caller uploaded (max 20 MB). */
  generateFaqFromPdf: KnowledgeResult;
  /** POST /api/knowledge/generate-faq-cerebrium {url, agent_id}: a FAQ read from a website's pages (progress on knowledgeUpdates). */
  generateFaqFromWebsite: KnowledgeResult;
  /** POST /api/knowledge/generate-slides {pdf_file_url, agent_id}: one of the caller's PDFs becomes the slides (progress on slidesUpdates). */
  generateSlides: SlidesResult;
  /** POST /api/conversations/{sessionId}/greeting: the agent speaks first (its owner's greeting), once per session; the turn id, or null when there is none. */
  greetConversation?: Maybe<Scalars['ID']['output']>;
  /** POST /api/conversations/{sessionId}/interrupt: true when a turn was running. */
  interruptConversation: Scalars['Boolean']['output'];
  /** Spec 002 section 7: resumes an agent paused for face points; the same use case as POST /api/continue-generation. */
  markFace: MarkFaceResult;
  /** POST /api/voice/preview: a sample spoken now in that voice (kept and reused). */
  previewVoice: VoicePreviewResult;
  /** After Save Changes. POST /api/regenerate-movements. */
  regenerateAgentMovements: MovementRegenerationResult;
  /** POST /api/voice/reject: the owner does not want the new voice. */
  rejectVoice: VoiceTransactionResult;
  removeCollectionHeroshot: Collection;
  removeCollectionLogo: Collection;
  /** DELETE /api/settings/providers/{id}. */
  removeProviderKey: Scalars['Boolean']['output'];
  /** The viewer's time to the first speaking frame of a turn (telemetry). */
  reportFirstFrame: Scalars['Boolean']['output'];
  /** POST /api/developer/webhooks/{id}/deliveries/{deliveryId}/resend: the same event again (same id and body) (session only). */
  resendWebhookDelivery: WebhookTestResult;
  /** Back to no dynamics. PUT /api/agents/{id}/dynamics with null. */
  resetAgentDynamics: DynamicsResult;
  /** DELETE /api/developer/keys/{id}: false when the user has no such live key (session only). */
  revokeApiKey: Scalars['Boolean']['output'];
  /** POST /api/developer/keys/{id}/roll: a new secret, same name and scopes; the old key is revoked (session only). */
  rollApiKey: IssuedApiKeyResult;
  /** POST /api/developer/webhooks/{id}/roll-secret (session only). */
  rollWebhookSecret: IssuedWebhookResult;
  /** PATCH /api/agents/{id} with the persona: name, description, system prompt, language, gender; owner only. */
  savePersona: PersonaResult;
  /** POST /api/user/reference: stores the sign-up reference once (later ones are ignored). */
  saveSignUpReference: Scalars['Boolean']['output'];
  /** POST /api/conversations/{sessionId}/messages. */
  sendConversationText: ConversationTurn;
  /** POST /api/developer/webhooks/{id}/test: queues a webhook.test event (session only). */
  sendTestWebhook: WebhookTestResult;
  /** Spec 002 2.9: owner only; PATCH /api/agents/{id}/category. */
  setAgentCategory: AgentActionResult;
  /** 10 to 1,000,000 credits a month, null (or left out) for no limit; owner only. PUT /api/agents/{id}/conversation-budget. */
  setAgentConversationBudget: AgentActionResult;
  /** The four custom actions; owner only. PATCH /api/agents/{id} {custom_actions}. */
  setAgentCustomActions: AgentActionResult;
  /** weblink, gadget, embedding or on-prem; owner only. PUT /api/agents/{id}/sharing {share:{deployment}}. */
  setAgentDeployment: AgentActionResult;
  /** The full set (summary and status are the server's). PUT /api/agents/{id}/dynamics. */
  setAgentDynamics: DynamicsResult;
  /** The Enabled/Disabled toggle; enabling needs a video. PUT ... with toggleEnabled. */
  setAgentDynamicsEnabled: DynamicsResult;
  /** PATCH /api/agents/{id} {knowledge: {faq, enabled: false}}: a CSV the caller uploaded becomes the FAQ. */
  setAgentFaq: KnowledgeResult;
  /** Spec 001 4: Essence (CPU) or Expression (GPU); owner only; regenerates an agent without a model. PUT /api/agents/{id}/model. */
  setAgentModel: ModelChangeResult;
  /** PATCH /api/agents/{id} {providers, language}: the realtime rules of spec 001 4 applied; owner only. */
  setAgentProviders: AgentActionResult;
  /** Owner only; enabling (or a new URL while enabled) validates the store first. PUT /api/agents/{id}/shopify. */
  setAgentShopifyMcp: ShopifyMcpResult;
  /** The full overlay replaces the stored one; owner only. PUT /api/agents/{id}/ui-overlay. */
  setAgentUiOverlay: AgentActionResult;
  /** Spec 002 4.3: public (with a category) or private; owner only. PATCH /api/agents/{id}. */
  setAgentVisibility: AgentActionResult;
  /** Spec 002 2.11: owner only; PUT /api/agents/{id}/sharing. */
  setAnonymousAccess: AgentActionResult;
  setCollectionPlans: Array<CollectionPlan>;
  setCollectionSharing: CollectionSharing;
  /** PATCH /api/agents/{id}/knowledge {only_from_faq, unknown_answer}: answer only from the FAQ; the sentence when it has no answer (empty: the default). */
  setKnowledgeAnswering: KnowledgeResult;
  /** Owner only; PUT /api/agents/{id}/sharing {sharing_enabled}: false revokes the share link (old links stop working, open viewers end), true again issues a new one. */
  setShareLinkEnabled: AgentActionResult;
  /** POST /api/viewer/generate-share-url: the share link for this agent. */
  shareLink: ShareLinkResult;
  signIn: AuthPayload;
  signOut: Scalars['Boolean']['output'];
  signUp: AuthPayload;
  /** POST /api/conversations: starts talking to an agent the caller may open (share: the link's token). */
  startConversation: ConversationSession;
  subscribeCollectionPlan: AppCheckoutResult;
  /** POST /api/settings/providers/{id}/test: a real call with the kept key. */
  testProviderKey: ProviderKeyCheck;
  /** POST /api/knowledge/toggle-rag {agent_id, enabled}: on builds the index (progress on knowledgeUpdates). */
  toggleRag: KnowledgeResult;
  /** Adds 1,000 credits to the visitor's subscription of the collection. */
  topUpCollectionSubscription: AppCheckoutResult;
  /** 1 to 100,000 credits, $1 per 100. */
  topUpCredits: CheckoutResult;
  updateCollection: Collection;
  /** PATCH /api/agents/{id} {slides: {enabled, slides}}: toggle, delete a slide (leave it out), edit a script; no fields clears the deck. */
  updateSlides: SlidesResult;
  /** PATCH /api/developer/webhooks/{id} (session only). */
  updateWebhookEndpoint: WebhookEndpointResult;
  /** Owner only: connect, initialize, tools/list. POST /api/agents/{id}/shopify/validate. */
  validateAgentShopifyMcp: ShopifyValidationResult;
  /** Spec 002 4.4: one vote per user per agent; the same use case as POST /api/agents/{id}/vote. */
  voteAgent: VoteResult;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationAddProviderKeyArgs = {
  apiKey: Scalars['String']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  platform: Scalars['String']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationApplyVoiceArgs = {
  gender?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  transactionId?: InputMaybe<Scalars['ID']['input']>;
  voiceId: Scalars['String']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationChangePlanArgs = {
  plan?: InputMaybe<PlanType>;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationCloneAgentArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationCloneVoiceArgs = {
  agentId: Scalars['ID']['input'];
  audioFilePath: Scalars['String']['input'];
  gender?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  voiceName?: InputMaybe<Scalars['String']['input']>;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationCollectionHeroshotUploadUrlArgs = {
  ext: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationConfirmCollectionHeroshotArgs = {
  filePath: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationCreateAgentArgs = {
  input: CreateAgentInput;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationCreateCollectionArgs = {
  input: CollectionInput;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationCreateWebhookEndpointArgs = {
  input: CreateWebhookInput;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationDeleteAgentArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationDeleteCollectionArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationDeleteWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationDesignVoiceArgs = {
  agentId: Scalars['ID']['input'];
  gender?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  prompt: Scalars['String']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationDraftConversationTextArgs = {
  sessionId: Scalars['ID']['input'];
  sessionToken: Scalars['String']['input'];
  text: Scalars['String']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationEndConversationArgs = {
  sessionId: Scalars['ID']['input'];
  sessionToken: Scalars['String']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationGenerateAgentMovementsArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationGenerateFaqFromPdfArgs = {
  id: Scalars['ID']['input'];
  pdf: Scalars['String']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationGenerateFaqFromWebsiteArgs = {
  id: Scalars['ID']['input'];
  url: Scalars['String']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationGenerateSlidesArgs = {
  id: Scalars['ID']['input'];
  pdf: Scalars['String']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationGreetConversationArgs = {
  sessionId: Scalars['ID']['input'];
  sessionToken: Scalars['String']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationInterruptConversationArgs = {
  sessionId: Scalars['ID']['input'];
  sessionToken: Scalars['String']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationMarkFaceArgs = {
  input: MarkFaceInput;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationPreviewVoiceArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  voiceId: Scalars['String']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationRegenerateAgentMovementsArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationRejectVoiceArgs = {
  transactionId: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationRemoveCollectionHeroshotArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationRemoveCollectionLogoArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationRemoveProviderKeyArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationReportFirstFrameArgs = {
  firstFrameMs: Scalars['Float']['input'];
  sessionId: Scalars['ID']['input'];
  sessionToken: Scalars['String']['input'];
  turnId: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationResendWebhookDeliveryArgs = {
  deliveryId: Scalars['ID']['input'];
  endpointId: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationResetAgentDynamicsArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationRollApiKeyArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationRollWebhookSecretArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSavePersonaArgs = {
  id: Scalars['ID']['input'];
  persona: PersonaInput;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSaveSignUpReferenceArgs = {
  reference: Scalars['String']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSendConversationTextArgs = {
  sessionId: Scalars['ID']['input'];
  sessionToken: Scalars['String']['input'];
  text: Scalars['String']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSendTestWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetAgentCategoryArgs = {
  category: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetAgentConversationBudgetArgs = {
  id: Scalars['ID']['input'];
  monthlyCredits?: InputMaybe<Scalars['Int']['input']>;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetAgentCustomActionsArgs = {
  customActions: CustomActionsInput;
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetAgentDeploymentArgs = {
  deployment: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetAgentDynamicsArgs = {
  dynamics: DynamicsInput;
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetAgentDynamicsEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetAgentFaqArgs = {
  faq: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetAgentModelArgs = {
  id: Scalars['ID']['input'];
  model: AgentModel;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetAgentProvidersArgs = {
  id: Scalars['ID']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  providers: AgentProvidersInput;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetAgentShopifyMcpArgs = {
  id: Scalars['ID']['input'];
  shopifyMcp: ShopifyMcpInput;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetAgentUiOverlayArgs = {
  id: Scalars['ID']['input'];
  uiOverlay: UiOverlayInput;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetAgentVisibilityArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  visibility: Scalars['String']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetAnonymousAccessArgs = {
  enabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetCollectionPlansArgs = {
  id: Scalars['ID']['input'];
  plans: Array<CollectionPlanInput>;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetCollectionSharingArgs = {
  id: Scalars['ID']['input'];
  public_enabled: Scalars['Boolean']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetKnowledgeAnsweringArgs = {
  id: Scalars['ID']['input'];
  onlyFromFaq?: InputMaybe<Scalars['Boolean']['input']>;
  unknownAnswer?: InputMaybe<Scalars['String']['input']>;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSetShareLinkEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationShareLinkArgs = {
  id: Scalars['ID']['input'];
  model?: InputMaybe<AgentModel>;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSignInArgs = {
  input: CredentialsInput;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSignUpArgs = {
  input: CredentialsInput;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationStartConversationArgs = {
  agentId: Scalars['ID']['input'];
  collection?: InputMaybe<Scalars['ID']['input']>;
  share?: InputMaybe<Scalars['String']['input']>;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationSubscribeCollectionPlanArgs = {
  id: Scalars['ID']['input'];
  plan: Scalars['String']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationTestProviderKeyArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationToggleRagArgs = {
  enabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationTopUpCollectionSubscriptionArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationTopUpCreditsArgs = {
  credits: Scalars['Int']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationUpdateCollectionArgs = {
  id: Scalars['ID']['input'];
  input: CollectionInput;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationUpdateSlidesArgs = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  slides?: InputMaybe<Array<SlideScriptInput>>;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationUpdateWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWebhookInput;
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationValidateAgentShopifyMcpArgs = {
  id: Scalars['ID']['input'];
  url: Scalars['String']['input'];
};


/** Each module adds its mutations with `extend type Mutation`. */
export type MutationVoteAgentArgs = {
  id: Scalars['ID']['input'];
};

/** A durable JetStream consumer: its backlog, work in flight and retries. */
export type OperatorConsumer = {
  __typename?: 'OperatorConsumer';
  ackPending: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  pending: Scalars['Int']['output'];
  redelivered: Scalars['Int']['output'];
};

export type OperatorFailedJob = {
  __typename?: 'OperatorFailedJob';
  agentId: Scalars['ID']['output'];
  errorType: Scalars['String']['output'];
  failedAt: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** Agent creation jobs (media service). */
export type OperatorJobs = {
  __typename?: 'OperatorJobs';
  failedLastDay: Scalars['Int']['output'];
  paused: Scalars['Int']['output'];
  queued: Scalars['Int']['output'];
  recentFailures: Array<OperatorFailedJob>;
  running: Scalars['Int']['output'];
};

/** p50 / p95 of one latency over the last hour, from the process's own histograms. */
export type OperatorLatency = {
  __typename?: 'OperatorLatency';
  count: Scalars['Int']['output'];
  /** The step or stage, for histograms split by one. */
  group?: Maybe<Scalars['String']['output']>;
  metric: Scalars['String']['output'];
  p50Seconds?: Maybe<Scalars['Float']['output']>;
  p95Seconds?: Maybe<Scalars['Float']['output']>;
};

/** One process (a replica of the gateway or of a service) that answered on the bus. */
export type OperatorProcess = {
  __typename?: 'OperatorProcess';
  instance: Scalars['String']['output'];
  latencies: Array<OperatorLatency>;
  name: Scalars['String']['output'];
  rssBytes: Scalars['Float']['output'];
  startedAt: Scalars['String']['output'];
  uptimeSeconds: Scalars['Int']['output'];
  version: Scalars['String']['output'];
};

export type OperatorStatus = {
  __typename?: 'OperatorStatus';
  checkedAt: Scalars['String']['output'];
  /** Null when the media service did not answer. */
  jobs?: Maybe<OperatorJobs>;
  processes: Array<OperatorProcess>;
  streams: Array<OperatorStream>;
};

export type OperatorStream = {
  __typename?: 'OperatorStream';
  bytes: Scalars['Float']['output'];
  consumers: Array<OperatorConsumer>;
  messages: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type PersonaInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** feminine or masculine */
  gender: Scalars['String']['input'];
  /** A language code, or multi (Global). */
  language: Scalars['String']['input'];
  name: Scalars['String']['input'];
  systemPrompt: Scalars['String']['input'];
};

export type PersonaResult = {
  __typename?: 'PersonaResult';
  agent?: Maybe<Agent>;
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
  /** Set when the language changed and no voice could be picked for it (spec 001 section 8 texts). */
  voiceNotice?: Maybe<Scalars['String']['output']>;
};

/** A plan as the plans page shows it (spec 000 section 9). */
export type Plan = {
  __typename?: 'Plan';
  /** Null: unlimited. */
  agentLimit?: Maybe<Scalars['Int']['output']>;
  agentLimitLabel: Scalars['String']['output'];
  badge: Scalars['String']['output'];
  code: PlanType;
  /** Null: custom. */
  conversationMinutes?: Maybe<Scalars['Int']['output']>;
  cta: Scalars['String']['output'];
  description: Scalars['String']['output'];
  features: Array<Scalars['String']['output']>;
  highlight: Scalars['Boolean']['output'];
  /** Spec 000 plan card: the card's picture by name (sparkles, star, rocket, building). */
  icon: Scalars['String']['output'];
  isNew: Scalars['Boolean']['output'];
  /** Null: unlimited. */
  monthlyCredits?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** Spec 000 plan card: '$20', 'Custom'. */
  price: Scalars['String']['output'];
  /** Monthly price in cents; null for Enterprise (custom). */
  priceCents?: Maybe<Scalars['Int']['output']>;
  /** Spec 000 plan card: what follows the price, '/month' or 'pricing'. */
  priceDetails: Scalars['String']['output'];
  priceLabel: Scalars['String']['output'];
  rewardsProgram: Scalars['Boolean']['output'];
  sdkMinutes: SdkMinutes;
  topUpsAllowed: Scalars['Boolean']['output'];
};

export type PlanCatalogue = {
  __typename?: 'PlanCatalogue';
  creditsPerDollar: Scalars['Int']['output'];
  plans: Array<Plan>;
  rates: Array<ModelRate>;
  topUpMax: Scalars['Int']['output'];
  topUpMin: Scalars['Int']['output'];
};

export type PlanType =
  | 'CREATOR'
  | 'ENTERPRISE'
  | 'FREE'
  | 'PRO';

/** Spec 001 section 3, Providers: the platform default, or one of the owner's provider keys. */
export type ProviderChoice = {
  __typename?: 'ProviderChoice';
  /** default or custom */
  mode: Scalars['String']['output'];
  providerId?: Maybe<Scalars['ID']['output']>;
};

export type ProviderChoiceInput = {
  mode: Scalars['String']['input'];
  providerId?: InputMaybe<Scalars['ID']['input']>;
};

/** Spec 001 section 3, Provider entry: one of the user's own API keys (never the key itself). */
export type ProviderKey = {
  __typename?: 'ProviderKey';
  /** What the platform can do: llm, stt, tts, realtime. */
  capabilities: Array<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** The key's last four characters after dots. */
  masked: Scalars['String']['output'];
  platform: Scalars['String']['output'];
};

export type ProviderKeyCheck = {
  __typename?: 'ProviderKeyCheck';
  message: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

export type ProviderKeyResult = {
  __typename?: 'ProviderKeyResult';
  error?: Maybe<InputError>;
  key?: Maybe<ProviderKey>;
  ok: Scalars['Boolean']['output'];
};

/** Spec 001 section 3, Provider voice entry: a voice of the owner's ElevenLabs account. */
export type ProviderVoice = {
  __typename?: 'ProviderVoice';
  accent?: Maybe<Scalars['String']['output']>;
  /** premade, cloned, generated, ... */
  category: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  previewUrl?: Maybe<Scalars['String']['output']>;
  supportedLanguages: Array<Scalars['String']['output']>;
};

/** One QR code drawn over the viewer. */
export type QrCodeOverlay = {
  __typename?: 'QrCodeOverlay';
  enabled: Scalars['Boolean']['output'];
  original_url: Scalars['String']['output'];
  /** Default 'Scan me'. */
  title: Scalars['String']['output'];
};

export type QrCodeOverlayInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  original_url: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** One agent: the caller's own, or a public one for anyone (null otherwise). The same read as GET /api/agents/{id}. */
  agent?: Maybe<Agent>;
  /** Owner only. from / to are yyyy-mm-dd days in timeZone (inclusive); timeZone is an IANA name from the spec's list. */
  agentAnalytics: AgentAnalytics;
  /** Owner only. The conversations that started on one day (yyyy-mm-dd in timeZone), oldest first. */
  agentConversationsOnDay: Array<AnalyticsConversation>;
  /** Owner only. GET /api/agents/{id}/dynamics. */
  agentDynamics: DynamicsResult;
  /** GET /api/agents/{id}/knowledge: null when the agent has no FAQ; owner only. */
  agentKnowledge?: Maybe<KnowledgeState>;
  /** GET /api/agents/{id}/slides: the owner's deck, null when none. */
  agentSlides?: Maybe<SlidesState>;
  /**
   * GET /api/developer/keys/{id}/usage (id given) or GET /api/developer/usage (id null: all keys):
   * from/to are YYYY-MM-DD, by default the last 30 days to today (UTC), at most 92 days; null when
   * the user has no such key (session only).
   */
  apiKeyUsage?: Maybe<ApiKeyUsage>;
  /** GET /api/developer/keys: the signed-in user's keys (session only, never with a key). */
  apiKeys: Array<ApiKey>;
  /** The signed-in visitor's subscription to a collection; null without one. */
  appSubscription?: Maybe<AppSubscription>;
  /** The public page: anyone when public, the owner otherwise. */
  collectionPage: CollectionPage;
  /** What a collection offers (public). */
  collectionPlans: Array<CollectionPlan>;
  /** The signed-in user's collections. */
  collections: Array<Collection>;
  /** The same listing as GET /api/agents?type=community. category omitted or 'All' means every category. */
  communityAgents: CommunityPage;
  /** GET /api/conversations/{sessionId}: the transcript, for the token's holder who started the session. */
  conversationTranscript: ConversationTranscript;
  /** Null when signed out. */
  creditBalance?: Maybe<CreditBalance>;
  creditLedger: LedgerPage;
  /** Null when signed out. */
  creditSummary?: Maybe<CreditSummary>;
  /** GET /api/voice/elevenlabs?provider_id=: the voices of the caller's ElevenLabs key ('API Key Required', 'Provider Not Found'). */
  elevenLabsVoices: Array<ProviderVoice>;
  /** The signed-in user, or null when signed out. */
  me?: Maybe<User>;
  /** The signed-in user's agents (empty when signed out): newest first unless sortBy is given; search matches name or tags. */
  myAgents: Array<Agent>;
  /** Operators only. */
  operatorStatus: OperatorStatus;
  /** Always true: lets clients check they reach the API. */
  ping: Scalars['Boolean']['output'];
  /** Public: anyone may compare plans. */
  planCatalogue: PlanCatalogue;
  /** GET /api/settings/providers: the signed-in user's keys. */
  providerKeys: Array<ProviderKey>;
  receipts: Array<Receipt>;
  /** The agent for the viewer route: public, anonymous-link or login-link (signed in) agents, private ones for the owner. */
  viewerAgent: ViewerAgentResult;
  /** GET /api/voice/gallery: the built-in voices that speak the language (all without one), by gender. Signed-in users. */
  voiceGallery: VoiceGallery;
  /** GET /api/voice/query?transaction_id=: the owner's transaction as it is now. */
  voiceTransaction?: Maybe<VoiceTransaction>;
  /** GET /api/developer/webhooks/{id}/deliveries: the last 50, newest first; null when the user has no such endpoint. */
  webhookDeliveries?: Maybe<Array<WebhookDelivery>>;
  /** GET /api/developer/webhooks (session only, never with an API key). */
  webhookEndpoints: Array<WebhookEndpoint>;
};


export type QueryAgentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAgentAnalyticsArgs = {
  agentId: Scalars['ID']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  timeZone: Scalars['String']['input'];
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAgentConversationsOnDayArgs = {
  agentId: Scalars['ID']['input'];
  day: Scalars['String']['input'];
  timeZone: Scalars['String']['input'];
};


export type QueryAgentDynamicsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAgentKnowledgeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAgentSlidesArgs = {
  id: Scalars['ID']['input'];
};


export type QueryApiKeyUsageArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAppSubscriptionArgs = {
  collectionId: Scalars['ID']['input'];
};


export type QueryCollectionPageArgs = {
  collectionId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryCollectionPlansArgs = {
  collectionId: Scalars['ID']['input'];
};


export type QueryCommunityAgentsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<AgentSort>;
};


export type QueryConversationTranscriptArgs = {
  sessionId: Scalars['ID']['input'];
  sessionToken: Scalars['String']['input'];
};


export type QueryCreditLedgerArgs = {
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryElevenLabsVoicesArgs = {
  providerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryMyAgentsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<AgentSort>;
};


export type QueryViewerAgentArgs = {
  id: Scalars['ID']['input'];
  share?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVoiceGalleryArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVoiceTransactionArgs = {
  transactionId: Scalars['ID']['input'];
};


export type QueryWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
};

export type Receipt = {
  __typename?: 'Receipt';
  amountCents: Scalars['Int']['output'];
  at: Scalars['String']['output'];
  credits?: Maybe<Scalars['Int']['output']>;
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  plan?: Maybe<PlanType>;
  source: BillingMode;
  /** paid, failed or refunded */
  status: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type SdkMinutes = {
  __typename?: 'SdkMinutes';
  essenceCloud?: Maybe<Scalars['Int']['output']>;
  essenceSelfHosted?: Maybe<Scalars['Int']['output']>;
  expressionCloud?: Maybe<Scalars['Int']['output']>;
};

export type SessionTimeout = {
  __typename?: 'SessionTimeout';
  enabled: Scalars['Boolean']['output'];
  redirect_url?: Maybe<Scalars['String']['output']>;
  timeout_message: Scalars['String']['output'];
  /** 60 to 3600, step 30. */
  timeout_seconds: Scalars['Int']['output'];
};

export type SessionTimeoutInput = {
  enabled: Scalars['Boolean']['input'];
  redirect_url?: InputMaybe<Scalars['String']['input']>;
  timeout_message?: InputMaybe<Scalars['String']['input']>;
  timeout_seconds?: InputMaybe<Scalars['Int']['input']>;
};

/** Spec 002 2.11: a link to the viewer; login-required unless anonymous access is on. */
export type ShareLinkResult = {
  __typename?: 'ShareLinkResult';
  /** True when anyone may open the link (the owner pays); false when viewers must sign in. */
  anonymous?: Maybe<Scalars['Boolean']['output']>;
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
  shareUrl?: Maybe<Scalars['String']['output']>;
};

/** The agent's online-shop integration over MCP (Streamable HTTP to https://{host}/api/mcp). */
export type ShopifyMcp = {
  __typename?: 'ShopifyMcp';
  /** The store's tools/list at the last validation. */
  available_functions: Array<Scalars['String']['output']>;
  /** A name of the currency list (default dollar). */
  currency: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  /** The MCP endpoint the URL stands for; null without a usable URL. */
  endpoint?: Maybe<Scalars['String']['output']>;
  /** A label of the language list (default English). */
  language: Scalars['String']['output'];
  /** The functions offered to the agent in conversations. */
  selected_functions: Array<Scalars['String']['output']>;
  show_qr_code: Scalars['Boolean']['output'];
  /** auto (the model decides) or required (called every turn). */
  tool_use: Scalars['String']['output'];
  /** What the owner typed: a host (or an address); /api/mcp is appended. */
  url: Scalars['String']['output'];
};

/** Every field optional: what is left out keeps its saved value. */
export type ShopifyMcpInput = {
  available_functions?: InputMaybe<Array<Scalars['String']['input']>>;
  currency?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  selected_functions?: InputMaybe<Array<Scalars['String']['input']>>;
  show_qr_code?: InputMaybe<Scalars['Boolean']['input']>;
  tool_use?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type ShopifyMcpResult = {
  __typename?: 'ShopifyMcpResult';
  /** UNAUTHENTICATED, NOT_FOUND, BAD_INPUT ('URL is required', a failed validation), ... */
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
  shopifyMcp?: Maybe<ShopifyMcp>;
};

export type ShopifyValidationResult = {
  __typename?: 'ShopifyValidationResult';
  /** The call itself refused (sign-in, not the owner, no URL). */
  error?: Maybe<InputError>;
  /** The store's tools (names), all of them. */
  functions: Array<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  /** Why the store could not be used (valid false). */
  reason?: Maybe<Scalars['String']['output']>;
  /** The endpoint that was tried. */
  url?: Maybe<Scalars['String']['output']>;
  /** Whether the store answered as an MCP server and listed its tools. */
  valid: Scalars['Boolean']['output'];
};

/** Spec 003 section 3, Slide. */
export type Slide = {
  __typename?: 'Slide';
  hasImage: Scalars['Boolean']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  script: Scalars['String']['output'];
  slideNumber: Scalars['Int']['output'];
};

export type SlideScriptInput = {
  script: Scalars['String']['input'];
  slideNumber: Scalars['Int']['input'];
};

/** Spec 002 section 3, the slides block: null fields while generating (4.6's empty object). */
export type SlidesBlock = {
  __typename?: 'SlidesBlock';
  enabled?: Maybe<Scalars['Boolean']['output']>;
  slides?: Maybe<Array<Slide>>;
};

export type SlidesResult = {
  __typename?: 'SlidesResult';
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
  /** Null after the slides were cleared. */
  state?: Maybe<SlidesState>;
};

export type SlidesState = {
  __typename?: 'SlidesState';
  agentId: Scalars['ID']['output'];
  error?: Maybe<Scalars['String']['output']>;
  progress?: Maybe<KnowledgeProgress>;
  slides: SlidesBlock;
  /** generating, ready or failed */
  status: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

/** How the speech sprite's frames change. */
export type SpeechBlend =
  | 'cut'
  | 'fade';

/** Where a box lies on the agent's picture, in pixels. */
export type SpeechRegion = {
  __typename?: 'SpeechRegion';
  height: Scalars['Float']['output'];
  width: Scalars['Float']['output'];
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
};

/** Each module adds its subscriptions with `extend type Subscription`. */
export type Subscription = {
  __typename?: 'Subscription';
  /** The owner's dynamics now, then again whenever they change (each generated video as it lands). */
  agentDynamicsUpdates: Dynamics;
  /** Every change to a public agent (votes, edits), and agents joining or leaving the community. */
  communityUpdates: CommunityUpdate;
  conversationAnalyticsChanged: AnalyticsChange;
  /** Every event of the session, in order, for the holder of its token only. */
  conversationEvents: ConversationEvent;
  /** Yields the current balance first, then every change. */
  creditBalanceChanged: CreditBalance;
  /** Yields the summary first, then again on every change of the balance, plan or subscription. */
  creditSummaryChanged: CreditSummary;
  /** The agent's knowledge now, then after every change (upload, index progress, toggle, an unanswered question). */
  knowledgeUpdates: KnowledgeState;
  /** The id of each of the user's agents as it is deleted (on any tab or device). */
  myAgentRemovals: Scalars['ID']['output'];
  /** Yields each of the user's agents as they are now, then every change to any of them. */
  myAgentUpdates: Agent;
  /** The agent's deck now, then after every change (each slide made, toggles, edits). */
  slidesUpdates: SlidesState;
  /** The agent as the viewer may see it now, then again after every change to it (settings reach an open viewer live). */
  viewerAgentUpdates: Agent;
  /** The transaction now, then each status change (the poll path's twin). */
  voiceTransactionUpdates: VoiceTransaction;
};


/** Each module adds its subscriptions with `extend type Subscription`. */
export type SubscriptionAgentDynamicsUpdatesArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its subscriptions with `extend type Subscription`. */
export type SubscriptionConversationAnalyticsChangedArgs = {
  agentId: Scalars['ID']['input'];
};


/** Each module adds its subscriptions with `extend type Subscription`. */
export type SubscriptionConversationEventsArgs = {
  sessionId: Scalars['ID']['input'];
  sessionToken: Scalars['String']['input'];
};


/** Each module adds its subscriptions with `extend type Subscription`. */
export type SubscriptionKnowledgeUpdatesArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its subscriptions with `extend type Subscription`. */
export type SubscriptionSlidesUpdatesArgs = {
  id: Scalars['ID']['input'];
};


/** Each module adds its subscriptions with `extend type Subscription`. */
export type SubscriptionViewerAgentUpdatesArgs = {
  id: Scalars['ID']['input'];
  share?: InputMaybe<Scalars['String']['input']>;
};


/** Each module adds its subscriptions with `extend type Subscription`. */
export type SubscriptionVoiceTransactionUpdatesArgs = {
  transactionId: Scalars['ID']['input'];
};

export type SubscriptionStatus =
  | 'ACTIVE'
  | 'CANCELED'
  | 'NONE'
  | 'PAST_DUE';

/** Stage times of a turn in ms from its start (null: the stage did not run). */
export type TurnTelemetry = {
  __typename?: 'TurnTelemetry';
  firstFrameMs?: Maybe<Scalars['Float']['output']>;
  llmFirstTokenMs?: Maybe<Scalars['Float']['output']>;
  sttMs?: Maybe<Scalars['Float']['output']>;
  totalMs?: Maybe<Scalars['Float']['output']>;
  ttsFirstAudioMs?: Maybe<Scalars['Float']['output']>;
};

export type UiOverlay = {
  __typename?: 'UiOverlay';
  foreground: ForegroundOverlay;
  qr_code: Array<QrCodeOverlay>;
};

export type UiOverlayInput = {
  foreground: ForegroundOverlayInput;
  qr_code: Array<QrCodeOverlayInput>;
};

export type UnansweredQuestion = {
  __typename?: 'UnansweredQuestion';
  askedAt: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

export type UpdateWebhookInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  __typename?: 'User';
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Whether this user may open the operator page (their email is in ADMIN_EMAILS). */
  isOperator: Scalars['Boolean']['output'];
};

/** What the viewer route /view/{id} may show to this caller. */
export type ViewerAgentResult = {
  __typename?: 'ViewerAgentResult';
  /** Null when the caller may not see it (or it does not exist). */
  agent?: Maybe<Agent>;
  /** The link is valid but needs a signed-in viewer. */
  requiresSignIn: Scalars['Boolean']['output'];
};

/** A mouth shape from startMs of a sentence's audio. */
export type VisemeCue = {
  __typename?: 'VisemeCue';
  startMs: Scalars['Float']['output'];
  viseme: Scalars['String']['output'];
};

/** Spec 001: Design Voice and Clone Voice show only when the engine can do them. */
export type VoiceCapabilities = {
  __typename?: 'VoiceCapabilities';
  clone: Scalars['Boolean']['output'];
  design: Scalars['Boolean']['output'];
};

export type VoiceDesignStart = {
  __typename?: 'VoiceDesignStart';
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
  transactionId?: Maybe<Scalars['ID']['output']>;
};

export type VoiceGallery = {
  __typename?: 'VoiceGallery';
  capabilities: VoiceCapabilities;
  /** The engine that speaks them, e.g. local:piper-joe (offline) or openai:tts-1. */
  engine: Scalars['String']['output'];
  female: Array<GalleryVoice>;
  male: Array<GalleryVoice>;
};

export type VoicePreview = {
  __typename?: 'VoicePreview';
  /** Signed and expiring. */
  audioUrl: Scalars['String']['output'];
  /** True when this preview had been made before. */
  cached: Scalars['Boolean']['output'];
  contentType: Scalars['String']['output'];
  durationMs: Scalars['Float']['output'];
};

export type VoicePreviewResult = {
  __typename?: 'VoicePreviewResult';
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
  preview?: Maybe<VoicePreview>;
};

/** A voice being designed (or cloned): processing, then completed or failed; then applied or rejected. */
export type VoiceTransaction = {
  __typename?: 'VoiceTransaction';
  agentId: Scalars['ID']['output'];
  error?: Maybe<Scalars['String']['output']>;
  kind: Scalars['String']['output'];
  /** The new voice speaking a sample (signed, expiring). */
  previewUrl?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  transactionId: Scalars['ID']['output'];
  voiceData?: Maybe<DesignedVoice>;
};

export type VoiceTransactionResult = {
  __typename?: 'VoiceTransactionResult';
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
  transaction?: Maybe<VoiceTransaction>;
};

export type VoteResult = {
  __typename?: 'VoteResult';
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
  /** The agent's new total (unchanged when this user had voted already). */
  votes?: Maybe<Scalars['Int']['output']>;
};

/** One event sent (or being sent) to an endpoint: a line of its delivery log. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  error?: Maybe<Scalars['String']['output']>;
  eventId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastAttemptAt?: Maybe<Scalars['String']['output']>;
  nextAttemptAt?: Maybe<Scalars['String']['output']>;
  /** The first characters of the receiver's answer. */
  responseExcerpt?: Maybe<Scalars['String']['output']>;
  responseStatus?: Maybe<Scalars['Int']['output']>;
  /** pending (queued or waiting to retry), delivered or failed (gave up). */
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** Issue 29: a URL of the signed-in user's that receives signed event POSTs. Never its secret, which is shown once. */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Why the platform turned it off (after 3 days of failed deliveries); null otherwise. */
  disabledReason?: Maybe<Scalars['String']['output']>;
  enabled: Scalars['Boolean']['output'];
  /** agent.ready, agent.failed, conversation.ended, knowledge.ready, slides.ready, credits.low */
  events: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** whsec_ and the first characters of the secret, to tell secrets apart. */
  secretPrefix: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type WebhookEndpointResult = {
  __typename?: 'WebhookEndpointResult';
  endpoint?: Maybe<WebhookEndpoint>;
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
};

export type WebhookTestResult = {
  __typename?: 'WebhookTestResult';
  delivery?: Maybe<WebhookDelivery>;
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Agent: ResolverTypeWrapper<AgentEntity>;
  AgentActionResult: ResolverTypeWrapper<Omit<AgentActionResult, 'agent'> & { agent?: Maybe<ResolversTypes['Agent']> }>;
  AgentAnalytics: ResolverTypeWrapper<AgentAnalytics>;
  AgentDisplayStatus: AgentDisplayStatus;
  AgentModel: AgentModel;
  AgentProviders: ResolverTypeWrapper<AgentProviders>;
  AgentProvidersInput: AgentProvidersInput;
  AgentSort: AgentSort;
  AgentSpeech: ResolverTypeWrapper<AgentSpeech>;
  AnalyticsChange: ResolverTypeWrapper<AnalyticsChange>;
  AnalyticsConversation: ResolverTypeWrapper<AnalyticsConversation>;
  AnalyticsDayCount: ResolverTypeWrapper<AnalyticsDayCount>;
  AnalyticsHeatCell: ResolverTypeWrapper<AnalyticsHeatCell>;
  AnalyticsLatencyStage: ResolverTypeWrapper<AnalyticsLatencyStage>;
  AnalyticsMessage: ResolverTypeWrapper<AnalyticsMessage>;
  AnalyticsMinutes: ResolverTypeWrapper<AnalyticsMinutes>;
  AnalyticsProduct: ResolverTypeWrapper<AnalyticsProduct>;
  AnalyticsUnanswered: ResolverTypeWrapper<AnalyticsUnanswered>;
  AnswerSource: ResolverTypeWrapper<AnswerSource>;
  ApiKey: ResolverTypeWrapper<ApiKey>;
  ApiKeyRouteUsage: ResolverTypeWrapper<ApiKeyRouteUsage>;
  ApiKeyUsage: ResolverTypeWrapper<ApiKeyUsage>;
  ApiKeyUsageDay: ResolverTypeWrapper<ApiKeyUsageDay>;
  ApiKeyUsageTotals: ResolverTypeWrapper<ApiKeyUsageTotals>;
  AppCheckoutResult: ResolverTypeWrapper<AppCheckoutResult>;
  AppSubscription: ResolverTypeWrapper<AppSubscription>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  AutoRefresh: ResolverTypeWrapper<AutoRefresh>;
  AutoRefreshInput: AutoRefreshInput;
  BillingMode: BillingMode;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CategoryCount: ResolverTypeWrapper<CategoryCount>;
  CheckoutKind: CheckoutKind;
  CheckoutResult: ResolverTypeWrapper<CheckoutResult>;
  Collection: ResolverTypeWrapper<Collection>;
  CollectionInput: CollectionInput;
  CollectionLayout: CollectionLayout;
  CollectionPage: ResolverTypeWrapper<Omit<CollectionPage, 'agents'> & { agents: Array<ResolversTypes['Agent']> }>;
  CollectionPlan: ResolverTypeWrapper<CollectionPlan>;
  CollectionPlanInput: CollectionPlanInput;
  CollectionSharing: ResolverTypeWrapper<CollectionSharing>;
  CommunityPage: ResolverTypeWrapper<Omit<CommunityPage, 'agents'> & { agents: Array<ResolversTypes['Agent']> }>;
  CommunityUpdate: ResolverTypeWrapper<Omit<CommunityUpdate, 'agent'> & { agent?: Maybe<ResolversTypes['Agent']> }>;
  ConversationBudget: ResolverTypeWrapper<ConversationBudget>;
  ConversationEvent: ResolverTypeWrapper<ConversationEvent>;
  ConversationEventType: ConversationEventType;
  ConversationPayer: ConversationPayer;
  ConversationProviders: ResolverTypeWrapper<ConversationProviders>;
  ConversationSession: ResolverTypeWrapper<ConversationSession>;
  ConversationTranscript: ResolverTypeWrapper<ConversationTranscript>;
  ConversationTranscriptMessage: ResolverTypeWrapper<ConversationTranscriptMessage>;
  ConversationTurn: ResolverTypeWrapper<ConversationTurn>;
  CreateAgentInput: CreateAgentInput;
  CreateAgentResult: ResolverTypeWrapper<CreateAgentResult>;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateWebhookInput: CreateWebhookInput;
  CreationStep: CreationStep;
  CredentialsInput: CredentialsInput;
  CreditBalance: ResolverTypeWrapper<CreditBalance>;
  CreditSummary: ResolverTypeWrapper<CreditSummary>;
  CsvPreview: ResolverTypeWrapper<CsvPreview>;
  CustomActions: ResolverTypeWrapper<CustomActions>;
  CustomActionsInput: CustomActionsInput;
  DeleteAgentResult: ResolverTypeWrapper<DeleteAgentResult>;
  DesignedVoice: ResolverTypeWrapper<DesignedVoice>;
  Dynamics: ResolverTypeWrapper<Dynamics>;
  DynamicsInput: DynamicsInput;
  DynamicsResult: ResolverTypeWrapper<DynamicsResult>;
  DynamicsSummary: ResolverTypeWrapper<DynamicsSummary>;
  DynamicsVideo: ResolverTypeWrapper<DynamicsVideo>;
  DynamicsVideoInput: DynamicsVideoInput;
  FaceBoxInput: FaceBoxInput;
  FieldError: ResolverTypeWrapper<FieldError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ForegroundOverlay: ResolverTypeWrapper<ForegroundOverlay>;
  ForegroundOverlayInput: ForegroundOverlayInput;
  GalleryVoice: ResolverTypeWrapper<GalleryVoice>;
  Greetings: ResolverTypeWrapper<Greetings>;
  GreetingsInput: GreetingsInput;
  HeroshotUpload: ResolverTypeWrapper<HeroshotUpload>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InputError: ResolverTypeWrapper<InputError>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IssuedApiKeyResult: ResolverTypeWrapper<IssuedApiKeyResult>;
  IssuedWebhookResult: ResolverTypeWrapper<IssuedWebhookResult>;
  KeywordTrigger: ResolverTypeWrapper<KeywordTrigger>;
  KeywordTriggerInput: KeywordTriggerInput;
  KeywordTriggers: ResolverTypeWrapper<KeywordTriggers>;
  KeywordTriggersInput: KeywordTriggersInput;
  Knowledge: ResolverTypeWrapper<Knowledge>;
  KnowledgeAnswering: ResolverTypeWrapper<KnowledgeAnswering>;
  KnowledgeProgress: ResolverTypeWrapper<KnowledgeProgress>;
  KnowledgeResult: ResolverTypeWrapper<KnowledgeResult>;
  KnowledgeState: ResolverTypeWrapper<KnowledgeState>;
  LedgerEntry: ResolverTypeWrapper<LedgerEntry>;
  LedgerPage: ResolverTypeWrapper<LedgerPage>;
  MarkFaceInput: MarkFaceInput;
  MarkFaceResult: ResolverTypeWrapper<MarkFaceResult>;
  ModelChangeResult: ResolverTypeWrapper<Omit<ModelChangeResult, 'agent'> & { agent?: Maybe<ResolversTypes['Agent']> }>;
  ModelRate: ResolverTypeWrapper<ModelRate>;
  MovementClip: ResolverTypeWrapper<MovementClip>;
  MovementGenerationResult: ResolverTypeWrapper<MovementGenerationResult>;
  MovementRegenerationResult: ResolverTypeWrapper<MovementRegenerationResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OperatorConsumer: ResolverTypeWrapper<OperatorConsumer>;
  OperatorFailedJob: ResolverTypeWrapper<OperatorFailedJob>;
  OperatorJobs: ResolverTypeWrapper<OperatorJobs>;
  OperatorLatency: ResolverTypeWrapper<OperatorLatency>;
  OperatorProcess: ResolverTypeWrapper<OperatorProcess>;
  OperatorStatus: ResolverTypeWrapper<OperatorStatus>;
  OperatorStream: ResolverTypeWrapper<OperatorStream>;
  PersonaInput: PersonaInput;
  PersonaResult: ResolverTypeWrapper<Omit<PersonaResult, 'agent'> & { agent?: Maybe<ResolversTypes['Agent']> }>;
  Plan: ResolverTypeWrapper<Plan>;
  PlanCatalogue: ResolverTypeWrapper<PlanCatalogue>;
  PlanType: PlanType;
  ProviderChoice: ResolverTypeWrapper<ProviderChoice>;
  ProviderChoiceInput: ProviderChoiceInput;
  ProviderKey: ResolverTypeWrapper<ProviderKey>;
  ProviderKeyCheck: ResolverTypeWrapper<ProviderKeyCheck>;
  ProviderKeyResult: ResolverTypeWrapper<ProviderKeyResult>;
  ProviderVoice: ResolverTypeWrapper<ProviderVoice>;
  QrCodeOverlay: ResolverTypeWrapper<QrCodeOverlay>;
  QrCodeOverlayInput: QrCodeOverlayInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Receipt: ResolverTypeWrapper<Receipt>;
  SdkMinutes: ResolverTypeWrapper<SdkMinutes>;
  SessionTimeout: ResolverTypeWrapper<SessionTimeout>;
  SessionTimeoutInput: SessionTimeoutInput;
  ShareLinkResult: ResolverTypeWrapper<ShareLinkResult>;
  ShopifyMcp: ResolverTypeWrapper<ShopifyMcp>;
  ShopifyMcpInput: ShopifyMcpInput;
  ShopifyMcpResult: ResolverTypeWrapper<ShopifyMcpResult>;
  ShopifyValidationResult: ResolverTypeWrapper<ShopifyValidationResult>;
  Slide: ResolverTypeWrapper<Slide>;
  SlideScriptInput: SlideScriptInput;
  SlidesBlock: ResolverTypeWrapper<SlidesBlock>;
  SlidesResult: ResolverTypeWrapper<SlidesResult>;
  SlidesState: ResolverTypeWrapper<SlidesState>;
  SpeechBlend: SpeechBlend;
  SpeechRegion: ResolverTypeWrapper<SpeechRegion>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionStatus: SubscriptionStatus;
  TurnTelemetry: ResolverTypeWrapper<TurnTelemetry>;
  UiOverlay: ResolverTypeWrapper<UiOverlay>;
  UiOverlayInput: UiOverlayInput;
  UnansweredQuestion: ResolverTypeWrapper<UnansweredQuestion>;
  UpdateWebhookInput: UpdateWebhookInput;
  User: ResolverTypeWrapper<UserEntity>;
  ViewerAgentResult: ResolverTypeWrapper<Omit<ViewerAgentResult, 'agent'> & { agent?: Maybe<ResolversTypes['Agent']> }>;
  VisemeCue: ResolverTypeWrapper<VisemeCue>;
  VoiceCapabilities: ResolverTypeWrapper<VoiceCapabilities>;
  VoiceDesignStart: ResolverTypeWrapper<VoiceDesignStart>;
  VoiceGallery: ResolverTypeWrapper<VoiceGallery>;
  VoicePreview: ResolverTypeWrapper<VoicePreview>;
  VoicePreviewResult: ResolverTypeWrapper<VoicePreviewResult>;
  VoiceTransaction: ResolverTypeWrapper<VoiceTransactionEntity>;
  VoiceTransactionResult: ResolverTypeWrapper<Omit<VoiceTransactionResult, 'transaction'> & { transaction?: Maybe<ResolversTypes['VoiceTransaction']> }>;
  VoteResult: ResolverTypeWrapper<VoteResult>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpoint>;
  WebhookEndpointResult: ResolverTypeWrapper<WebhookEndpointResult>;
  WebhookTestResult: ResolverTypeWrapper<WebhookTestResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Agent: AgentEntity;
  AgentActionResult: Omit<AgentActionResult, 'agent'> & { agent?: Maybe<ResolversParentTypes['Agent']> };
  AgentAnalytics: AgentAnalytics;
  AgentProviders: AgentProviders;
  AgentProvidersInput: AgentProvidersInput;
  AgentSpeech: AgentSpeech;
  AnalyticsChange: AnalyticsChange;
  AnalyticsConversation: AnalyticsConversation;
  AnalyticsDayCount: AnalyticsDayCount;
  AnalyticsHeatCell: AnalyticsHeatCell;
  AnalyticsLatencyStage: AnalyticsLatencyStage;
  AnalyticsMessage: AnalyticsMessage;
  AnalyticsMinutes: AnalyticsMinutes;
  AnalyticsProduct: AnalyticsProduct;
  AnalyticsUnanswered: AnalyticsUnanswered;
  AnswerSource: AnswerSource;
  ApiKey: ApiKey;
  ApiKeyRouteUsage: ApiKeyRouteUsage;
  ApiKeyUsage: ApiKeyUsage;
  ApiKeyUsageDay: ApiKeyUsageDay;
  ApiKeyUsageTotals: ApiKeyUsageTotals;
  AppCheckoutResult: AppCheckoutResult;
  AppSubscription: AppSubscription;
  AuthPayload: Omit<AuthPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  AutoRefresh: AutoRefresh;
  AutoRefreshInput: AutoRefreshInput;
  Boolean: Scalars['Boolean']['output'];
  CategoryCount: CategoryCount;
  CheckoutResult: CheckoutResult;
  Collection: Collection;
  CollectionInput: CollectionInput;
  CollectionPage: Omit<CollectionPage, 'agents'> & { agents: Array<ResolversParentTypes['Agent']> };
  CollectionPlan: CollectionPlan;
  CollectionPlanInput: CollectionPlanInput;
  CollectionSharing: CollectionSharing;
  CommunityPage: Omit<CommunityPage, 'agents'> & { agents: Array<ResolversParentTypes['Agent']> };
  CommunityUpdate: Omit<CommunityUpdate, 'agent'> & { agent?: Maybe<ResolversParentTypes['Agent']> };
  ConversationBudget: ConversationBudget;
  ConversationEvent: ConversationEvent;
  ConversationProviders: ConversationProviders;
  ConversationSession: ConversationSession;
  ConversationTranscript: ConversationTranscript;
  ConversationTranscriptMessage: ConversationTranscriptMessage;
  ConversationTurn: ConversationTurn;
  CreateAgentInput: CreateAgentInput;
  CreateAgentResult: CreateAgentResult;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateWebhookInput: CreateWebhookInput;
  CredentialsInput: CredentialsInput;
  CreditBalance: CreditBalance;
  CreditSummary: CreditSummary;
  CsvPreview: CsvPreview;
  CustomActions: CustomActions;
  CustomActionsInput: CustomActionsInput;
  DeleteAgentResult: DeleteAgentResult;
  DesignedVoice: DesignedVoice;
  Dynamics: Dynamics;
  DynamicsInput: DynamicsInput;
  DynamicsResult: DynamicsResult;
  DynamicsSummary: DynamicsSummary;
  DynamicsVideo: DynamicsVideo;
  DynamicsVideoInput: DynamicsVideoInput;
  FaceBoxInput: FaceBoxInput;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  ForegroundOverlay: ForegroundOverlay;
  ForegroundOverlayInput: ForegroundOverlayInput;
  GalleryVoice: GalleryVoice;
  Greetings: Greetings;
  GreetingsInput: GreetingsInput;
  HeroshotUpload: HeroshotUpload;
  ID: Scalars['ID']['output'];
  InputError: InputError;
  Int: Scalars['Int']['output'];
  IssuedApiKeyResult: IssuedApiKeyResult;
  IssuedWebhookResult: IssuedWebhookResult;
  KeywordTrigger: KeywordTrigger;
  KeywordTriggerInput: KeywordTriggerInput;
  KeywordTriggers: KeywordTriggers;
  KeywordTriggersInput: KeywordTriggersInput;
  Knowledge: Knowledge;
  KnowledgeAnswering: KnowledgeAnswering;
  KnowledgeProgress: KnowledgeProgress;
  KnowledgeResult: KnowledgeResult;
  KnowledgeState: KnowledgeState;
  LedgerEntry: LedgerEntry;
  LedgerPage: LedgerPage;
  MarkFaceInput: MarkFaceInput;
  MarkFaceResult: MarkFaceResult;
  ModelChangeResult: Omit<ModelChangeResult, 'agent'> & { agent?: Maybe<ResolversParentTypes['Agent']> };
  ModelRate: ModelRate;
  MovementClip: MovementClip;
  MovementGenerationResult: MovementGenerationResult;
  MovementRegenerationResult: MovementRegenerationResult;
  Mutation: Record<PropertyKey, never>;
  OperatorConsumer: OperatorConsumer;
  OperatorFailedJob: OperatorFailedJob;
  OperatorJobs: OperatorJobs;
  OperatorLatency: OperatorLatency;
  OperatorProcess: OperatorProcess;
  OperatorStatus: OperatorStatus;
  OperatorStream: OperatorStream;
  PersonaInput: PersonaInput;
  PersonaResult: Omit<PersonaResult, 'agent'> & { agent?: Maybe<ResolversParentTypes['Agent']> };
  Plan: Plan;
  PlanCatalogue: PlanCatalogue;
  ProviderChoice: ProviderChoice;
  ProviderChoiceInput: ProviderChoiceInput;
  ProviderKey: ProviderKey;
  ProviderKeyCheck: ProviderKeyCheck;
  ProviderKeyResult: ProviderKeyResult;
  ProviderVoice: ProviderVoice;
  QrCodeOverlay: QrCodeOverlay;
  QrCodeOverlayInput: QrCodeOverlayInput;
  Query: Record<PropertyKey, never>;
  Receipt: Receipt;
  SdkMinutes: SdkMinutes;
  SessionTimeout: SessionTimeout;
  SessionTimeoutInput: SessionTimeoutInput;
  ShareLinkResult: ShareLinkResult;
  ShopifyMcp: ShopifyMcp;
  ShopifyMcpInput: ShopifyMcpInput;
  ShopifyMcpResult: ShopifyMcpResult;
  ShopifyValidationResult: ShopifyValidationResult;
  Slide: Slide;
  SlideScriptInput: SlideScriptInput;
  SlidesBlock: SlidesBlock;
  SlidesResult: SlidesResult;
  SlidesState: SlidesState;
  SpeechRegion: SpeechRegion;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TurnTelemetry: TurnTelemetry;
  UiOverlay: UiOverlay;
  UiOverlayInput: UiOverlayInput;
  UnansweredQuestion: UnansweredQuestion;
  UpdateWebhookInput: UpdateWebhookInput;
  User: UserEntity;
  ViewerAgentResult: Omit<ViewerAgentResult, 'agent'> & { agent?: Maybe<ResolversParentTypes['Agent']> };
  VisemeCue: VisemeCue;
  VoiceCapabilities: VoiceCapabilities;
  VoiceDesignStart: VoiceDesignStart;
  VoiceGallery: VoiceGallery;
  VoicePreview: VoicePreview;
  VoicePreviewResult: VoicePreviewResult;
  VoiceTransaction: VoiceTransactionEntity;
  VoiceTransactionResult: Omit<VoiceTransactionResult, 'transaction'> & { transaction?: Maybe<ResolversParentTypes['VoiceTransaction']> };
  VoteResult: VoteResult;
  WebhookDelivery: WebhookDelivery;
  WebhookEndpoint: WebhookEndpoint;
  WebhookEndpointResult: WebhookEndpointResult;
  WebhookTestResult: WebhookTestResult;
};

export type AgentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Agent'] = ResolversParentTypes['Agent']> = {
  anonymousEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  audioUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conversationBudget?: Resolver<Maybe<ResolversTypes['ConversationBudget']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customActions?: Resolver<ResolversTypes['CustomActions'], ParentType, ContextType>;
  deployment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayStatus?: Resolver<ResolversTypes['AgentDisplayStatus'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  faceHandled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  failureText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAnimal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lipSyncUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modelType?: Resolver<ResolversTypes['AgentModel'], ParentType, ContextType>;
  modelUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  movementClips?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  movements?: Resolver<Array<ResolversTypes['MovementClip']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  needsFaceMarking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  posterUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  presentsSlides?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providers?: Resolver<ResolversTypes['AgentProviders'], ParentType, ContextType>;
  shopifyMcp?: Resolver<Maybe<ResolversTypes['ShopifyMcp']>, ParentType, ContextType>;
  speech?: Resolver<Maybe<ResolversTypes['AgentSpeech']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  systemPrompt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  uiOverlay?: Resolver<ResolversTypes['UiOverlay'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voiceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  votes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AgentActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentActionResult'] = ResolversParentTypes['AgentActionResult']> = {
  agent?: Resolver<Maybe<ResolversTypes['Agent']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AgentAnalyticsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentAnalytics'] = ResolversParentTypes['AgentAnalytics']> = {
  agentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  averageMessagesPerConversation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  conversationsByDay?: Resolver<Array<ResolversTypes['AnalyticsDayCount']>, ParentType, ContextType>;
  conversationsByWeekday?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  earliest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heatmap?: Resolver<Array<ResolversTypes['AnalyticsHeatCell']>, ParentType, ContextType>;
  latency?: Resolver<Array<ResolversTypes['AnalyticsLatencyStage']>, ParentType, ContextType>;
  latest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['AnalyticsMinutes'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['AnalyticsProduct']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalConversations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalMessages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unanswered?: Resolver<Array<ResolversTypes['AnalyticsUnanswered']>, ParentType, ContextType>;
};

export type AgentProvidersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentProviders'] = ResolversParentTypes['AgentProviders']> = {
  llm?: Resolver<ResolversTypes['ProviderChoice'], ParentType, ContextType>;
  realtime?: Resolver<ResolversTypes['ProviderChoice'], ParentType, ContextType>;
  stt?: Resolver<ResolversTypes['ProviderChoice'], ParentType, ContextType>;
  tts?: Resolver<ResolversTypes['ProviderChoice'], ParentType, ContextType>;
};

export type AgentSpeechResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentSpeech'] = ResolversParentTypes['AgentSpeech']> = {
  blend?: Resolver<ResolversTypes['SpeechBlend'], ParentType, ContextType>;
  frameHeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  frameWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageHeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['SpeechRegion'], ParentType, ContextType>;
  rigUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  spriteUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visemes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AnalyticsChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsChange'] = ResolversParentTypes['AnalyticsChange']> = {
  agentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AnalyticsConversationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsConversation'] = ResolversParentTypes['AnalyticsConversation']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['AnalyticsMessage']>, ParentType, ContextType>;
  sessionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalyticsDayCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsDayCount'] = ResolversParentTypes['AnalyticsDayCount']> = {
  conversations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalyticsHeatCellResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsHeatCell'] = ResolversParentTypes['AnalyticsHeatCell']> = {
  hour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnalyticsLatencyStageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsLatencyStage'] = ResolversParentTypes['AnalyticsLatencyStage']> = {
  p50Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p95Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  turns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnalyticsMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsMessage'] = ResolversParentTypes['AnalyticsMessage']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalyticsMinutesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsMinutes'] = ResolversParentTypes['AnalyticsMinutes']> = {
  billed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  connected?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AnalyticsProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsProduct'] = ResolversParentTypes['AnalyticsProduct']> = {
  conversations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mentions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnalyticsUnansweredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsUnanswered'] = ResolversParentTypes['AnalyticsUnanswered']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastAskedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnswerSourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnswerSource'] = ResolversParentTypes['AnswerSource']> = {
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApiKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ApiKeyRouteUsageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKeyRouteUsage'] = ResolversParentTypes['ApiKeyRouteUsage']> = {
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApiKeyUsageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKeyUsage'] = ResolversParentTypes['ApiKeyUsage']> = {
  days?: Resolver<Array<ResolversTypes['ApiKeyUsageDay']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  routes?: Resolver<Array<ResolversTypes['ApiKeyRouteUsage']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['ApiKeyUsageTotals'], ParentType, ContextType>;
};

export type ApiKeyUsageDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKeyUsageDay'] = ResolversParentTypes['ApiKeyUsageDay']> = {
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  p50Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p95Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApiKeyUsageTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKeyUsageTotals'] = ResolversParentTypes['ApiKeyUsageTotals']> = {
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  p50Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p95Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppCheckoutResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppCheckoutResult'] = ResolversParentTypes['AppCheckoutResult']> = {
  kind?: Resolver<ResolversTypes['CheckoutKind'], ParentType, ContextType>;
  receiptId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['AppSubscription']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppSubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppSubscription'] = ResolversParentTypes['AppSubscription']> = {
  plan_credits_remaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sub_app_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topup_credits_remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type AutoRefreshResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoRefresh'] = ResolversParentTypes['AutoRefresh']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  idle_timeout?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CategoryCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryCount'] = ResolversParentTypes['CategoryCount']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckoutResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckoutResult'] = ResolversParentTypes['CheckoutResult']> = {
  kind?: Resolver<ResolversTypes['CheckoutKind'], ParentType, ContextType>;
  receiptId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['CreditSummary']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CollectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Collection'] = ResolversParentTypes['Collection']> = {
  agent_codes?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  contact_link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heroshot_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  heroshot_video?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['CollectionLayout'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['CollectionSharing'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CollectionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CollectionPage'] = ResolversParentTypes['CollectionPage']> = {
  agents?: Resolver<Array<ResolversTypes['Agent']>, ParentType, ContextType>;
  collection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType>;
  isOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CollectionPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CollectionPlan'] = ResolversParentTypes['CollectionPlan']> = {
  billing_period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_initial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sub_app_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sub_app_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CollectionSharingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CollectionSharing'] = ResolversParentTypes['CollectionSharing']> = {
  public_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CommunityPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommunityPage'] = ResolversParentTypes['CommunityPage']> = {
  agents?: Resolver<Array<ResolversTypes['Agent']>, ParentType, ContextType>;
  categoryCounts?: Resolver<Array<ResolversTypes['CategoryCount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CommunityUpdateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommunityUpdate'] = ResolversParentTypes['CommunityUpdate']> = {
  agent?: Resolver<Maybe<ResolversTypes['Agent']>, ParentType, ContextType>;
  agentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ConversationBudgetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConversationBudget'] = ResolversParentTypes['ConversationBudget']> = {
  monthlyCredits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  spentThisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConversationEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConversationEvent'] = ResolversParentTypes['ConversationEvent']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  audioUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  richJson?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seq?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sources?: Resolver<Maybe<Array<ResolversTypes['AnswerSource']>>, ParentType, ContextType>;
  telemetry?: Resolver<Maybe<ResolversTypes['TurnTelemetry']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  turnId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ConversationEventType'], ParentType, ContextType>;
  visemes?: Resolver<Maybe<Array<ResolversTypes['VisemeCue']>>, ParentType, ContextType>;
};

export type ConversationProvidersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConversationProviders'] = ResolversParentTypes['ConversationProviders']> = {
  llm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tts?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConversationSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConversationSession'] = ResolversParentTypes['ConversationSession']> = {
  agentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payer?: Resolver<ResolversTypes['ConversationPayer'], ParentType, ContextType>;
  providers?: Resolver<ResolversTypes['ConversationProviders'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sessionToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConversationTranscriptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConversationTranscript'] = ResolversParentTypes['ConversationTranscript']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ConversationTranscriptMessage']>, ParentType, ContextType>;
  runningTurnId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ConversationTranscriptMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConversationTranscriptMessage'] = ResolversParentTypes['ConversationTranscriptMessage']> = {
  richJson?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  turnId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ConversationTurnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConversationTurn'] = ResolversParentTypes['ConversationTurn']> = {
  turnId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CreateAgentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateAgentResult'] = ResolversParentTypes['CreateAgentResult']> = {
  agentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refusedAt?: Resolver<Maybe<ResolversTypes['CreationStep']>, ParentType, ContextType>;
};

export type CreditBalanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditBalance'] = ResolversParentTypes['CreditBalance']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasMinimumBalance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minimumRequired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['PlanType'], ParentType, ContextType>;
};

export type CreditSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditSummary'] = ResolversParentTypes['CreditSummary']> = {
  additional?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  billingMode?: Resolver<ResolversTypes['BillingMode'], ParentType, ContextType>;
  cancelAtPeriodEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  included?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  paymentFailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pendingPayment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingPlan?: Resolver<Maybe<ResolversTypes['PlanType']>, ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['PlanType'], ParentType, ContextType>;
  remaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subscriptionStatus?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  unlimited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CsvPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CsvPreview'] = ResolversParentTypes['CsvPreview']> = {
  headers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomActionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomActions'] = ResolversParentTypes['CustomActions']> = {
  auto_refresh?: Resolver<ResolversTypes['AutoRefresh'], ParentType, ContextType>;
  greetings?: Resolver<ResolversTypes['Greetings'], ParentType, ContextType>;
  keyword_triggers?: Resolver<ResolversTypes['KeywordTriggers'], ParentType, ContextType>;
  session_timeout?: Resolver<ResolversTypes['SessionTimeout'], ParentType, ContextType>;
};

export type DeleteAgentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteAgentResult'] = ResolversParentTypes['DeleteAgentResult']> = {
  agentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DesignedVoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DesignedVoice'] = ResolversParentTypes['DesignedVoice']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DynamicsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dynamics'] = ResolversParentTypes['Dynamics']> = {
  batch_results?: Resolver<Array<ResolversTypes['DynamicsVideo']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['DynamicsSummary'], ParentType, ContextType>;
  talking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DynamicsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DynamicsResult'] = ResolversParentTypes['DynamicsResult']> = {
  dynamics?: Resolver<Maybe<ResolversTypes['Dynamics']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DynamicsSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DynamicsSummary'] = ResolversParentTypes['DynamicsSummary']> = {
  aspect_ratio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  generated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model_used?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success_rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DynamicsVideoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DynamicsVideo'] = ResolversParentTypes['DynamicsVideo']> = {
  generated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  video_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ForegroundOverlayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ForegroundOverlay'] = ResolversParentTypes['ForegroundOverlay']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GalleryVoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryVoice'] = ResolversParentTypes['GalleryVoice']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GreetingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Greetings'] = ResolversParentTypes['Greetings']> = {
  allow_interruption?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  opening_instructions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeroshotUploadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HeroshotUpload'] = ResolversParentTypes['HeroshotUpload']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InputErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InputError'] = ResolversParentTypes['InputError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IssuedApiKeyResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IssuedApiKeyResult'] = ResolversParentTypes['IssuedApiKeyResult']> = {
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IssuedWebhookResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IssuedWebhookResult'] = ResolversParentTypes['IssuedWebhookResult']> = {
  endpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type KeywordTriggerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KeywordTrigger'] = ResolversParentTypes['KeywordTrigger']> = {
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KeywordTriggersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KeywordTriggers'] = ResolversParentTypes['KeywordTriggers']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  triggers?: Resolver<Array<ResolversTypes['KeywordTrigger']>, ParentType, ContextType>;
};

export type KnowledgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Knowledge'] = ResolversParentTypes['Knowledge']> = {
  enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  faq?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type KnowledgeAnsweringResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KnowledgeAnswering'] = ResolversParentTypes['KnowledgeAnswering']> = {
  defaultUnknownAnswer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onlyFromFaq?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unknownAnswer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type KnowledgeProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KnowledgeProgress'] = ResolversParentTypes['KnowledgeProgress']> = {
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KnowledgeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KnowledgeResult'] = ResolversParentTypes['KnowledgeResult']> = {
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['KnowledgeState']>, ParentType, ContextType>;
};

export type KnowledgeStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KnowledgeState'] = ResolversParentTypes['KnowledgeState']> = {
  agentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  answering?: Resolver<ResolversTypes['KnowledgeAnswering'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  knowledge?: Resolver<ResolversTypes['Knowledge'], ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['CsvPreview'], ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['KnowledgeProgress']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unanswered?: Resolver<Array<ResolversTypes['UnansweredQuestion']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LedgerEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LedgerEntry'] = ResolversParentTypes['LedgerEntry']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balanceAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LedgerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LedgerPage'] = ResolversParentTypes['LedgerPage']> = {
  entries?: Resolver<Array<ResolversTypes['LedgerEntry']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MarkFaceResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarkFaceResult'] = ResolversParentTypes['MarkFaceResult']> = {
  agentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ModelChangeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModelChangeResult'] = ResolversParentTypes['ModelChangeResult']> = {
  agent?: Resolver<Maybe<ResolversTypes['Agent']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  regenerating?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ModelRateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModelRate'] = ResolversParentTypes['ModelRate']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditsPerMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overageCentsPerMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MovementClipResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MovementClip'] = ResolversParentTypes['MovementClip']> = {
  trackUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MovementGenerationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MovementGenerationResult'] = ResolversParentTypes['MovementGenerationResult']> = {
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  jobId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MovementRegenerationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MovementRegenerationResult'] = ResolversParentTypes['MovementRegenerationResult']> = {
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  fallbackToAsync?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addProviderKey?: Resolver<ResolversTypes['ProviderKeyResult'], ParentType, ContextType, RequireFields<MutationAddProviderKeyArgs, 'apiKey' | 'platform'>>;
  applyVoice?: Resolver<ResolversTypes['AgentActionResult'], ParentType, ContextType, RequireFields<MutationApplyVoiceArgs, 'id' | 'voiceId'>>;
  billingPortalUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changePlan?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationChangePlanArgs, 'plan'>>;
  cloneAgent?: Resolver<ResolversTypes['AgentActionResult'], ParentType, ContextType, RequireFields<MutationCloneAgentArgs, 'id'>>;
  cloneVoice?: Resolver<ResolversTypes['VoiceDesignStart'], ParentType, ContextType, RequireFields<MutationCloneVoiceArgs, 'agentId' | 'audioFilePath'>>;
  collectionHeroshotUploadUrl?: Resolver<ResolversTypes['HeroshotUpload'], ParentType, ContextType, RequireFields<MutationCollectionHeroshotUploadUrlArgs, 'ext' | 'id'>>;
  confirmCollectionHeroshot?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationConfirmCollectionHeroshotArgs, 'filePath' | 'id'>>;
  createAgent?: Resolver<ResolversTypes['CreateAgentResult'], ParentType, ContextType, RequireFields<MutationCreateAgentArgs, 'input'>>;
  createApiKey?: Resolver<ResolversTypes['IssuedApiKeyResult'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createCollection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationCreateCollectionArgs, 'input'>>;
  createWebhookEndpoint?: Resolver<ResolversTypes['IssuedWebhookResult'], ParentType, ContextType, RequireFields<MutationCreateWebhookEndpointArgs, 'input'>>;
  deleteAgent?: Resolver<ResolversTypes['DeleteAgentResult'], ParentType, ContextType, RequireFields<MutationDeleteAgentArgs, 'id'>>;
  deleteCollection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCollectionArgs, 'id'>>;
  deleteWebhookEndpoint?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWebhookEndpointArgs, 'id'>>;
  designVoice?: Resolver<ResolversTypes['VoiceDesignStart'], ParentType, ContextType, RequireFields<MutationDesignVoiceArgs, 'agentId' | 'prompt'>>;
  draftConversationText?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDraftConversationTextArgs, 'sessionId' | 'sessionToken' | 'text'>>;
  endConversation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEndConversationArgs, 'sessionId' | 'sessionToken'>>;
  generateAgentMovements?: Resolver<ResolversTypes['MovementGenerationResult'], ParentType, ContextType, RequireFields<MutationGenerateAgentMovementsArgs, 'id'>>;
  generateFaqFromPdf?: Resolver<ResolversTypes['KnowledgeResult'], ParentType, ContextType, RequireFields<MutationGenerateFaqFromPdfArgs, 'id' | 'pdf'>>;
  generateFaqFromWebsite?: Resolver<ResolversTypes['KnowledgeResult'], ParentType, ContextType, RequireFields<MutationGenerateFaqFromWebsiteArgs, 'id' | 'url'>>;
  generateSlides?: Resolver<ResolversTypes['SlidesResult'], ParentType, ContextType, RequireFields<MutationGenerateSlidesArgs, 'id' | 'pdf'>>;
  greetConversation?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationGreetConversationArgs, 'sessionId' | 'sessionToken'>>;
  interruptConversation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationInterruptConversationArgs, 'sessionId' | 'sessionToken'>>;
  markFace?: Resolver<ResolversTypes['MarkFaceResult'], ParentType, ContextType, RequireFields<MutationMarkFaceArgs, 'input'>>;
  previewVoice?: Resolver<ResolversTypes['VoicePreviewResult'], ParentType, ContextType, RequireFields<MutationPreviewVoiceArgs, 'voiceId'>>;
  regenerateAgentMovements?: Resolver<ResolversTypes['MovementRegenerationResult'], ParentType, ContextType, RequireFields<MutationRegenerateAgentMovementsArgs, 'id'>>;
  rejectVoice?: Resolver<ResolversTypes['VoiceTransactionResult'], ParentType, ContextType, RequireFields<MutationRejectVoiceArgs, 'transactionId'>>;
  removeCollectionHeroshot?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationRemoveCollectionHeroshotArgs, 'id'>>;
  removeCollectionLogo?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationRemoveCollectionLogoArgs, 'id'>>;
  removeProviderKey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveProviderKeyArgs, 'id'>>;
  reportFirstFrame?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReportFirstFrameArgs, 'firstFrameMs' | 'sessionId' | 'sessionToken' | 'turnId'>>;
  resendWebhookDelivery?: Resolver<ResolversTypes['WebhookTestResult'], ParentType, ContextType, RequireFields<MutationResendWebhookDeliveryArgs, 'deliveryId' | 'endpointId'>>;
  resetAgentDynamics?: Resolver<ResolversTypes['DynamicsResult'], ParentType, ContextType, RequireFields<MutationResetAgentDynamicsArgs, 'id'>>;
  revokeApiKey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  rollApiKey?: Resolver<ResolversTypes['IssuedApiKeyResult'], ParentType, ContextType, RequireFields<MutationRollApiKeyArgs, 'id'>>;
  rollWebhookSecret?: Resolver<ResolversTypes['IssuedWebhookResult'], ParentType, ContextType, RequireFields<MutationRollWebhookSecretArgs, 'id'>>;
  savePersona?: Resolver<ResolversTypes['PersonaResult'], ParentType, ContextType, RequireFields<MutationSavePersonaArgs, 'id' | 'persona'>>;
  saveSignUpReference?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSaveSignUpReferenceArgs, 'reference'>>;
  sendConversationText?: Resolver<ResolversTypes['ConversationTurn'], ParentType, ContextType, RequireFields<MutationSendConversationTextArgs, 'sessionId' | 'sessionToken' | 'text'>>;
  sendTestWebhook?: Resolver<ResolversTypes['WebhookTestResult'], ParentType, ContextType, RequireFields<MutationSendTestWebhookArgs, 'id'>>;
  setAgentCategory?: Resolver<ResolversTypes['AgentActionResult'], ParentType, ContextType, RequireFields<MutationSetAgentCategoryArgs, 'category' | 'id'>>;
  setAgentConversationBudget?: Resolver<ResolversTypes['AgentActionResult'], ParentType, ContextType, RequireFields<MutationSetAgentConversationBudgetArgs, 'id'>>;
  setAgentCustomActions?: Resolver<ResolversTypes['AgentActionResult'], ParentType, ContextType, RequireFields<MutationSetAgentCustomActionsArgs, 'customActions' | 'id'>>;
  setAgentDeployment?: Resolver<ResolversTypes['AgentActionResult'], ParentType, ContextType, RequireFields<MutationSetAgentDeploymentArgs, 'deployment' | 'id'>>;
  setAgentDynamics?: Resolver<ResolversTypes['DynamicsResult'], ParentType, ContextType, RequireFields<MutationSetAgentDynamicsArgs, 'dynamics' | 'id'>>;
  setAgentDynamicsEnabled?: Resolver<ResolversTypes['DynamicsResult'], ParentType, ContextType, RequireFields<MutationSetAgentDynamicsEnabledArgs, 'enabled' | 'id'>>;
  setAgentFaq?: Resolver<ResolversTypes['KnowledgeResult'], ParentType, ContextType, RequireFields<MutationSetAgentFaqArgs, 'faq' | 'id'>>;
  setAgentModel?: Resolver<ResolversTypes['ModelChangeResult'], ParentType, ContextType, RequireFields<MutationSetAgentModelArgs, 'id' | 'model'>>;
  setAgentProviders?: Resolver<ResolversTypes['AgentActionResult'], ParentType, ContextType, RequireFields<MutationSetAgentProvidersArgs, 'id' | 'providers'>>;
  setAgentShopifyMcp?: Resolver<ResolversTypes['ShopifyMcpResult'], ParentType, ContextType, RequireFields<MutationSetAgentShopifyMcpArgs, 'id' | 'shopifyMcp'>>;
  setAgentUiOverlay?: Resolver<ResolversTypes['AgentActionResult'], ParentType, ContextType, RequireFields<MutationSetAgentUiOverlayArgs, 'id' | 'uiOverlay'>>;
  setAgentVisibility?: Resolver<ResolversTypes['AgentActionResult'], ParentType, ContextType, RequireFields<MutationSetAgentVisibilityArgs, 'id' | 'visibility'>>;
  setAnonymousAccess?: Resolver<ResolversTypes['AgentActionResult'], ParentType, ContextType, RequireFields<MutationSetAnonymousAccessArgs, 'enabled' | 'id'>>;
  setCollectionPlans?: Resolver<Array<ResolversTypes['CollectionPlan']>, ParentType, ContextType, RequireFields<MutationSetCollectionPlansArgs, 'id' | 'plans'>>;
  setCollectionSharing?: Resolver<ResolversTypes['CollectionSharing'], ParentType, ContextType, RequireFields<MutationSetCollectionSharingArgs, 'id' | 'public_enabled'>>;
  setKnowledgeAnswering?: Resolver<ResolversTypes['KnowledgeResult'], ParentType, ContextType, RequireFields<MutationSetKnowledgeAnsweringArgs, 'id'>>;
  setShareLinkEnabled?: Resolver<ResolversTypes['AgentActionResult'], ParentType, ContextType, RequireFields<MutationSetShareLinkEnabledArgs, 'enabled' | 'id'>>;
  shareLink?: Resolver<ResolversTypes['ShareLinkResult'], ParentType, ContextType, RequireFields<MutationShareLinkArgs, 'id'>>;
  signIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  startConversation?: Resolver<ResolversTypes['ConversationSession'], ParentType, ContextType, RequireFields<MutationStartConversationArgs, 'agentId'>>;
  subscribeCollectionPlan?: Resolver<ResolversTypes['AppCheckoutResult'], ParentType, ContextType, RequireFields<MutationSubscribeCollectionPlanArgs, 'id' | 'plan'>>;
  testProviderKey?: Resolver<ResolversTypes['ProviderKeyCheck'], ParentType, ContextType, RequireFields<MutationTestProviderKeyArgs, 'id'>>;
  toggleRag?: Resolver<ResolversTypes['KnowledgeResult'], ParentType, ContextType, RequireFields<MutationToggleRagArgs, 'enabled' | 'id'>>;
  topUpCollectionSubscription?: Resolver<ResolversTypes['AppCheckoutResult'], ParentType, ContextType, RequireFields<MutationTopUpCollectionSubscriptionArgs, 'id'>>;
  topUpCredits?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationTopUpCreditsArgs, 'credits'>>;
  updateCollection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationUpdateCollectionArgs, 'id' | 'input'>>;
  updateSlides?: Resolver<ResolversTypes['SlidesResult'], ParentType, ContextType, RequireFields<MutationUpdateSlidesArgs, 'id'>>;
  updateWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpointResult'], ParentType, ContextType, RequireFields<MutationUpdateWebhookEndpointArgs, 'id' | 'input'>>;
  validateAgentShopifyMcp?: Resolver<ResolversTypes['ShopifyValidationResult'], ParentType, ContextType, RequireFields<MutationValidateAgentShopifyMcpArgs, 'id' | 'url'>>;
  voteAgent?: Resolver<ResolversTypes['VoteResult'], ParentType, ContextType, RequireFields<MutationVoteAgentArgs, 'id'>>;
};

export type OperatorConsumerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OperatorConsumer'] = ResolversParentTypes['OperatorConsumer']> = {
  ackPending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  redelivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OperatorFailedJobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OperatorFailedJob'] = ResolversParentTypes['OperatorFailedJob']> = {
  agentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  errorType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OperatorJobsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OperatorJobs'] = ResolversParentTypes['OperatorJobs']> = {
  failedLastDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recentFailures?: Resolver<Array<ResolversTypes['OperatorFailedJob']>, ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OperatorLatencyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OperatorLatency'] = ResolversParentTypes['OperatorLatency']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  p50Seconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p95Seconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type OperatorProcessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OperatorProcess'] = ResolversParentTypes['OperatorProcess']> = {
  instance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latencies?: Resolver<Array<ResolversTypes['OperatorLatency']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rssBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uptimeSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OperatorStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OperatorStatus'] = ResolversParentTypes['OperatorStatus']> = {
  checkedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jobs?: Resolver<Maybe<ResolversTypes['OperatorJobs']>, ParentType, ContextType>;
  processes?: Resolver<Array<ResolversTypes['OperatorProcess']>, ParentType, ContextType>;
  streams?: Resolver<Array<ResolversTypes['OperatorStream']>, ParentType, ContextType>;
};

export type OperatorStreamResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OperatorStream'] = ResolversParentTypes['OperatorStream']> = {
  bytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  consumers?: Resolver<Array<ResolversTypes['OperatorConsumer']>, ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PersonaResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonaResult'] = ResolversParentTypes['PersonaResult']> = {
  agent?: Resolver<Maybe<ResolversTypes['Agent']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  voiceNotice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = {
  agentLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  agentLimitLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  badge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['PlanType'], ParentType, ContextType>;
  conversationMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  highlight?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  monthlyCredits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceDetails?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rewardsProgram?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sdkMinutes?: Resolver<ResolversTypes['SdkMinutes'], ParentType, ContextType>;
  topUpsAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PlanCatalogueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlanCatalogue'] = ResolversParentTypes['PlanCatalogue']> = {
  creditsPerDollar?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  rates?: Resolver<Array<ResolversTypes['ModelRate']>, ParentType, ContextType>;
  topUpMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topUpMin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProviderChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProviderChoice'] = ResolversParentTypes['ProviderChoice']> = {
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ProviderKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProviderKey'] = ResolversParentTypes['ProviderKey']> = {
  capabilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  masked?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProviderKeyCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProviderKeyCheck'] = ResolversParentTypes['ProviderKeyCheck']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProviderKeyResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProviderKeyResult'] = ResolversParentTypes['ProviderKeyResult']> = {
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['ProviderKey']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProviderVoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProviderVoice'] = ResolversParentTypes['ProviderVoice']> = {
  accent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supportedLanguages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QrCodeOverlayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QrCodeOverlay'] = ResolversParentTypes['QrCodeOverlay']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  original_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  agent?: Resolver<Maybe<ResolversTypes['Agent']>, ParentType, ContextType, RequireFields<QueryAgentArgs, 'id'>>;
  agentAnalytics?: Resolver<ResolversTypes['AgentAnalytics'], ParentType, ContextType, RequireFields<QueryAgentAnalyticsArgs, 'agentId' | 'timeZone'>>;
  agentConversationsOnDay?: Resolver<Array<ResolversTypes['AnalyticsConversation']>, ParentType, ContextType, RequireFields<QueryAgentConversationsOnDayArgs, 'agentId' | 'day' | 'timeZone'>>;
  agentDynamics?: Resolver<ResolversTypes['DynamicsResult'], ParentType, ContextType, RequireFields<QueryAgentDynamicsArgs, 'id'>>;
  agentKnowledge?: Resolver<Maybe<ResolversTypes['KnowledgeState']>, ParentType, ContextType, RequireFields<QueryAgentKnowledgeArgs, 'id'>>;
  agentSlides?: Resolver<Maybe<ResolversTypes['SlidesState']>, ParentType, ContextType, RequireFields<QueryAgentSlidesArgs, 'id'>>;
  apiKeyUsage?: Resolver<Maybe<ResolversTypes['ApiKeyUsage']>, ParentType, ContextType, Partial<QueryApiKeyUsageArgs>>;
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  appSubscription?: Resolver<Maybe<ResolversTypes['AppSubscription']>, ParentType, ContextType, RequireFields<QueryAppSubscriptionArgs, 'collectionId'>>;
  collectionPage?: Resolver<ResolversTypes['CollectionPage'], ParentType, ContextType, RequireFields<QueryCollectionPageArgs, 'collectionId' | 'userId'>>;
  collectionPlans?: Resolver<Array<ResolversTypes['CollectionPlan']>, ParentType, ContextType, RequireFields<QueryCollectionPlansArgs, 'collectionId'>>;
  collections?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
  communityAgents?: Resolver<ResolversTypes['CommunityPage'], ParentType, ContextType, Partial<QueryCommunityAgentsArgs>>;
  conversationTranscript?: Resolver<ResolversTypes['ConversationTranscript'], ParentType, ContextType, RequireFields<QueryConversationTranscriptArgs, 'sessionId' | 'sessionToken'>>;
  creditBalance?: Resolver<Maybe<ResolversTypes['CreditBalance']>, ParentType, ContextType>;
  creditLedger?: Resolver<ResolversTypes['LedgerPage'], ParentType, ContextType, RequireFields<QueryCreditLedgerArgs, 'limit'>>;
  creditSummary?: Resolver<Maybe<ResolversTypes['CreditSummary']>, ParentType, ContextType>;
  elevenLabsVoices?: Resolver<Array<ResolversTypes['ProviderVoice']>, ParentType, ContextType, Partial<QueryElevenLabsVoicesArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myAgents?: Resolver<Array<ResolversTypes['Agent']>, ParentType, ContextType, Partial<QueryMyAgentsArgs>>;
  operatorStatus?: Resolver<ResolversTypes['OperatorStatus'], ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  planCatalogue?: Resolver<ResolversTypes['PlanCatalogue'], ParentType, ContextType>;
  providerKeys?: Resolver<Array<ResolversTypes['ProviderKey']>, ParentType, ContextType>;
  receipts?: Resolver<Array<ResolversTypes['Receipt']>, ParentType, ContextType>;
  viewerAgent?: Resolver<ResolversTypes['ViewerAgentResult'], ParentType, ContextType, RequireFields<QueryViewerAgentArgs, 'id'>>;
  voiceGallery?: Resolver<ResolversTypes['VoiceGallery'], ParentType, ContextType, Partial<QueryVoiceGalleryArgs>>;
  voiceTransaction?: Resolver<Maybe<ResolversTypes['VoiceTransaction']>, ParentType, ContextType, RequireFields<QueryVoiceTransactionArgs, 'transactionId'>>;
  webhookDeliveries?: Resolver<Maybe<Array<ResolversTypes['WebhookDelivery']>>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'endpointId'>>;
  webhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
};

export type ReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Receipt'] = ResolversParentTypes['Receipt']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['PlanType']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['BillingMode'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SdkMinutesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SdkMinutes'] = ResolversParentTypes['SdkMinutes']> = {
  essenceCloud?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  essenceSelfHosted?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expressionCloud?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SessionTimeoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionTimeout'] = ResolversParentTypes['SessionTimeout']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  redirect_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeout_message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeout_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShareLinkResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShareLinkResult'] = ResolversParentTypes['ShareLinkResult']> = {
  anonymous?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shareUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShopifyMcpResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShopifyMcp'] = ResolversParentTypes['ShopifyMcp']> = {
  available_functions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endpoint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected_functions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  show_qr_code?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tool_use?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShopifyMcpResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShopifyMcpResult'] = ResolversParentTypes['ShopifyMcpResult']> = {
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shopifyMcp?: Resolver<Maybe<ResolversTypes['ShopifyMcp']>, ParentType, ContextType>;
};

export type ShopifyValidationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShopifyValidationResult'] = ResolversParentTypes['ShopifyValidationResult']> = {
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  functions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SlideResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Slide'] = ResolversParentTypes['Slide']> = {
  hasImage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  script?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slideNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SlidesBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SlidesBlock'] = ResolversParentTypes['SlidesBlock']> = {
  enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  slides?: Resolver<Maybe<Array<ResolversTypes['Slide']>>, ParentType, ContextType>;
};

export type SlidesResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SlidesResult'] = ResolversParentTypes['SlidesResult']> = {
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['SlidesState']>, ParentType, ContextType>;
};

export type SlidesStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SlidesState'] = ResolversParentTypes['SlidesState']> = {
  agentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['KnowledgeProgress']>, ParentType, ContextType>;
  slides?: Resolver<ResolversTypes['SlidesBlock'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SpeechRegionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SpeechRegion'] = ResolversParentTypes['SpeechRegion']> = {
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  agentDynamicsUpdates?: SubscriptionResolver<ResolversTypes['Dynamics'], "agentDynamicsUpdates", ParentType, ContextType, RequireFields<SubscriptionAgentDynamicsUpdatesArgs, 'id'>>;
  communityUpdates?: SubscriptionResolver<ResolversTypes['CommunityUpdate'], "communityUpdates", ParentType, ContextType>;
  conversationAnalyticsChanged?: SubscriptionResolver<ResolversTypes['AnalyticsChange'], "conversationAnalyticsChanged", ParentType, ContextType, RequireFields<SubscriptionConversationAnalyticsChangedArgs, 'agentId'>>;
  conversationEvents?: SubscriptionResolver<ResolversTypes['ConversationEvent'], "conversationEvents", ParentType, ContextType, RequireFields<SubscriptionConversationEventsArgs, 'sessionId' | 'sessionToken'>>;
  creditBalanceChanged?: SubscriptionResolver<ResolversTypes['CreditBalance'], "creditBalanceChanged", ParentType, ContextType>;
  creditSummaryChanged?: SubscriptionResolver<ResolversTypes['CreditSummary'], "creditSummaryChanged", ParentType, ContextType>;
  knowledgeUpdates?: SubscriptionResolver<ResolversTypes['KnowledgeState'], "knowledgeUpdates", ParentType, ContextType, RequireFields<SubscriptionKnowledgeUpdatesArgs, 'id'>>;
  myAgentRemovals?: SubscriptionResolver<ResolversTypes['ID'], "myAgentRemovals", ParentType, ContextType>;
  myAgentUpdates?: SubscriptionResolver<ResolversTypes['Agent'], "myAgentUpdates", ParentType, ContextType>;
  slidesUpdates?: SubscriptionResolver<ResolversTypes['SlidesState'], "slidesUpdates", ParentType, ContextType, RequireFields<SubscriptionSlidesUpdatesArgs, 'id'>>;
  viewerAgentUpdates?: SubscriptionResolver<ResolversTypes['Agent'], "viewerAgentUpdates", ParentType, ContextType, RequireFields<SubscriptionViewerAgentUpdatesArgs, 'id'>>;
  voiceTransactionUpdates?: SubscriptionResolver<ResolversTypes['VoiceTransaction'], "voiceTransactionUpdates", ParentType, ContextType, RequireFields<SubscriptionVoiceTransactionUpdatesArgs, 'transactionId'>>;
};

export type TurnTelemetryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TurnTelemetry'] = ResolversParentTypes['TurnTelemetry']> = {
  firstFrameMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  llmFirstTokenMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sttMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ttsFirstAudioMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type UiOverlayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UiOverlay'] = ResolversParentTypes['UiOverlay']> = {
  foreground?: Resolver<ResolversTypes['ForegroundOverlay'], ParentType, ContextType>;
  qr_code?: Resolver<Array<ResolversTypes['QrCodeOverlay']>, ParentType, ContextType>;
};

export type UnansweredQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnansweredQuestion'] = ResolversParentTypes['UnansweredQuestion']> = {
  askedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isOperator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ViewerAgentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ViewerAgentResult'] = ResolversParentTypes['ViewerAgentResult']> = {
  agent?: Resolver<Maybe<ResolversTypes['Agent']>, ParentType, ContextType>;
  requiresSignIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VisemeCueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisemeCue'] = ResolversParentTypes['VisemeCue']> = {
  startMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  viseme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VoiceCapabilitiesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VoiceCapabilities'] = ResolversParentTypes['VoiceCapabilities']> = {
  clone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  design?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VoiceDesignStartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VoiceDesignStart'] = ResolversParentTypes['VoiceDesignStart']> = {
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type VoiceGalleryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VoiceGallery'] = ResolversParentTypes['VoiceGallery']> = {
  capabilities?: Resolver<ResolversTypes['VoiceCapabilities'], ParentType, ContextType>;
  engine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  female?: Resolver<Array<ResolversTypes['GalleryVoice']>, ParentType, ContextType>;
  male?: Resolver<Array<ResolversTypes['GalleryVoice']>, ParentType, ContextType>;
};

export type VoicePreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VoicePreview'] = ResolversParentTypes['VoicePreview']> = {
  audioUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type VoicePreviewResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VoicePreviewResult'] = ResolversParentTypes['VoicePreviewResult']> = {
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preview?: Resolver<Maybe<ResolversTypes['VoicePreview']>, ParentType, ContextType>;
};

export type VoiceTransactionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VoiceTransaction'] = ResolversParentTypes['VoiceTransaction']> = {
  agentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  voiceData?: Resolver<Maybe<ResolversTypes['DesignedVoice']>, ParentType, ContextType>;
};

export type VoiceTransactionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VoiceTransactionResult'] = ResolversParentTypes['VoiceTransactionResult']> = {
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['VoiceTransaction']>, ParentType, ContextType>;
};

export type VoteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VoteResult'] = ResolversParentTypes['VoteResult']> = {
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  votes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseExcerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookEndpointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabledReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secretPrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookEndpointResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookEndpointResult'] = ResolversParentTypes['WebhookEndpointResult']> = {
  endpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type WebhookTestResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookTestResult'] = ResolversParentTypes['WebhookTestResult']> = {
  delivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Agent?: AgentResolvers<ContextType>;
  AgentActionResult?: AgentActionResultResolvers<ContextType>;
  AgentAnalytics?: AgentAnalyticsResolvers<ContextType>;
  AgentProviders?: AgentProvidersResolvers<ContextType>;
  AgentSpeech?: AgentSpeechResolvers<ContextType>;
  AnalyticsChange?: AnalyticsChangeResolvers<ContextType>;
  AnalyticsConversation?: AnalyticsConversationResolvers<ContextType>;
  AnalyticsDayCount?: AnalyticsDayCountResolvers<ContextType>;
  AnalyticsHeatCell?: AnalyticsHeatCellResolvers<ContextType>;
  AnalyticsLatencyStage?: AnalyticsLatencyStageResolvers<ContextType>;
  AnalyticsMessage?: AnalyticsMessageResolvers<ContextType>;
  AnalyticsMinutes?: AnalyticsMinutesResolvers<ContextType>;
  AnalyticsProduct?: AnalyticsProductResolvers<ContextType>;
  AnalyticsUnanswered?: AnalyticsUnansweredResolvers<ContextType>;
  AnswerSource?: AnswerSourceResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  ApiKeyRouteUsage?: ApiKeyRouteUsageResolvers<ContextType>;
  ApiKeyUsage?: ApiKeyUsageResolvers<ContextType>;
  ApiKeyUsageDay?: ApiKeyUsageDayResolvers<ContextType>;
  ApiKeyUsageTotals?: ApiKeyUsageTotalsResolvers<ContextType>;
  AppCheckoutResult?: AppCheckoutResultResolvers<ContextType>;
  AppSubscription?: AppSubscriptionResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  AutoRefresh?: AutoRefreshResolvers<ContextType>;
  CategoryCount?: CategoryCountResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  Collection?: CollectionResolvers<ContextType>;
  CollectionPage?: CollectionPageResolvers<ContextType>;
  CollectionPlan?: CollectionPlanResolvers<ContextType>;
  CollectionSharing?: CollectionSharingResolvers<ContextType>;
  CommunityPage?: CommunityPageResolvers<ContextType>;
  CommunityUpdate?: CommunityUpdateResolvers<ContextType>;
  ConversationBudget?: ConversationBudgetResolvers<ContextType>;
  ConversationEvent?: ConversationEventResolvers<ContextType>;
  ConversationProviders?: ConversationProvidersResolvers<ContextType>;
  ConversationSession?: ConversationSessionResolvers<ContextType>;
  ConversationTranscript?: ConversationTranscriptResolvers<ContextType>;
  ConversationTranscriptMessage?: ConversationTranscriptMessageResolvers<ContextType>;
  ConversationTurn?: ConversationTurnResolvers<ContextType>;
  CreateAgentResult?: CreateAgentResultResolvers<ContextType>;
  CreditBalance?: CreditBalanceResolvers<ContextType>;
  CreditSummary?: CreditSummaryResolvers<ContextType>;
  CsvPreview?: CsvPreviewResolvers<ContextType>;
  CustomActions?: CustomActionsResolvers<ContextType>;
  DeleteAgentResult?: DeleteAgentResultResolvers<ContextType>;
  DesignedVoice?: DesignedVoiceResolvers<ContextType>;
  Dynamics?: DynamicsResolvers<ContextType>;
  DynamicsResult?: DynamicsResultResolvers<ContextType>;
  DynamicsSummary?: DynamicsSummaryResolvers<ContextType>;
  DynamicsVideo?: DynamicsVideoResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  ForegroundOverlay?: ForegroundOverlayResolvers<ContextType>;
  GalleryVoice?: GalleryVoiceResolvers<ContextType>;
  Greetings?: GreetingsResolvers<ContextType>;
  HeroshotUpload?: HeroshotUploadResolvers<ContextType>;
  InputError?: InputErrorResolvers<ContextType>;
  IssuedApiKeyResult?: IssuedApiKeyResultResolvers<ContextType>;
  IssuedWebhookResult?: IssuedWebhookResultResolvers<ContextType>;
  KeywordTrigger?: KeywordTriggerResolvers<ContextType>;
  KeywordTriggers?: KeywordTriggersResolvers<ContextType>;
  Knowledge?: KnowledgeResolvers<ContextType>;
  KnowledgeAnswering?: KnowledgeAnsweringResolvers<ContextType>;
  KnowledgeProgress?: KnowledgeProgressResolvers<ContextType>;
  KnowledgeResult?: KnowledgeResultResolvers<ContextType>;
  KnowledgeState?: KnowledgeStateResolvers<ContextType>;
  LedgerEntry?: LedgerEntryResolvers<ContextType>;
  LedgerPage?: LedgerPageResolvers<ContextType>;
  MarkFaceResult?: MarkFaceResultResolvers<ContextType>;
  ModelChangeResult?: ModelChangeResultResolvers<ContextType>;
  ModelRate?: ModelRateResolvers<ContextType>;
  MovementClip?: MovementClipResolvers<ContextType>;
  MovementGenerationResult?: MovementGenerationResultResolvers<ContextType>;
  MovementRegenerationResult?: MovementRegenerationResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OperatorConsumer?: OperatorConsumerResolvers<ContextType>;
  OperatorFailedJob?: OperatorFailedJobResolvers<ContextType>;
  OperatorJobs?: OperatorJobsResolvers<ContextType>;
  OperatorLatency?: OperatorLatencyResolvers<ContextType>;
  OperatorProcess?: OperatorProcessResolvers<ContextType>;
  OperatorStatus?: OperatorStatusResolvers<ContextType>;
  OperatorStream?: OperatorStreamResolvers<ContextType>;
  PersonaResult?: PersonaResultResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanCatalogue?: PlanCatalogueResolvers<ContextType>;
  ProviderChoice?: ProviderChoiceResolvers<ContextType>;
  ProviderKey?: ProviderKeyResolvers<ContextType>;
  ProviderKeyCheck?: ProviderKeyCheckResolvers<ContextType>;
  ProviderKeyResult?: ProviderKeyResultResolvers<ContextType>;
  ProviderVoice?: ProviderVoiceResolvers<ContextType>;
  QrCodeOverlay?: QrCodeOverlayResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Receipt?: ReceiptResolvers<ContextType>;
  SdkMinutes?: SdkMinutesResolvers<ContextType>;
  SessionTimeout?: SessionTimeoutResolvers<ContextType>;
  ShareLinkResult?: ShareLinkResultResolvers<ContextType>;
  ShopifyMcp?: ShopifyMcpResolvers<ContextType>;
  ShopifyMcpResult?: ShopifyMcpResultResolvers<ContextType>;
  ShopifyValidationResult?: ShopifyValidationResultResolvers<ContextType>;
  Slide?: SlideResolvers<ContextType>;
  SlidesBlock?: SlidesBlockResolvers<ContextType>;
  SlidesResult?: SlidesResultResolvers<ContextType>;
  SlidesState?: SlidesStateResolvers<ContextType>;
  SpeechRegion?: SpeechRegionResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TurnTelemetry?: TurnTelemetryResolvers<ContextType>;
  UiOverlay?: UiOverlayResolvers<ContextType>;
  UnansweredQuestion?: UnansweredQuestionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  ViewerAgentResult?: ViewerAgentResultResolvers<ContextType>;
  VisemeCue?: VisemeCueResolvers<ContextType>;
  VoiceCapabilities?: VoiceCapabilitiesResolvers<ContextType>;
  VoiceDesignStart?: VoiceDesignStartResolvers<ContextType>;
  VoiceGallery?: VoiceGalleryResolvers<ContextType>;
  VoicePreview?: VoicePreviewResolvers<ContextType>;
  VoicePreviewResult?: VoicePreviewResultResolvers<ContextType>;
  VoiceTransaction?: VoiceTransactionResolvers<ContextType>;
  VoiceTransactionResult?: VoiceTransactionResultResolvers<ContextType>;
  VoteResult?: VoteResultResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WebhookEndpointResult?: WebhookEndpointResultResolvers<ContextType>;
  WebhookTestResult?: WebhookTestResultResolvers<ContextType>;
};

