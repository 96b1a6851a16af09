/** the back-to-top button (issue 4 in progress). */
export function BackToTop() {
  return null;
}
