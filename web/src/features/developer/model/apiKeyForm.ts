import { z } from 'zod';

/** The scopes a key can hold, as the gateway names them, with what each lets a script do. */
export const API_KEY_SCOPES = [
  { id: 'agents:read', label: 'Read agents', hint: 'List and read your agents, collections and voices' },
  { id: 'agents:write', label: 'Manage agents', hint: 'Create, change, share and delete agents and collections' },
  { id: 'conversations', label: 'Conversations', hint: 'Start conversations with your agents and talk to them' },
  { id: 'knowledge', label: 'Knowledge', hint: 'FAQ, knowledge answering and slides of your agents' },
  { id: 'analytics:read', label: 'Read analytics', hint: 'Conversation history and analytics' },
  { id: 'billing:read', label: 'Read billing', hint: 'Credit balance, ledger, plan and receipts (never changes)' },
] as const;

export const EXPIRY_CHOICES = [
  { value: 'none', label: 'No expiry', days: null },
  { value: '30', label: '30 days', days: 30 },
  { value: '90', label: '90 days', days: 90 },
  { value: '365', label: '365 days', days: 365 },
] as const;

/** The create dialog's form, exported so tests check the same rules the dialog applies. */
export const apiKeyFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name for the key').max(60, 'The name is at most 60 characters'),
  scopes: z.array(z.enum(API_KEY_SCOPES.map((scope) => scope.id))).min(1, 'Choose at least one scope'),
  expiry: z.enum(EXPIRY_CHOICES.map((choice) => choice.value)),
});
export type ApiKeyForm = z.input<typeof apiKeyFormSchema>;

/** The mutation's input for a valid form. */
export function createApiKeyInput(form: z.output<typeof apiKeyFormSchema>) {
  const days = EXPIRY_CHOICES.find((choice) => choice.value === form.expiry)?.days ?? null;
  return { name: form.name, scopes: form.scopes, expiresInDays: days };
}
