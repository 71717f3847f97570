import { AgentModel, agentSettings } from '@avatarium/contracts';
import { z } from 'zod';

/** PUT /api/agents/{id}/model {model}. */
export const ModelBody = z.object({
  model: z.enum(AgentModel.options, { error: "model must be 'essence' or 'expression'" }),
});

/**
 * PUT /api/agents/{id}/ui-overlay: the full overlay (or {ui_overlay: overlay}). QR entries
 * with a blank URL are dropped (spec 001 section 5), the legacy single QR object and the
 * legacy border paths are read as today's forms.
 */
export const UiOverlayBody = z
  .preprocess(
    (body) => (body && typeof body === 'object' && 'ui_overlay' in body ? (body as { ui_overlay: unknown }).ui_overlay : body),
    agentSettings.UiOverlay,
  )
  .transform((overlay) => ({ ...overlay, qr_code: overlay.qr_code.filter((entry) => entry.original_url !== '') }))
  .refine((overlay) => !overlay.foreground.enabled || overlay.foreground.url !== '', {
    error: 'The foreground overlay needs an image before it can be switched on.',
    path: ['foreground', 'enabled'],
  });

/**
 * PATCH /api/agents/{id} {custom_actions}: triggers without keywords or URL are dropped on
 * save (spec 001 section 5); keywords are trimmed and must be unique within a trigger.
 */
export const CustomActionsBody = z.object({
  custom_actions: z.preprocess((value) => {
    const triggers = (value as { keyword_triggers?: { triggers?: unknown } } | null)?.keyword_triggers?.triggers;
    if (!Array.isArray(triggers)) return value;
    const kept = triggers.filter((trigger: { keywords?: unknown; url?: unknown } | null) => {
      const words = Array.isArray(trigger?.keywords)
        ? trigger.keywords.filter((word) => typeof word !== 'string' || word.trim() !== '')
        : [];
      return words.length > 0 && typeof trigger?.url === 'string' && trigger.url.trim() !== '';
    });
    const cleaned = kept.map((trigger: { keywords: unknown[] }) => ({
      ...trigger,
      keywords: trigger.keywords.filter((word) => typeof word !== 'string' || word.trim() !== ''),
    }));
    const blocks = value as { keyword_triggers: object };
    return { ...blocks, keyword_triggers: { ...blocks.keyword_triggers, triggers: cleaned } };
  }, agentSettings.CustomActions),
});

/**
 * PUT /api/agents/{id}/conversation-budget {monthly_credits}: a whole number of credits from 10
 * to 1,000,000 a month, or null for no limit. The field must be there (a missing one is not "no limit").
 */
export const ConversationBudgetBody = z.object({ monthly_credits: agentSettings.MonthlyCredits.nullable() });

/** PUT /api/agents/{id}/sharing {share:{deployment}}. */
export const DeploymentBody = z.object({
  share: z.object({
    deployment: z.enum(agentSettings.Deployment.options, {
      error: 'share.deployment must be weblink, gadget, embedding or on-prem',
    }),
  }),
});
