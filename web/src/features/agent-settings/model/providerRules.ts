import { providerKeys } from '@avatarium/contracts';

export type Capability = 'llm' | 'stt' | 'tts' | 'realtime';
export interface Choice {
  mode: 'default' | 'custom';
  providerId: string | null;
}
export type Choices = Record<Capability, Choice>;
export interface ProvidersForm {
  realtime: boolean;
  choices: Choices;
}

export const DEFAULT_CHOICE: Choice = { mode: 'default', providerId: null };
export const CAPABILITY_LABELS: Record<Capability, string> = {
  llm: 'Language model (LLM)',
  stt: 'Speech to text (STT)',
  tts: 'Text to speech (TTS)',
  realtime: 'Realtime (speech to speech)',
};

/** Spec 001 section 9 (Providers dialog): shown but disabled until this server runs them. */
export const COMING_SOON_IN_DIALOG = new Set(['volcano', 'minimax', 'anthropic', 'google', 'deepseek']);

/** The form for an agent's saved providers: realtime mode is on when a realtime provider is chosen. */
export function formOf(saved: Choices): ProvidersForm {
  return { realtime: saved.realtime.mode === 'custom', choices: saved };
}

/** Spec 001 section 4: turning realtime on resets llm, stt and tts to the default. */
export function setRealtimeMode(form: ProvidersForm, on: boolean): ProvidersForm {
  if (!on) return { realtime: false, choices: { ...form.choices, realtime: DEFAULT_CHOICE } };
  return {
    realtime: true,
    choices: { llm: DEFAULT_CHOICE, stt: DEFAULT_CHOICE, tts: DEFAULT_CHOICE, realtime: form.choices.realtime },
  };
}

/**
 * Spec 001 section 4: picking a realtime provider resets the three others (and turns realtime
 * mode on); picking any other custom provider resets realtime and turns the mode off.
 */
export function pickProvider(form: ProvidersForm, capability: Capability, providerId: string | null): ProvidersForm {
  const choice: Choice = providerId ? { mode: 'custom', providerId } : DEFAULT_CHOICE;
  if (capability === 'realtime') {
    if (!providerId) return { ...form, choices: { ...form.choices, realtime: DEFAULT_CHOICE } };
    return { realtime: true, choices: { llm: DEFAULT_CHOICE, stt: DEFAULT_CHOICE, tts: DEFAULT_CHOICE, realtime: choice } };
  }
  const choices = { ...form.choices, [capability]: choice };
  if (providerId) return { realtime: false, choices: { ...choices, realtime: DEFAULT_CHOICE } };
  return { ...form, choices };
}

/** Spec 001: multi with realtime; without it the agent keeps its own language (en after realtime's multi). */
export function languageToSave(form: ProvidersForm, agentLanguage: string): string {
  if (form.realtime) return 'multi';
  return agentLanguage && agentLanguage !== 'multi' ? agentLanguage : 'en';
}

export interface ProviderOption {
  id: string;
  label: string;
  disabled: boolean;
}

/** A key is listed for a capability only when its platform does that capability (spec 001 section 4). */
export function optionsFor(
  capability: Capability,
  keys: ReadonlyArray<{ id: string; platform: string; label: string }>,
): ProviderOption[] {
  return keys
    .filter((key) => {
      const platform = providerKeys.PROVIDER_PLATFORMS[key.platform as providerKeys.Platform];
      return (platform?.capabilities as readonly string[] | undefined)?.includes(capability);
    })
    .map((key) => {
      const soon = COMING_SOON_IN_DIALOG.has(key.platform);
      return { id: key.id, label: soon ? `${key.label} (Coming Soon)` : key.label, disabled: soon };
    });
}
