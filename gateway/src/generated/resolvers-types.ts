import type { GraphQLResolveInfo } from 'graphql';
import type { UserEntity } from '../modules/auth/user.js';
import type { GatewayContext } from '../context.js';
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
  audioUrl?: Maybe<Scalars['String']['output']>;
  category: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
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
  language: Scalars['String']['output'];
  lipSyncUrl?: Maybe<Scalars['String']['output']>;
  modelType: AgentModel;
  modelUrl?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** Spec 002 2.5: show the 'Help needed' overlay and offer 'Mark Face Points'. */
  needsFaceMarking: Scalars['Boolean']['output'];
  posterUrl?: Maybe<Scalars['String']['output']>;
  /** Spec 002 4.1: 5, 10, 15, 30, 85, 99 or 100. */
  progress: Scalars['Int']['output'];
  prompt: Scalars['String']['output'];
  /** Raw stored status: pending, processing, success, ready, failed, error. */
  status: Scalars['String']['output'];
  systemPrompt?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  updatedAt: Scalars['String']['output'];
  videoUrl?: Maybe<Scalars['String']['output']>;
  visibility: Scalars['String']['output'];
  voiceId?: Maybe<Scalars['String']['output']>;
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

/** The result of signing up or in. On success the session cookie is set. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  error?: Maybe<InputError>;
  ok: Scalars['Boolean']['output'];
  user?: Maybe<User>;
};

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

export type FaceBoxValue = {
  __typename?: 'FaceBoxValue';
  height: Scalars['Int']['output'];
  imageHeight: Scalars['Int']['output'];
  imageWidth: Scalars['Int']['output'];
  width: Scalars['Int']['output'];
  x: Scalars['Int']['output'];
  y: Scalars['Int']['output'];
};

export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** An expected failure returned as data: a message for people and per-field details. */
export type InputError = {
  __typename?: 'InputError';
  /** A reason code clients can branch on (BAD_INPUT, EMAIL_TAKEN, INVALID_CREDENTIALS); the message is for people. */
  code: Scalars['String']['output'];
  inputErrors: Array<FieldError>;
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  signIn: AuthPayload;
  signOut: Scalars['Boolean']['output'];
  signUp: AuthPayload;
};


export type MutationSignInArgs = {
  input: CredentialsInput;
};


export type MutationSignUpArgs = {
  input: CredentialsInput;
};

export type PlanType =
  | 'CREATOR'
  | 'ENTERPRISE'
  | 'FREE'
  | 'PRO';

export type Query = {
  __typename?: 'Query';
  /** One agent the signed-in user owns (null when not found or not theirs). */
  agent?: Maybe<Agent>;
  /** Null when signed out. */
  creditBalance?: Maybe<CreditBalance>;
  /** The signed-in user, or null when signed out. */
  me?: Maybe<User>;
  /** The signed-in user's agents, newest first (empty when signed out). */
  myAgents: Array<Agent>;
  /** Always true: lets clients check they reach the API. */
  ping: Scalars['Boolean']['output'];
};


export type QueryAgentArgs = {
  id: Scalars['ID']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** Yields the current balance first, then every change. */
  creditBalanceChanged: CreditBalance;
  /** Yields each of the user's agents as they are now, then every change to any of them. */
  myAgentUpdates: Agent;
};

export type User = {
  __typename?: 'User';
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
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
  Agent: ResolverTypeWrapper<Agent>;
  AgentDisplayStatus: AgentDisplayStatus;
  AgentModel: AgentModel;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CredentialsInput: CredentialsInput;
  CreditBalance: ResolverTypeWrapper<CreditBalance>;
  FaceBoxValue: ResolverTypeWrapper<FaceBoxValue>;
  FieldError: ResolverTypeWrapper<FieldError>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InputError: ResolverTypeWrapper<InputError>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PlanType: PlanType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  User: ResolverTypeWrapper<UserEntity>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Agent: Agent;
  AuthPayload: Omit<AuthPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  Boolean: Scalars['Boolean']['output'];
  CredentialsInput: CredentialsInput;
  CreditBalance: CreditBalance;
  FaceBoxValue: FaceBoxValue;
  FieldError: FieldError;
  ID: Scalars['ID']['output'];
  InputError: InputError;
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  User: UserEntity;
};

export type AgentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Agent'] = ResolversParentTypes['Agent']> = {
  audioUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lipSyncUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modelType?: Resolver<ResolversTypes['AgentModel'], ParentType, ContextType>;
  modelUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  needsFaceMarking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  posterUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  systemPrompt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voiceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['InputError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type CreditBalanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditBalance'] = ResolversParentTypes['CreditBalance']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasMinimumBalance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minimumRequired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['PlanType'], ParentType, ContextType>;
};

export type FaceBoxValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FaceBoxValue'] = ResolversParentTypes['FaceBoxValue']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageHeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InputErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InputError'] = ResolversParentTypes['InputError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  signIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  agent?: Resolver<Maybe<ResolversTypes['Agent']>, ParentType, ContextType, RequireFields<QueryAgentArgs, 'id'>>;
  creditBalance?: Resolver<Maybe<ResolversTypes['CreditBalance']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myAgents?: Resolver<Array<ResolversTypes['Agent']>, ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  _noop?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_noop", ParentType, ContextType>;
  creditBalanceChanged?: SubscriptionResolver<ResolversTypes['CreditBalance'], "creditBalanceChanged", ParentType, ContextType>;
  myAgentUpdates?: SubscriptionResolver<ResolversTypes['Agent'], "myAgentUpdates", ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Agent?: AgentResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  CreditBalance?: CreditBalanceResolvers<ContextType>;
  FaceBoxValue?: FaceBoxValueResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  InputError?: InputErrorResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

