/**
 * Steps per row on wide screens, beside the "On this page" column (about
 * 900 px of text): two for a short process and for four, seven or eight steps
 * (four across would leave lines of a few words); three otherwise.
 */
export function stepColumns(count: number): 2 | 3 {
  return count <= 2 || count === 4 || count === 7 || count === 8 ? 2 : 3;
}
