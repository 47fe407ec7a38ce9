/**
 * Two pages visited in turn by the measure scripts: the order swaps every run, so neither site
 * always goes first while the machine warms up or cools down.
 */
import { expect, it } from 'vitest';
import { visitInTurn } from '../../scripts/perf/site';

it('visits the two pages in turn, swapping which goes first, and keeps each side apart', async () => {
  const order: string[] = [];
  const visits = await visitInTurn(3, { ours: '/ours', theirs: '/theirs' }, async (url, side) => {
    order.push(`${side} ${url}`);
    return `${url} #${order.length}`;
  });
  expect(order).toEqual([
    'ours /ours',
    'theirs /theirs',
    'theirs /theirs',
    'ours /ours',
    'ours /ours',
    'theirs /theirs',
  ]);
  expect(visits).toEqual({
    ours: ['/ours #1', '/ours #4', '/ours #5'],
    theirs: ['/theirs #2', '/theirs #3', '/theirs #6'],
  });
});
