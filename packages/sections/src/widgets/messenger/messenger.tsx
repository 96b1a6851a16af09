/** the messenger chat widget (issue 4 in progress). */
export function Messenger() {
  return null;
}
