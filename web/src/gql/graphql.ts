/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type CredentialsInput = {
  email: string;
  password: string;
};

export type PlanType =
  | 'CREATOR'
  | 'ENTERPRISE'
  | 'FREE'
  | 'PRO';

export type AgentCardFieldsFragment = { id: string, name: string | null, description: string | null, prompt: string, modelType: AgentModel, status: string, eventType: string | null, displayStatus: AgentDisplayStatus, progress: number, isAnimal: boolean, faceHandled: boolean, errorType: string | null, failureText: string | null, posterUrl: string | null, imageUrl: string | null, videoUrl: string | null, lipSyncUrl: string | null, modelUrl: string | null, createdAt: string, updatedAt: string };

export type SignInMutationVariables = Exact<{
  input: CredentialsInput;
}>;


export type SignInMutation = { signIn: { ok: boolean, user: { id: string, email: string, createdAt: string } | null, error: { message: string, code: string, inputErrors: Array<{ field: string, message: string }> } | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type SignUpMutationVariables = Exact<{
  input: CredentialsInput;
}>;


export type SignUpMutation = { signUp: { ok: boolean, user: { id: string, email: string, createdAt: string } | null, error: { message: string, code: string, inputErrors: Array<{ field: string, message: string }> } | null } };

export type CreditBalanceChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CreditBalanceChangedSubscription = { creditBalanceChanged: { balance: number, hasMinimumBalance: boolean, minimumRequired: number, plan: PlanType } };

export type CreditBalanceFieldsFragment = { balance: number, hasMinimumBalance: boolean, minimumRequired: number, plan: PlanType };

export type CreditBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditBalanceQuery = { creditBalance: { balance: number, hasMinimumBalance: boolean, minimumRequired: number, plan: PlanType } | null };

export type MyAgentUpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyAgentUpdatesSubscription = { myAgentUpdates: { id: string, name: string | null, description: string | null, prompt: string, modelType: AgentModel, status: string, eventType: string | null, displayStatus: AgentDisplayStatus, progress: number, isAnimal: boolean, faceHandled: boolean, errorType: string | null, failureText: string | null, posterUrl: string | null, imageUrl: string | null, videoUrl: string | null, lipSyncUrl: string | null, modelUrl: string | null, createdAt: string, updatedAt: string } };

export type MyAgentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAgentsQuery = { myAgents: Array<{ id: string, name: string | null, description: string | null, prompt: string, modelType: AgentModel, status: string, eventType: string | null, displayStatus: AgentDisplayStatus, progress: number, isAnimal: boolean, faceHandled: boolean, errorType: string | null, failureText: string | null, posterUrl: string | null, imageUrl: string | null, videoUrl: string | null, lipSyncUrl: string | null, modelUrl: string | null, createdAt: string, updatedAt: string }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, createdAt: string } | null };

export const AgentCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgentCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"modelType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"displayStatus"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isAnimal"}},{"kind":"Field","name":{"kind":"Name","value":"faceHandled"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"failureText"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lipSyncUrl"}},{"kind":"Field","name":{"kind":"Name","value":"modelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AgentCardFieldsFragment, unknown>;
export const CreditBalanceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditBalanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditBalance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"hasMinimumBalance"}},{"kind":"Field","name":{"kind":"Name","value":"minimumRequired"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}}]}}]} as unknown as DocumentNode<CreditBalanceFieldsFragment, unknown>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CredentialsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CredentialsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const CreditBalanceChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CreditBalanceChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditBalanceChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditBalanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditBalanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditBalance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"hasMinimumBalance"}},{"kind":"Field","name":{"kind":"Name","value":"minimumRequired"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}}]}}]} as unknown as DocumentNode<CreditBalanceChangedSubscription, CreditBalanceChangedSubscriptionVariables>;
export const CreditBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditBalanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditBalanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditBalance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"hasMinimumBalance"}},{"kind":"Field","name":{"kind":"Name","value":"minimumRequired"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}}]}}]} as unknown as DocumentNode<CreditBalanceQuery, CreditBalanceQueryVariables>;
export const MyAgentUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MyAgentUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAgentUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgentCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgentCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"modelType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"displayStatus"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isAnimal"}},{"kind":"Field","name":{"kind":"Name","value":"faceHandled"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"failureText"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lipSyncUrl"}},{"kind":"Field","name":{"kind":"Name","value":"modelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyAgentUpdatesSubscription, MyAgentUpdatesSubscriptionVariables>;
export const MyAgentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAgents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAgents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgentCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgentCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"modelType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"displayStatus"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isAnimal"}},{"kind":"Field","name":{"kind":"Name","value":"faceHandled"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"failureText"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lipSyncUrl"}},{"kind":"Field","name":{"kind":"Name","value":"modelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyAgentsQuery, MyAgentsQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;