/**
 * The record catalogue is the one place a field is declared. These checks hold it together where
 * the types alone cannot: labels that are not empty, columns that name real fields.
 */
import { describe, expect, it } from 'vitest';
import { formCopies } from '../../src/content/forms';
import { collections } from '../../src/records/collections';
import { asksNewsConsent, NEWS_CONSENT, NEWS_CONSENT_AT } from '../../src/records/consent';
import { viewFields } from '../../src/records/fields';
import { SOURCE_FIELD } from '../../src/records/source';
import {
  fieldSpecsOf,
  formSchemas,
  recordSchemas,
  timestampField,
} from '../../src/records/schemas';

const schemaFields = collections.flatMap((collection) =>
  Object.keys(recordSchemas[collection].shape).map((field) => ({ collection, field })),
);

describe('the record catalogue', () => {
  it.each(collections)('%s: every form field has a label, and every choice a placeholder', (c) => {
    const copy = formCopies[c];
    for (const [name, spec] of fieldSpecsOf(c)) {
      expect(copy.fields[name]?.label, `${c}.${name}`).toMatch(/\S/);
      if (spec.input === 'select') {
        expect(spec.options?.length, `${c}.${name} options`).toBeGreaterThan(0);
        expect((copy.choose as Record<string, string>)[name], `${c}.${name}`).toMatch(/\S/);
      }
    }
    expect(Object.keys(copy.fields)).toEqual(Object.keys(formSchemas[c].shape));
  });

  it.each(schemaFields)(
    '$field of $collection is shown on the card and in the CSV',
    ({ field }) => {
      const shownUnder = viewFields.filter((view) =>
        (view.stored as readonly string[]).includes(field),
      );
      expect(shownUnder).toHaveLength(1);
      expect(shownUnder[0]?.label).toMatch(/\S/);
    },
  );

  it('every card line and CSV column names a field some form stores today', () => {
    // The time of a yes to news is set by the database beside the fields (like the receive time).
    const stored = new Set([...schemaFields.map(({ field }) => field), NEWS_CONSENT_AT]);
    for (const view of viewFields) {
      expect(
        view.stored.some((name) => stored.has(name)),
        `${view.key} names ${view.stored.join(', ')}`,
      ).toBe(true);
    }
    expect(new Set(viewFields.map((view) => view.key)).size).toBe(viewFields.length);
  });

  it('a record is its form fields plus the submission time, its source, and the news answer where asked, in order', () => {
    for (const c of collections) {
      expect(Object.keys(recordSchemas[c].shape)).toEqual([
        ...fieldSpecsOf(c).map(([name]) => name),
        timestampField[c],
        SOURCE_FIELD,
        ...(asksNewsConsent(c) ? [NEWS_CONSENT] : []),
      ]);
    }
  });
});
