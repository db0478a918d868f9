// Secrets at rest: what the sealed format promises, and how the configuration reads keys.
import { randomBytes } from "node:crypto";
import { ConfigError, loadConfig } from "../../../src/config";
import { isSealed, keyIdOf, SecretBoxError, SecretKeyring } from "../../../src/domain/encryption/secretBox";
import { parseSecretsKey } from "../../../src/config";

const SECRET = "whsec_c2VjcmV0LWJ5dGVzLW9mLTMyLWJ5dGVzLWxvbmctLS0t";
const key = () => randomBytes(32);

describe("SecretKeyring", () => {
  it("seals into v1:<keyId>:<iv>:<ciphertext>:<tag> without the plaintext, and opens it again", () => {
    const k = key();
    const ring = new SecretKeyring(k);
    const sealed = ring.seal(SECRET, "webhook");
    expect(sealed.split(":")).toHaveLength(5);
    expect(sealed.startsWith(`v1:${keyIdOf(k)}:`)).toBe(true);
    expect(sealed).not.toContain(SECRET.slice(6));
    expect(isSealed(sealed)).toBe(true);
    expect(ring.open(sealed, "webhook")).toBe(SECRET);
  });

  it("uses a fresh IV each time, so equal secrets do not look equal", () => {
    const ring = new SecretKeyring(key());
    expect(ring.seal(SECRET, "webhook")).not.toBe(ring.seal(SECRET, "webhook"));
  });

  it("returns a value stored before encryption as it is", () => {
    const ring = new SecretKeyring(key());
    expect(isSealed(SECRET)).toBe(false);
    expect(ring.open(SECRET, "webhook")).toBe(SECRET);
    expect(ring.needsResealing(SECRET)).toBe(true);
  });

  it("opens values of a previous key, seals under the current one, and knows which need resealing", () => {
    const [old, current] = [key(), key()];
    const sealedBefore = new SecretKeyring(old).seal(SECRET, "webhook");
    const ring = new SecretKeyring(current, [old]);
    expect(ring.open(sealedBefore, "webhook")).toBe(SECRET);
    expect(ring.needsResealing(sealedBefore)).toBe(true);
    const resealed = ring.seal(ring.open(sealedBefore, "webhook"), "webhook");
    expect(resealed.split(":")[1]).toBe(keyIdOf(current));
    expect(ring.needsResealing(resealed)).toBe(false);
  });

  it("refuses a value of an unknown key, naming the key id and not the value", () => {
    const sealed = new SecretKeyring(key()).seal(SECRET, "webhook");
    expect(() => new SecretKeyring(key()).open(sealed, "webhook")).toThrow(SecretBoxError);
    expect(() => new SecretKeyring(key()).open(sealed, "webhook")).toThrow(/neither SECRETS_KEY nor in SECRETS_KEY_PREVIOUS/);
  });

  it("refuses a tampered ciphertext and one sealed for another purpose", () => {
    const ring = new SecretKeyring(key());
    const sealed = ring.seal(SECRET, "webhook");
    const parts = sealed.split(":");
    const body = Buffer.from(parts[3], "base64url");
    body[0] ^= 1;
    parts[3] = body.toString("base64url");
    expect(() => ring.open(parts.join(":"), "webhook")).toThrow(/does not authenticate/);
    expect(() => ring.open(sealed, "service-secret")).toThrow(/does not authenticate/);
  });

  it("keeps opening with the keys of another keyring it includes, sealing with its own", () => {
    const [a, b] = [key(), key()];
    const fromA = new SecretKeyring(a).seal(SECRET, "webhook");
    const merged = new SecretKeyring(b).including(new SecretKeyring(a));
    expect(merged.currentId).toBe(keyIdOf(b));
    expect(merged.open(fromA, "webhook")).toBe(SECRET);
  });
});

describe("SECRETS_KEY configuration", () => {
  const base64Key = () => key().toString("base64");

  it("reads standard and URL-safe base64 of 32 bytes, nothing else", () => {
    const k = key();
    expect(parseSecretsKey(k.toString("base64"))?.equals(k)).toBe(true);
    expect(parseSecretsKey(k.toString("base64url"))?.equals(k)).toBe(true);
    expect(parseSecretsKey(randomBytes(16).toString("base64"))).toBeNull();
    expect(parseSecretsKey("not base64 at all!")).toBeNull();
  });

  it("is optional in a test deployment, and a live one's keyring check is at start (src/domain/encryption/keyring.ts)", () => {
    expect(loadConfig({}).secretsKeys).toBeNull();
    expect(loadConfig({ API_ENV: "live" }).secretsKeys).toBeNull();
  });

  it("takes the current key and a comma-separated list of previous ones, also from files", () => {
    const [current, previous1, previous2] = [base64Key(), base64Key(), base64Key()];
    const files: Record<string, string> = { "/run/secrets/secrets_key": `${current}\n` };
    const config = loadConfig({ SECRETS_KEY_FILE: "/run/secrets/secrets_key", SECRETS_KEY_PREVIOUS: `${previous1}, ${previous2}` }, (f) => files[f]);
    expect(config.secretsKeys?.current.toString("base64")).toBe(current);
    expect(config.secretsKeys?.previous.map((k) => k.toString("base64"))).toEqual([previous1, previous2]);
  });

  it("refuses a malformed key without echoing it", () => {
    const bad = randomBytes(16).toString("base64");
    expect(() => loadConfig({ SECRETS_KEY: bad })).toThrow(ConfigError);
    try {
      loadConfig({ SECRETS_KEY: bad });
    } catch (err) {
      expect((err as Error).message).toMatch(/SECRETS_KEY: must be the base64 of 32 random bytes/);
      expect((err as Error).message).not.toContain(bad);
    }
    expect(() => loadConfig({ SECRETS_KEY: base64Key(), SECRETS_KEY_PREVIOUS: `${base64Key()},short` })).toThrow(/SECRETS_KEY_PREVIOUS/);
  });
});
