// Where webhooks may go: https in live deployments, no private targets unless allowed.
import { isPrivateAddress, refuseUrl } from "../../src/domain/webhooks/urlPolicy";

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
});
