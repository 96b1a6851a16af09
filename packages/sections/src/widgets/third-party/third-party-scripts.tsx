/** the consented third-party scripts (issue 4 in progress). */
export function ThirdPartyScripts() {
  return null;
}
