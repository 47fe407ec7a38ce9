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
 * - checks written as code (a session date that is not in the past, not a Sunday,
 *   at a time the office is open) cannot be
 *   expressed; the server and the form still make them.
 */
import { z } from 'zod';
import type { Collection } from '../../src/records/collections';
import {
  INBOX_ROOTS,
  MAX_CLOCK_AHEAD_MS,
  spamFieldsShape,
  trashFieldsShape,
} from '../../src/records/lead';
import { RECEIVED_AT, recordSchemas } from '../../src/records/schemas';
import { PUSH_ID_PATTERN } from '../../src/lib/pushId';
import { isObject } from '../../src/lib/tree';
import { asksNewsConsent, NEWS_CONSENT, NEWS_CONSENT_AT } from '../../src/records/consent';
import { ACCESS, RECORD_STAFF_CHILDREN, type EntryChecks, type PathAccess } from '../db/access';
import { ADMIN, STAFF_ROOT } from '../../src/records/staff';

/** The signed-in account's role, from its `staff/{uid}` entry (decision 0034). */
const ROLE = `root.child('${STAFF_ROOT}').child(auth.uid).child('role')`;
/**
 * Staff: signed in with email and password (not anonymously, not with a custom token), with an
 * entry in `staff/` (any other account of the project, e.g. one signed up through the Auth API,
 * is not staff).
 */
export const STAFF_RULE = `auth != null && auth.provider === 'password' && ${ROLE}.exists()`;
/** An admin: staff whose entry says so. */
export const ADMIN_RULE = `auth != null && auth.provider === 'password' && ${ROLE}.val() === '${ADMIN}'`;
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
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
}

const quote = (value: unknown): string => {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`Cannot state ${JSON.stringify(value)} in a rule`);
};

// A slash ends a rule's regular expression: escaped, unless the pattern's source already escapes it.
const regex = (pattern: string) =>
  `/${pattern.replace(/\(\?:/g, '(').replace(/(?<!\\)\//g, '\\/')}/`;

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
      conditions.push('newData.isNumber()');
      break;
    case 'integer':
      // zod's int(): a whole number (the rules have no isInteger; a remainder does it).
      conditions.push('newData.isNumber()', 'newData.val() % 1 === 0');
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
  if (schema.minimum !== undefined) conditions.push(`newData.val() >= ${schema.minimum}`);
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) {
    conditions.push(`newData.val() <= ${schema.maximum}`);
  }
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

const STAFF_EMAIL = 'auth.token.email';

/** What a declared entry adds to its children's checks: the owner's e-mail, a staff time. */
function entryChecks(checks: EntryChecks): Record<string, string> {
  const extra: Record<string, string> = {};
  if (checks.owner !== undefined) extra[checks.owner] = `newData.val() === ${STAFF_EMAIL}`;
  if (checks.staffTime !== undefined) {
    // A time staff send: not ahead of the database's clock (less some skew).
    extra[checks.staffTime] = `newData.val() <= now + ${MAX_CLOCK_AHEAD_MS}`;
  }
  return extra;
}

/**
 * An object's rules from its zod schema: each child's checks (`extra` adds to a child's), its
 * required children, no unknown ones; a list's items under `$index`, a map's under `$key`.
 * `trimmed` lists the text children zod trims, which must be stored trimmed.
 */
function objectRules(
  schema: JsonSchema,
  name: string,
  { extra = {}, trimmed = [] }: { extra?: Record<string, string>; trimmed?: readonly string[] },
): RulesNode {
  const node: RulesNode = {
    '.validate': schema.required?.length
      ? `newData.hasChildren([${schema.required.map(quote).join(', ')}])`
      : 'newData.hasChildren()',
  };
  for (const [child, property] of Object.entries(schema.properties ?? {})) {
    const where = `${name}.${child}`;
    if (property.type === 'array' && property.items) {
      node[child] = {
        '.validate': 'newData.hasChildren()',
        $index: {
          '.validate': [
            '$index.matches(/^(0|[1-9][0-9]*)$/)',
            ...valueConditions(property.items, where),
          ].join(' && '),
        },
      };
      continue;
    }
    if (property.type === 'object' && typeof property.additionalProperties === 'object') {
      node[child] = {
        '.validate': 'newData.hasChildren()',
        $key: objectRules(property.additionalProperties, where, {}),
      };
      continue;
    }
    const conditions = [...valueConditions(property, where)];
    if (trimmed.includes(child)) {
      conditions.push('!newData.val().matches(/^\\s/)', '!newData.val().matches(/\\s$/)');
    }
    if (extra[child] !== undefined) conditions.push(extra[child]);
    node[child] = { '.validate': conditions.join(' && ') };
  }
  if (schema.additionalProperties === false) node['$other'] = { '.validate': false };
  return node;
}

