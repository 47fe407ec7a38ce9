import { firstPaintHold } from '../../lib/firstPaint';

/**
 * The last element of a page's top band: empty, its one job is to be parsed after the band. A
 * wide screen's first paint waits for it (`src/lib/firstPaint.ts`); each page has one.
 */
export function TopBandEnd() {
  return <span id={firstPaintHold.id} hidden />;
}
