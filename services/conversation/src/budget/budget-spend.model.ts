import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';

/** One agent's credits spent on visitors' owner-paid sessions in one calendar month (UTC). */
export interface BudgetSpendDocument {
  /** `<agentId>:<YYYY-MM>`. */
  _id: string;
  agentId: string;
  month: string;
  spent: number;
}

const budgetSpendSchema = new Schema<BudgetSpendDocument>(
  {
    _id: { type: String, required: true },
    agentId: { type: String, required: true },
    month: { type: String, required: true },
    spent: { type: Number, required: true, default: 0 },
  },
  { versionKey: false, collection: 'conversation_budget_spend' },
);

export const budgetSpendModel = modelFactory<BudgetSpendDocument>('ConversationBudgetSpend', budgetSpendSchema);
