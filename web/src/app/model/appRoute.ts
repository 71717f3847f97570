/** The screens the app shell routes to by path. */
export type AppRoute =
  | { name: 'main' }
  | { name: 'viewer'; agentId: string }
  | { name: 'receipts' }
  | { name: 'settings' }
  | { name: 'operator' }
  | { name: 'collection'; userId: string; collectionId: string }
  | { name: 'notFound' };
