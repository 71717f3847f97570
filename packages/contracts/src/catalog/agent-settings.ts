import { z } from 'zod';

/**
 * The agent settings an owner shapes the viewer with (spec 001 sections 3, 5 and 9; issue 9):
 * the UI overlays, the custom actions and the deployment type. Stored on the agent; every
 * field has its spec default, so agents saved before a field existed read as the defaults.
 */

export const QR_TITLE_DEFAULT = 'Scan me';
/** Two columns of three (the preview stacks up to 3 per column). */
export const QR_ENTRIES_MAX = 6;
export const SETTINGS_URL_MAX_LENGTH = 2048;
export const IDLE_TIMEOUT = { min: 60, max: 1800, step: 30, default: 300 } as const;
export const SESSION_TIMEOUT = { min: 60, max: 3600, step: 30, default: 300 } as const;
export const SESSION_TIMEOUT_MESSAGE = 'Session has timed out. Thank you for your time!';
export const OPENING_INSTRUCTIONS_MAX_LENGTH = 1000;
export const KEYWORD_MAX_LENGTH = 60;
export const KEYWORDS_PER_TRIGGER_MAX = 20;
export const TRIGGERS_MAX = 20;

/** The four example frames shipped with the web app (web/public/overlays). */
export const EXAMPLE_OVERLAYS = [1, 2, 3, 4].map((n) => `/overlays/frame-${n}.png`);
/** The older example paths (spec 001 4: migrated to the example frame of the same number). */
export const LEGACY_BORDER_PATTERN = /^\/border\/border-([1-4])\.png$/;

/** An http(s) URL anyone can open (a QR target, a trigger, a redirect). */
export const WebUrl = z
  .string()
  .trim()
  .max(SETTINGS_URL_MAX_LENGTH)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, 'must be a web address starting with https://');

export const QrCodeEntry = z.object({
  // Blank is valid here (the dialog keeps a blank row); blank entries are dropped on save.
  original_url: z
    .string()
    .trim()
    .max(SETTINGS_URL_MAX_LENGTH)
    .refine((value) => value === '' || WebUrl.safeParse(value).success, 'must be a web address starting with https://')
    .default(''),
  enabled: z.boolean().default(true),
  title: z
    .string()
    .trim()
    .max(40)
    .default(QR_TITLE_DEFAULT)
    .transform((title) => title || QR_TITLE_DEFAULT),
});
export type QrCodeEntry = z.infer<typeof QrCodeEntry>;

/**
 * The overlay image: an example frame (or its older path) or an image uploaded for this agent.
 * Never another site's image: the viewer's Content-Security-Policy loads images from this origin only.
 */
const EXAMPLE_OR_UPLOADED =
  /^(\/overlays\/frame-[1-4]\.png|\/api\/overlay-images\/[A-Za-z0-9_-]+\/[0-9a-f-]{36}\.(png|jpg|webp|gif))$/;
export const ForegroundUrl = z
  .string()
  .trim()
  .max(SETTINGS_URL_MAX_LENGTH)
  .refine(
    (value) => value === '' || EXAMPLE_OR_UPLOADED.test(value) || LEGACY_BORDER_PATTERN.test(value),
    'must be an example frame or an uploaded image',
  )
  .transform((value) => {
    const legacy = LEGACY_BORDER_PATTERN.exec(value);
    return legacy ? EXAMPLE_OVERLAYS[Number(legacy[1]) - 1]! : value;
  });

export const Foreground = z.object({ enabled: z.boolean().default(false), url: ForegroundUrl.default('') });

export const UiOverlay = z.object({
  // The older single-object form is accepted and read as a list of one.
  qr_code: z
    .preprocess(
      (value) => (value && typeof value === 'object' && !Array.isArray(value) ? [value] : value),
      z.array(QrCodeEntry).max(QR_ENTRIES_MAX, `at most ${QR_ENTRIES_MAX} QR codes`),
    )
    .default([]),
  foreground: Foreground.default({ enabled: false, url: '' }),
});
export type UiOverlay = z.infer<typeof UiOverlay>;

export const DEFAULT_UI_OVERLAY: UiOverlay = { qr_code: [], foreground: { enabled: false, url: '' } };

const stepped = (range: { min: number; max: number; step: number }, name: string) =>
  z
    .number()
    .int()
    .min(range.min, `${name} must be at least ${range.min} seconds`)
    .max(range.max, `${name} must be at most ${range.max} seconds`)
    .refine((value) => (value - range.min) % range.step === 0, `${name} moves in steps of ${range.step} seconds`);

const Keyword = z.string().trim().min(1).max(KEYWORD_MAX_LENGTH);

export const KeywordTrigger = z.object({
  keywords: z
    .array(Keyword)
    .max(KEYWORDS_PER_TRIGGER_MAX)
    .refine((words) => new Set(words.map((word) => word.toLowerCase())).size === words.length, 'keywords must be unique'),
  url: WebUrl,
});
export type KeywordTrigger = z.infer<typeof KeywordTrigger>;