const jsonSchemaOf = (schema: z.core.$ZodType, io: 'input' | 'output' = 'output') =>
  z.toJSONSchema(schema, { io }) as JsonSchema;

/** A node (e.g. `root.child('trash/contactForm/' + $id)`), as a rule expression. */
type NodeExpression = string;

/**
 * Where a value may come from instead of passing its schema.
 * - `sameAs`: entries a field may be exactly copied from (a trash or spam entry copies the record
 *   it was made from, which may be older than today's schema);
 * - `restoredFrom`: the trash entry a new record is restored from. While it exists, only staff may
 *   write the record, and every field is exactly the entry's: a restore puts back what was deleted;
 * - `caughtIn`: the spam entry of a record staff move out of Spam. Its fields pass the schema like
 *   any new record's (a spam entry holds what a bot sent); only its times may be the entry's.
 */
interface Copies {
  sameAs: NodeExpression[];
  restoredFrom?: NodeExpression;
  caughtIn?: NodeExpression;
}

/** A child's rule: its own check, unless it is a copy (see Copies). `child` names it in a rule. */
function copiedRule(check: string, child: string, copies: Copies): string {
  const same = (node: NodeExpression) => `newData.val() === ${node}.child(${child}).val()`;
  const { restoredFrom } = copies;
  const options = restoredFrom
    ? [`(!${restoredFrom}.exists() && ${check})`, `(${STAFF_RULE} && ${same(restoredFrom)})`]
    : [`(${check})`];
  return [...options, ...copies.sameAs.map(same)].join(' || ');
}

/** A time the database sets: its own clock now, or (by staff) the entry's it was copied from. */
function timeRule(check: string, field: string, copies: Copies): string {
  const { caughtIn, restoredFrom } = copies;
  if (!caughtIn || !restoredFrom) return copiedRule(check, quote(field), copies);
  const fromSpam = `(${STAFF_RULE} && !${restoredFrom}.exists() && newData.val() === ${caughtIn}.child(${quote(field)}).val())`;
  return `${copiedRule(check, quote(field), copies)} || ${fromSpam}`;
}

/**
 * The visitor's fields of a record, or of a trash or spam entry holding one: each passes its
 * schema or is a copy (see Copies). `required` lists the other ways to leave out required fields.
 */
