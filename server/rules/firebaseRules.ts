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
import { DERIVED_ROOTS, searchFields } from '../../src/records/derived';
import { z } from 'zod';
import { collections, type Collection } from '../../src/records/collections';
import {
  auditActions,
  INBOX_ROOTS,
  leadStatuses,
  MAX_CLOCK_AHEAD_MS,
  NOTE_MAX,
  RETENTION_ROOT,
  spamFieldsShape,
  STAFF_FIELDS,
  trashFieldsShape,
} from '../../src/records/lead';
import { RECEIVED_AT, recordSchemas, timestampField } from '../../src/records/schemas';
import { PUSH_ID_PATTERN } from '../../src/lib/pushId';
import { asksNewsConsent, NEWS_CONSENT, NEWS_CONSENT_AT } from '../../src/records/consent';

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

const STAFF_EMAIL = 'auth.token.email';
/** A time staff send: milliseconds, not ahead of the database's clock (less some skew). */
const TIME_RULE = `newData.isNumber() && newData.val() >= 0 && newData.val() <= now + ${MAX_CLOCK_AHEAD_MS}`;
const textRule = (min: number, max: number) =>
  `newData.isString() && newData.val().length >= ${min} && newData.val().length <= ${max}`;
const oneOf = (values: readonly string[]) =>
  `(${values.map((value) => `newData.val() === ${quote(value)}`).join(' || ')})`;

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

/** A record's staff-only children: `status` and `notes/{noteId}`, staff only. */
function staffChildrenRules(addNotes: boolean): RulesNode {
  return {
    [STAFF_FIELDS.status]: {
      ...(addNotes && { '.write': STAFF_RULE }),
      '.validate': `${STAFF_RULE} && newData.isString() && ${oneOf(leadStatuses)}`,
    },
    [STAFF_FIELDS.notes]: {
      '.validate': `${STAFF_RULE} && newData.hasChildren()`,
      $noteId: {
        // Added, never changed; by the member of staff who writes it.
        ...(addNotes && {
          '.write': `${STAFF_RULE} && !data.exists() && newData.child('author').val() === ${STAFF_EMAIL}`,
        }),
        '.validate': "newData.hasChildren(['text', 'author', 'at'])",
        text: {
          // Stored trimmed (the dashboard trims; the rules cannot).
          '.validate': `${textRule(1, NOTE_MAX)} && !newData.val().matches(/^\\s/) && !newData.val().matches(/\\s$/)`,
        },
        author: { '.validate': textRule(1, 254) },
        at: { '.validate': 'newData.isNumber() && newData.val() >= 0' },
        $other: { '.validate': false },
      },
    },
  };
}

const rootChild = (...parts: string[]) => `root.child(${parts.join(" + '/' + ")})`;

/** `{collection}/{id}`: created by anyone, deleted or restored by staff; status and notes. */
function recordRules(input: JsonSchema, output: JsonSchema, collection: Collection): RulesNode {
  const trashEntry = rootChild(quote(`${INBOX_ROOTS.trash}/${collection}`), '$id');
  const spamEntry = rootChild(quote(`${INBOX_ROOTS.spam}/${collection}`), '$id');
  return {
    '.write': [
      `(${CREATE_RULE})`,
      `(${STAFF_RULE} && (!newData.exists() || (!data.exists() && (${trashEntry}.exists() || ${spamEntry}.exists()))))`,
    ].join(' || '),
    ...visitorFieldRules(
      input,
      output,
      collection,
      { sameAs: [], restoredFrom: trashEntry, caughtIn: spamEntry },
      ['data.exists()'],
    ),
    ...staffChildrenRules(true),
    // What a trash or spam entry adds to a record never comes back with it.
    ...Object.fromEntries(
      [...Object.keys(trashFieldsShape), ...Object.keys(spamFieldsShape)].map((key) => [
        key,
        { '.validate': false },
      ]),
    ),
  };
}

