/**
 * An object whose every property is built the first time it is read, then kept. The record
 * schemas use it per collection: a form's page builds its own collection's schema and no other
 * (building all six, form and record, was most of the form code's evaluation on a slow phone),
 * while server/, the rules generator and the tests read whichever they need.
 */
export function builtOnFirstRead<B extends Record<string, () => unknown>>(
  builders: B,
): { readonly [K in keyof B]: ReturnType<B[K]> } {
  const built = {};
  for (const [key, build] of Object.entries(builders)) {
    Object.defineProperty(built, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = build();
        Object.defineProperty(built, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return built as { readonly [K in keyof B]: ReturnType<B[K]> };
}

/** One value built the first time it is asked for, then kept (the source schema: built at sending). */
export function builtOnFirstCall<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
