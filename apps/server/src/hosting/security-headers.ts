/**
 * Headers of every published page. The Content Security Policy allows the site's own files and
 * exactly the third-party hosts its consented scripts load from; no inline script, no plugins,
 * no `<base>`.
 */
export const THIRD_PARTY_SCRIPT_HOSTS = [
  "https://www.googletagmanager.com",
  "https://connect.facebook.net",
  "https://pagead2.googlesyndication.com",
  "https://mc.yandex.ru",
  "https://cdn.livechatinc.com",
  "https://code.jivosite.com",
  "https://static.olark.com",
  "https://widget.intercom.io",
  "https://wchat.freshchat.com",
] as const;

export function contentSecurityPolicy({ formOrigin }: { formOrigin?: string } = {}): string {
  const connect = ["'self'", "https:", ...(formOrigin === undefined ? [] : [formOrigin])];
  return [
    "default-src 'self'",
    `script-src 'self' ${THIRD_PARTY_SCRIPT_HOSTS.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    "frame-src https://www.google.com https://maps.google.com https://www.openstreetmap.org https:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export function securityHeaders(): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}
