import { isObject } from './tree';

/** A check of one field of an answer or a stored value. */
type FieldCheck = (value: unknown) => boolean;

export const isString: FieldCheck = (value) => typeof value === 'string';
export const isOptionalString: FieldCheck = (value) =>
  value === undefined || typeof value === 'string';
export const isNumber: FieldCheck = (value) => typeof value === 'number';
export const isOptionalNumber: FieldCheck = (value) =>
  value === undefined || typeof value === 'number';
/** A count of seconds as the auth service sends it (a number or a numeric string), above zero. */
export const isPositive: FieldCheck = (value) => Number(value) > 0;

/**
 * A type guard for a JSON object whose named fields each pass their check (other fields are
 * allowed and not looked at). Only fields of `T` can be named.
 */
export const hasShape =
  <T>(checks: { readonly [K in keyof T]?: FieldCheck }) =>
  (value: unknown): value is T =>
    isObject(value) &&
    Object.entries(checks).every(([key, check]) => (check as FieldCheck)(value[key]));
