import { Kind, type OperationDefinitionNode } from 'graphql';

/**
 * Route labels become field names of the usage document: `.` and `$` may not appear there, so
 * they (and the escape character itself) are written as %XX and read back exactly.
 */
export const fieldOfLabel = (label: string) =>
  label.replace(/[%.$]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

export const labelOfField = (field: string) =>
  field.replace(/%([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

/**
 * A GraphQL operation's label: its type and name (`query MyAgents`), or its first root field
 * when unnamed (`query myAgents`); names a client makes up are bounded per key and day by the
 * recorder (MAX_LABELS_PER_DAY).
 */
export function labelOfOperation(operation: OperationDefinitionNode | undefined | null): string {
  if (!operation) return 'POST /graphql';
  const name = operation.name?.value;
  if (name && OPERATION_NAME.test(name)) return `${operation.operation} ${name}`;
  const first = operation.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD);
  return `${operation.operation} ${first?.kind === Kind.FIELD ? first.name.value : '(anonymous)'}`;
}
