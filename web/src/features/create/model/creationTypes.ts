import type { CreditBalance } from '@avatarium/contracts';
import type { UploadedFile } from '../../../shared/uploads/model/uploadTypes';
import type { CreateAgentInput } from '../../../gql/graphql';
import type { MediaKind } from './mediaKinds';
import type { ModelChoice, SelectedMediaMap } from './creationRequest';

/** Spec 000 section 3's "Credit balance check result": the balance fields as credits defines them, and whether the check worked. */
export type CreditCheck = Pick<CreditBalance, 'balance' | 'hasMinimumBalance' | 'minimumRequired'> & {
  success: boolean;
  error: string | null;
};

export interface CreationInput {
  prompt: string;
  model: ModelChoice;
  media: SelectedMediaMap;
}

/** Spec 000 section 4: checking credit balance, uploading files (per file with percent), starting generation. */
export type CreationStage =
  | { kind: 'checking' }
  | { kind: 'uploading'; media: MediaKind; file: File; position: number; count: number; percent: number; chunked: boolean }
  | { kind: 'starting' };

export type CreationOutcome =
  | { kind: 'created'; agentId: string }
  | { kind: 'insufficientCredits'; balance: number; minimum: number }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' };

export interface CreationDeps {
  checkBalance: () => Promise<CreditCheck>;
  upload: (
    file: File,
    options: { agentId: string; signal: AbortSignal; onProgress: (percent: number) => void },
  ) => Promise<UploadedFile>;
  generate: (input: CreateAgentInput) => Promise<{ agentId: string }>;
  newAgentId: () => string;
  onStage: (stage: CreationStage) => void;
}
