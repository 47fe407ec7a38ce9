/**
 * A copy of the database safe to hand to a developer or a vendor (`db:export --redact`): every
 * name, e-mail, phone number and piece of free text is replaced by a placeholder. The same
 * original gets the same placeholder throughout the file (so "these three leads came from one
 * person" survives), numbered in the order first met. What says nothing about a person stays:
 * record IDs, choices from a form's lists, dates and times, statuses, audit actions.
 */
import { viewFields, type FieldFormat } from '../../src/records/fields';
import { STAFF_FIELDS } from '../../src/records/lead';

type Kind = 'person' | 'email' | 'phone' | 'text';

/** Stored field name → how the dashboard formats it (today's names and older ones). */
const formatOf = new Map<string, { key: string; format: FieldFormat }>(
  viewFields.flatMap((field) =>
    field.stored.map((name) => [name, { key: field.key, format: field.format }] as const),
  ),
);

/** Fields whose values are the system's own words, never a person's. */
const KEPT_FIELDS = new Set<string>([
  STAFF_FIELDS.status,
  'action',
  'collection',
  'spamReason',
  'detail',
  'sessionTime',
]);
/** Who did something: a member of staff's e-mail (redacted) or the system's name (kept). */
const ACTOR_FIELDS = new Set<string>(['by', 'deletedBy', 'author']);
/** Children that hold record IDs (an audit entry's `ids`). */
const ID_LISTS = new Set<string>(['ids']);

const EMAIL = /^[^\s@]+@[^\s@]+$/;

function kindOf(field: string, value: string): Kind | null {
  const known = formatOf.get(field);
  if (
    known?.format === 'option' ||
    known?.format === 'calendarDate' ||
    known?.format === 'timestamp'
  )
    return null;
  if (KEPT_FIELDS.has(field)) return null;
  if (known?.format === 'email' || EMAIL.test(value)) return 'email';
  if (ACTOR_FIELDS.has(field)) return null;
  if (known?.format === 'phone') return 'phone';
  if (known?.key === 'name') return 'person';
  return 'text';
}

const placeholders: Record<Kind, (n: number) => string> = {
  person: (n) => `Person ${n}`,
  email: (n) => `person${n}@redacted.invalid`,
  phone: (n) => `+2340000${String(n).padStart(6, '0')}`,
  text: (n) => `[redacted text ${n}]`,
};

/** `tree` as exported (plain JSON); returns a redacted copy. */
export function redactTree(tree: unknown): unknown {
  const seen: Record<Kind, Map<string, string>> = {
    person: new Map(),
    email: new Map(),
    phone: new Map(),
    text: new Map(),
  };
  const replace = (kind: Kind, value: string) => {
    // E-mail addresses and names match whatever their case or surrounding spaces.
    const original = kind === 'text' ? value : value.trim().toLowerCase();
    const known = seen[kind].get(original);
    if (known) return known;
    const next = placeholders[kind](seen[kind].size + 1);
    seen[kind].set(original, next);
    return next;
  };
  const walk = (value: unknown, field: string, parent: string): unknown => {
    if (typeof value === 'string') {
      if (ID_LISTS.has(parent)) return value;
      const kind = value === '' ? null : kindOf(field, value);
      return kind ? replace(kind, value) : value;
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, field, field));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, child]) => [key, walk(child, key, field)]),
      );
    }
    return value;
  };
  return walk(tree, '', '');
}
