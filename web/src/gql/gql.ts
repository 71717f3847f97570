/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SaveSignUpReference($reference: String!) {\n    saveSignUpReference(reference: $reference)\n  }\n": typeof types.SaveSignUpReferenceDocument,
    "\n  fragment AgentShareFields on Agent {\n    id\n    name\n    prompt\n    tags\n    category\n    visibility\n    anonymousEnabled\n    isOwner\n    modelType\n    modelUrl\n    status\n    displayStatus\n  }\n": typeof types.AgentShareFieldsFragmentDoc,
    "\n  query AgentShareDetails($id: ID!) {\n    viewerAgent(id: $id) {\n      agent {\n        ...AgentShareFields\n      }\n      requiresSignIn\n    }\n  }\n": typeof types.AgentShareDetailsDocument,
    "\n  mutation CloneAgent($id: ID!) {\n    cloneAgent(id: $id) {\n      ok\n      agent {\n        ...AgentCardFields\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n": typeof types.CloneAgentDocument,
    "\n  mutation DeleteAgent($id: ID!) {\n    deleteAgent(id: $id) {\n      ok\n      agentId\n      error {\n        message\n        code\n      }\n    }\n  }\n": typeof types.DeleteAgentDocument,
    "\n  mutation SetAgentCategory($id: ID!, $category: String!) {\n    setAgentCategory(id: $id, category: $category) {\n      ok\n      agent {\n        id\n        category\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n": typeof types.SetAgentCategoryDocument,
    "\n  mutation SetAgentVisibility($id: ID!, $visibility: String!, $category: String) {\n    setAgentVisibility(id: $id, visibility: $visibility, category: $category) {\n      ok\n      agent {\n        id\n        visibility\n        category\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n": typeof types.SetAgentVisibilityDocument,
    "\n  mutation SetAnonymousAccess($id: ID!, $enabled: Boolean!) {\n    setAnonymousAccess(id: $id, enabled: $enabled) {\n      ok\n      agent {\n        id\n        anonymousEnabled\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n": typeof types.SetAnonymousAccessDocument,
    "\n  fragment AgentSettingsFields on Agent {\n    id\n    name\n    description\n    systemPrompt\n    language\n    gender\n    voiceId\n    modelType\n    modelUrl\n    deployment\n    visibility\n    posterUrl\n    imageUrl\n    uiOverlay {\n      ...UiOverlayFields\n    }\n    providers {\n      llm {\n        mode\n        providerId\n      }\n      stt {\n        mode\n        providerId\n      }\n      tts {\n        mode\n        providerId\n      }\n      realtime {\n        mode\n        providerId\n      }\n    }\n    customActions {\n      ...VisitorCustomActionsFields\n      greetings {\n        opening_instructions\n      }\n    }\n  }\n": typeof types.AgentSettingsFieldsFragmentDoc,
    "\n  fragment AgentSettingsResultFields on AgentActionResult {\n    ok\n    agent {\n      ...AgentSettingsFields\n    }\n    error {\n      ...InputErrorFields\n    }\n  }\n": typeof types.AgentSettingsResultFieldsFragmentDoc,
    "\n  mutation SetAgentModel($id: ID!, $model: AgentModel!) {\n    setAgentModel(id: $id, model: $model) {\n      ok\n      regenerating\n      agent {\n        ...AgentSettingsFields\n      }\n      error {\n        ...InputErrorFields\n      }\n    }\n  }\n": typeof types.SetAgentModelDocument,
    "\n  mutation SetAgentUiOverlay($id: ID!, $uiOverlay: UiOverlayInput!) {\n    setAgentUiOverlay(id: $id, uiOverlay: $uiOverlay) {\n      ...AgentSettingsResultFields\n    }\n  }\n": typeof types.SetAgentUiOverlayDocument,
    "\n  mutation SetAgentCustomActions($id: ID!, $customActions: CustomActionsInput!) {\n    setAgentCustomActions(id: $id, customActions: $customActions) {\n      ...AgentSettingsResultFields\n    }\n  }\n": typeof types.SetAgentCustomActionsDocument,
    "\n  mutation SetAgentDeployment($id: ID!, $deployment: String!) {\n    setAgentDeployment(id: $id, deployment: $deployment) {\n      ...AgentSettingsResultFields\n    }\n  }\n": typeof types.SetAgentDeploymentDocument,
    "\n  query AgentSettings($id: ID!) {\n    agent(id: $id) {\n      ...AgentSettingsFields\n    }\n  }\n": typeof types.AgentSettingsDocument,
    "\n  query AgentConversationBudget($id: ID!) {\n    agent(id: $id) {\n      id\n      conversationBudget {\n        monthlyCredits\n        spentThisMonth\n      }\n    }\n  }\n": typeof types.AgentConversationBudgetDocument,
    "\n  mutation SetAgentConversationBudget($id: ID!, $monthlyCredits: Int) {\n    setAgentConversationBudget(id: $id, monthlyCredits: $monthlyCredits) {\n      ok\n      agent {\n        id\n        conversationBudget {\n          monthlyCredits\n          spentThisMonth\n        }\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n": typeof types.SetAgentConversationBudgetDocument,
    "\n  mutation SetAgentProviders($id: ID!, $providers: AgentProvidersInput!, $language: String) {\n    setAgentProviders(id: $id, providers: $providers, language: $language) {\n      ok\n      agent {\n        ...AgentSettingsFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": typeof types.SetAgentProvidersDocument,
    "\n  query ElevenLabsVoices($providerId: ID) {\n    elevenLabsVoices(providerId: $providerId) {\n      id\n      name\n      category\n      gender\n      accent\n      description\n      previewUrl\n    }\n  }\n": typeof types.ElevenLabsVoicesDocument,
    "\n  query VoiceGallery($language: String) {\n    voiceGallery(language: $language) {\n      engine\n      capabilities {\n        design\n        clone\n      }\n      female {\n        id\n        name\n        language\n        gender\n        description\n      }\n      male {\n        id\n        name\n        language\n        gender\n        description\n      }\n    }\n  }\n": typeof types.VoiceGalleryDocument,
    "\n  mutation PreviewVoice($voiceId: String!, $language: String) {\n    previewVoice(voiceId: $voiceId, language: $language) {\n      ok\n      preview {\n        audioUrl\n        durationMs\n        cached\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n": typeof types.PreviewVoiceDocument,
    "\n  mutation ApplyVoice($id: ID!, $voiceId: String!, $gender: String, $language: String, $transactionId: ID) {\n    applyVoice(id: $id, voiceId: $voiceId, gender: $gender, language: $language, transactionId: $transactionId) {\n      ...AgentSettingsResultFields\n    }\n  }\n": typeof types.ApplyVoiceDocument,
    "\n  mutation SavePersona($id: ID!, $persona: PersonaInput!) {\n    savePersona(id: $id, persona: $persona) {\n      ok\n      voiceNotice\n      agent {\n        ...AgentSettingsFields\n      }\n      error {\n        ...InputErrorFields\n      }\n    }\n  }\n": typeof types.SavePersonaDocument,
    "\n  fragment VoiceTransactionFields on VoiceTransaction {\n    transactionId\n    status\n    error\n    previewUrl\n    voiceData {\n      id\n      name\n      gender\n      language\n      description\n    }\n  }\n": typeof types.VoiceTransactionFieldsFragmentDoc,
    "\n  mutation DesignVoice($agentId: ID!, $prompt: String!, $language: String, $gender: String) {\n    designVoice(agentId: $agentId, prompt: $prompt, language: $language, gender: $gender) {\n      ok\n      transactionId\n      error {\n        message\n        code\n      }\n    }\n  }\n": typeof types.DesignVoiceDocument,
    "\n  query VoiceTransaction($transactionId: ID!) {\n    voiceTransaction(transactionId: $transactionId) {\n      ...VoiceTransactionFields\n    }\n  }\n": typeof types.VoiceTransactionDocument,
    "\n  subscription VoiceTransactionUpdates($transactionId: ID!) {\n    voiceTransactionUpdates(transactionId: $transactionId) {\n      ...VoiceTransactionFields\n    }\n  }\n": typeof types.VoiceTransactionUpdatesDocument,
    "\n  mutation RejectVoice($transactionId: ID!) {\n    rejectVoice(transactionId: $transactionId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": typeof types.RejectVoiceDocument,
    "\n  mutation CloneVoice($agentId: ID!, $audioFilePath: String!, $voiceName: String, $language: String, $gender: String) {\n    cloneVoice(agentId: $agentId, audioFilePath: $audioFilePath, voiceName: $voiceName, language: $language, gender: $gender) {\n      ok\n      transactionId\n      error {\n        message\n        code\n      }\n    }\n  }\n": typeof types.CloneVoiceDocument,
    "\n  query AgentAnalytics($agentId: ID!, $timeZone: String!, $from: String, $to: String) {\n    agentAnalytics(agentId: $agentId, timeZone: $timeZone, from: $from, to: $to) {\n      agentId\n      timeZone\n      from\n      to\n      totalConversations\n      totalMessages\n      averageMessagesPerConversation\n      earliest\n      latest\n      conversationsByDay {\n        day\n        conversations\n      }\n      conversationsByWeekday\n      heatmap {\n        weekday\n        hour\n        messages\n      }\n      products {\n        rank\n        name\n        image\n        mentions\n        conversations\n      }\n      latency {\n        stage\n        p50Ms\n        p95Ms\n        turns\n      }\n      unanswered {\n        question\n        count\n        lastAskedAt\n      }\n      minutes {\n        billed\n        connected\n      }\n    }\n  }\n": typeof types.AgentAnalyticsDocument,
    "\n  query AgentConversationsOnDay($agentId: ID!, $timeZone: String!, $day: String!) {\n    agentConversationsOnDay(agentId: $agentId, timeZone: $timeZone, day: $day) {\n      id\n      sessionId\n      createdAt\n      updatedAt\n      durationSeconds\n      messageCount\n      messages {\n        role\n        message\n        timestamp\n      }\n    }\n  }\n": typeof types.AgentConversationsOnDayDocument,
    "\n  subscription ConversationAnalyticsChanged($agentId: ID!) {\n    conversationAnalyticsChanged(agentId: $agentId) {\n      agentId\n      conversationId\n    }\n  }\n": typeof types.ConversationAnalyticsChangedDocument,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    ok\n    user {\n      id\n      email\n      createdAt\n    }\n    error {\n      message\n      code\n      inputErrors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AuthPayloadFieldsFragmentDoc,
    "\n  mutation SignIn($input: CredentialsInput!) {\n    signIn(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation SignUp($input: CredentialsInput!) {\n    signUp(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  query CollectionPlans($collectionId: ID!) {\n    collectionPlans(collectionId: $collectionId) {\n      code\n      description\n      billing_period\n      credits\n      is_initial\n      priceCents\n    }\n  }\n": typeof types.CollectionPlansDocument,
    "\n  query AppSubscription($collectionId: ID!) {\n    appSubscription(collectionId: $collectionId) {\n      subscription\n      plan_credits_remaining\n      topup_credits_remaining\n    }\n  }\n": typeof types.AppSubscriptionDocument,
    "\n  mutation SetCollectionPlans($id: ID!, $plans: [CollectionPlanInput!]!) {\n    setCollectionPlans(id: $id, plans: $plans) {\n      code\n    }\n  }\n": typeof types.SetCollectionPlansDocument,
    "\n  mutation SubscribeCollectionPlan($id: ID!, $plan: String!) {\n    subscribeCollectionPlan(id: $id, plan: $plan) {\n      kind\n      url\n    }\n  }\n": typeof types.SubscribeCollectionPlanDocument,
    "\n  mutation TopUpCollectionSubscription($id: ID!) {\n    topUpCollectionSubscription(id: $id) {\n      kind\n      url\n    }\n  }\n": typeof types.TopUpCollectionSubscriptionDocument,
    "\n  fragment CollectionFields on Collection {\n    id\n    name\n    description\n    layout\n    contact_link\n    logo\n    heroshot_enabled\n    heroshot_video\n    agent_codes\n    share {\n      public_enabled\n    }\n    created_at\n    updated_at\n  }\n": typeof types.CollectionFieldsFragmentDoc,
    "\n  query Collections {\n    collections {\n      ...CollectionFields\n    }\n  }\n": typeof types.CollectionsDocument,
    "\n  mutation CreateCollection($input: CollectionInput!) {\n    createCollection(input: $input) {\n      ...CollectionFields\n    }\n  }\n": typeof types.CreateCollectionDocument,
    "\n  mutation UpdateCollection($id: ID!, $input: CollectionInput!) {\n    updateCollection(id: $id, input: $input) {\n      ...CollectionFields\n    }\n  }\n": typeof types.UpdateCollectionDocument,
    "\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(id: $id)\n  }\n": typeof types.DeleteCollectionDocument,
    "\n  mutation RemoveCollectionLogo($id: ID!) {\n    removeCollectionLogo(id: $id) {\n      ...CollectionFields\n    }\n  }\n": typeof types.RemoveCollectionLogoDocument,
    "\n  mutation HeroshotUploadUrl($id: ID!, $ext: String!) {\n    collectionHeroshotUploadUrl(id: $id, ext: $ext) {\n      uploadUrl\n      filePath\n      contentType\n    }\n  }\n": typeof types.HeroshotUploadUrlDocument,
    "\n  mutation ConfirmHeroshot($id: ID!, $filePath: String!) {\n    confirmCollectionHeroshot(id: $id, filePath: $filePath) {\n      ...CollectionFields\n    }\n  }\n": typeof types.ConfirmHeroshotDocument,
    "\n  mutation RemoveHeroshot($id: ID!) {\n    removeCollectionHeroshot(id: $id) {\n      ...CollectionFields\n    }\n  }\n": typeof types.RemoveHeroshotDocument,
    "\n  mutation SetCollectionSharing($id: ID!, $public_enabled: Boolean!) {\n    setCollectionSharing(id: $id, public_enabled: $public_enabled) {\n      public_enabled\n    }\n  }\n": typeof types.SetCollectionSharingDocument,
    "\n  query CommunityAgents($category: String, $sortBy: AgentSort, $search: String, $limit: Int, $offset: Int) {\n    communityAgents(category: $category, sortBy: $sortBy, search: $search, limit: $limit, offset: $offset) {\n      agents {\n        ...AgentCardFields\n      }\n      total\n      categoryCounts {\n        category\n        count\n      }\n    }\n  }\n": typeof types.CommunityAgentsDocument,
    "\n  subscription CommunityUpdates {\n    communityUpdates {\n      agentId\n      agent {\n        ...AgentCardFields\n      }\n    }\n  }\n": typeof types.CommunityUpdatesDocument,
    "\n  subscription ConversationEvents($sessionId: ID!, $sessionToken: String!) {\n    conversationEvents(sessionId: $sessionId, sessionToken: $sessionToken) {\n      type\n      at\n      turnId\n      text\n      source\n      seq\n      audioUrl\n      contentType\n      durationMs\n      visemes {\n        startMs\n        viseme\n      }\n      richJson\n      sources {\n        row\n        question\n      }\n      code\n      message\n      reason\n    }\n  }\n": typeof types.ConversationEventsDocument,
    "\n  query ConversationTranscript($sessionId: ID!, $sessionToken: String!) {\n    conversationTranscript(sessionId: $sessionId, sessionToken: $sessionToken) {\n      sessionId\n      conversationId\n      active\n      runningTurnId\n      messages {\n        turnId\n        role\n        text\n        richJson\n      }\n    }\n  }\n": typeof types.ConversationTranscriptDocument,
    "\n  mutation DraftConversationText($sessionId: ID!, $sessionToken: String!, $text: String!) {\n    draftConversationText(sessionId: $sessionId, sessionToken: $sessionToken, text: $text)\n  }\n": typeof types.DraftConversationTextDocument,
    "\n  mutation EndConversation($sessionId: ID!, $sessionToken: String!) {\n    endConversation(sessionId: $sessionId, sessionToken: $sessionToken)\n  }\n": typeof types.EndConversationDocument,
    "\n  mutation GreetConversation($sessionId: ID!, $sessionToken: String!) {\n    greetConversation(sessionId: $sessionId, sessionToken: $sessionToken)\n  }\n": typeof types.GreetConversationDocument,
    "\n  mutation InterruptConversation($sessionId: ID!, $sessionToken: String!) {\n    interruptConversation(sessionId: $sessionId, sessionToken: $sessionToken)\n  }\n": typeof types.InterruptConversationDocument,
    "\n  mutation ReportFirstFrame($sessionId: ID!, $sessionToken: String!, $turnId: ID!, $firstFrameMs: Float!) {\n    reportFirstFrame(sessionId: $sessionId, sessionToken: $sessionToken, turnId: $turnId, firstFrameMs: $firstFrameMs)\n  }\n": typeof types.ReportFirstFrameDocument,
    "\n  mutation SendConversationText($sessionId: ID!, $sessionToken: String!, $text: String!) {\n    sendConversationText(sessionId: $sessionId, sessionToken: $sessionToken, text: $text) {\n      turnId\n    }\n  }\n": typeof types.SendConversationTextDocument,
    "\n  mutation StartConversation($agentId: ID!, $share: String, $collection: ID) {\n    startConversation(agentId: $agentId, share: $share, collection: $collection) {\n      sessionId\n      sessionToken\n      conversationId\n      agentId\n      payer\n      voice\n      language\n      providers {\n        llm\n        tts\n        stt\n      }\n    }\n  }\n": typeof types.StartConversationDocument,
    "\n  mutation CreateAgent($input: CreateAgentInput!) {\n    createAgent(input: $input) {\n      ok\n      agentId\n      refusedAt\n      error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CreateAgentDocument,
    "\n  query CreationCreditCheck {\n    creditBalance {\n      ...CreditBalanceFields\n    }\n  }\n": typeof types.CreationCreditCheckDocument,
    "\n  fragment CreditBalanceFields on CreditBalance {\n    balance\n    hasMinimumBalance\n    minimumRequired\n    plan\n  }\n": typeof types.CreditBalanceFieldsFragmentDoc,
    "\n  subscription CreditBalanceChanged {\n    creditBalanceChanged {\n      ...CreditBalanceFields\n    }\n  }\n": typeof types.CreditBalanceChangedDocument,
    "\n  query CreditBalance {\n    creditBalance {\n      ...CreditBalanceFields\n    }\n  }\n": typeof types.CreditBalanceDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n      expiresAt\n      expired\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  fragment IssuedApiKeyFields on IssuedApiKeyResult {\n    ok\n    secret\n    key {\n      id\n      name\n    }\n    error {\n      message\n    }\n  }\n": typeof types.IssuedApiKeyFieldsFragmentDoc,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      ...IssuedApiKeyFields\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RollApiKey($id: ID!) {\n    rollApiKey(id: $id) {\n      ...IssuedApiKeyFields\n    }\n  }\n": typeof types.RollApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id)\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query ApiKeyUsage($id: ID) {\n    apiKeyUsage(id: $id) {\n      keyId\n      from\n      to\n      totals {\n        requests\n        errors\n        credits\n        p50Ms\n        p95Ms\n      }\n      days {\n        day\n        requests\n        errors\n        credits\n        p50Ms\n        p95Ms\n      }\n      routes {\n        route\n        requests\n        errors\n      }\n    }\n  }\n": typeof types.ApiKeyUsageDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      events\n      description\n      enabled\n      disabledReason\n      secretPrefix\n      createdAt\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      id\n      type\n      status\n      attempts\n      createdAt\n      lastAttemptAt\n      nextAttemptAt\n      responseStatus\n      error\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookInput!) {\n    createWebhookEndpoint(input: $input) {\n      ok\n      secret\n      endpoint {\n        id\n        url\n      }\n      error {\n        message\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ok\n      endpoint {\n        id\n        enabled\n        disabledReason\n      }\n      error {\n        message\n      }\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RollWebhookSecret($id: ID!) {\n    rollWebhookSecret(id: $id) {\n      ok\n      secret\n      error {\n        message\n      }\n    }\n  }\n": typeof types.RollWebhookSecretDocument,
    "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": typeof types.SendTestWebhookDocument,
    "\n  mutation ResendWebhookDelivery($endpointId: ID!, $deliveryId: ID!) {\n    resendWebhookDelivery(endpointId: $endpointId, deliveryId: $deliveryId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": typeof types.ResendWebhookDeliveryDocument,
    "\n  fragment DynamicsFields on Dynamics {\n    status\n    enabled\n    result\n    talking\n    batch_results {\n      id\n      video_url\n      name\n      generated\n      status\n      message\n    }\n    summary {\n      successful\n      failed\n      total_attempts\n    }\n  }\n": typeof types.DynamicsFieldsFragmentDoc,
    "\n  fragment DynamicsResultFields on DynamicsResult {\n    ok\n    dynamics {\n      ...DynamicsFields\n    }\n    error {\n      ...InputErrorFields\n    }\n  }\n": typeof types.DynamicsResultFieldsFragmentDoc,
    "\n  query AgentDynamics($id: ID!) {\n    agentDynamics(id: $id) {\n      ...DynamicsResultFields\n    }\n  }\n": typeof types.AgentDynamicsDocument,
    "\n  subscription AgentDynamicsUpdates($id: ID!) {\n    agentDynamicsUpdates(id: $id) {\n      ...DynamicsFields\n    }\n  }\n": typeof types.AgentDynamicsUpdatesDocument,
    "\n  mutation SetAgentDynamics($id: ID!, $dynamics: DynamicsInput!) {\n    setAgentDynamics(id: $id, dynamics: $dynamics) {\n      ...DynamicsResultFields\n    }\n  }\n": typeof types.SetAgentDynamicsDocument,
    "\n  mutation SetAgentDynamicsEnabled($id: ID!, $enabled: Boolean!) {\n    setAgentDynamicsEnabled(id: $id, enabled: $enabled) {\n      ...DynamicsResultFields\n    }\n  }\n": typeof types.SetAgentDynamicsEnabledDocument,
    "\n  mutation GenerateAgentMovements($id: ID!) {\n    generateAgentMovements(id: $id) {\n      ok\n      jobId\n      error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.GenerateAgentMovementsDocument,
    "\n  mutation RegenerateAgentMovements($id: ID!) {\n    regenerateAgentMovements(id: $id) {\n      ok\n      fallbackToAsync\n      error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RegenerateAgentMovementsDocument,
    "\n  mutation MarkFace($input: MarkFaceInput!) {\n    markFace(input: $input) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": typeof types.MarkFaceDocument,
    "\n  fragment KnowledgeStateFields on KnowledgeState {\n    agentId\n    knowledge {\n      faq\n      enabled\n    }\n    status\n    progress {\n      step\n      percent\n    }\n    error\n    preview {\n      headers\n      rows\n      totalRows\n    }\n    unanswered {\n      question\n      askedAt\n    }\n    answering {\n      onlyFromFaq\n      unknownAnswer\n      defaultUnknownAnswer\n    }\n    updatedAt\n  }\n": typeof types.KnowledgeStateFieldsFragmentDoc,
    "\n  query AgentKnowledge($id: ID!) {\n    agentKnowledge(id: $id) {\n      ...KnowledgeStateFields\n    }\n  }\n": typeof types.AgentKnowledgeDocument,
    "\n  subscription KnowledgeUpdates($id: ID!) {\n    knowledgeUpdates(id: $id) {\n      ...KnowledgeStateFields\n    }\n  }\n": typeof types.KnowledgeUpdatesDocument,
    "\n  mutation SetAgentFaq($id: ID!, $faq: String!) {\n    setAgentFaq(id: $id, faq: $faq) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": typeof types.SetAgentFaqDocument,
    "\n  mutation ToggleRag($id: ID!, $enabled: Boolean!) {\n    toggleRag(id: $id, enabled: $enabled) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": typeof types.ToggleRagDocument,
    "\n  mutation SetKnowledgeAnswering($id: ID!, $onlyFromFaq: Boolean, $unknownAnswer: String) {\n    setKnowledgeAnswering(id: $id, onlyFromFaq: $onlyFromFaq, unknownAnswer: $unknownAnswer) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": typeof types.SetKnowledgeAnsweringDocument,
    "\n  mutation GenerateFaqFromWebsite($id: ID!, $url: String!) {\n    generateFaqFromWebsite(id: $id, url: $url) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": typeof types.GenerateFaqFromWebsiteDocument,
    "\n  mutation GenerateFaqFromPdf($id: ID!, $pdf: String!) {\n    generateFaqFromPdf(id: $id, pdf: $pdf) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": typeof types.GenerateFaqFromPdfDocument,
    "\n  fragment SlidesStateFields on SlidesState {\n    agentId\n    status\n    progress {\n      step\n      percent\n    }\n    error\n    updatedAt\n    slides {\n      enabled\n      slides {\n        slideNumber\n        imageUrl\n        hasImage\n        script\n      }\n    }\n  }\n": typeof types.SlidesStateFieldsFragmentDoc,
    "\n  query AgentSlides($id: ID!) {\n    agentSlides(id: $id) {\n      ...SlidesStateFields\n    }\n  }\n": typeof types.AgentSlidesDocument,
    "\n  subscription SlidesUpdates($id: ID!) {\n    slidesUpdates(id: $id) {\n      ...SlidesStateFields\n    }\n  }\n": typeof types.SlidesUpdatesDocument,
    "\n  mutation GenerateSlides($id: ID!, $pdf: String!) {\n    generateSlides(id: $id, pdf: $pdf) {\n      ok\n      state {\n        ...SlidesStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": typeof types.GenerateSlidesDocument,
    "\n  mutation UpdateSlides($id: ID!, $enabled: Boolean, $slides: [SlideScriptInput!]) {\n    updateSlides(id: $id, enabled: $enabled, slides: $slides) {\n      ok\n      state {\n        ...SlidesStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": typeof types.UpdateSlidesDocument,
    "\n  subscription MyAgentRemovals {\n    myAgentRemovals\n  }\n": typeof types.MyAgentRemovalsDocument,
    "\n  subscription MyAgentUpdates {\n    myAgentUpdates {\n      ...AgentCardFields\n    }\n  }\n": typeof types.MyAgentUpdatesDocument,
    "\n  query OperatorStatus {\n    operatorStatus {\n      checkedAt\n      processes {\n        name\n        version\n        instance\n        startedAt\n        uptimeSeconds\n        rssBytes\n        latencies {\n          metric\n          group\n          count\n          p50Seconds\n          p95Seconds\n        }\n      }\n      streams {\n        name\n        messages\n        bytes\n        consumers {\n          name\n          pending\n          ackPending\n          redelivered\n        }\n      }\n      jobs {\n        queued\n        running\n        paused\n        failedLastDay\n        recentFailures {\n          agentId\n          errorType\n          message\n          failedAt\n        }\n      }\n    }\n  }\n": typeof types.OperatorStatusDocument,
    "\n  fragment CheckoutResultFields on CheckoutResult {\n    kind\n    url\n    receiptId\n    summary {\n      ...CreditSummaryFields\n    }\n  }\n": typeof types.CheckoutResultFieldsFragmentDoc,
    "\n  mutation ChangePlan($plan: PlanType!) {\n    changePlan(plan: $plan) {\n      ...CheckoutResultFields\n    }\n  }\n": typeof types.ChangePlanDocument,
    "\n  mutation TopUpCredits($credits: Int!) {\n    topUpCredits(credits: $credits) {\n      ...CheckoutResultFields\n    }\n  }\n": typeof types.TopUpCreditsDocument,
    "\n  fragment CreditSummaryFields on CreditSummary {\n    plan\n    included\n    additional\n    used\n    remaining\n    unlimited\n    periodStart\n    periodEnd\n    pendingPlan\n    subscriptionStatus\n    cancelAtPeriodEnd\n    paymentFailed\n    billingMode\n    pendingPayment\n  }\n": typeof types.CreditSummaryFieldsFragmentDoc,
    "\n  query CreditSummary {\n    creditSummary {\n      ...CreditSummaryFields\n    }\n  }\n": typeof types.CreditSummaryDocument,
    "\n  subscription CreditSummaryChanged {\n    creditSummaryChanged {\n      ...CreditSummaryFields\n    }\n  }\n": typeof types.CreditSummaryChangedDocument,
    "\n  query PlanCatalogue {\n    planCatalogue {\n      plans {\n        code\n        name\n        icon\n        price\n        priceDetails\n        priceCents\n        priceLabel\n        badge\n        description\n        monthlyCredits\n        conversationMinutes\n        agentLimit\n        agentLimitLabel\n        sdkMinutes {\n          essenceSelfHosted\n          essenceCloud\n          expressionCloud\n        }\n        topUpsAllowed\n        rewardsProgram\n        highlight\n        isNew\n        cta\n        features\n      }\n      rates {\n        code\n        name\n        creditsPerMinute\n        overageCentsPerMinute\n      }\n      topUpMin\n      topUpMax\n      creditsPerDollar\n    }\n  }\n": typeof types.PlanCatalogueDocument,
    "\n  query Receipts {\n    receipts {\n      id\n      description\n      amountCents\n      currency\n      credits\n      plan\n      status\n      source\n      url\n      at\n    }\n  }\n": typeof types.ReceiptsDocument,
    "\n  mutation AddProviderKey($platform: String!, $apiKey: String!, $label: String) {\n    addProviderKey(platform: $platform, apiKey: $apiKey, label: $label) {\n      ok\n      key {\n        ...ProviderKeyFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": typeof types.AddProviderKeyDocument,
    "\n  mutation RemoveProviderKey($id: ID!) {\n    removeProviderKey(id: $id)\n  }\n": typeof types.RemoveProviderKeyDocument,
    "\n  mutation TestProviderKey($id: ID!) {\n    testProviderKey(id: $id) {\n      ok\n      message\n    }\n  }\n": typeof types.TestProviderKeyDocument,
    "\n  fragment ShopifyMcpFields on ShopifyMcp {\n    url\n    language\n    currency\n    enabled\n    show_qr_code\n    tool_use\n    available_functions\n    selected_functions\n    endpoint\n  }\n": typeof types.ShopifyMcpFieldsFragmentDoc,
    "\n  query AgentShopify($id: ID!) {\n    agent(id: $id) {\n      id\n      shopifyMcp {\n        ...ShopifyMcpFields\n      }\n    }\n  }\n": typeof types.AgentShopifyDocument,
    "\n  mutation SetAgentShopifyMcp($id: ID!, $shopifyMcp: ShopifyMcpInput!) {\n    setAgentShopifyMcp(id: $id, shopifyMcp: $shopifyMcp) {\n      ok\n      shopifyMcp {\n        ...ShopifyMcpFields\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.SetAgentShopifyMcpDocument,
    "\n  mutation ValidateAgentShopifyMcp($id: ID!, $url: String!) {\n    validateAgentShopifyMcp(id: $id, url: $url) {\n      ok\n      valid\n      url\n      functions\n      reason\n      error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ValidateAgentShopifyMcpDocument,
    "\n  fragment ViewerAgentFields on Agent {\n    id\n    name\n    posterUrl\n    imageUrl\n    videoUrl\n    movements {\n      url\n      trackUrl\n    }\n    isOwner\n    modelType\n    presentsSlides\n    uiOverlay {\n      ...UiOverlayFields\n    }\n    customActions {\n      ...VisitorCustomActionsFields\n    }\n    speech {\n      spriteUrl\n      visemes\n      frameWidth\n      frameHeight\n      region {\n        x\n        y\n        width\n        height\n      }\n      imageWidth\n      imageHeight\n      blend\n      rigUrl\n    }\n  }\n": typeof types.ViewerAgentFieldsFragmentDoc,
    "\n  query ViewerAgent($id: ID!, $share: String) {\n    viewerAgent(id: $id, share: $share) {\n      agent {\n        ...ViewerAgentFields\n      }\n      requiresSignIn\n    }\n  }\n": typeof types.ViewerAgentDocument,
    "\n  subscription ViewerAgentUpdates($id: ID!, $share: String) {\n    viewerAgentUpdates(id: $id, share: $share) {\n      ...ViewerAgentFields\n    }\n  }\n": typeof types.ViewerAgentUpdatesDocument,
    "\n  fragment AgentCardFields on Agent {\n    id\n    name\n    description\n    prompt\n    modelType\n    status\n    eventType\n    displayStatus\n    progress\n    isAnimal\n    faceHandled\n    errorType\n    failureText\n    posterUrl\n    imageUrl\n    videoUrl\n    lipSyncUrl\n    modelUrl\n    createdAt\n    updatedAt\n    votes\n    category\n    visibility\n    anonymousEnabled\n    isOwner\n    tags\n  }\n": typeof types.AgentCardFieldsFragmentDoc,
    "\n  query MyAgents($sortBy: AgentSort) {\n    myAgents(sortBy: $sortBy) {\n      ...AgentCardFields\n    }\n  }\n": typeof types.MyAgentsDocument,
    "\n  fragment VisitorCustomActionsFields on CustomActions {\n    greetings {\n      enabled\n      allow_interruption\n    }\n    auto_refresh {\n      enabled\n      idle_timeout\n    }\n    keyword_triggers {\n      enabled\n      triggers {\n        keywords\n        url\n      }\n    }\n    session_timeout {\n      enabled\n      timeout_seconds\n      timeout_message\n      redirect_url\n    }\n  }\n": typeof types.VisitorCustomActionsFieldsFragmentDoc,
    "\n  mutation VoteAgent($id: ID!) {\n    voteAgent(id: $id) {\n      ok\n      votes\n      error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.VoteAgentDocument,
    "\n  fragment InputErrorFields on InputError {\n    message\n    code\n  }\n": typeof types.InputErrorFieldsFragmentDoc,
    "\n  fragment ProviderKeyFields on ProviderKey {\n    id\n    platform\n    label\n    masked\n    capabilities\n    createdAt\n  }\n": typeof types.ProviderKeyFieldsFragmentDoc,
    "\n  query ProviderKeys {\n    providerKeys {\n      ...ProviderKeyFields\n    }\n  }\n": typeof types.ProviderKeysDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      createdAt\n      isOperator\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation ShareLink($id: ID!, $model: AgentModel) {\n    shareLink(id: $id, model: $model) {\n      ok\n      shareUrl\n      anonymous\n      error {\n        message\n        code\n      }\n    }\n  }\n": typeof types.ShareLinkDocument,
    "\n  fragment UiOverlayFields on UiOverlay {\n    qr_code {\n      original_url\n      enabled\n      title\n    }\n    foreground {\n      enabled\n      url\n    }\n  }\n": typeof types.UiOverlayFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  mutation SaveSignUpReference($reference: String!) {\n    saveSignUpReference(reference: $reference)\n  }\n": types.SaveSignUpReferenceDocument,
    "\n  fragment AgentShareFields on Agent {\n    id\n    name\n    prompt\n    tags\n    category\n    visibility\n    anonymousEnabled\n    isOwner\n    modelType\n    modelUrl\n    status\n    displayStatus\n  }\n": types.AgentShareFieldsFragmentDoc,
    "\n  query AgentShareDetails($id: ID!) {\n    viewerAgent(id: $id) {\n      agent {\n        ...AgentShareFields\n      }\n      requiresSignIn\n    }\n  }\n": types.AgentShareDetailsDocument,
    "\n  mutation CloneAgent($id: ID!) {\n    cloneAgent(id: $id) {\n      ok\n      agent {\n        ...AgentCardFields\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n": types.CloneAgentDocument,
    "\n  mutation DeleteAgent($id: ID!) {\n    deleteAgent(id: $id) {\n      ok\n      agentId\n      error {\n        message\n        code\n      }\n    }\n  }\n": types.DeleteAgentDocument,
    "\n  mutation SetAgentCategory($id: ID!, $category: String!) {\n    setAgentCategory(id: $id, category: $category) {\n      ok\n      agent {\n        id\n        category\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n": types.SetAgentCategoryDocument,
    "\n  mutation SetAgentVisibility($id: ID!, $visibility: String!, $category: String) {\n    setAgentVisibility(id: $id, visibility: $visibility, category: $category) {\n      ok\n      agent {\n        id\n        visibility\n        category\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n": types.SetAgentVisibilityDocument,
    "\n  mutation SetAnonymousAccess($id: ID!, $enabled: Boolean!) {\n    setAnonymousAccess(id: $id, enabled: $enabled) {\n      ok\n      agent {\n        id\n        anonymousEnabled\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n": types.SetAnonymousAccessDocument,
    "\n  fragment AgentSettingsFields on Agent {\n    id\n    name\n    description\n    systemPrompt\n    language\n    gender\n    voiceId\n    modelType\n    modelUrl\n    deployment\n    visibility\n    posterUrl\n    imageUrl\n    uiOverlay {\n      ...UiOverlayFields\n    }\n    providers {\n      llm {\n        mode\n        providerId\n      }\n      stt {\n        mode\n        providerId\n      }\n      tts {\n        mode\n        providerId\n      }\n      realtime {\n        mode\n        providerId\n      }\n    }\n    customActions {\n      ...VisitorCustomActionsFields\n      greetings {\n        opening_instructions\n      }\n    }\n  }\n": types.AgentSettingsFieldsFragmentDoc,
    "\n  fragment AgentSettingsResultFields on AgentActionResult {\n    ok\n    agent {\n      ...AgentSettingsFields\n    }\n    error {\n      ...InputErrorFields\n    }\n  }\n": types.AgentSettingsResultFieldsFragmentDoc,
    "\n  mutation SetAgentModel($id: ID!, $model: AgentModel!) {\n    setAgentModel(id: $id, model: $model) {\n      ok\n      regenerating\n      agent {\n        ...AgentSettingsFields\n      }\n      error {\n        ...InputErrorFields\n      }\n    }\n  }\n": types.SetAgentModelDocument,
    "\n  mutation SetAgentUiOverlay($id: ID!, $uiOverlay: UiOverlayInput!) {\n    setAgentUiOverlay(id: $id, uiOverlay: $uiOverlay) {\n      ...AgentSettingsResultFields\n    }\n  }\n": types.SetAgentUiOverlayDocument,
    "\n  mutation SetAgentCustomActions($id: ID!, $customActions: CustomActionsInput!) {\n    setAgentCustomActions(id: $id, customActions: $customActions) {\n      ...AgentSettingsResultFields\n    }\n  }\n": types.SetAgentCustomActionsDocument,
    "\n  mutation SetAgentDeployment($id: ID!, $deployment: String!) {\n    setAgentDeployment(id: $id, deployment: $deployment) {\n      ...AgentSettingsResultFields\n    }\n  }\n": types.SetAgentDeploymentDocument,
    "\n  query AgentSettings($id: ID!) {\n    agent(id: $id) {\n      ...AgentSettingsFields\n    }\n  }\n": types.AgentSettingsDocument,
    "\n  query AgentConversationBudget($id: ID!) {\n    agent(id: $id) {\n      id\n      conversationBudget {\n        monthlyCredits\n        spentThisMonth\n      }\n    }\n  }\n": types.AgentConversationBudgetDocument,
    "\n  mutation SetAgentConversationBudget($id: ID!, $monthlyCredits: Int) {\n    setAgentConversationBudget(id: $id, monthlyCredits: $monthlyCredits) {\n      ok\n      agent {\n        id\n        conversationBudget {\n          monthlyCredits\n          spentThisMonth\n        }\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n": types.SetAgentConversationBudgetDocument,
    "\n  mutation SetAgentProviders($id: ID!, $providers: AgentProvidersInput!, $language: String) {\n    setAgentProviders(id: $id, providers: $providers, language: $language) {\n      ok\n      agent {\n        ...AgentSettingsFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": types.SetAgentProvidersDocument,
    "\n  query ElevenLabsVoices($providerId: ID) {\n    elevenLabsVoices(providerId: $providerId) {\n      id\n      name\n      category\n      gender\n      accent\n      description\n      previewUrl\n    }\n  }\n": types.ElevenLabsVoicesDocument,
    "\n  query VoiceGallery($language: String) {\n    voiceGallery(language: $language) {\n      engine\n      capabilities {\n        design\n        clone\n      }\n      female {\n        id\n        name\n        language\n        gender\n        description\n      }\n      male {\n        id\n        name\n        language\n        gender\n        description\n      }\n    }\n  }\n": types.VoiceGalleryDocument,
    "\n  mutation PreviewVoice($voiceId: String!, $language: String) {\n    previewVoice(voiceId: $voiceId, language: $language) {\n      ok\n      preview {\n        audioUrl\n        durationMs\n        cached\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n": types.PreviewVoiceDocument,
    "\n  mutation ApplyVoice($id: ID!, $voiceId: String!, $gender: String, $language: String, $transactionId: ID) {\n    applyVoice(id: $id, voiceId: $voiceId, gender: $gender, language: $language, transactionId: $transactionId) {\n      ...AgentSettingsResultFields\n    }\n  }\n": types.ApplyVoiceDocument,
    "\n  mutation SavePersona($id: ID!, $persona: PersonaInput!) {\n    savePersona(id: $id, persona: $persona) {\n      ok\n      voiceNotice\n      agent {\n        ...AgentSettingsFields\n      }\n      error {\n        ...InputErrorFields\n      }\n    }\n  }\n": types.SavePersonaDocument,
    "\n  fragment VoiceTransactionFields on VoiceTransaction {\n    transactionId\n    status\n    error\n    previewUrl\n    voiceData {\n      id\n      name\n      gender\n      language\n      description\n    }\n  }\n": types.VoiceTransactionFieldsFragmentDoc,
    "\n  mutation DesignVoice($agentId: ID!, $prompt: String!, $language: String, $gender: String) {\n    designVoice(agentId: $agentId, prompt: $prompt, language: $language, gender: $gender) {\n      ok\n      transactionId\n      error {\n        message\n        code\n      }\n    }\n  }\n": types.DesignVoiceDocument,
    "\n  query VoiceTransaction($transactionId: ID!) {\n    voiceTransaction(transactionId: $transactionId) {\n      ...VoiceTransactionFields\n    }\n  }\n": types.VoiceTransactionDocument,
    "\n  subscription VoiceTransactionUpdates($transactionId: ID!) {\n    voiceTransactionUpdates(transactionId: $transactionId) {\n      ...VoiceTransactionFields\n    }\n  }\n": types.VoiceTransactionUpdatesDocument,
    "\n  mutation RejectVoice($transactionId: ID!) {\n    rejectVoice(transactionId: $transactionId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": types.RejectVoiceDocument,
    "\n  mutation CloneVoice($agentId: ID!, $audioFilePath: String!, $voiceName: String, $language: String, $gender: String) {\n    cloneVoice(agentId: $agentId, audioFilePath: $audioFilePath, voiceName: $voiceName, language: $language, gender: $gender) {\n      ok\n      transactionId\n      error {\n        message\n        code\n      }\n    }\n  }\n": types.CloneVoiceDocument,
    "\n  query AgentAnalytics($agentId: ID!, $timeZone: String!, $from: String, $to: String) {\n    agentAnalytics(agentId: $agentId, timeZone: $timeZone, from: $from, to: $to) {\n      agentId\n      timeZone\n      from\n      to\n      totalConversations\n      totalMessages\n      averageMessagesPerConversation\n      earliest\n      latest\n      conversationsByDay {\n        day\n        conversations\n      }\n      conversationsByWeekday\n      heatmap {\n        weekday\n        hour\n        messages\n      }\n      products {\n        rank\n        name\n        image\n        mentions\n        conversations\n      }\n      latency {\n        stage\n        p50Ms\n        p95Ms\n        turns\n      }\n      unanswered {\n        question\n        count\n        lastAskedAt\n      }\n      minutes {\n        billed\n        connected\n      }\n    }\n  }\n": types.AgentAnalyticsDocument,
    "\n  query AgentConversationsOnDay($agentId: ID!, $timeZone: String!, $day: String!) {\n    agentConversationsOnDay(agentId: $agentId, timeZone: $timeZone, day: $day) {\n      id\n      sessionId\n      createdAt\n      updatedAt\n      durationSeconds\n      messageCount\n      messages {\n        role\n        message\n        timestamp\n      }\n    }\n  }\n": types.AgentConversationsOnDayDocument,
    "\n  subscription ConversationAnalyticsChanged($agentId: ID!) {\n    conversationAnalyticsChanged(agentId: $agentId) {\n      agentId\n      conversationId\n    }\n  }\n": types.ConversationAnalyticsChangedDocument,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    ok\n    user {\n      id\n      email\n      createdAt\n    }\n    error {\n      message\n      code\n      inputErrors {\n        field\n        message\n      }\n    }\n  }\n": types.AuthPayloadFieldsFragmentDoc,
    "\n  mutation SignIn($input: CredentialsInput!) {\n    signIn(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation SignUp($input: CredentialsInput!) {\n    signUp(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.SignUpDocument,
    "\n  query CollectionPlans($collectionId: ID!) {\n    collectionPlans(collectionId: $collectionId) {\n      code\n      description\n      billing_period\n      credits\n      is_initial\n      priceCents\n    }\n  }\n": types.CollectionPlansDocument,
    "\n  query AppSubscription($collectionId: ID!) {\n    appSubscription(collectionId: $collectionId) {\n      subscription\n      plan_credits_remaining\n      topup_credits_remaining\n    }\n  }\n": types.AppSubscriptionDocument,
    "\n  mutation SetCollectionPlans($id: ID!, $plans: [CollectionPlanInput!]!) {\n    setCollectionPlans(id: $id, plans: $plans) {\n      code\n    }\n  }\n": types.SetCollectionPlansDocument,
    "\n  mutation SubscribeCollectionPlan($id: ID!, $plan: String!) {\n    subscribeCollectionPlan(id: $id, plan: $plan) {\n      kind\n      url\n    }\n  }\n": types.SubscribeCollectionPlanDocument,
    "\n  mutation TopUpCollectionSubscription($id: ID!) {\n    topUpCollectionSubscription(id: $id) {\n      kind\n      url\n    }\n  }\n": types.TopUpCollectionSubscriptionDocument,
    "\n  fragment CollectionFields on Collection {\n    id\n    name\n    description\n    layout\n    contact_link\n    logo\n    heroshot_enabled\n    heroshot_video\n    agent_codes\n    share {\n      public_enabled\n    }\n    created_at\n    updated_at\n  }\n": types.CollectionFieldsFragmentDoc,
    "\n  query Collections {\n    collections {\n      ...CollectionFields\n    }\n  }\n": types.CollectionsDocument,
    "\n  mutation CreateCollection($input: CollectionInput!) {\n    createCollection(input: $input) {\n      ...CollectionFields\n    }\n  }\n": types.CreateCollectionDocument,
    "\n  mutation UpdateCollection($id: ID!, $input: CollectionInput!) {\n    updateCollection(id: $id, input: $input) {\n      ...CollectionFields\n    }\n  }\n": types.UpdateCollectionDocument,
    "\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(id: $id)\n  }\n": types.DeleteCollectionDocument,
    "\n  mutation RemoveCollectionLogo($id: ID!) {\n    removeCollectionLogo(id: $id) {\n      ...CollectionFields\n    }\n  }\n": types.RemoveCollectionLogoDocument,
    "\n  mutation HeroshotUploadUrl($id: ID!, $ext: String!) {\n    collectionHeroshotUploadUrl(id: $id, ext: $ext) {\n      uploadUrl\n      filePath\n      contentType\n    }\n  }\n": types.HeroshotUploadUrlDocument,
    "\n  mutation ConfirmHeroshot($id: ID!, $filePath: String!) {\n    confirmCollectionHeroshot(id: $id, filePath: $filePath) {\n      ...CollectionFields\n    }\n  }\n": types.ConfirmHeroshotDocument,
    "\n  mutation RemoveHeroshot($id: ID!) {\n    removeCollectionHeroshot(id: $id) {\n      ...CollectionFields\n    }\n  }\n": types.RemoveHeroshotDocument,
    "\n  mutation SetCollectionSharing($id: ID!, $public_enabled: Boolean!) {\n    setCollectionSharing(id: $id, public_enabled: $public_enabled) {\n      public_enabled\n    }\n  }\n": types.SetCollectionSharingDocument,
    "\n  query CommunityAgents($category: String, $sortBy: AgentSort, $search: String, $limit: Int, $offset: Int) {\n    communityAgents(category: $category, sortBy: $sortBy, search: $search, limit: $limit, offset: $offset) {\n      agents {\n        ...AgentCardFields\n      }\n      total\n      categoryCounts {\n        category\n        count\n      }\n    }\n  }\n": types.CommunityAgentsDocument,
    "\n  subscription CommunityUpdates {\n    communityUpdates {\n      agentId\n      agent {\n        ...AgentCardFields\n      }\n    }\n  }\n": types.CommunityUpdatesDocument,
    "\n  subscription ConversationEvents($sessionId: ID!, $sessionToken: String!) {\n    conversationEvents(sessionId: $sessionId, sessionToken: $sessionToken) {\n      type\n      at\n      turnId\n      text\n      source\n      seq\n      audioUrl\n      contentType\n      durationMs\n      visemes {\n        startMs\n        viseme\n      }\n      richJson\n      sources {\n        row\n        question\n      }\n      code\n      message\n      reason\n    }\n  }\n": types.ConversationEventsDocument,
    "\n  query ConversationTranscript($sessionId: ID!, $sessionToken: String!) {\n    conversationTranscript(sessionId: $sessionId, sessionToken: $sessionToken) {\n      sessionId\n      conversationId\n      active\n      runningTurnId\n      messages {\n        turnId\n        role\n        text\n        richJson\n      }\n    }\n  }\n": types.ConversationTranscriptDocument,
    "\n  mutation DraftConversationText($sessionId: ID!, $sessionToken: String!, $text: String!) {\n    draftConversationText(sessionId: $sessionId, sessionToken: $sessionToken, text: $text)\n  }\n": types.DraftConversationTextDocument,
    "\n  mutation EndConversation($sessionId: ID!, $sessionToken: String!) {\n    endConversation(sessionId: $sessionId, sessionToken: $sessionToken)\n  }\n": types.EndConversationDocument,
    "\n  mutation GreetConversation($sessionId: ID!, $sessionToken: String!) {\n    greetConversation(sessionId: $sessionId, sessionToken: $sessionToken)\n  }\n": types.GreetConversationDocument,
    "\n  mutation InterruptConversation($sessionId: ID!, $sessionToken: String!) {\n    interruptConversation(sessionId: $sessionId, sessionToken: $sessionToken)\n  }\n": types.InterruptConversationDocument,
    "\n  mutation ReportFirstFrame($sessionId: ID!, $sessionToken: String!, $turnId: ID!, $firstFrameMs: Float!) {\n    reportFirstFrame(sessionId: $sessionId, sessionToken: $sessionToken, turnId: $turnId, firstFrameMs: $firstFrameMs)\n  }\n": types.ReportFirstFrameDocument,
    "\n  mutation SendConversationText($sessionId: ID!, $sessionToken: String!, $text: String!) {\n    sendConversationText(sessionId: $sessionId, sessionToken: $sessionToken, text: $text) {\n      turnId\n    }\n  }\n": types.SendConversationTextDocument,
    "\n  mutation StartConversation($agentId: ID!, $share: String, $collection: ID) {\n    startConversation(agentId: $agentId, share: $share, collection: $collection) {\n      sessionId\n      sessionToken\n      conversationId\n      agentId\n      payer\n      voice\n      language\n      providers {\n        llm\n        tts\n        stt\n      }\n    }\n  }\n": types.StartConversationDocument,
    "\n  mutation CreateAgent($input: CreateAgentInput!) {\n    createAgent(input: $input) {\n      ok\n      agentId\n      refusedAt\n      error {\n        code\n        message\n      }\n    }\n  }\n": types.CreateAgentDocument,
    "\n  query CreationCreditCheck {\n    creditBalance {\n      ...CreditBalanceFields\n    }\n  }\n": types.CreationCreditCheckDocument,
    "\n  fragment CreditBalanceFields on CreditBalance {\n    balance\n    hasMinimumBalance\n    minimumRequired\n    plan\n  }\n": types.CreditBalanceFieldsFragmentDoc,
    "\n  subscription CreditBalanceChanged {\n    creditBalanceChanged {\n      ...CreditBalanceFields\n    }\n  }\n": types.CreditBalanceChangedDocument,
    "\n  query CreditBalance {\n    creditBalance {\n      ...CreditBalanceFields\n    }\n  }\n": types.CreditBalanceDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n      expiresAt\n      expired\n    }\n  }\n": types.ApiKeysDocument,
    "\n  fragment IssuedApiKeyFields on IssuedApiKeyResult {\n    ok\n    secret\n    key {\n      id\n      name\n    }\n    error {\n      message\n    }\n  }\n": types.IssuedApiKeyFieldsFragmentDoc,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      ...IssuedApiKeyFields\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RollApiKey($id: ID!) {\n    rollApiKey(id: $id) {\n      ...IssuedApiKeyFields\n    }\n  }\n": types.RollApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id)\n  }\n": types.RevokeApiKeyDocument,
    "\n  query ApiKeyUsage($id: ID) {\n    apiKeyUsage(id: $id) {\n      keyId\n      from\n      to\n      totals {\n        requests\n        errors\n        credits\n        p50Ms\n        p95Ms\n      }\n      days {\n        day\n        requests\n        errors\n        credits\n        p50Ms\n        p95Ms\n      }\n      routes {\n        route\n        requests\n        errors\n      }\n    }\n  }\n": types.ApiKeyUsageDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      events\n      description\n      enabled\n      disabledReason\n      secretPrefix\n      createdAt\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      id\n      type\n      status\n      attempts\n      createdAt\n      lastAttemptAt\n      nextAttemptAt\n      responseStatus\n      error\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookInput!) {\n    createWebhookEndpoint(input: $input) {\n      ok\n      secret\n      endpoint {\n        id\n        url\n      }\n      error {\n        message\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ok\n      endpoint {\n        id\n        enabled\n        disabledReason\n      }\n      error {\n        message\n      }\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RollWebhookSecret($id: ID!) {\n    rollWebhookSecret(id: $id) {\n      ok\n      secret\n      error {\n        message\n      }\n    }\n  }\n": types.RollWebhookSecretDocument,
    "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": types.SendTestWebhookDocument,
    "\n  mutation ResendWebhookDelivery($endpointId: ID!, $deliveryId: ID!) {\n    resendWebhookDelivery(endpointId: $endpointId, deliveryId: $deliveryId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": types.ResendWebhookDeliveryDocument,
    "\n  fragment DynamicsFields on Dynamics {\n    status\n    enabled\n    result\n    talking\n    batch_results {\n      id\n      video_url\n      name\n      generated\n      status\n      message\n    }\n    summary {\n      successful\n      failed\n      total_attempts\n    }\n  }\n": types.DynamicsFieldsFragmentDoc,
    "\n  fragment DynamicsResultFields on DynamicsResult {\n    ok\n    dynamics {\n      ...DynamicsFields\n    }\n    error {\n      ...InputErrorFields\n    }\n  }\n": types.DynamicsResultFieldsFragmentDoc,
    "\n  query AgentDynamics($id: ID!) {\n    agentDynamics(id: $id) {\n      ...DynamicsResultFields\n    }\n  }\n": types.AgentDynamicsDocument,
    "\n  subscription AgentDynamicsUpdates($id: ID!) {\n    agentDynamicsUpdates(id: $id) {\n      ...DynamicsFields\n    }\n  }\n": types.AgentDynamicsUpdatesDocument,
    "\n  mutation SetAgentDynamics($id: ID!, $dynamics: DynamicsInput!) {\n    setAgentDynamics(id: $id, dynamics: $dynamics) {\n      ...DynamicsResultFields\n    }\n  }\n": types.SetAgentDynamicsDocument,
    "\n  mutation SetAgentDynamicsEnabled($id: ID!, $enabled: Boolean!) {\n    setAgentDynamicsEnabled(id: $id, enabled: $enabled) {\n      ...DynamicsResultFields\n    }\n  }\n": types.SetAgentDynamicsEnabledDocument,
    "\n  mutation GenerateAgentMovements($id: ID!) {\n    generateAgentMovements(id: $id) {\n      ok\n      jobId\n      error {\n        code\n        message\n      }\n    }\n  }\n": types.GenerateAgentMovementsDocument,
    "\n  mutation RegenerateAgentMovements($id: ID!) {\n    regenerateAgentMovements(id: $id) {\n      ok\n      fallbackToAsync\n      error {\n        code\n        message\n      }\n    }\n  }\n": types.RegenerateAgentMovementsDocument,
    "\n  mutation MarkFace($input: MarkFaceInput!) {\n    markFace(input: $input) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": types.MarkFaceDocument,
    "\n  fragment KnowledgeStateFields on KnowledgeState {\n    agentId\n    knowledge {\n      faq\n      enabled\n    }\n    status\n    progress {\n      step\n      percent\n    }\n    error\n    preview {\n      headers\n      rows\n      totalRows\n    }\n    unanswered {\n      question\n      askedAt\n    }\n    answering {\n      onlyFromFaq\n      unknownAnswer\n      defaultUnknownAnswer\n    }\n    updatedAt\n  }\n": types.KnowledgeStateFieldsFragmentDoc,
    "\n  query AgentKnowledge($id: ID!) {\n    agentKnowledge(id: $id) {\n      ...KnowledgeStateFields\n    }\n  }\n": types.AgentKnowledgeDocument,
    "\n  subscription KnowledgeUpdates($id: ID!) {\n    knowledgeUpdates(id: $id) {\n      ...KnowledgeStateFields\n    }\n  }\n": types.KnowledgeUpdatesDocument,
    "\n  mutation SetAgentFaq($id: ID!, $faq: String!) {\n    setAgentFaq(id: $id, faq: $faq) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": types.SetAgentFaqDocument,
    "\n  mutation ToggleRag($id: ID!, $enabled: Boolean!) {\n    toggleRag(id: $id, enabled: $enabled) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": types.ToggleRagDocument,
    "\n  mutation SetKnowledgeAnswering($id: ID!, $onlyFromFaq: Boolean, $unknownAnswer: String) {\n    setKnowledgeAnswering(id: $id, onlyFromFaq: $onlyFromFaq, unknownAnswer: $unknownAnswer) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": types.SetKnowledgeAnsweringDocument,
    "\n  mutation GenerateFaqFromWebsite($id: ID!, $url: String!) {\n    generateFaqFromWebsite(id: $id, url: $url) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": types.GenerateFaqFromWebsiteDocument,
    "\n  mutation GenerateFaqFromPdf($id: ID!, $pdf: String!) {\n    generateFaqFromPdf(id: $id, pdf: $pdf) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": types.GenerateFaqFromPdfDocument,
    "\n  fragment SlidesStateFields on SlidesState {\n    agentId\n    status\n    progress {\n      step\n      percent\n    }\n    error\n    updatedAt\n    slides {\n      enabled\n      slides {\n        slideNumber\n        imageUrl\n        hasImage\n        script\n      }\n    }\n  }\n": types.SlidesStateFieldsFragmentDoc,
    "\n  query AgentSlides($id: ID!) {\n    agentSlides(id: $id) {\n      ...SlidesStateFields\n    }\n  }\n": types.AgentSlidesDocument,
    "\n  subscription SlidesUpdates($id: ID!) {\n    slidesUpdates(id: $id) {\n      ...SlidesStateFields\n    }\n  }\n": types.SlidesUpdatesDocument,
    "\n  mutation GenerateSlides($id: ID!, $pdf: String!) {\n    generateSlides(id: $id, pdf: $pdf) {\n      ok\n      state {\n        ...SlidesStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": types.GenerateSlidesDocument,
    "\n  mutation UpdateSlides($id: ID!, $enabled: Boolean, $slides: [SlideScriptInput!]) {\n    updateSlides(id: $id, enabled: $enabled, slides: $slides) {\n      ok\n      state {\n        ...SlidesStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": types.UpdateSlidesDocument,
    "\n  subscription MyAgentRemovals {\n    myAgentRemovals\n  }\n": types.MyAgentRemovalsDocument,
    "\n  subscription MyAgentUpdates {\n    myAgentUpdates {\n      ...AgentCardFields\n    }\n  }\n": types.MyAgentUpdatesDocument,
    "\n  query OperatorStatus {\n    operatorStatus {\n      checkedAt\n      processes {\n        name\n        version\n        instance\n        startedAt\n        uptimeSeconds\n        rssBytes\n        latencies {\n          metric\n          group\n          count\n          p50Seconds\n          p95Seconds\n        }\n      }\n      streams {\n        name\n        messages\n        bytes\n        consumers {\n          name\n          pending\n          ackPending\n          redelivered\n        }\n      }\n      jobs {\n        queued\n        running\n        paused\n        failedLastDay\n        recentFailures {\n          agentId\n          errorType\n          message\n          failedAt\n        }\n      }\n    }\n  }\n": types.OperatorStatusDocument,
    "\n  fragment CheckoutResultFields on CheckoutResult {\n    kind\n    url\n    receiptId\n    summary {\n      ...CreditSummaryFields\n    }\n  }\n": types.CheckoutResultFieldsFragmentDoc,
    "\n  mutation ChangePlan($plan: PlanType!) {\n    changePlan(plan: $plan) {\n      ...CheckoutResultFields\n    }\n  }\n": types.ChangePlanDocument,
    "\n  mutation TopUpCredits($credits: Int!) {\n    topUpCredits(credits: $credits) {\n      ...CheckoutResultFields\n    }\n  }\n": types.TopUpCreditsDocument,
    "\n  fragment CreditSummaryFields on CreditSummary {\n    plan\n    included\n    additional\n    used\n    remaining\n    unlimited\n    periodStart\n    periodEnd\n    pendingPlan\n    subscriptionStatus\n    cancelAtPeriodEnd\n    paymentFailed\n    billingMode\n    pendingPayment\n  }\n": types.CreditSummaryFieldsFragmentDoc,
    "\n  query CreditSummary {\n    creditSummary {\n      ...CreditSummaryFields\n    }\n  }\n": types.CreditSummaryDocument,
    "\n  subscription CreditSummaryChanged {\n    creditSummaryChanged {\n      ...CreditSummaryFields\n    }\n  }\n": types.CreditSummaryChangedDocument,
    "\n  query PlanCatalogue {\n    planCatalogue {\n      plans {\n        code\n        name\n        icon\n        price\n        priceDetails\n        priceCents\n        priceLabel\n        badge\n        description\n        monthlyCredits\n        conversationMinutes\n        agentLimit\n        agentLimitLabel\n        sdkMinutes {\n          essenceSelfHosted\n          essenceCloud\n          expressionCloud\n        }\n        topUpsAllowed\n        rewardsProgram\n        highlight\n        isNew\n        cta\n        features\n      }\n      rates {\n        code\n        name\n        creditsPerMinute\n        overageCentsPerMinute\n      }\n      topUpMin\n      topUpMax\n      creditsPerDollar\n    }\n  }\n": types.PlanCatalogueDocument,
    "\n  query Receipts {\n    receipts {\n      id\n      description\n      amountCents\n      currency\n      credits\n      plan\n      status\n      source\n      url\n      at\n    }\n  }\n": types.ReceiptsDocument,
    "\n  mutation AddProviderKey($platform: String!, $apiKey: String!, $label: String) {\n    addProviderKey(platform: $platform, apiKey: $apiKey, label: $label) {\n      ok\n      key {\n        ...ProviderKeyFields\n      }\n      error {\n        message\n      }\n    }\n  }\n": types.AddProviderKeyDocument,
    "\n  mutation RemoveProviderKey($id: ID!) {\n    removeProviderKey(id: $id)\n  }\n": types.RemoveProviderKeyDocument,
    "\n  mutation TestProviderKey($id: ID!) {\n    testProviderKey(id: $id) {\n      ok\n      message\n    }\n  }\n": types.TestProviderKeyDocument,
    "\n  fragment ShopifyMcpFields on ShopifyMcp {\n    url\n    language\n    currency\n    enabled\n    show_qr_code\n    tool_use\n    available_functions\n    selected_functions\n    endpoint\n  }\n": types.ShopifyMcpFieldsFragmentDoc,
    "\n  query AgentShopify($id: ID!) {\n    agent(id: $id) {\n      id\n      shopifyMcp {\n        ...ShopifyMcpFields\n      }\n    }\n  }\n": types.AgentShopifyDocument,
    "\n  mutation SetAgentShopifyMcp($id: ID!, $shopifyMcp: ShopifyMcpInput!) {\n    setAgentShopifyMcp(id: $id, shopifyMcp: $shopifyMcp) {\n      ok\n      shopifyMcp {\n        ...ShopifyMcpFields\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n": types.SetAgentShopifyMcpDocument,
    "\n  mutation ValidateAgentShopifyMcp($id: ID!, $url: String!) {\n    validateAgentShopifyMcp(id: $id, url: $url) {\n      ok\n      valid\n      url\n      functions\n      reason\n      error {\n        code\n        message\n      }\n    }\n  }\n": types.ValidateAgentShopifyMcpDocument,
    "\n  fragment ViewerAgentFields on Agent {\n    id\n    name\n    posterUrl\n    imageUrl\n    videoUrl\n    movements {\n      url\n      trackUrl\n    }\n    isOwner\n    modelType\n    presentsSlides\n    uiOverlay {\n      ...UiOverlayFields\n    }\n    customActions {\n      ...VisitorCustomActionsFields\n    }\n    speech {\n      spriteUrl\n      visemes\n      frameWidth\n      frameHeight\n      region {\n        x\n        y\n        width\n        height\n      }\n      imageWidth\n      imageHeight\n      blend\n      rigUrl\n    }\n  }\n": types.ViewerAgentFieldsFragmentDoc,
    "\n  query ViewerAgent($id: ID!, $share: String) {\n    viewerAgent(id: $id, share: $share) {\n      agent {\n        ...ViewerAgentFields\n      }\n      requiresSignIn\n    }\n  }\n": types.ViewerAgentDocument,
    "\n  subscription ViewerAgentUpdates($id: ID!, $share: String) {\n    viewerAgentUpdates(id: $id, share: $share) {\n      ...ViewerAgentFields\n    }\n  }\n": types.ViewerAgentUpdatesDocument,
    "\n  fragment AgentCardFields on Agent {\n    id\n    name\n    description\n    prompt\n    modelType\n    status\n    eventType\n    displayStatus\n    progress\n    isAnimal\n    faceHandled\n    errorType\n    failureText\n    posterUrl\n    imageUrl\n    videoUrl\n    lipSyncUrl\n    modelUrl\n    createdAt\n    updatedAt\n    votes\n    category\n    visibility\n    anonymousEnabled\n    isOwner\n    tags\n  }\n": types.AgentCardFieldsFragmentDoc,
    "\n  query MyAgents($sortBy: AgentSort) {\n    myAgents(sortBy: $sortBy) {\n      ...AgentCardFields\n    }\n  }\n": types.MyAgentsDocument,
    "\n  fragment VisitorCustomActionsFields on CustomActions {\n    greetings {\n      enabled\n      allow_interruption\n    }\n    auto_refresh {\n      enabled\n      idle_timeout\n    }\n    keyword_triggers {\n      enabled\n      triggers {\n        keywords\n        url\n      }\n    }\n    session_timeout {\n      enabled\n      timeout_seconds\n      timeout_message\n      redirect_url\n    }\n  }\n": types.VisitorCustomActionsFieldsFragmentDoc,
    "\n  mutation VoteAgent($id: ID!) {\n    voteAgent(id: $id) {\n      ok\n      votes\n      error {\n        code\n        message\n      }\n    }\n  }\n": types.VoteAgentDocument,
    "\n  fragment InputErrorFields on InputError {\n    message\n    code\n  }\n": types.InputErrorFieldsFragmentDoc,
    "\n  fragment ProviderKeyFields on ProviderKey {\n    id\n    platform\n    label\n    masked\n    capabilities\n    createdAt\n  }\n": types.ProviderKeyFieldsFragmentDoc,
    "\n  query ProviderKeys {\n    providerKeys {\n      ...ProviderKeyFields\n    }\n  }\n": types.ProviderKeysDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      createdAt\n      isOperator\n    }\n  }\n": types.MeDocument,
    "\n  mutation ShareLink($id: ID!, $model: AgentModel) {\n    shareLink(id: $id, model: $model) {\n      ok\n      shareUrl\n      anonymous\n      error {\n        message\n        code\n      }\n    }\n  }\n": types.ShareLinkDocument,
    "\n  fragment UiOverlayFields on UiOverlay {\n    qr_code {\n      original_url\n      enabled\n      title\n    }\n    foreground {\n      enabled\n      url\n    }\n  }\n": types.UiOverlayFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSignUpReference($reference: String!) {\n    saveSignUpReference(reference: $reference)\n  }\n"): (typeof documents)["\n  mutation SaveSignUpReference($reference: String!) {\n    saveSignUpReference(reference: $reference)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgentShareFields on Agent {\n    id\n    name\n    prompt\n    tags\n    category\n    visibility\n    anonymousEnabled\n    isOwner\n    modelType\n    modelUrl\n    status\n    displayStatus\n  }\n"): (typeof documents)["\n  fragment AgentShareFields on Agent {\n    id\n    name\n    prompt\n    tags\n    category\n    visibility\n    anonymousEnabled\n    isOwner\n    modelType\n    modelUrl\n    status\n    displayStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentShareDetails($id: ID!) {\n    viewerAgent(id: $id) {\n      agent {\n        ...AgentShareFields\n      }\n      requiresSignIn\n    }\n  }\n"): (typeof documents)["\n  query AgentShareDetails($id: ID!) {\n    viewerAgent(id: $id) {\n      agent {\n        ...AgentShareFields\n      }\n      requiresSignIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloneAgent($id: ID!) {\n    cloneAgent(id: $id) {\n      ok\n      agent {\n        ...AgentCardFields\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CloneAgent($id: ID!) {\n    cloneAgent(id: $id) {\n      ok\n      agent {\n        ...AgentCardFields\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAgent($id: ID!) {\n    deleteAgent(id: $id) {\n      ok\n      agentId\n      error {\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAgent($id: ID!) {\n    deleteAgent(id: $id) {\n      ok\n      agentId\n      error {\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentCategory($id: ID!, $category: String!) {\n    setAgentCategory(id: $id, category: $category) {\n      ok\n      agent {\n        id\n        category\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetAgentCategory($id: ID!, $category: String!) {\n    setAgentCategory(id: $id, category: $category) {\n      ok\n      agent {\n        id\n        category\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentVisibility($id: ID!, $visibility: String!, $category: String) {\n    setAgentVisibility(id: $id, visibility: $visibility, category: $category) {\n      ok\n      agent {\n        id\n        visibility\n        category\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetAgentVisibility($id: ID!, $visibility: String!, $category: String) {\n    setAgentVisibility(id: $id, visibility: $visibility, category: $category) {\n      ok\n      agent {\n        id\n        visibility\n        category\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAnonymousAccess($id: ID!, $enabled: Boolean!) {\n    setAnonymousAccess(id: $id, enabled: $enabled) {\n      ok\n      agent {\n        id\n        anonymousEnabled\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetAnonymousAccess($id: ID!, $enabled: Boolean!) {\n    setAnonymousAccess(id: $id, enabled: $enabled) {\n      ok\n      agent {\n        id\n        anonymousEnabled\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgentSettingsFields on Agent {\n    id\n    name\n    description\n    systemPrompt\n    language\n    gender\n    voiceId\n    modelType\n    modelUrl\n    deployment\n    visibility\n    posterUrl\n    imageUrl\n    uiOverlay {\n      ...UiOverlayFields\n    }\n    providers {\n      llm {\n        mode\n        providerId\n      }\n      stt {\n        mode\n        providerId\n      }\n      tts {\n        mode\n        providerId\n      }\n      realtime {\n        mode\n        providerId\n      }\n    }\n    customActions {\n      ...VisitorCustomActionsFields\n      greetings {\n        opening_instructions\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AgentSettingsFields on Agent {\n    id\n    name\n    description\n    systemPrompt\n    language\n    gender\n    voiceId\n    modelType\n    modelUrl\n    deployment\n    visibility\n    posterUrl\n    imageUrl\n    uiOverlay {\n      ...UiOverlayFields\n    }\n    providers {\n      llm {\n        mode\n        providerId\n      }\n      stt {\n        mode\n        providerId\n      }\n      tts {\n        mode\n        providerId\n      }\n      realtime {\n        mode\n        providerId\n      }\n    }\n    customActions {\n      ...VisitorCustomActionsFields\n      greetings {\n        opening_instructions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgentSettingsResultFields on AgentActionResult {\n    ok\n    agent {\n      ...AgentSettingsFields\n    }\n    error {\n      ...InputErrorFields\n    }\n  }\n"): (typeof documents)["\n  fragment AgentSettingsResultFields on AgentActionResult {\n    ok\n    agent {\n      ...AgentSettingsFields\n    }\n    error {\n      ...InputErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentModel($id: ID!, $model: AgentModel!) {\n    setAgentModel(id: $id, model: $model) {\n      ok\n      regenerating\n      agent {\n        ...AgentSettingsFields\n      }\n      error {\n        ...InputErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetAgentModel($id: ID!, $model: AgentModel!) {\n    setAgentModel(id: $id, model: $model) {\n      ok\n      regenerating\n      agent {\n        ...AgentSettingsFields\n      }\n      error {\n        ...InputErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentUiOverlay($id: ID!, $uiOverlay: UiOverlayInput!) {\n    setAgentUiOverlay(id: $id, uiOverlay: $uiOverlay) {\n      ...AgentSettingsResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetAgentUiOverlay($id: ID!, $uiOverlay: UiOverlayInput!) {\n    setAgentUiOverlay(id: $id, uiOverlay: $uiOverlay) {\n      ...AgentSettingsResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentCustomActions($id: ID!, $customActions: CustomActionsInput!) {\n    setAgentCustomActions(id: $id, customActions: $customActions) {\n      ...AgentSettingsResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetAgentCustomActions($id: ID!, $customActions: CustomActionsInput!) {\n    setAgentCustomActions(id: $id, customActions: $customActions) {\n      ...AgentSettingsResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentDeployment($id: ID!, $deployment: String!) {\n    setAgentDeployment(id: $id, deployment: $deployment) {\n      ...AgentSettingsResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetAgentDeployment($id: ID!, $deployment: String!) {\n    setAgentDeployment(id: $id, deployment: $deployment) {\n      ...AgentSettingsResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentSettings($id: ID!) {\n    agent(id: $id) {\n      ...AgentSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query AgentSettings($id: ID!) {\n    agent(id: $id) {\n      ...AgentSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentConversationBudget($id: ID!) {\n    agent(id: $id) {\n      id\n      conversationBudget {\n        monthlyCredits\n        spentThisMonth\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentConversationBudget($id: ID!) {\n    agent(id: $id) {\n      id\n      conversationBudget {\n        monthlyCredits\n        spentThisMonth\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentConversationBudget($id: ID!, $monthlyCredits: Int) {\n    setAgentConversationBudget(id: $id, monthlyCredits: $monthlyCredits) {\n      ok\n      agent {\n        id\n        conversationBudget {\n          monthlyCredits\n          spentThisMonth\n        }\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetAgentConversationBudget($id: ID!, $monthlyCredits: Int) {\n    setAgentConversationBudget(id: $id, monthlyCredits: $monthlyCredits) {\n      ok\n      agent {\n        id\n        conversationBudget {\n          monthlyCredits\n          spentThisMonth\n        }\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentProviders($id: ID!, $providers: AgentProvidersInput!, $language: String) {\n    setAgentProviders(id: $id, providers: $providers, language: $language) {\n      ok\n      agent {\n        ...AgentSettingsFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetAgentProviders($id: ID!, $providers: AgentProvidersInput!, $language: String) {\n    setAgentProviders(id: $id, providers: $providers, language: $language) {\n      ok\n      agent {\n        ...AgentSettingsFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ElevenLabsVoices($providerId: ID) {\n    elevenLabsVoices(providerId: $providerId) {\n      id\n      name\n      category\n      gender\n      accent\n      description\n      previewUrl\n    }\n  }\n"): (typeof documents)["\n  query ElevenLabsVoices($providerId: ID) {\n    elevenLabsVoices(providerId: $providerId) {\n      id\n      name\n      category\n      gender\n      accent\n      description\n      previewUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoiceGallery($language: String) {\n    voiceGallery(language: $language) {\n      engine\n      capabilities {\n        design\n        clone\n      }\n      female {\n        id\n        name\n        language\n        gender\n        description\n      }\n      male {\n        id\n        name\n        language\n        gender\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query VoiceGallery($language: String) {\n    voiceGallery(language: $language) {\n      engine\n      capabilities {\n        design\n        clone\n      }\n      female {\n        id\n        name\n        language\n        gender\n        description\n      }\n      male {\n        id\n        name\n        language\n        gender\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PreviewVoice($voiceId: String!, $language: String) {\n    previewVoice(voiceId: $voiceId, language: $language) {\n      ok\n      preview {\n        audioUrl\n        durationMs\n        cached\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PreviewVoice($voiceId: String!, $language: String) {\n    previewVoice(voiceId: $voiceId, language: $language) {\n      ok\n      preview {\n        audioUrl\n        durationMs\n        cached\n      }\n      error {\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyVoice($id: ID!, $voiceId: String!, $gender: String, $language: String, $transactionId: ID) {\n    applyVoice(id: $id, voiceId: $voiceId, gender: $gender, language: $language, transactionId: $transactionId) {\n      ...AgentSettingsResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyVoice($id: ID!, $voiceId: String!, $gender: String, $language: String, $transactionId: ID) {\n    applyVoice(id: $id, voiceId: $voiceId, gender: $gender, language: $language, transactionId: $transactionId) {\n      ...AgentSettingsResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePersona($id: ID!, $persona: PersonaInput!) {\n    savePersona(id: $id, persona: $persona) {\n      ok\n      voiceNotice\n      agent {\n        ...AgentSettingsFields\n      }\n      error {\n        ...InputErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SavePersona($id: ID!, $persona: PersonaInput!) {\n    savePersona(id: $id, persona: $persona) {\n      ok\n      voiceNotice\n      agent {\n        ...AgentSettingsFields\n      }\n      error {\n        ...InputErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VoiceTransactionFields on VoiceTransaction {\n    transactionId\n    status\n    error\n    previewUrl\n    voiceData {\n      id\n      name\n      gender\n      language\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment VoiceTransactionFields on VoiceTransaction {\n    transactionId\n    status\n    error\n    previewUrl\n    voiceData {\n      id\n      name\n      gender\n      language\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DesignVoice($agentId: ID!, $prompt: String!, $language: String, $gender: String) {\n    designVoice(agentId: $agentId, prompt: $prompt, language: $language, gender: $gender) {\n      ok\n      transactionId\n      error {\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DesignVoice($agentId: ID!, $prompt: String!, $language: String, $gender: String) {\n    designVoice(agentId: $agentId, prompt: $prompt, language: $language, gender: $gender) {\n      ok\n      transactionId\n      error {\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoiceTransaction($transactionId: ID!) {\n    voiceTransaction(transactionId: $transactionId) {\n      ...VoiceTransactionFields\n    }\n  }\n"): (typeof documents)["\n  query VoiceTransaction($transactionId: ID!) {\n    voiceTransaction(transactionId: $transactionId) {\n      ...VoiceTransactionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription VoiceTransactionUpdates($transactionId: ID!) {\n    voiceTransactionUpdates(transactionId: $transactionId) {\n      ...VoiceTransactionFields\n    }\n  }\n"): (typeof documents)["\n  subscription VoiceTransactionUpdates($transactionId: ID!) {\n    voiceTransactionUpdates(transactionId: $transactionId) {\n      ...VoiceTransactionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectVoice($transactionId: ID!) {\n    rejectVoice(transactionId: $transactionId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectVoice($transactionId: ID!) {\n    rejectVoice(transactionId: $transactionId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloneVoice($agentId: ID!, $audioFilePath: String!, $voiceName: String, $language: String, $gender: String) {\n    cloneVoice(agentId: $agentId, audioFilePath: $audioFilePath, voiceName: $voiceName, language: $language, gender: $gender) {\n      ok\n      transactionId\n      error {\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CloneVoice($agentId: ID!, $audioFilePath: String!, $voiceName: String, $language: String, $gender: String) {\n    cloneVoice(agentId: $agentId, audioFilePath: $audioFilePath, voiceName: $voiceName, language: $language, gender: $gender) {\n      ok\n      transactionId\n      error {\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentAnalytics($agentId: ID!, $timeZone: String!, $from: String, $to: String) {\n    agentAnalytics(agentId: $agentId, timeZone: $timeZone, from: $from, to: $to) {\n      agentId\n      timeZone\n      from\n      to\n      totalConversations\n      totalMessages\n      averageMessagesPerConversation\n      earliest\n      latest\n      conversationsByDay {\n        day\n        conversations\n      }\n      conversationsByWeekday\n      heatmap {\n        weekday\n        hour\n        messages\n      }\n      products {\n        rank\n        name\n        image\n        mentions\n        conversations\n      }\n      latency {\n        stage\n        p50Ms\n        p95Ms\n        turns\n      }\n      unanswered {\n        question\n        count\n        lastAskedAt\n      }\n      minutes {\n        billed\n        connected\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentAnalytics($agentId: ID!, $timeZone: String!, $from: String, $to: String) {\n    agentAnalytics(agentId: $agentId, timeZone: $timeZone, from: $from, to: $to) {\n      agentId\n      timeZone\n      from\n      to\n      totalConversations\n      totalMessages\n      averageMessagesPerConversation\n      earliest\n      latest\n      conversationsByDay {\n        day\n        conversations\n      }\n      conversationsByWeekday\n      heatmap {\n        weekday\n        hour\n        messages\n      }\n      products {\n        rank\n        name\n        image\n        mentions\n        conversations\n      }\n      latency {\n        stage\n        p50Ms\n        p95Ms\n        turns\n      }\n      unanswered {\n        question\n        count\n        lastAskedAt\n      }\n      minutes {\n        billed\n        connected\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentConversationsOnDay($agentId: ID!, $timeZone: String!, $day: String!) {\n    agentConversationsOnDay(agentId: $agentId, timeZone: $timeZone, day: $day) {\n      id\n      sessionId\n      createdAt\n      updatedAt\n      durationSeconds\n      messageCount\n      messages {\n        role\n        message\n        timestamp\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentConversationsOnDay($agentId: ID!, $timeZone: String!, $day: String!) {\n    agentConversationsOnDay(agentId: $agentId, timeZone: $timeZone, day: $day) {\n      id\n      sessionId\n      createdAt\n      updatedAt\n      durationSeconds\n      messageCount\n      messages {\n        role\n        message\n        timestamp\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConversationAnalyticsChanged($agentId: ID!) {\n    conversationAnalyticsChanged(agentId: $agentId) {\n      agentId\n      conversationId\n    }\n  }\n"): (typeof documents)["\n  subscription ConversationAnalyticsChanged($agentId: ID!) {\n    conversationAnalyticsChanged(agentId: $agentId) {\n      agentId\n      conversationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthPayloadFields on AuthPayload {\n    ok\n    user {\n      id\n      email\n      createdAt\n    }\n    error {\n      message\n      code\n      inputErrors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AuthPayloadFields on AuthPayload {\n    ok\n    user {\n      id\n      email\n      createdAt\n    }\n    error {\n      message\n      code\n      inputErrors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: CredentialsInput!) {\n    signIn(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: CredentialsInput!) {\n    signIn(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: CredentialsInput!) {\n    signUp(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: CredentialsInput!) {\n    signUp(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionPlans($collectionId: ID!) {\n    collectionPlans(collectionId: $collectionId) {\n      code\n      description\n      billing_period\n      credits\n      is_initial\n      priceCents\n    }\n  }\n"): (typeof documents)["\n  query CollectionPlans($collectionId: ID!) {\n    collectionPlans(collectionId: $collectionId) {\n      code\n      description\n      billing_period\n      credits\n      is_initial\n      priceCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppSubscription($collectionId: ID!) {\n    appSubscription(collectionId: $collectionId) {\n      subscription\n      plan_credits_remaining\n      topup_credits_remaining\n    }\n  }\n"): (typeof documents)["\n  query AppSubscription($collectionId: ID!) {\n    appSubscription(collectionId: $collectionId) {\n      subscription\n      plan_credits_remaining\n      topup_credits_remaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCollectionPlans($id: ID!, $plans: [CollectionPlanInput!]!) {\n    setCollectionPlans(id: $id, plans: $plans) {\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation SetCollectionPlans($id: ID!, $plans: [CollectionPlanInput!]!) {\n    setCollectionPlans(id: $id, plans: $plans) {\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeCollectionPlan($id: ID!, $plan: String!) {\n    subscribeCollectionPlan(id: $id, plan: $plan) {\n      kind\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeCollectionPlan($id: ID!, $plan: String!) {\n    subscribeCollectionPlan(id: $id, plan: $plan) {\n      kind\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TopUpCollectionSubscription($id: ID!) {\n    topUpCollectionSubscription(id: $id) {\n      kind\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation TopUpCollectionSubscription($id: ID!) {\n    topUpCollectionSubscription(id: $id) {\n      kind\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollectionFields on Collection {\n    id\n    name\n    description\n    layout\n    contact_link\n    logo\n    heroshot_enabled\n    heroshot_video\n    agent_codes\n    share {\n      public_enabled\n    }\n    created_at\n    updated_at\n  }\n"): (typeof documents)["\n  fragment CollectionFields on Collection {\n    id\n    name\n    description\n    layout\n    contact_link\n    logo\n    heroshot_enabled\n    heroshot_video\n    agent_codes\n    share {\n      public_enabled\n    }\n    created_at\n    updated_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Collections {\n    collections {\n      ...CollectionFields\n    }\n  }\n"): (typeof documents)["\n  query Collections {\n    collections {\n      ...CollectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCollection($input: CollectionInput!) {\n    createCollection(input: $input) {\n      ...CollectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCollection($input: CollectionInput!) {\n    createCollection(input: $input) {\n      ...CollectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCollection($id: ID!, $input: CollectionInput!) {\n    updateCollection(id: $id, input: $input) {\n      ...CollectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCollection($id: ID!, $input: CollectionInput!) {\n    updateCollection(id: $id, input: $input) {\n      ...CollectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCollectionLogo($id: ID!) {\n    removeCollectionLogo(id: $id) {\n      ...CollectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCollectionLogo($id: ID!) {\n    removeCollectionLogo(id: $id) {\n      ...CollectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HeroshotUploadUrl($id: ID!, $ext: String!) {\n    collectionHeroshotUploadUrl(id: $id, ext: $ext) {\n      uploadUrl\n      filePath\n      contentType\n    }\n  }\n"): (typeof documents)["\n  mutation HeroshotUploadUrl($id: ID!, $ext: String!) {\n    collectionHeroshotUploadUrl(id: $id, ext: $ext) {\n      uploadUrl\n      filePath\n      contentType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmHeroshot($id: ID!, $filePath: String!) {\n    confirmCollectionHeroshot(id: $id, filePath: $filePath) {\n      ...CollectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmHeroshot($id: ID!, $filePath: String!) {\n    confirmCollectionHeroshot(id: $id, filePath: $filePath) {\n      ...CollectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveHeroshot($id: ID!) {\n    removeCollectionHeroshot(id: $id) {\n      ...CollectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveHeroshot($id: ID!) {\n    removeCollectionHeroshot(id: $id) {\n      ...CollectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCollectionSharing($id: ID!, $public_enabled: Boolean!) {\n    setCollectionSharing(id: $id, public_enabled: $public_enabled) {\n      public_enabled\n    }\n  }\n"): (typeof documents)["\n  mutation SetCollectionSharing($id: ID!, $public_enabled: Boolean!) {\n    setCollectionSharing(id: $id, public_enabled: $public_enabled) {\n      public_enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityAgents($category: String, $sortBy: AgentSort, $search: String, $limit: Int, $offset: Int) {\n    communityAgents(category: $category, sortBy: $sortBy, search: $search, limit: $limit, offset: $offset) {\n      agents {\n        ...AgentCardFields\n      }\n      total\n      categoryCounts {\n        category\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommunityAgents($category: String, $sortBy: AgentSort, $search: String, $limit: Int, $offset: Int) {\n    communityAgents(category: $category, sortBy: $sortBy, search: $search, limit: $limit, offset: $offset) {\n      agents {\n        ...AgentCardFields\n      }\n      total\n      categoryCounts {\n        category\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommunityUpdates {\n    communityUpdates {\n      agentId\n      agent {\n        ...AgentCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CommunityUpdates {\n    communityUpdates {\n      agentId\n      agent {\n        ...AgentCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConversationEvents($sessionId: ID!, $sessionToken: String!) {\n    conversationEvents(sessionId: $sessionId, sessionToken: $sessionToken) {\n      type\n      at\n      turnId\n      text\n      source\n      seq\n      audioUrl\n      contentType\n      durationMs\n      visemes {\n        startMs\n        viseme\n      }\n      richJson\n      sources {\n        row\n        question\n      }\n      code\n      message\n      reason\n    }\n  }\n"): (typeof documents)["\n  subscription ConversationEvents($sessionId: ID!, $sessionToken: String!) {\n    conversationEvents(sessionId: $sessionId, sessionToken: $sessionToken) {\n      type\n      at\n      turnId\n      text\n      source\n      seq\n      audioUrl\n      contentType\n      durationMs\n      visemes {\n        startMs\n        viseme\n      }\n      richJson\n      sources {\n        row\n        question\n      }\n      code\n      message\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationTranscript($sessionId: ID!, $sessionToken: String!) {\n    conversationTranscript(sessionId: $sessionId, sessionToken: $sessionToken) {\n      sessionId\n      conversationId\n      active\n      runningTurnId\n      messages {\n        turnId\n        role\n        text\n        richJson\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConversationTranscript($sessionId: ID!, $sessionToken: String!) {\n    conversationTranscript(sessionId: $sessionId, sessionToken: $sessionToken) {\n      sessionId\n      conversationId\n      active\n      runningTurnId\n      messages {\n        turnId\n        role\n        text\n        richJson\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DraftConversationText($sessionId: ID!, $sessionToken: String!, $text: String!) {\n    draftConversationText(sessionId: $sessionId, sessionToken: $sessionToken, text: $text)\n  }\n"): (typeof documents)["\n  mutation DraftConversationText($sessionId: ID!, $sessionToken: String!, $text: String!) {\n    draftConversationText(sessionId: $sessionId, sessionToken: $sessionToken, text: $text)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndConversation($sessionId: ID!, $sessionToken: String!) {\n    endConversation(sessionId: $sessionId, sessionToken: $sessionToken)\n  }\n"): (typeof documents)["\n  mutation EndConversation($sessionId: ID!, $sessionToken: String!) {\n    endConversation(sessionId: $sessionId, sessionToken: $sessionToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GreetConversation($sessionId: ID!, $sessionToken: String!) {\n    greetConversation(sessionId: $sessionId, sessionToken: $sessionToken)\n  }\n"): (typeof documents)["\n  mutation GreetConversation($sessionId: ID!, $sessionToken: String!) {\n    greetConversation(sessionId: $sessionId, sessionToken: $sessionToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InterruptConversation($sessionId: ID!, $sessionToken: String!) {\n    interruptConversation(sessionId: $sessionId, sessionToken: $sessionToken)\n  }\n"): (typeof documents)["\n  mutation InterruptConversation($sessionId: ID!, $sessionToken: String!) {\n    interruptConversation(sessionId: $sessionId, sessionToken: $sessionToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportFirstFrame($sessionId: ID!, $sessionToken: String!, $turnId: ID!, $firstFrameMs: Float!) {\n    reportFirstFrame(sessionId: $sessionId, sessionToken: $sessionToken, turnId: $turnId, firstFrameMs: $firstFrameMs)\n  }\n"): (typeof documents)["\n  mutation ReportFirstFrame($sessionId: ID!, $sessionToken: String!, $turnId: ID!, $firstFrameMs: Float!) {\n    reportFirstFrame(sessionId: $sessionId, sessionToken: $sessionToken, turnId: $turnId, firstFrameMs: $firstFrameMs)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendConversationText($sessionId: ID!, $sessionToken: String!, $text: String!) {\n    sendConversationText(sessionId: $sessionId, sessionToken: $sessionToken, text: $text) {\n      turnId\n    }\n  }\n"): (typeof documents)["\n  mutation SendConversationText($sessionId: ID!, $sessionToken: String!, $text: String!) {\n    sendConversationText(sessionId: $sessionId, sessionToken: $sessionToken, text: $text) {\n      turnId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartConversation($agentId: ID!, $share: String, $collection: ID) {\n    startConversation(agentId: $agentId, share: $share, collection: $collection) {\n      sessionId\n      sessionToken\n      conversationId\n      agentId\n      payer\n      voice\n      language\n      providers {\n        llm\n        tts\n        stt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartConversation($agentId: ID!, $share: String, $collection: ID) {\n    startConversation(agentId: $agentId, share: $share, collection: $collection) {\n      sessionId\n      sessionToken\n      conversationId\n      agentId\n      payer\n      voice\n      language\n      providers {\n        llm\n        tts\n        stt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAgent($input: CreateAgentInput!) {\n    createAgent(input: $input) {\n      ok\n      agentId\n      refusedAt\n      error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAgent($input: CreateAgentInput!) {\n    createAgent(input: $input) {\n      ok\n      agentId\n      refusedAt\n      error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreationCreditCheck {\n    creditBalance {\n      ...CreditBalanceFields\n    }\n  }\n"): (typeof documents)["\n  query CreationCreditCheck {\n    creditBalance {\n      ...CreditBalanceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreditBalanceFields on CreditBalance {\n    balance\n    hasMinimumBalance\n    minimumRequired\n    plan\n  }\n"): (typeof documents)["\n  fragment CreditBalanceFields on CreditBalance {\n    balance\n    hasMinimumBalance\n    minimumRequired\n    plan\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CreditBalanceChanged {\n    creditBalanceChanged {\n      ...CreditBalanceFields\n    }\n  }\n"): (typeof documents)["\n  subscription CreditBalanceChanged {\n    creditBalanceChanged {\n      ...CreditBalanceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditBalance {\n    creditBalance {\n      ...CreditBalanceFields\n    }\n  }\n"): (typeof documents)["\n  query CreditBalance {\n    creditBalance {\n      ...CreditBalanceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n      expiresAt\n      expired\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n      expiresAt\n      expired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IssuedApiKeyFields on IssuedApiKeyResult {\n    ok\n    secret\n    key {\n      id\n      name\n    }\n    error {\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment IssuedApiKeyFields on IssuedApiKeyResult {\n    ok\n    secret\n    key {\n      id\n      name\n    }\n    error {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      ...IssuedApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      ...IssuedApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollApiKey($id: ID!) {\n    rollApiKey(id: $id) {\n      ...IssuedApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RollApiKey($id: ID!) {\n    rollApiKey(id: $id) {\n      ...IssuedApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeyUsage($id: ID) {\n    apiKeyUsage(id: $id) {\n      keyId\n      from\n      to\n      totals {\n        requests\n        errors\n        credits\n        p50Ms\n        p95Ms\n      }\n      days {\n        day\n        requests\n        errors\n        credits\n        p50Ms\n        p95Ms\n      }\n      routes {\n        route\n        requests\n        errors\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiKeyUsage($id: ID) {\n    apiKeyUsage(id: $id) {\n      keyId\n      from\n      to\n      totals {\n        requests\n        errors\n        credits\n        p50Ms\n        p95Ms\n      }\n      days {\n        day\n        requests\n        errors\n        credits\n        p50Ms\n        p95Ms\n      }\n      routes {\n        route\n        requests\n        errors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      events\n      description\n      enabled\n      disabledReason\n      secretPrefix\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      events\n      description\n      enabled\n      disabledReason\n      secretPrefix\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      id\n      type\n      status\n      attempts\n      createdAt\n      lastAttemptAt\n      nextAttemptAt\n      responseStatus\n      error\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      id\n      type\n      status\n      attempts\n      createdAt\n      lastAttemptAt\n      nextAttemptAt\n      responseStatus\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookInput!) {\n    createWebhookEndpoint(input: $input) {\n      ok\n      secret\n      endpoint {\n        id\n        url\n      }\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookInput!) {\n    createWebhookEndpoint(input: $input) {\n      ok\n      secret\n      endpoint {\n        id\n        url\n      }\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ok\n      endpoint {\n        id\n        enabled\n        disabledReason\n      }\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ok\n      endpoint {\n        id\n        enabled\n        disabledReason\n      }\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollWebhookSecret($id: ID!) {\n    rollWebhookSecret(id: $id) {\n      ok\n      secret\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RollWebhookSecret($id: ID!) {\n    rollWebhookSecret(id: $id) {\n      ok\n      secret\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendWebhookDelivery($endpointId: ID!, $deliveryId: ID!) {\n    resendWebhookDelivery(endpointId: $endpointId, deliveryId: $deliveryId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResendWebhookDelivery($endpointId: ID!, $deliveryId: ID!) {\n    resendWebhookDelivery(endpointId: $endpointId, deliveryId: $deliveryId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DynamicsFields on Dynamics {\n    status\n    enabled\n    result\n    talking\n    batch_results {\n      id\n      video_url\n      name\n      generated\n      status\n      message\n    }\n    summary {\n      successful\n      failed\n      total_attempts\n    }\n  }\n"): (typeof documents)["\n  fragment DynamicsFields on Dynamics {\n    status\n    enabled\n    result\n    talking\n    batch_results {\n      id\n      video_url\n      name\n      generated\n      status\n      message\n    }\n    summary {\n      successful\n      failed\n      total_attempts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DynamicsResultFields on DynamicsResult {\n    ok\n    dynamics {\n      ...DynamicsFields\n    }\n    error {\n      ...InputErrorFields\n    }\n  }\n"): (typeof documents)["\n  fragment DynamicsResultFields on DynamicsResult {\n    ok\n    dynamics {\n      ...DynamicsFields\n    }\n    error {\n      ...InputErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentDynamics($id: ID!) {\n    agentDynamics(id: $id) {\n      ...DynamicsResultFields\n    }\n  }\n"): (typeof documents)["\n  query AgentDynamics($id: ID!) {\n    agentDynamics(id: $id) {\n      ...DynamicsResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AgentDynamicsUpdates($id: ID!) {\n    agentDynamicsUpdates(id: $id) {\n      ...DynamicsFields\n    }\n  }\n"): (typeof documents)["\n  subscription AgentDynamicsUpdates($id: ID!) {\n    agentDynamicsUpdates(id: $id) {\n      ...DynamicsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentDynamics($id: ID!, $dynamics: DynamicsInput!) {\n    setAgentDynamics(id: $id, dynamics: $dynamics) {\n      ...DynamicsResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetAgentDynamics($id: ID!, $dynamics: DynamicsInput!) {\n    setAgentDynamics(id: $id, dynamics: $dynamics) {\n      ...DynamicsResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentDynamicsEnabled($id: ID!, $enabled: Boolean!) {\n    setAgentDynamicsEnabled(id: $id, enabled: $enabled) {\n      ...DynamicsResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetAgentDynamicsEnabled($id: ID!, $enabled: Boolean!) {\n    setAgentDynamicsEnabled(id: $id, enabled: $enabled) {\n      ...DynamicsResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateAgentMovements($id: ID!) {\n    generateAgentMovements(id: $id) {\n      ok\n      jobId\n      error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateAgentMovements($id: ID!) {\n    generateAgentMovements(id: $id) {\n      ok\n      jobId\n      error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateAgentMovements($id: ID!) {\n    regenerateAgentMovements(id: $id) {\n      ok\n      fallbackToAsync\n      error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateAgentMovements($id: ID!) {\n    regenerateAgentMovements(id: $id) {\n      ok\n      fallbackToAsync\n      error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkFace($input: MarkFaceInput!) {\n    markFace(input: $input) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkFace($input: MarkFaceInput!) {\n    markFace(input: $input) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KnowledgeStateFields on KnowledgeState {\n    agentId\n    knowledge {\n      faq\n      enabled\n    }\n    status\n    progress {\n      step\n      percent\n    }\n    error\n    preview {\n      headers\n      rows\n      totalRows\n    }\n    unanswered {\n      question\n      askedAt\n    }\n    answering {\n      onlyFromFaq\n      unknownAnswer\n      defaultUnknownAnswer\n    }\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment KnowledgeStateFields on KnowledgeState {\n    agentId\n    knowledge {\n      faq\n      enabled\n    }\n    status\n    progress {\n      step\n      percent\n    }\n    error\n    preview {\n      headers\n      rows\n      totalRows\n    }\n    unanswered {\n      question\n      askedAt\n    }\n    answering {\n      onlyFromFaq\n      unknownAnswer\n      defaultUnknownAnswer\n    }\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentKnowledge($id: ID!) {\n    agentKnowledge(id: $id) {\n      ...KnowledgeStateFields\n    }\n  }\n"): (typeof documents)["\n  query AgentKnowledge($id: ID!) {\n    agentKnowledge(id: $id) {\n      ...KnowledgeStateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription KnowledgeUpdates($id: ID!) {\n    knowledgeUpdates(id: $id) {\n      ...KnowledgeStateFields\n    }\n  }\n"): (typeof documents)["\n  subscription KnowledgeUpdates($id: ID!) {\n    knowledgeUpdates(id: $id) {\n      ...KnowledgeStateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentFaq($id: ID!, $faq: String!) {\n    setAgentFaq(id: $id, faq: $faq) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetAgentFaq($id: ID!, $faq: String!) {\n    setAgentFaq(id: $id, faq: $faq) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleRag($id: ID!, $enabled: Boolean!) {\n    toggleRag(id: $id, enabled: $enabled) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleRag($id: ID!, $enabled: Boolean!) {\n    toggleRag(id: $id, enabled: $enabled) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetKnowledgeAnswering($id: ID!, $onlyFromFaq: Boolean, $unknownAnswer: String) {\n    setKnowledgeAnswering(id: $id, onlyFromFaq: $onlyFromFaq, unknownAnswer: $unknownAnswer) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetKnowledgeAnswering($id: ID!, $onlyFromFaq: Boolean, $unknownAnswer: String) {\n    setKnowledgeAnswering(id: $id, onlyFromFaq: $onlyFromFaq, unknownAnswer: $unknownAnswer) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateFaqFromWebsite($id: ID!, $url: String!) {\n    generateFaqFromWebsite(id: $id, url: $url) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateFaqFromWebsite($id: ID!, $url: String!) {\n    generateFaqFromWebsite(id: $id, url: $url) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateFaqFromPdf($id: ID!, $pdf: String!) {\n    generateFaqFromPdf(id: $id, pdf: $pdf) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateFaqFromPdf($id: ID!, $pdf: String!) {\n    generateFaqFromPdf(id: $id, pdf: $pdf) {\n      ok\n      state {\n        ...KnowledgeStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SlidesStateFields on SlidesState {\n    agentId\n    status\n    progress {\n      step\n      percent\n    }\n    error\n    updatedAt\n    slides {\n      enabled\n      slides {\n        slideNumber\n        imageUrl\n        hasImage\n        script\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SlidesStateFields on SlidesState {\n    agentId\n    status\n    progress {\n      step\n      percent\n    }\n    error\n    updatedAt\n    slides {\n      enabled\n      slides {\n        slideNumber\n        imageUrl\n        hasImage\n        script\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentSlides($id: ID!) {\n    agentSlides(id: $id) {\n      ...SlidesStateFields\n    }\n  }\n"): (typeof documents)["\n  query AgentSlides($id: ID!) {\n    agentSlides(id: $id) {\n      ...SlidesStateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SlidesUpdates($id: ID!) {\n    slidesUpdates(id: $id) {\n      ...SlidesStateFields\n    }\n  }\n"): (typeof documents)["\n  subscription SlidesUpdates($id: ID!) {\n    slidesUpdates(id: $id) {\n      ...SlidesStateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateSlides($id: ID!, $pdf: String!) {\n    generateSlides(id: $id, pdf: $pdf) {\n      ok\n      state {\n        ...SlidesStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateSlides($id: ID!, $pdf: String!) {\n    generateSlides(id: $id, pdf: $pdf) {\n      ok\n      state {\n        ...SlidesStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSlides($id: ID!, $enabled: Boolean, $slides: [SlideScriptInput!]) {\n    updateSlides(id: $id, enabled: $enabled, slides: $slides) {\n      ok\n      state {\n        ...SlidesStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSlides($id: ID!, $enabled: Boolean, $slides: [SlideScriptInput!]) {\n    updateSlides(id: $id, enabled: $enabled, slides: $slides) {\n      ok\n      state {\n        ...SlidesStateFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyAgentRemovals {\n    myAgentRemovals\n  }\n"): (typeof documents)["\n  subscription MyAgentRemovals {\n    myAgentRemovals\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyAgentUpdates {\n    myAgentUpdates {\n      ...AgentCardFields\n    }\n  }\n"): (typeof documents)["\n  subscription MyAgentUpdates {\n    myAgentUpdates {\n      ...AgentCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperatorStatus {\n    operatorStatus {\n      checkedAt\n      processes {\n        name\n        version\n        instance\n        startedAt\n        uptimeSeconds\n        rssBytes\n        latencies {\n          metric\n          group\n          count\n          p50Seconds\n          p95Seconds\n        }\n      }\n      streams {\n        name\n        messages\n        bytes\n        consumers {\n          name\n          pending\n          ackPending\n          redelivered\n        }\n      }\n      jobs {\n        queued\n        running\n        paused\n        failedLastDay\n        recentFailures {\n          agentId\n          errorType\n          message\n          failedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OperatorStatus {\n    operatorStatus {\n      checkedAt\n      processes {\n        name\n        version\n        instance\n        startedAt\n        uptimeSeconds\n        rssBytes\n        latencies {\n          metric\n          group\n          count\n          p50Seconds\n          p95Seconds\n        }\n      }\n      streams {\n        name\n        messages\n        bytes\n        consumers {\n          name\n          pending\n          ackPending\n          redelivered\n        }\n      }\n      jobs {\n        queued\n        running\n        paused\n        failedLastDay\n        recentFailures {\n          agentId\n          errorType\n          message\n          failedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutResultFields on CheckoutResult {\n    kind\n    url\n    receiptId\n    summary {\n      ...CreditSummaryFields\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutResultFields on CheckoutResult {\n    kind\n    url\n    receiptId\n    summary {\n      ...CreditSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePlan($plan: PlanType!) {\n    changePlan(plan: $plan) {\n      ...CheckoutResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePlan($plan: PlanType!) {\n    changePlan(plan: $plan) {\n      ...CheckoutResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TopUpCredits($credits: Int!) {\n    topUpCredits(credits: $credits) {\n      ...CheckoutResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation TopUpCredits($credits: Int!) {\n    topUpCredits(credits: $credits) {\n      ...CheckoutResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreditSummaryFields on CreditSummary {\n    plan\n    included\n    additional\n    used\n    remaining\n    unlimited\n    periodStart\n    periodEnd\n    pendingPlan\n    subscriptionStatus\n    cancelAtPeriodEnd\n    paymentFailed\n    billingMode\n    pendingPayment\n  }\n"): (typeof documents)["\n  fragment CreditSummaryFields on CreditSummary {\n    plan\n    included\n    additional\n    used\n    remaining\n    unlimited\n    periodStart\n    periodEnd\n    pendingPlan\n    subscriptionStatus\n    cancelAtPeriodEnd\n    paymentFailed\n    billingMode\n    pendingPayment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditSummary {\n    creditSummary {\n      ...CreditSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query CreditSummary {\n    creditSummary {\n      ...CreditSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CreditSummaryChanged {\n    creditSummaryChanged {\n      ...CreditSummaryFields\n    }\n  }\n"): (typeof documents)["\n  subscription CreditSummaryChanged {\n    creditSummaryChanged {\n      ...CreditSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanCatalogue {\n    planCatalogue {\n      plans {\n        code\n        name\n        icon\n        price\n        priceDetails\n        priceCents\n        priceLabel\n        badge\n        description\n        monthlyCredits\n        conversationMinutes\n        agentLimit\n        agentLimitLabel\n        sdkMinutes {\n          essenceSelfHosted\n          essenceCloud\n          expressionCloud\n        }\n        topUpsAllowed\n        rewardsProgram\n        highlight\n        isNew\n        cta\n        features\n      }\n      rates {\n        code\n        name\n        creditsPerMinute\n        overageCentsPerMinute\n      }\n      topUpMin\n      topUpMax\n      creditsPerDollar\n    }\n  }\n"): (typeof documents)["\n  query PlanCatalogue {\n    planCatalogue {\n      plans {\n        code\n        name\n        icon\n        price\n        priceDetails\n        priceCents\n        priceLabel\n        badge\n        description\n        monthlyCredits\n        conversationMinutes\n        agentLimit\n        agentLimitLabel\n        sdkMinutes {\n          essenceSelfHosted\n          essenceCloud\n          expressionCloud\n        }\n        topUpsAllowed\n        rewardsProgram\n        highlight\n        isNew\n        cta\n        features\n      }\n      rates {\n        code\n        name\n        creditsPerMinute\n        overageCentsPerMinute\n      }\n      topUpMin\n      topUpMax\n      creditsPerDollar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Receipts {\n    receipts {\n      id\n      description\n      amountCents\n      currency\n      credits\n      plan\n      status\n      source\n      url\n      at\n    }\n  }\n"): (typeof documents)["\n  query Receipts {\n    receipts {\n      id\n      description\n      amountCents\n      currency\n      credits\n      plan\n      status\n      source\n      url\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProviderKey($platform: String!, $apiKey: String!, $label: String) {\n    addProviderKey(platform: $platform, apiKey: $apiKey, label: $label) {\n      ok\n      key {\n        ...ProviderKeyFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddProviderKey($platform: String!, $apiKey: String!, $label: String) {\n    addProviderKey(platform: $platform, apiKey: $apiKey, label: $label) {\n      ok\n      key {\n        ...ProviderKeyFields\n      }\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProviderKey($id: ID!) {\n    removeProviderKey(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveProviderKey($id: ID!) {\n    removeProviderKey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestProviderKey($id: ID!) {\n    testProviderKey(id: $id) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation TestProviderKey($id: ID!) {\n    testProviderKey(id: $id) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopifyMcpFields on ShopifyMcp {\n    url\n    language\n    currency\n    enabled\n    show_qr_code\n    tool_use\n    available_functions\n    selected_functions\n    endpoint\n  }\n"): (typeof documents)["\n  fragment ShopifyMcpFields on ShopifyMcp {\n    url\n    language\n    currency\n    enabled\n    show_qr_code\n    tool_use\n    available_functions\n    selected_functions\n    endpoint\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentShopify($id: ID!) {\n    agent(id: $id) {\n      id\n      shopifyMcp {\n        ...ShopifyMcpFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentShopify($id: ID!) {\n    agent(id: $id) {\n      id\n      shopifyMcp {\n        ...ShopifyMcpFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentShopifyMcp($id: ID!, $shopifyMcp: ShopifyMcpInput!) {\n    setAgentShopifyMcp(id: $id, shopifyMcp: $shopifyMcp) {\n      ok\n      shopifyMcp {\n        ...ShopifyMcpFields\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetAgentShopifyMcp($id: ID!, $shopifyMcp: ShopifyMcpInput!) {\n    setAgentShopifyMcp(id: $id, shopifyMcp: $shopifyMcp) {\n      ok\n      shopifyMcp {\n        ...ShopifyMcpFields\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidateAgentShopifyMcp($id: ID!, $url: String!) {\n    validateAgentShopifyMcp(id: $id, url: $url) {\n      ok\n      valid\n      url\n      functions\n      reason\n      error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ValidateAgentShopifyMcp($id: ID!, $url: String!) {\n    validateAgentShopifyMcp(id: $id, url: $url) {\n      ok\n      valid\n      url\n      functions\n      reason\n      error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerAgentFields on Agent {\n    id\n    name\n    posterUrl\n    imageUrl\n    videoUrl\n    movements {\n      url\n      trackUrl\n    }\n    isOwner\n    modelType\n    presentsSlides\n    uiOverlay {\n      ...UiOverlayFields\n    }\n    customActions {\n      ...VisitorCustomActionsFields\n    }\n    speech {\n      spriteUrl\n      visemes\n      frameWidth\n      frameHeight\n      region {\n        x\n        y\n        width\n        height\n      }\n      imageWidth\n      imageHeight\n      blend\n      rigUrl\n    }\n  }\n"): (typeof documents)["\n  fragment ViewerAgentFields on Agent {\n    id\n    name\n    posterUrl\n    imageUrl\n    videoUrl\n    movements {\n      url\n      trackUrl\n    }\n    isOwner\n    modelType\n    presentsSlides\n    uiOverlay {\n      ...UiOverlayFields\n    }\n    customActions {\n      ...VisitorCustomActionsFields\n    }\n    speech {\n      spriteUrl\n      visemes\n      frameWidth\n      frameHeight\n      region {\n        x\n        y\n        width\n        height\n      }\n      imageWidth\n      imageHeight\n      blend\n      rigUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerAgent($id: ID!, $share: String) {\n    viewerAgent(id: $id, share: $share) {\n      agent {\n        ...ViewerAgentFields\n      }\n      requiresSignIn\n    }\n  }\n"): (typeof documents)["\n  query ViewerAgent($id: ID!, $share: String) {\n    viewerAgent(id: $id, share: $share) {\n      agent {\n        ...ViewerAgentFields\n      }\n      requiresSignIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ViewerAgentUpdates($id: ID!, $share: String) {\n    viewerAgentUpdates(id: $id, share: $share) {\n      ...ViewerAgentFields\n    }\n  }\n"): (typeof documents)["\n  subscription ViewerAgentUpdates($id: ID!, $share: String) {\n    viewerAgentUpdates(id: $id, share: $share) {\n      ...ViewerAgentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgentCardFields on Agent {\n    id\n    name\n    description\n    prompt\n    modelType\n    status\n    eventType\n    displayStatus\n    progress\n    isAnimal\n    faceHandled\n    errorType\n    failureText\n    posterUrl\n    imageUrl\n    videoUrl\n    lipSyncUrl\n    modelUrl\n    createdAt\n    updatedAt\n    votes\n    category\n    visibility\n    anonymousEnabled\n    isOwner\n    tags\n  }\n"): (typeof documents)["\n  fragment AgentCardFields on Agent {\n    id\n    name\n    description\n    prompt\n    modelType\n    status\n    eventType\n    displayStatus\n    progress\n    isAnimal\n    faceHandled\n    errorType\n    failureText\n    posterUrl\n    imageUrl\n    videoUrl\n    lipSyncUrl\n    modelUrl\n    createdAt\n    updatedAt\n    votes\n    category\n    visibility\n    anonymousEnabled\n    isOwner\n    tags\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAgents($sortBy: AgentSort) {\n    myAgents(sortBy: $sortBy) {\n      ...AgentCardFields\n    }\n  }\n"): (typeof documents)["\n  query MyAgents($sortBy: AgentSort) {\n    myAgents(sortBy: $sortBy) {\n      ...AgentCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisitorCustomActionsFields on CustomActions {\n    greetings {\n      enabled\n      allow_interruption\n    }\n    auto_refresh {\n      enabled\n      idle_timeout\n    }\n    keyword_triggers {\n      enabled\n      triggers {\n        keywords\n        url\n      }\n    }\n    session_timeout {\n      enabled\n      timeout_seconds\n      timeout_message\n      redirect_url\n    }\n  }\n"): (typeof documents)["\n  fragment VisitorCustomActionsFields on CustomActions {\n    greetings {\n      enabled\n      allow_interruption\n    }\n    auto_refresh {\n      enabled\n      idle_timeout\n    }\n    keyword_triggers {\n      enabled\n      triggers {\n        keywords\n        url\n      }\n    }\n    session_timeout {\n      enabled\n      timeout_seconds\n      timeout_message\n      redirect_url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoteAgent($id: ID!) {\n    voteAgent(id: $id) {\n      ok\n      votes\n      error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VoteAgent($id: ID!) {\n    voteAgent(id: $id) {\n      ok\n      votes\n      error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InputErrorFields on InputError {\n    message\n    code\n  }\n"): (typeof documents)["\n  fragment InputErrorFields on InputError {\n    message\n    code\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProviderKeyFields on ProviderKey {\n    id\n    platform\n    label\n    masked\n    capabilities\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ProviderKeyFields on ProviderKey {\n    id\n    platform\n    label\n    masked\n    capabilities\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderKeys {\n    providerKeys {\n      ...ProviderKeyFields\n    }\n  }\n"): (typeof documents)["\n  query ProviderKeys {\n    providerKeys {\n      ...ProviderKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      createdAt\n      isOperator\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      createdAt\n      isOperator\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareLink($id: ID!, $model: AgentModel) {\n    shareLink(id: $id, model: $model) {\n      ok\n      shareUrl\n      anonymous\n      error {\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShareLink($id: ID!, $model: AgentModel) {\n    shareLink(id: $id, model: $model) {\n      ok\n      shareUrl\n      anonymous\n      error {\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UiOverlayFields on UiOverlay {\n    qr_code {\n      original_url\n      enabled\n      title\n    }\n    foreground {\n      enabled\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment UiOverlayFields on UiOverlay {\n    qr_code {\n      original_url\n      enabled\n      title\n    }\n    foreground {\n      enabled\n      url\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;