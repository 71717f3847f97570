import { z } from 'zod';

// The agent's model and category in a module of their own: the workspace's first download needs
// them (the Create tab, the category filter) without the whole stored agent's schemas.

export const AgentModel = z.enum(['essence', 'expression']);
export type AgentModel = z.infer<typeof AgentModel>;

export const AGENT_CATEGORIES = [
  'Animals',
  'Objects',
  'History',
  'Fiction',
  'Education',
  'Business',
  'Entertainment',
  'Lifestyle',
  'Uncategorized',
] as const;
export const AgentCategory = z.enum(AGENT_CATEGORIES);
export type AgentCategory = z.infer<typeof AgentCategory>;
