import { knowledge } from '@avatarium/contracts';
import { HeardEntries } from '../heard/heard-entries.js';

/** Whether an agent answers from its FAQ, and how, as this process last heard it. */
export interface AgentSwitches {
  enabled: boolean;
  answering: knowledge.Answering;
}

/** How long a state heard is trusted without a change event (an event a replica missed heals by then). */
const TRUSTED_MS = 5 * 60_000;
/** How long an agent counts as "no FAQ" after the knowledge service did not answer. */
const ABSENT_MS = 60_000;

/**
 * Per-agent FAQ switches of this conversation replica, so a turn of an agent with RAG off asks
 * the knowledge service nothing (issue 24: the request was made on every turn, and failed
 * loudly on every turn without a knowledge service). Filled from every retrieval's reply and
 * kept current by `knowledge.changed` events (every replica hears them); an entry older than
 * TRUSTED_MS is asked again. When the knowledge service does not answer, the agent counts as
 * answering without its FAQ for ABSENT_MS, then it is asked again.
 */
export class KnowledgeSwitches {
  private readonly entries: HeardEntries<AgentSwitches>;

  constructor(clock: () => number = Date.now) {
    this.entries = new HeardEntries<AgentSwitches>(TRUSTED_MS, clock);
  }

  /** The switches heard for the agent, or undefined when nothing trusted is known. */
  get(agentId: string): AgentSwitches | undefined {
    return this.entries.get(agentId);
  }

  set(agentId: string, switches: AgentSwitches, trustedMs = TRUSTED_MS): void {
    this.entries.set(agentId, switches, trustedMs);
  }

  /** The knowledge service did not answer: no FAQ for a while, then ask again. */
  absent(agentId: string): void {
    this.set(agentId, { enabled: false, answering: knowledge.DEFAULT_ANSWERING }, ABSENT_MS);
  }

  /** A knowledge change (upload, toggle, settings): what it says, or "ask again" while a FAQ is being generated. */
  heard(state: knowledge.KnowledgeState): void {
    if (state.knowledge.enabled === undefined) this.entries.forget(state.agentId);
    else this.set(state.agentId, { enabled: state.knowledge.enabled, answering: state.answering });
  }
}
