import type { Connection, Model } from 'mongoose';
import { agentTurnWindowModel, type AgentTurnWindowDocument } from './agent-turn-window.model.js';

/** conversation_agent_turns: a counter per agent and clock minute, one atomic increment per turn. */
export class AgentTurnWindowRepository {
  private readonly windows: Model<AgentTurnWindowDocument>;

  constructor(connection: Connection) {
    this.windows = agentTurnWindowModel(connection);
  }

  async init(): Promise<void> {
    await this.windows.init();
  }

  /** Counts one turn in the agent's window; the count with it. The window's first turn clears older windows. */
  async count(agentId: string, window: number): Promise<number> {
    const doc = await this.windows
      .findOneAndUpdate(
        { _id: `${agentId}:${window}` },
        { $inc: { count: 1 }, $setOnInsert: { agentId, window } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<AgentTurnWindowDocument>();
    const count = doc?.count ?? 1;
    if (count === 1) await this.windows.deleteMany({ agentId, window: { $lt: window } });
    return count;
  }
}
