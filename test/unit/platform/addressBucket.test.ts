// The unauthenticated limit counts per client address (src/http/unauthenticatedLimit.ts): IPv4 by
// address, IPv6 by /64, since one subscriber usually holds a whole /64.
import { addressBucket } from "../../../src/http/unauthenticatedLimit";

describe("addressBucket", () => {
  it("keeps an IPv4 address as it is, also when mapped into IPv6", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts IPv6 addresses by their /64, however they are written", () => {
    expect(addressBucket("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:0db8:0001:0002:ffff::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
  });
});
