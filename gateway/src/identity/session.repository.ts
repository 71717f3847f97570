import { createHash, randomBytes } from 'node:crypto';
import type { Connection, Model } from 'mongoose';
import { sessionModel, type SessionDocument } from './session.model.js';

export const SESSION_TTL_MS = 30 * 24 * 3600_000;

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export class SessionRepository {
  private readonly sessions: Model<SessionDocument>;

  constructor(connection: Connection) {
    this.sessions = sessionModel(connection);
  }

  init(): Promise<unknown> {
    return this.sessions.init();
  }

  /** Returns the cookie token; only its hash is stored. */
  async create(userId: string, now = new Date()): Promise<{ token: string; session: Session }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    const id = hashToken(token);
    await this.sessions.create({ _id: id, userId, expiresAt, createdAt: now });
    return { token, session: { id, userId, expiresAt } };
  }

  async findValid(token: string, now = new Date()): Promise<Session | null> {
    const doc = await this.sessions.findById(hashToken(token)).lean<SessionDocument>();
    if (!doc || doc.expiresAt <= now) return null;
    return { id: doc._id, userId: doc.userId, expiresAt: doc.expiresAt };
  }

  async delete(sessionId: string): Promise<void> {
    await this.sessions.deleteOne({ _id: sessionId });
  }

  /** No TTL indexes on the embedded server: a sweeper removes expired sessions instead. */
  async deleteExpired(now = new Date()): Promise<number> {
    const result = await this.sessions.deleteMany({ expiresAt: { $lte: now } });
    return result.deletedCount;
  }
}
