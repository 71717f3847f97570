import type { LatencySummary } from '../harness.js';

// IPC between the fan-out benchmark and its child processes.

/** Balances at or above this carry an event sequence number (balance - SEQUENCE_BASE). */
export const SEQUENCE_BASE = 1000;
/** What every subscription yields first: the Free plan's balance of a fresh account. */
export const INITIAL_BALANCE = 199;
export const SUBSCRIPTION_QUERY = 'subscription { creditBalanceChanged { balance } }';

/** The exact frame graphql-ws sends a subscriber for one event, so the baseline sends as many bytes. */
export function nextFrame(balance: number): string {
  return JSON.stringify({ id: '1', type: 'next', payload: { data: { creditBalanceChanged: { balance } } } });
}

export interface ConnectCommand {
  type: 'connect';
  url: string;
  cookie?: string;
  count: number;
  concurrency: number;
}
export interface ConnectedReport {
  type: 'connected';
  count: number;
  ms: number;
}
/** Sent right after the event left the publisher, with the publisher's wall clock. */
export interface PublishedNote {
  type: 'published';
  seq: number;
  at: number;
}
export interface CollectCommand {
  type: 'collect';
  /** Sequence numbers [from, to) make up the round. */
  from: number;
  to: number;
  timeoutMs: number;
}
export interface RoundReport {
  type: 'round';
  expected: number;
  delivered: number;
  duplicates: number;
  latency: LatencySummary;
  firstPublish: number;
  lastReceive: number;
  /** Connections closed or errored since connecting, with reasons. */
  closed: number;
  problems: string[];
}
export type SubscriberCommand = ConnectCommand | PublishedNote | CollectCommand;

export interface ListeningReport {
  type: 'listening';
  port: number;
}
export interface BroadcastCommand {
  type: 'broadcast';
  balance: number;
}
