// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moved } from '../../src/content/lists';

describe('moved', () => {
  it('swaps an item with its neighbour, up or down, leaving the given list as it was', () => {
    const list = ['a', 'b', 'c'];
    expect(moved(list, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(list, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('leaves the order alone past either end', () => {
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
