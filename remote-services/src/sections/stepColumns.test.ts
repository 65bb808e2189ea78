import { describe, expect, it } from 'vitest';
import { stepColumns } from './stepColumns';

describe('stepColumns', () => {
  it.each([
    [1, 2],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 3],
    [6, 3],
    [7, 4],
    [8, 4],
    [9, 3],
    [11, 3],
  ])('%i steps sit %i to a row', (count, columns) => {
    expect(stepColumns(count)).toBe(columns);
  });
});
