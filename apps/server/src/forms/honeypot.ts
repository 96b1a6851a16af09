/**
 * The honeypot: a field `website` no person fills (it is hidden); a filled one is a robot's,
 * answered with a silent 201 and stored nowhere.
 */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("website" in body)) return false;
  const value = (body as { website: unknown }).website;
  return typeof value === "string" && value !== "";
}

/** The body without the honeypot field, for the form's schema (which refuses unknown fields). */
export function withoutHoneypot(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const { website: _website, ...rest } = body as Record<string, unknown>;
  return rest;
}
