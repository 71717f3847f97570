import { isDuplicateKeyError } from '@avatarium/platform';
import type { Connection, Model } from 'mongoose';
import { budgetSpendModel, type BudgetSpendDocument } from './budget-spend.model.js';

const idOf = (agentId: string, month: string) => `${agentId}:${month}`;

/**
 * conversation_budget_spend: an atomic counter per agent and month of what visitors' sessions
 * the owner pays for cost. A minute is reserved before it is debited (so sessions running at
 * once cannot pass the limit together) and given back when the debit is refused.
 */
export class BudgetSpendRepository {
  private readonly spend: Model<BudgetSpendDocument>;

  constructor(connection: Connection) {
    this.spend = budgetSpendModel(connection);
  }

  async init(): Promise<void> {
    await this.spend.init();
  }

  /** Credits counted for the agent in the month ('YYYY-MM'). */
  async spent(agentId: string, month: string): Promise<number> {
    const doc = await this.spend.findById(idOf(agentId, month)).lean<BudgetSpendDocument>();
    return doc?.spent ?? 0;
  }

  /** Counts `amount` unless it would take the month past `limit` (null: no limit); false when refused. */
  async reserve(agentId: string, month: string, amount: number, limit: number | null): Promise<boolean> {
    const _id = idOf(agentId, month);
    if (limit === null) {
      await this.spend.updateOne({ _id }, { $inc: { spent: amount }, $setOnInsert: { agentId, month } }, { upsert: true });
      return true;
    }
    if (amount > limit) return false;
    try {
      await this.spend.updateOne({ _id }, { $setOnInsert: { agentId, month, spent: 0 } }, { upsert: true });
    } catch (error) {
      // Another session created the month's counter at the same moment: it exists now.
      if (!isDuplicateKeyError(error)) throw error;
    }
    const result = await this.spend.updateOne({ _id, spent: { $lte: limit - amount } }, { $inc: { spent: amount } });
    return result.modifiedCount === 1;
  }

  /** Gives back a reservation whose debit was refused. */
  async release(agentId: string, month: string, amount: number): Promise<void> {
    await this.spend.updateOne({ _id: idOf(agentId, month) }, { $inc: { spent: -amount } });
  }
}
