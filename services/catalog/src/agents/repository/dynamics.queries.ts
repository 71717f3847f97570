import type { dynamics } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { Model } from 'mongoose';
import { toAgentEntity } from '../agent-entity.js';
import type { AgentDocument } from '../agent.model.js';
import { changeOne, type AgentChange } from './change-one.js';

/**
 * The agent's `dynamics` block (issue 27). Every write is one atomic single-document update, so
 * a generation's claim (status generating) and each video it records race with nothing.
 */
export class AgentDynamics {
  constructor(private readonly agents: Model<AgentDocument>) {}

  /**
   * The owner's block, computed from the stored one by `next` and written only if nothing
   * changed the agent in between (its revision); retried a few times, then CONFLICT.
   */
  async changeOfOwner(
    agentId: string,
    ownerId: string,
    next: (stored: dynamics.StoredDynamics | null) => dynamics.StoredDynamics | null,
  ): Promise<AgentChange | null> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const doc = await this.agents.findOne({ _id: agentId, ownerId }).lean<AgentDocument>();
      if (!doc) return null;
      const block = next(toAgentEntity(doc).dynamics);
      const changed = await changeOne(this.agents, { _id: agentId, ownerId, revision: doc.revision ?? 0 }, { dynamics: block });
      if (changed) return changed;
    }
    throw new AppError('CONFLICT', 'The agent changed meanwhile; please try again.');
  }

  // The running generation's writes, keyed by agent: the worker acts for the owner who started it.

  /** One video of the running generation, under its id; nothing when no generation runs any more. */
  recordVideo(agentId: string, videoId: string, video: dynamics.StoredVideo): Promise<AgentChange | null> {
    return changeOne(
      this.agents,
      { _id: agentId, 'dynamics.status': 'generating' },
      { [`dynamics.batch_results.${videoId}`]: video },
    );
  }

  /** A later track for a stored video (the backfill), only while that id still names the same video. */
  recordTrack(agentId: string, videoId: string, videoKey: string, trackKey: string): Promise<AgentChange | null> {
    return changeOne(
      this.agents,
      { _id: agentId, [`dynamics.batch_results.${videoId}.video_key`]: videoKey },
      { [`dynamics.batch_results.${videoId}.track_key`]: trackKey },
    );
  }

  /** The end of a generation: its summary and result, the status cleared. */
  finish(
    agentId: string,
    summary: dynamics.StoredDynamics['summary'],
    result: dynamics.StoredDynamics['result'],
  ): Promise<AgentChange | null> {
    return changeOne(
      this.agents,
      { _id: agentId, 'dynamics.status': 'generating' },
      { 'dynamics.status': null, 'dynamics.summary': summary, 'dynamics.result': result },
    );
  }
}
