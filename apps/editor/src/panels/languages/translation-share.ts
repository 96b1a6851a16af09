/** A share of translated texts as the owner reads it: whole percents, never 100 before all are. */
export function sharePercent(share: number): number {
  return Math.floor(share * 100);
}
