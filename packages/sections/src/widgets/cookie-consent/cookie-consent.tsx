/** the cookie-consent banner and its settings popup (issue 4 in progress). */
export function CookieConsent() {
  return null;
}
