import { describe, expect, it } from "vitest";
import { addressKey } from "./client-address.ts";

describe("addressKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every IPv6 address of one /64 as one visitor", () => {
    const first = addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    expect(first).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002::1")).toBe(first);
    expect(addressKey("2001:DB8:1:2:ffff::")).toBe(first);
    expect(addressKey("2001:db8:1:3::1")).not.toBe(first);
  });

  it("expands a shortened IPv6 address before taking its network", () => {
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});
