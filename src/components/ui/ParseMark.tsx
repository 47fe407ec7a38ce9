/**
 * An empty element whose one job is to be parsed after what comes before it: the page's first
 * paint waits for it (`src/lib/firstPaint.ts`).
 */
export function ParseMark({ id }: { id: string }) {
  return <span id={id} hidden />;
}
