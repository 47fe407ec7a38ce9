/**
 * The record schemas are built per collection on first use: a form's page builds its own
 * collection's and no other (the form code's evaluation on a slow phone, decision 0052).
 */
import { describe, expect, it, vi } from 'vitest';
import { builtOnFirstCall, builtOnFirstRead } from '../../src/records/builtOnFirstRead';

describe('an object built on first read', () => {
  it('builds a property only when it is read, once, and lists every key', () => {
    const contact = vi.fn(() => ({ form: 'contact' }));
    const hiring = vi.fn(() => ({ form: 'hiring' }));
    const built = builtOnFirstRead({ contact, hiring });
    expect(Object.keys(built)).toEqual(['contact', 'hiring']);
    expect(contact).not.toHaveBeenCalled();
    expect(built.contact).toEqual({ form: 'contact' });
    expect(built.contact).toBe(built.contact);
    expect(contact).toHaveBeenCalledTimes(1);
    expect(hiring).not.toHaveBeenCalled();
  });
});

describe('a value built on first call', () => {
  it('builds it only when asked for, once', () => {
    const build = vi.fn(() => ({ schema: 'source' }));
    const source = builtOnFirstCall(build);
    expect(build).not.toHaveBeenCalled();
    expect(source()).toEqual({ schema: 'source' });
    expect(source()).toBe(source());
    expect(build).toHaveBeenCalledTimes(1);
  });
});
