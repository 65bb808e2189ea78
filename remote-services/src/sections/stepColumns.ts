/**
 * Steps per row on wide screens: a short process fits one row; seven or
 * eight split into two even rows of four; longer lists wrap at three.
 */
export function stepColumns(count: number): 2 | 3 | 4 {
  if (count <= 2) return 2;
  if (count === 4 || count === 7 || count === 8) return 4;
  return 3;
}
