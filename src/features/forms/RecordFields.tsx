/**
 * A collection's fields, rendered from the record catalogue in its order: each field's input kind,
 * choices and autofill hint come from `src/records/schemas.ts`, its words from the form copy.
 * A field is marked optional when its schema accepts it empty; the first field is the one
 * "Enroll Now" focuses.
 */
import type { FormCopy } from '../../content/forms';
import type { Collection } from '../../records/collections';
import { bookingHours, fieldSpecsOf, isOptionalField } from '../../records/schemas';
import { CourseStartField } from './fields/CourseStartField';
import { DateField, InputField } from './fields/InputField';
import { SelectField } from './fields/SelectField';
import { TextareaField } from './fields/TextareaField';

export function RecordFields<C extends Collection>({
  collection,
  copy,
}: {
  collection: C;
  copy: FormCopy<C>;
}) {
  const choose = copy.choose as Record<string, string>;
  return fieldSpecsOf(collection).map(([name, spec], index) => {
    const field = {
      name,
      ...copy.fields[name],
      optional: isOptionalField(spec) || undefined,
      first: index === 0 || undefined,
    };
    switch (spec.input) {
      case 'select':
        return (
          <SelectField
            key={name}
            {...field}
            options={spec.options ?? []}
            choose={choose[name] ?? ''}
          />
        );
      case 'courseStart':
        return <CourseStartField key={name} {...field} choose={choose[name] ?? ''} />;
      case 'textarea':
        return <TextareaField key={name} {...field} />;
      case 'time':
        // Sessions start within opening hours, so the picker offers those.
        return (
          <InputField
            key={name}
            {...field}
            type="time"
            min={bookingHours.opens}
            max={bookingHours.lastStart}
          />
        );
      case 'date':
        // The schemas refuse a day in the past, so the picker does too.
        return <DateField key={name} {...field} notBeforeToday />;
      default:
        return (
          <InputField key={name} {...field} type={spec.input} autoComplete={spec.autoComplete} />
        );
    }
  });
}
