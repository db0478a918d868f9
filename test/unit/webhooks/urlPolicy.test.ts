// Where webhooks may go: https in live deployments, no private targets unless allowed.
import { isPrivateAddress, refuseUrl } from "../../../src/kernel/outboundUrls";

describe("webhook URL policy", () => {
  it("requires https when the deployment is live", async () => {
    const live = { requireHttps: true, allowPrivateTargets: true };
    expect(await refuseUrl("http://hooks.example/x", live)).toBe("must use https");
    expect(await refuseUrl("https://hooks.example/x", live)).toBeNull();
    expect(await refuseUrl("ftp://hooks.example/x", live)).toBe("must use http or https");
    expect(await refuseUrl("https://user:pw@hooks.example/x", live)).toBe("must not carry credentials");
  });

  it("recognises loopback, private, link-local and mapped addresses", () => {
    for (const ip of ["127.0.0.1", "10.0.0.5", "172.20.1.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "::1", "fd00::1", "fe80::1", "::ffff:10.0.0.1"]) {
      expect(isPrivateAddress(ip)).toBe(true);
    }
    for (const ip of ["8.8.8.8", "172.32.0.1", "2001:4860:4860::8888"]) expect(isPrivateAddress(ip)).toBe(false);
  });

  it("refuses a name that resolves to a private address when private targets are not allowed", async () => {
    expect(await refuseUrl("http://localhost:8080/x", { requireHttps: false, allowPrivateTargets: false })).toBe("resolves to a private or loopback address");
    expect(await refuseUrl("http://localhost:8080/x", { requireHttps: false, allowPrivateTargets: true })).toBeNull();
  });

  const strict = { requireHttps: true, allowPrivateTargets: false };

  it("refuses private and loopback IP literals, IPv6 in brackets included, without resolving anything", async () => {
    for (const url of [
      "https://127.0.0.1/x",
      "https://10.1.2.3:8443/x",
      "https://[::1]/x",
      "https://[fd12::1]/x",
      "https://169.254.169.254/latest/meta-data",
    ]) {
      expect(await refuseUrl(url, strict)).toBe("resolves to a private or loopback address");
    }
    expect(await refuseUrl("https://8.8.8.8/hooks", strict)).toBeNull();
  });

  it("refuses IPv4-mapped IPv6 literals of private addresses, as the URL parser writes them", async () => {
    expect(await refuseUrl("https://[::ffff:127.0.0.1]/x", strict)).toBe("resolves to a private or loopback address");
    expect(await refuseUrl("https://[::ffff:192.168.0.1]/x", strict)).toBe("resolves to a private or loopback address");
    expect(await refuseUrl("https://[::ffff:7f00:1]/x", strict)).toBe("resolves to a private or loopback address");
    expect(await refuseUrl("https://[64:ff9b::a00:1]/x", strict)).toBe("resolves to a private or loopback address");
    expect(isPrivateAddress("::ffff:8.8.8.8")).toBe(false);
  });

  it("puts the boundaries of each private range where the RFCs do", () => {
    expect([isPrivateAddress("172.15.255.255"), isPrivateAddress("172.16.0.0"), isPrivateAddress("172.31.255.255"), isPrivateAddress("172.32.0.0")]).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect([isPrivateAddress("100.63.255.255"), isPrivateAddress("100.64.0.0"), isPrivateAddress("100.127.255.255"), isPrivateAddress("100.128.0.0")]).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect([isPrivateAddress("198.17.255.255"), isPrivateAddress("198.18.0.1"), isPrivateAddress("198.19.255.255"), isPrivateAddress("198.20.0.0")]).toEqual([
      false,
      true,
      true,
      false,
    ]);
    // "This network", multicast and reserved space are never webhook receivers either.
    expect(["0.0.0.0", "224.0.0.1", "239.255.255.250", "255.255.255.255", "::"].every(isPrivateAddress)).toBe(true);
    expect(isPrivateAddress("FE80::1")).toBe(true); // case does not hide an address
  });

  it("refuses link-local and cloud metadata targets even where private targets are allowed", async () => {
    const local = { requireHttps: false, allowPrivateTargets: true };
    for (const url of [
      "http://169.254.169.254/latest/meta-data/",
      "http://[fd00:ec2::254]/",
      "http://100.100.100.200/",
      "http://[fe80::1]/",
      "http://metadata.google.internal/",
      "http://METADATA.google.internal./",
      "http://[::ffff:169.254.169.254]/",
    ]) {
      expect(await refuseUrl(url, local)).toBe("is a link-local or cloud metadata address");
    }
    expect(await refuseUrl("http://127.0.0.1:8080/x", local)).toBeNull();
    expect(await refuseUrl("http://10.0.0.5/x", local)).toBeNull();
  });

  it("checks the scheme and credentials before the address, and says what is wrong", async () => {
    expect(await refuseUrl("not a url", strict)).toBe("is not a valid URL");
    expect(await refuseUrl("javascript:alert(1)", strict)).toBe("must use http or https");
    expect(await refuseUrl("http://127.0.0.1/x", strict)).toBe("must use https");
    expect(await refuseUrl("https://user@127.0.0.1/x", strict)).toBe("must not carry credentials");
  });
});
