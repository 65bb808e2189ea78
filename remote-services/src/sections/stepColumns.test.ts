import { describe, expect, it } from 'vitest';
import { stepColumns } from './stepColumns';

describe('stepColumns', () => {
  it.each([
    [1, 2],
    [2, 2],
    [3, 3],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 2],
    [8, 2],
    [9, 3],
    [11, 3],
  ])('%i steps sit %i to a row', (count, columns) => {
    expect(stepColumns(count)).toBe(columns);
  });
});