export const CustomActions = z.object({
  greetings: z
    .object({
      opening_instructions: z.string().trim().max(OPENING_INSTRUCTIONS_MAX_LENGTH).default(''),
      enabled: z.boolean().default(false),
      allow_interruption: z.boolean().default(true),
    })
    .default({ opening_instructions: '', enabled: false, allow_interruption: true }),
  auto_refresh: z
    .object({
      enabled: z.boolean().default(false),
      idle_timeout: stepped(IDLE_TIMEOUT, 'idle_timeout').default(IDLE_TIMEOUT.default),
    })
    .default({ enabled: false, idle_timeout: IDLE_TIMEOUT.default }),
  keyword_triggers: z
    .object({ enabled: z.boolean().default(false), triggers: z.array(KeywordTrigger).max(TRIGGERS_MAX).default([]) })
    .default({ enabled: false, triggers: [] }),
  session_timeout: z
    .object({
      enabled: z.boolean().default(false),
      timeout_seconds: stepped(SESSION_TIMEOUT, 'timeout_seconds').default(SESSION_TIMEOUT.default),
      timeout_message: z
        .string()
        .trim()
        .max(300)
        .default(SESSION_TIMEOUT_MESSAGE)
        .transform((text) => text || SESSION_TIMEOUT_MESSAGE),
      // Blank becomes unset (spec 001 section 5).
      redirect_url: z
        .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), WebUrl.nullable())
        .default(null),
    })
    .default({
      enabled: false,
      timeout_seconds: SESSION_TIMEOUT.default,
      timeout_message: SESSION_TIMEOUT_MESSAGE,
      redirect_url: null,
    }),
});
export type CustomActions = z.infer<typeof CustomActions>;

export const DEFAULT_CUSTOM_ACTIONS: CustomActions = CustomActions.parse({});

/**
 * The owner's monthly conversation budget (issue 30): at most this many credits a calendar
 * month (UTC) on visitors' sessions the owner pays for; null is no limit (the default).
 */
export const CONVERSATION_BUDGET = { min: 10, max: 1_000_000 } as const;

export const MonthlyCredits = z
  .number({ error: 'monthly_credits must be a number of credits, or null for no limit' })
  .int('monthly_credits must be a whole number of credits')
  .min(CONVERSATION_BUDGET.min, `monthly_credits must be at least ${CONVERSATION_BUDGET.min}`)
  .max(CONVERSATION_BUDGET.max, 'monthly_credits must be at most 1,000,000');

export const ConversationBudget = z.object({ monthly_credits: MonthlyCredits.nullable().default(null) });
export type ConversationBudget = z.infer<typeof ConversationBudget>;
export const DEFAULT_CONVERSATION_BUDGET: ConversationBudget = { monthly_credits: null };

/** Spec 001 section 3: share.deployment; default weblink. */
export const Deployment = z.enum(['weblink', 'gadget', 'embedding', 'on-prem']);
export type Deployment = z.infer<typeof Deployment>;

/** Whether any custom action is on (the settings dialog's status dot). */
export const hasCustomActions = (actions: CustomActions) =>
  actions.greetings.enabled ||
  actions.auto_refresh.enabled ||
  actions.keyword_triggers.enabled ||
  actions.session_timeout.enabled;

/** Whether an overlay is drawn (the settings dialog's status dot). */
export const hasOverlay = (overlay: UiOverlay) =>
  overlay.qr_code.some((entry) => entry.enabled && entry.original_url !== '') ||
  (overlay.foreground.enabled && overlay.foreground.url !== '');

/**
 * Which AI runs the agent, per capability (spec 001 sections 3 and 4, Providers): the platform
 * default, or one of the owner's personal provider keys by its id.
 */
export const ProviderChoice = z.object({
  mode: z.enum(['default', 'custom']).default('default'),
  provider_id: z.string().max(64).nullable().default(null),
});
export type ProviderChoice = z.infer<typeof ProviderChoice>;

const PLATFORM_DEFAULT: ProviderChoice = { mode: 'default', provider_id: null };

export const AgentProviders = z.object({
  llm: ProviderChoice.default(PLATFORM_DEFAULT),
  stt: ProviderChoice.default(PLATFORM_DEFAULT),
  tts: ProviderChoice.default(PLATFORM_DEFAULT),
  realtime: ProviderChoice.default(PLATFORM_DEFAULT),
});
export type AgentProviders = z.infer<typeof AgentProviders>;
export const DEFAULT_AGENT_PROVIDERS: AgentProviders = AgentProviders.parse({});

/**
 * Spec 001 section 4's rules, applied wherever providers are saved: a realtime provider resets
 * llm, stt and tts to the default (and the language to multi); a custom llm, stt or tts provider
 * resets realtime. A custom choice without a provider id is the default.
 */
export function normalizeProviders(providers: AgentProviders): { providers: AgentProviders; realtime: boolean } {
  const pick = (choice: ProviderChoice): ProviderChoice =>
    choice.mode === 'custom' && choice.provider_id ? choice : PLATFORM_DEFAULT;
  const next: AgentProviders = {
    llm: pick(providers.llm),
    stt: pick(providers.stt),
    tts: pick(providers.tts),
    realtime: pick(providers.realtime),
  };
  if (next.realtime.mode === 'custom') {
    const fallback = PLATFORM_DEFAULT;
    return { providers: { llm: fallback, stt: fallback, tts: fallback, realtime: next.realtime }, realtime: true };
  }
  return { providers: next, realtime: false };
}
