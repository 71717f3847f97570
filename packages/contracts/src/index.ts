export * from './define.js';
export * from './errors.js';
export * from './ids.js';
export * from './credits/plans.js';
export * as credits from './credits/credits.contracts.js';
export * as accounts from './accounts/accounts.contracts.js';
export type { CreditBalance } from './credits/credits.contracts.js';
