import type { voices } from '@avatarium/contracts';

/** What VoiceTransaction resolvers receive (codegen.ts maps the GraphQL type to it). */
export type VoiceTransactionEntity = voices.VoiceTransaction;