function visitorFieldRules(
  input: JsonSchema,
  schema: JsonSchema,
  collection: Collection,
  copies: Copies,
  required: string[],
): RulesNode {
  if (schema.type !== 'object' || !schema.properties || !input.properties) {
    throw new Error(`${collection}: a record schema must be an object`);
  }
  const { restoredFrom } = copies;
  const node: RulesNode = {};
  for (const [field, property] of Object.entries(schema.properties)) {
    const inputProperty = input.properties[field] ?? property;
    if (property.type === 'object') {
      node[field] = objectFieldRules(
        inputProperty,
        property,
        `${collection}.${field}`,
        field,
        copies,
      );
      continue;
    }
    const rule = fieldRule(inputProperty, property, `${collection}.${field}`);
    node[field] = { '.validate': copiedRule(rule, quote(field), copies) };
  }
  node[RECEIVED_AT] = {
    '.validate': timeRule('newData.isNumber() && newData.val() === now', RECEIVED_AT, copies),
  };
  if (asksNewsConsent(collection)) {
    // When the visitor said yes to news: the database's clock too, and only beside a yes.
    const yes = `newData.parent().child(${quote(NEWS_CONSENT)}).val() === true`;
    node[NEWS_CONSENT_AT] = {
      '.validate': timeRule(
        `newData.isNumber() && newData.val() === now && ${yes}`,
        NEWS_CONSENT_AT,
        copies,
      ),
    };
  }
  if (schema.additionalProperties === false) {
    const copied = [
      ...(restoredFrom ? [`${restoredFrom}.child($other)`] : []),
      ...copies.sameAs.map((from) => `${from}.child($other)`),
    ].map((from) => `newData.val() === ${from}.val()`);
    node['$other'] = {
      '.validate': copied.length
        ? (restoredFrom ? [`(${STAFF_RULE} && ${copied[0]})`, ...copied.slice(1)] : copied).join(
            ' || ',
          )
        : false,
    };
  }
  // Required: the schema's fields and, on a new record, its receive time; a copy's are the copy's.
  const fields = Object.keys(node).filter((key) => key !== '$other');
  const restore = restoredFrom
    ? [
        [
          STAFF_RULE,
          `${restoredFrom}.exists()`,
          ...fields.map(
            (field) =>
              `(!${restoredFrom}.child(${quote(field)}).exists() || newData.hasChild(${quote(field)}))`,
          ),
        ].join(' && '),
      ]
    : [];
  const requiredFields = [...(schema.required ?? []), ...(restoredFrom ? [RECEIVED_AT] : [])];
  const hasRequired = `newData.hasChildren([${requiredFields.map(quote).join(', ')}])`;
  node['.validate'] = [
    ...required,
    // A restore is held to its entry's fields (below), never let through by the schema's.
    restoredFrom ? `(!${restoredFrom}.exists() && ${hasRequired})` : hasRequired,
    ...restore.map((rule) => `(${rule})`),
    ...copies.sameAs.map((from) => `${from}.exists()`),
  ].join(' || ');
  return node;
}

/**
 * A field that is an object of text children (a record's `source`): each child passes its
 * schema or is a copy of the same child (see Copies); an unknown child is refused unless copied.
 */
function objectFieldRules(
  input: JsonSchema,
  schema: JsonSchema,
  name: string,
  field: string,
  copies: Copies,
): RulesNode {
  if (!schema.properties || !input.properties) throw new Error(`${name}: no children declared`);
  const { restoredFrom } = copies;
  // Restored, it keeps every child its trash entry holds.
  const kept = restoredFrom
    ? Object.keys(schema.properties).map(
        (child) =>
          `(!${restoredFrom}.child(${quote(`${field}/${child}`)}).exists() || newData.hasChild(${quote(child)}))`,
      )
    : [];
  const node: RulesNode = {
    '.validate': restoredFrom
      ? `newData.hasChildren() && (!${restoredFrom}.exists() || (${kept.join(' && ')}))`
      : 'newData.hasChildren()',
  };
  for (const [child, property] of Object.entries(schema.properties)) {
    const rule = fieldRule(input.properties[child] ?? property, property, `${name}.${child}`);
    node[child] = { '.validate': copiedRule(rule, quote(`${field}/${child}`), copies) };
  }
  if (schema.additionalProperties === false) {
    const child = `${quote(`${field}/`)} + $other`;
    const same = (from: NodeExpression) => `newData.val() === ${from}.child(${child}).val()`;
    const copied = [
      ...(restoredFrom ? [`(${STAFF_RULE} && ${same(restoredFrom)})`] : []),
      ...copies.sameAs.map(same),
    ];
    node['$other'] = { '.validate': copied.length ? copied.join(' || ') : false };
  }
  return node;
}

/**
 * A record's staff-only children (RECORD_STAFF_CHILDREN), kept by a trash or spam entry too: each
 * value's checks (staff's alone, so a stranger's record carries none), each list's entries.
 */
