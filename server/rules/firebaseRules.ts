/**
 * Builds database.rules.json from the record schemas, so the Firebase rules and the
 * server validate with one definition (`npx tsx server/cli/rules.ts` rewrites the
 * file; a test fails when it is out of date).
 *
 * What the rules can and cannot say, compared with zod:
 * - types, required fields, lengths, patterns, option lists and "no unknown
 *   fields" carry over exactly (zod's own patterns, with `(?:` written as `(`,
 *   because the rules' regular expressions have no non-capturing groups);
 * - zod trims text before checking it; the rules cannot trim, so they require
 *   text to be stored trimmed (the form stores what zod parsed, which is);
 * - checks written as code (a session date that is not in the past) cannot be
 *   expressed; the server and the form still make them.
 */
import { z } from 'zod';
import { collections } from '../../src/records/collections';
import { recordSchemas, timestampField } from '../../src/records/schemas';
import { PUSH_ID_PATTERN } from '../../src/lib/pushId';

/** Staff: signed in with email and password (not anonymously, not with a custom token). */
export const STAFF_RULE = "auth != null && auth.provider === 'password'";
export const CREATE_RULE = `!data.exists() && newData.exists() && $id.matches(/${PUSH_ID_PATTERN.source}/)`;

interface JsonSchema {
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
}

const quote = (value: unknown): string => {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`Cannot state ${JSON.stringify(value)} in a rule`);
};

const regex = (pattern: string) => `/${pattern.replace(/\(\?:/g, '(').replace(/\//g, '\\/')}/`;

function valueConditions(schema: JsonSchema, field: string): string[] {
  if (schema.anyOf) {
    const options = schema.anyOf.map((option) => valueConditions(option, field).join(' && '));
    return [`(${options.map((option) => `(${option})`).join(' || ')})`];
  }
  const conditions: string[] = [];
  switch (schema.type) {
    case 'string':
      conditions.push('newData.isString()');
      break;
    case 'number':
    case 'integer':
      conditions.push('newData.isNumber()');
      break;
    case 'boolean':
      conditions.push('newData.isBoolean()');
      break;
    default:
      throw new Error(`${field}: no rule for a field of type ${String(schema.type)}`);
  }
  if (schema.const !== undefined) conditions.push(`newData.val() === ${quote(schema.const)}`);
  if (schema.enum) {
    conditions.push(
      `(${schema.enum.map((value) => `newData.val() === ${quote(value)}`).join(' || ')})`,
    );
  }
  if (schema.minLength !== undefined)
    conditions.push(`newData.val().length >= ${schema.minLength}`);
  if (schema.maxLength !== undefined)
    conditions.push(`newData.val().length <= ${schema.maxLength}`);
  if (schema.pattern !== undefined)
    conditions.push(`newData.val().matches(${regex(schema.pattern)})`);
  return conditions;
}

/**
 * A field's rule: the checks of its input side (e.g. length before a pipe into
 * z.email()) and of its output side (the email pattern), each once.
 */
function fieldRule(input: JsonSchema, output: JsonSchema, field: string): string {
  const conditions = [
    ...new Set([...valueConditions(input, field), ...valueConditions(output, field)]),
  ];
  if (output.type === 'string' && !output.anyOf) {
    // Stored text is trimmed (zod trims before it checks).
    conditions.push('!newData.val().matches(/^\\s/)', '!newData.val().matches(/\\s$/)');
  }
  return conditions.join(' && ');
}

export type RulesNode = { [key: string]: string | boolean | string[] | RulesNode };

function recordRules(input: JsonSchema, schema: JsonSchema, collection: string): RulesNode {
  if (schema.type !== 'object' || !schema.properties || !input.properties) {
    throw new Error(`${collection}: a record schema must be an object`);
  }
  const required = schema.required ?? [];
  const node: RulesNode = {
    '.write': CREATE_RULE,
    '.validate': `newData.hasChildren([${required.map(quote).join(', ')}])`,
  };
  for (const [field, property] of Object.entries(schema.properties)) {
    const inputProperty = input.properties[field] ?? property;
    node[field] = { '.validate': fieldRule(inputProperty, property, `${collection}.${field}`) };
  }
  if (schema.additionalProperties === false) node['$other'] = { '.validate': false };
  return node;
}

/** The whole rules document, as written to database.rules.json. */
export function buildRules(): { rules: RulesNode } {
  const rules: RulesNode = { '.read': STAFF_RULE, '.write': STAFF_RULE };
  for (const collection of collections) {
    const schema = recordSchemas[collection];
    const input = z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;
    const output = z.toJSONSchema(schema, { io: 'output' }) as JsonSchema;
    rules[collection] = {
      '.indexOn': [timestampField[collection]],
      $id: recordRules(input, output, collection),
    };
  }
  return { rules };
}

export const renderRules = (): string => JSON.stringify(buildRules(), null, 2) + '\n';