/** `trash/{collection}/{id}` and `spam/{collection}/{id}`: created or deleted by staff. */
function entryRules(
  kind: 'trash' | 'spam',
  input: JsonSchema,
  output: JsonSchema,
  collection: Collection,
): RulesNode {
  const record = rootChild(quote(collection), '$id');
  const extra: RulesNode =
    kind === 'trash'
      ? {
          deletedAt: { '.validate': TIME_RULE },
          deletedBy: { '.validate': `newData.isString() && newData.val() === ${STAFF_EMAIL}` },
        }
      : {
          caughtAt: { '.validate': TIME_RULE },
          spamReason: { '.validate': textRule(1, 200) },
        };
  const visitor = visitorFieldRules(input, output, collection, { sameAs: [record] }, []);
  return {
    '.write': `${STAFF_RULE} && (!data.exists() || !newData.exists())`,
    ...visitor,
    '.validate': `newData.hasChildren([${Object.keys(extra).map(quote).join(', ')}]) && (${String(visitor['.validate'])})`,
    ...staffChildrenRules(false),
    ...extra,
  };
}

/** `audit/{id}`: created by staff in their own name; never changed or deleted. */
function auditRules(): RulesNode {
  return {
    $auditId: {
      '.write': `${STAFF_RULE} && !data.exists() && newData.exists()`,
      '.validate': "newData.hasChildren(['at', 'by', 'action'])",
      at: { '.validate': TIME_RULE },
      by: { '.validate': `newData.isString() && newData.val() === ${STAFF_EMAIL}` },
      action: { '.validate': `newData.isString() && ${oneOf(auditActions)}` },
      collection: { '.validate': `newData.isString() && ${oneOf(collections)}` },
      ids: {
        '.validate': 'newData.hasChildren()',
        $index: { '.validate': `$index.matches(/^(0|[1-9][0-9]*)$/) && ${textRule(1, 64)}` },
      },
      detail: { '.validate': textRule(0, 200) },
      $other: { '.validate': false },
    },
  };
}

/** The whole rules document, as written to database.rules.json. */
export function buildRules(): { rules: RulesNode } {
  // Staff read everything; writes are granted path by path (a `.write` granted higher up
  // could not be taken back deeper).
  const rules: RulesNode = { '.read': STAFF_RULE };
  const trash: RulesNode = {};
  const spam: RulesNode = {};
  for (const collection of collections) {
    const schema = recordSchemas[collection];
    const input = z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;
    const output = z.toJSONSchema(schema, { io: 'output' }) as JsonSchema;
    rules[collection] = {
      '.write': `${STAFF_RULE} && !newData.exists()`,
      // The dashboard pages by receive time and counts leads that have a status (orderBy="status").
      '.indexOn': [timestampField[collection], RECEIVED_AT, STAFF_FIELDS.status],
      $id: recordRules(input, output, collection),
    };
    trash[collection] = { $id: entryRules('trash', input, output, collection) };
    spam[collection] = { $id: entryRules('spam', input, output, collection) };
  }
  rules[INBOX_ROOTS.trash] = trash;
  rules[INBOX_ROOTS.spam] = spam;
  rules[INBOX_ROOTS.audit] = auditRules();
  // Kept by the Cloud Function (admin access passes the rules); nobody else writes them.
  rules[DERIVED_ROOTS.counts] = { '.write': false };
  rules[DERIVED_ROOTS.insights] = { '.write': false };
  rules[DERIVED_ROOTS.searchIndex] = {
    '.write': false,
    // The dashboard's search: orderBy one search key with startAt/endAt (a prefix).
    $collection: { '.indexOn': [...searchFields] },
  };
  // What the retention rule's next run will erase: written by the scheduled function (the Admin
  // SDK, which rules do not bind), read by staff, written by nobody else.
  rules[RETENTION_ROOT] = { '.write': false };
  // Anything outside the lead inbox (settings and the like) stays staff's to write.
  rules['$other'] = { '.write': STAFF_RULE };
  return { rules };
}

export const renderRules = (): string => JSON.stringify(buildRules(), null, 2) + '\n';