function staffChildrenRules(): RulesNode {
  const rules: RulesNode = {};
  for (const [key, node] of Object.entries(RECORD_STAFF_CHILDREN)) {
    const entry = node.entry;
    if (entry?.kind === 'child') {
      const schema = jsonSchemaOf(entry.schema);
      const time = entry.staffTime ? [`newData.val() <= now + ${MAX_CLOCK_AHEAD_MS}`] : [];
      if (schema.type === 'object') {
        const object = objectRules(schema, key, { trimmed: trimmedTextOf(schema) });
        rules[key] = { ...object, '.validate': `${STAFF_RULE} && ${String(object['.validate'])}` };
      } else {
        rules[key] = {
          '.validate': [STAFF_RULE, ...valueConditions(schema, key), ...time].join(' && '),
        };
      }
      continue;
    }
    const [listKey, listNode] = Object.entries(node.children ?? {})[0] ?? [];
    const listEntry = listNode?.entry;
    if (listKey === undefined || listEntry?.kind !== 'note') continue;
    const schema = jsonSchemaOf(listEntry.shape);
    rules[key] = {
      '.validate': `${STAFF_RULE} && newData.hasChildren()`,
      // Stored trimmed (the dashboard trims; the rules cannot).
      [listKey]: objectRules(schema, key, {
        trimmed: trimmedTextOf(schema).filter((child) => child !== listEntry.owner),
        extra: listEntry.staffTime ? entryChecks({ ...listEntry, owner: undefined }) : {},
      }),
    };
  }
  return rules;
}

/** An object's free-text children: zod trims a staff entry's text, so the rules ask it stored trimmed. */
const trimmedTextOf = (schema: JsonSchema): string[] =>
  Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.type === 'string' && !property.enum && !property.format)
    .map(([child]) => child);

const rootChild = (...parts: string[]) => `root.child(${parts.join(" + '/' + ")})`;
const entryOf = (root: string, collection: Collection, id: string) =>
  rootChild(quote(`${root}/${collection}`), id);

/** The schemas of one collection's records, as JSON Schema (what is sent, what is stored). */
const recordJson = (collection: Collection) => ({
  input: jsonSchemaOf(recordSchemas[collection], 'input'),
  output: jsonSchemaOf(recordSchemas[collection], 'output'),
});

/** A record's checks: its fields, its staff-only children, nothing a trash or spam entry adds. */
function recordRules(collection: Collection, id: string): RulesNode {
  const { input, output } = recordJson(collection);
  const trashEntry = entryOf(INBOX_ROOTS.trash, collection, id);
  const spamEntry = entryOf(INBOX_ROOTS.spam, collection, id);
  return {
    ...visitorFieldRules(
      input,
      output,
      collection,
      { sameAs: [], restoredFrom: trashEntry, caughtIn: spamEntry },
      ['data.exists()'],
    ),
    ...staffChildrenRules(),
    // What a trash or spam entry adds to a record never comes back with it.
    ...Object.fromEntries(
      [...Object.keys(trashFieldsShape), ...Object.keys(spamFieldsShape)].map((key) => [
        key,
        { '.validate': false },
      ]),
    ),
  };
}

/** A trash or spam entry's checks: the record as it was, and what the entry adds (declared). */
function movedEntryRules(checks: EntryChecks, collection: Collection, id: string): RulesNode {
  const { input, output } = recordJson(collection);
  const record = rootChild(quote(collection), id);
  const added = objectRules(jsonSchemaOf(checks.shape, 'input'), collection, {
    extra: entryChecks(checks),
  });
  // The entry's other children are the record's (visitorFieldRules says which it may have).
  const { '.validate': hasAdded, ...addedChildren } = added;
  delete addedChildren['$other'];
  const visitor = visitorFieldRules(input, output, collection, { sameAs: [record] }, []);
  return {
    ...visitor,
    '.validate': `${String(hasAdded)} && (${String(visitor['.validate'])})`,
    ...staffChildrenRules(),
    ...addedChildren,
  };
}

