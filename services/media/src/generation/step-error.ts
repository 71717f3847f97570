import type { GenerationErrorType } from '@avatarium/contracts';
import { AppError, ProviderError } from '@avatarium/platform';

/** What the owner reads when a step fails (the card adds "Create a new agent to try again"). */
export const FAILURE_MESSAGES: Record<GenerationErrorType, string> = {
  persona: "We could not write the agent's persona.",
  image: 'We could not process the image. Please try another JPG, PNG or WebP picture.',
  video: 'We could not process the movement video. Please try another video under 30 seconds.',
  lip_sync: "We could not prepare the agent's voice and lip-sync.",
  model: "We could not build the agent's model.",
  credits: 'The credits for this agent could not be taken.',
  configuration: 'The platform is not configured for this request.',
};

/** A step failure with its error_type; retryable ones are tried again on a later delivery. */
export class StepError extends Error {
  constructor(
    readonly type: GenerationErrorType,
    message: string,
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'StepError';
  }
}

/** The worker lost its lease (another worker took the job over): stop without touching it. */
export class LeaseLostError extends Error {
  constructor(agentId: string) {
    super(`lease on ${agentId} lost`);
    this.name = 'LeaseLostError';
  }
}

const credentialsOf: Record<string, string> = {
  'gpu-host': 'GPU_HOST_TOKEN',
  openai: 'OPENAI_API_KEY',
};

const providerNames: Record<string, string> = {
  'gpu-host': 'The GPU host',
  openai: 'OpenAI',
};

/**
 * What failed when a provider, not the owner's file, is at fault: the host could not be
 * reached, redirected us, was busy or failed (anything but a 4xx about what we sent). The
 * step's own message would tell the owner to try another file, which would not help.
 */
export function providerFailureText(error: ProviderError): string | null {
  const status = error.status;
  const theirs = status === undefined || status < 400 || status >= 500 || status === 408 || status === 429;
  if (!theirs) return null;
  const who = providerNames[error.provider] ?? `The ${error.provider} provider`;
  const what =
    status === undefined
      ? 'could not be reached or sent an answer we cannot use'
      : status < 400
        ? `answered with a redirect (${status}), which is not followed`
        : status === 408 || status === 429
          ? `was too busy to answer (${status})`
          : `failed (${status})`;
  return `${who} ${what}. This is not a problem with your files; please try again later.`;
}

/** Turns anything a step threw into a StepError of the step's type. */
export function toStepError(error: unknown, type: GenerationErrorType): StepError {
  if (error instanceof StepError) return error;
  if (error instanceof ProviderError) {
    if (error.status === 401 || error.status === 403) {
      const setting = credentialsOf[error.provider] ?? 'the provider credentials';
      return new StepError('configuration', `The ${error.provider} provider refused our credentials: check ${setting}.`);
    }
    return new StepError(type, providerFailureText(error) ?? FAILURE_MESSAGES[type], error.retryable);
  }
  if (error instanceof AppError) return new StepError(type, FAILURE_MESSAGES[type], error.code === 'UNAVAILABLE');
  return new StepError(type, FAILURE_MESSAGES[type], false);
}
