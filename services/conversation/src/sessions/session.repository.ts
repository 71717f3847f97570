import type { Connection, Model } from 'mongoose';
import type { ConversationSession, SessionEndReason } from './session.js';
import { sessionModel, type SessionDocument } from './session.model.js';

function toEntity(doc: SessionDocument): ConversationSession {
  const { _id, ...rest } = doc;
  return { ...rest, id: _id };
}

/** conversation_sessions: each change is one atomic single-document update. */
export class SessionRepository {
  private readonly sessions: Model<SessionDocument>;

  constructor(connection: Connection) {
    this.sessions = sessionModel(connection);
  }

  async init(): Promise<void> {
    await this.sessions.init();
  }

  async create(session: ConversationSession): Promise<void> {
    const { id, ...rest } = session;
    await this.sessions.create({ _id: id, ...rest });
  }

  async find(sessionId: string): Promise<ConversationSession | null> {
    const doc = await this.sessions.findById(sessionId).lean<SessionDocument>();
    return doc ? toEntity(doc) : null;
  }

  /**
   * Records a new turn as the running one (activity for the idle sweeper). Returns the turn it
   * replaces (null when none ran), or false when the session has ended.
   */
  async beginTurn(sessionId: string, turnId: string, at: Date): Promise<{ replaced: string | null } | false> {
    const before = await this.sessions
      .findOneAndUpdate({ _id: sessionId, active: true }, { $set: { currentTurnId: turnId }, $max: { lastActivityAt: at } })
      .lean<SessionDocument>();
    return before ? { replaced: before.currentTurnId ?? null } : false;
  }

  /** Claims the session's one greeting for this turn; false when it was given already or the session ended. */
  async claimGreeting(sessionId: string, turnId: string): Promise<boolean> {
    const result = await this.sessions.updateOne(
      { _id: sessionId, active: true, greetingTurnId: null },
      { $set: { greetingTurnId: turnId } },
    );
    return result.modifiedCount === 1;
  }

  /** The turn is over, unless a newer one took its place. */
  async finishTurn(sessionId: string, turnId: string): Promise<void> {
    await this.sessions.updateOne({ _id: sessionId, currentTurnId: turnId }, { $set: { currentTurnId: null } });
  }

  /** Marks the session's minute as counted against the owner's budget; false when it was already. */
  async claimBudgetMinute(sessionId: string, minute: number): Promise<boolean> {
    const result = await this.sessions.updateOne(
      { _id: sessionId, budgetMinutes: { $ne: minute } },
      { $push: { budgetMinutes: minute } },
    );
    return result.modifiedCount === 1;
  }

  /** The minute's debit was refused: it no longer counts. */
  async releaseBudgetMinute(sessionId: string, minute: number): Promise<void> {
    await this.sessions.updateOne({ _id: sessionId }, { $pull: { budgetMinutes: minute } });
  }

  /** Clears the running turn; returns its id (null when none ran). */
  async takeTurn(sessionId: string): Promise<string | null> {
    const doc = await this.sessions
      .findOneAndUpdate({ _id: sessionId, currentTurnId: { $ne: null } }, { $set: { currentTurnId: null } })
      .lean<SessionDocument>();
    return doc?.currentTurnId ?? null;
  }

  /** Ends an active session; null when it had ended already (so exactly one caller announces the end). */
  async end(sessionId: string, reason: SessionEndReason): Promise<ConversationSession | null> {
    const doc = await this.sessions
      .findOneAndUpdate(
        { _id: sessionId, active: true },
        { $set: { active: false, endReason: reason, currentTurnId: null } },
        { returnDocument: 'after' },
      )
      .lean<SessionDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** Active sessions without activity since `before`. */
  async findIdle(before: Date, limit = 200): Promise<ConversationSession[]> {
    const docs = await this.sessions
      .find({ active: true, lastActivityAt: { $lt: before } })
      .limit(limit)
      .lean<SessionDocument[]>();
    return docs.map(toEntity);
  }
}
