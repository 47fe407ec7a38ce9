import { useEffect } from 'react';

/**
 * On a phone the chip rows scroll sideways: brings the selected chip (by its element's id) into
 * view when it is chosen or opened by its address, and keeps it whole when counts arriving widen
 * the chips, moving the row as little as possible.
 */
export function useSelectedInView(id: string | null, widths: readonly unknown[]): void {
  useEffect(() => {
    if (!id) return;
    document.getElementById(id)?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [id]);
  useEffect(() => {
    if (!id) return;
    document.getElementById(id)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the counts change the widths
  }, widths);
}
