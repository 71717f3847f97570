import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AgentModel, DISPLAY_STATUSES, PlanType } from '@avatarium/contracts';
import { buildASTSchema, GraphQLEnumType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');

/** The SDL as codegen reads it: every .graphql file under modules/. */
function schemaFromSdlFiles() {
  const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.graphql'));
  return buildASTSchema(parse(files.map((file) => readFileSync(path.join(modulesDir, file), 'utf8')).join('\n')));
}

// A GraphQL enum that mirrors a zod enum must list the same values, or one side rejects what the other sends.
describe('GraphQL enums mirror the contracts', () => {
  const schema = schemaFromSdlFiles();
  const valuesOf = (name: string) => {
    const type = schema.getType(name);
    expect(type, `${name} is in the SDL`).toBeInstanceOf(GraphQLEnumType);
    return (type as GraphQLEnumType).getValues().map((value) => value.name);
  };

  it.each([
    ['AgentModel', AgentModel.options],
    ['AgentDisplayStatus', DISPLAY_STATUSES],
    ['PlanType', PlanType.options],
  ])('%s', (name, values) => {
    expect(valuesOf(name)).toEqual([...values]);
  });
});
