export function isBlank(value: string | undefined): boolean {
  return value === undefined || value.trim() === "";
}

/**
 * Spec §5: two fields where each is required while the other is empty (pricing title and
 * paragraph, text-section title and subtitle, block title and paragraph).
 */
export function requiredTogether(
  first: string | undefined,
  second: string | undefined,
): { isFirstRequired: boolean; isSecondRequired: boolean } {
  return { isFirstRequired: isBlank(second), isSecondRequired: isBlank(first) };
}
