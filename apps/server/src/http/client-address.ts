import { isIPv6 } from "node:net";
import type { FastifyRequest } from "fastify";

/**
 * The address a visitor is counted under by every rate limit: an IPv4 address as it is, an IPv6
 * address by its /64 network (one subscriber is usually given a whole /64, so counting single
 * IPv6 addresses would give one visitor 2^64 tries). An IPv4-mapped IPv6 address counts as IPv4.
 */
export function clientAddress(request: Pick<FastifyRequest, "ip">): string {
  return addressKey(request.ip);
}

export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, without a zone, each in lower-case hex without zeros. */
function expandIpv6(ip: string): string[] {
  const [address = ""] = ip.toLowerCase().split("%");
  const [head = "", tail] = address.split("::");
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":"));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right].map((group) =>
    group.includes(".") ? group : Number.parseInt(group, 16).toString(16),
  );
}