/** The `.write` rule a declaration names, at a node whose own key is `key` (e.g. `$id`). */
function writeRule(node: PathAccess, key: string): string | false | undefined {
  if (node.write === undefined) return undefined;
  switch (node.write) {
    case 'nobody':
      return false;
    case 'admin deletes':
      return `${ADMIN_RULE} && !newData.exists()`;
    case 'staff sets':
      return STAFF_RULE;
    case 'staff sets once':
      return `${STAFF_RULE} && !data.exists() && newData.exists()`;
    case 'staff moves': {
      // An agent deletes an entry only by putting its record back (restore, not spam).
      if (node.entry?.kind !== 'trash' && node.entry?.kind !== 'spam') {
        throw new Error(`${key}: only a trash or spam entry moves`);
      }
      const record = `newData.parent().parent().parent().child(${quote(node.entry.collection)}).child(${key})`;
      return `${STAFF_RULE} && (!data.exists() || (!newData.exists() && (${ADMIN_RULE} || ${record}.exists())))`;
    }
    case 'admin sets':
      return ADMIN_RULE;
    case 'admin manages':
      return `${ADMIN_RULE} && ${key} !== auth.uid`;
    case 'staff adds': {
      const owner =
        node.entry && 'owner' in node.entry && node.entry.owner !== undefined
          ? ` && newData.child(${quote(node.entry.owner)}).val() === ${STAFF_EMAIL}`
          : '';
      return `${STAFF_RULE} && !data.exists() && newData.exists()${owner}`;
    }
    case 'lead': {
      if (node.entry?.kind !== 'record') throw new Error(`${key}: a lead must be a record`);
      const { collection } = node.entry;
      const trashEntry = entryOf(INBOX_ROOTS.trash, collection, key);
      const spamEntry = entryOf(INBOX_ROOTS.spam, collection, key);
      const newTrashEntry = `newData.parent().parent().child(${quote(`${INBOX_ROOTS.trash}/${collection}`)}).child(${key})`;
      return [
        `(${CREATE_RULE.replace(/\$id/g, key)})`,
        // Staff delete one into the Trash (its entry made in the same update); an admin outright.
        `(${STAFF_RULE} && !newData.exists() && (${ADMIN_RULE} || ${newTrashEntry}.exists()))`,
        `(${STAFF_RULE} && !data.exists() && (${trashEntry}.exists() || ${spamEntry}.exists()))`,
      ].join(' || ');
    }
  }
}

/** The checks of the entry declared at a node whose own key is `key`. */
function entryRules(entry: PathAccess['entry'], key: string): RulesNode {
  if (entry === undefined) return {};
  switch (entry?.kind) {
    case 'child':
    case 'note':
      // A record's staff-only children are checked with the record (staffChildrenRules).
      return {};
    case 'record':
      return recordRules(entry.collection, key);
    case 'trash':
    case 'spam':
      return movedEntryRules(entry, entry.collection, key);
    case 'audit':
    case 'member':
    case 'invitation':
    case 'template':
      return objectRules(jsonSchemaOf(entry.shape, 'input'), entry.kind, {
        extra: entryChecks(entry),
      });
  }
}

/** Two rule trees as one (a declared child's `.write` beside the checks its parent gave it). */
function mergeRules(a: RulesNode, b: RulesNode): RulesNode {
  const merged: RulesNode = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const existing = merged[key];
    merged[key] = isRulesNode(existing) && isRulesNode(value) ? mergeRules(existing, value) : value;
  }
  return merged;
}

const isRulesNode = (value: unknown): value is RulesNode => isObject(value);

/** One declared node's rules (server/db/access.ts), with its declared children's. */
function nodeRules(node: PathAccess, key: string): RulesNode {
  let rules: RulesNode = {};
  if (node.read === 'staff') rules['.read'] = STAFF_RULE;
  if (node.read === 'admin') rules['.read'] = ADMIN_RULE;
  if (node.read === 'anyone') rules['.read'] = true;
  const write = writeRule(node, key);
  if (write !== undefined) rules['.write'] = write;
  if (node.orderBy) rules['.indexOn'] = [...node.orderBy];
  rules = mergeRules(rules, entryRules(node.entry, key));
  for (const [childKey, child] of Object.entries(node.children ?? {})) {
    const existing = rules[childKey];
    const childRules = nodeRules(child, childKey);
    rules[childKey] = isRulesNode(existing) ? mergeRules(existing, childRules) : childRules;
  }
  return rules;
}

/**
 * The whole rules document, as written to database.rules.json. Reads and writes are granted path
 * by path (a grant higher up could not be taken back deeper); a path the declaration does not
 * name is granted to nobody.
 */
export function buildRules(): { rules: RulesNode } {
  return { rules: nodeRules(ACCESS, '') };
}

export const renderRules = (): string => JSON.stringify(buildRules(), null, 2) + '\n';
