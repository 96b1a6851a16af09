/**
 * Core runs everywhere, so its lib has no DOM. `URL` is the one web global it uses: the WHATWG
 * URL parser exists in every runtime Ilha targets (browsers, Node, workers).
 */
declare class URL {
  constructor(input: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly username: string;
  readonly password: string;
  readonly searchParams: { get(name: string): string | null };
}
