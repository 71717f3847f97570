/** The screens the app shell routes to by path. */
export type AppRoute =
  | { name: 'main' }
  | { name: 'viewer'; agentId: string }
  | { name: 'receipts' }
  | { name: 'settings' }
  | { name: 'operator' }
  | { name: 'apiReference' }
  | { name: 'graphiql' }
  | { name: 'collection'; userId: string; collectionId: string }
  | { name: 'notFound' };
