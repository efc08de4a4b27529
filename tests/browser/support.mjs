// What the browser tests share: the sanduq binary started on a free port with its own data
// dir, the merchant API with the sandbox key, and headless Debian chromium launched with the
// flags this offline machine needs (DESIGN.md).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID, createHmac } from "node:crypto";
import { chromium } from "playwright-core";
import assert from "node:assert/strict";

export const ROOT = new URL("../../", import.meta.url).pathname;

/** A buyer's captured payment of `amount` IQD through the merchant API `api` (the buyer
 * synced and topped up first): the checkout session's answer and the buyer's user id. */
export async function captured(api, ext, amount) {
  const u = await api("POST", "/users/sync", { external_user_id: ext, name: `Buyer ${ext}` });
  await api("POST", "/sandbox/wallets/topup", { user_id: ext, currency: "IQD", amount });
  const cs = await api("POST", "/checkout/sessions", { external_user_id: ext, amount, currency: "IQD",
    description: "Samovar", success_url: "https://shop.example/ok", cancel_url: "https://shop.example/no" });
  assert.equal(cs.status, 201, JSON.stringify(cs.body));
  const paid = await api("POST", `/sandbox/checkout/sessions/${cs.body.data.id}/pay`, {});
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const cap = await api("POST", `/payments/${cs.body.data.payment_id}/capture`, {});
  assert.equal(cap.status, 200, JSON.stringify(cap.body));
  return { session: cs.body.data, userId: u.body.data.id };
}
const BIN = process.env.SANDUQ_BIN || join(ROOT, "target/debug/sanduq");
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
/** Where screenshots go: SANDUQ_SCREENSHOTS=docs/screenshots regenerates the README's. */
export const SHOTS = process.env.SANDUQ_SCREENSHOTS
  ? join(ROOT, process.env.SANDUQ_SCREENSHOTS)
  : mkdtempSync(join(tmpdir(), "sanduq-shots-"));
mkdirSync(SHOTS, { recursive: true });

/** Starts a process and resolves with the first stdout line matching `re`. */
export function startProcess(cmd, args, env, re) {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let buf = "";
    const timer = setTimeout(() => reject(new Error(`${cmd} did not start`)), 60_000);
    child.stdout.on("data", (d) => {
      buf += d;
      const m = re.exec(buf);
      if (m) { clearTimeout(timer); resolve({ child, match: m }); }
    });
    child.on("exit", (code) => reject(new Error(`${cmd} exited ${code}`)));
  });
}

/**
 * `sanduq serve` on a free port: { base, sk, api(method, path, body), stop() }. `api` sends
 * the sandbox key (and a fresh Idempotency-Key with a body) and answers { status, body }.
 */
export async function startSanduq() {
  const dir = mkdtempSync(join(tmpdir(), "sanduq-browser-"));
  const s = await startProcess(BIN, ["serve", "--addr", "127.0.0.1:0", "--allow-private-webhooks", "--data-dir", dir],
    { RUST_LOG: "warn" }, /listening on (http:\/\/[^\s/]+)\/api\/v1/);
  const base = s.match[1];
  const creds = JSON.parse(readFileSync(join(dir, "sandbox-credentials.json"), "utf8"));
  const sk = creds.secret_key;
  const adminKey = JSON.parse(readFileSync(join(dir, "admin-credentials.json"), "utf8")).admin_key;
  async function api(method, path, body) {
    const headers = { authorization: `Bearer ${sk}` };
    if (body) { headers["content-type"] = "application/json"; headers["idempotency-key"] = randomUUID(); }
    const r = await fetch(`${base}/api/v1${path}`, { method, headers, body: body && JSON.stringify(body) });
    return { status: r.status, body: await r.json() };
  }
  async function adminAs(token, method, path, body) {
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const r = await fetch(`${base}/api/v1/admin${path}`, { method, headers, body: body && JSON.stringify(body) });
    return { status: r.status, body: await r.json() };
  }
  /** A second operator's session (finance, compliance, admin), made once: who approves
   * the changes `admin` calls hold for a second person. */
  let checker;
  async function checkerToken() {
    if (checker) return checker;
    const email = "checker@ops.example", password = "correct horse battery staple";
    const inv = await adminAs(adminKey, "POST", "/staff", { email, roles: ["finance", "compliance", "admin"] });
    const acc = await adminAs("", "POST", "/invitations/accept", { token: inv.body.data.invitation.token, password });
    const code = totp(acc.body.data.totp.secret, Math.floor(Date.now() / 30_000));
    const signed = await adminAs("", "POST", "/sessions", { email, password, code });
    checker = signed.body.data.token;
    return checker;
  }
  /** The platform admin API with the break-glass key (a dashboard user for the sandbox
   * merchant...). A change held for a second person is approved by the checker, and answers
   * as the change answered; a production merchant made approved is approved likewise. */
  async function admin(method, path, body) {
    const r = await adminAs(adminKey, method, path, body);
    if (r.status === 202 && r.body.data?.object === "approval_request") {
      const done = await adminAs(await checkerToken(), "POST", `/approvals/${r.body.data.id}/approve`);
      if (done.status !== 200) return done;
      return { status: done.body.data.outcome.status, body: { success: true, data: done.body.data.outcome.data } };
    }
    if (r.status === 201 && r.body.data?.approval?.id) {
      const done = await adminAs(await checkerToken(), "POST", `/approvals/${r.body.data.approval.id}/approve`);
      if (done.status === 200) r.body.data.status = done.body.data.outcome.data.status;
    }
    return r;
  }
  function stop() {
    s.child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  return { base, sk, api, admin, merchantId: creds.merchant_id, stop };
}

/** RFC 4648 base32, no padding, to bytes. */
function base32(text) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0, value = 0;
  const out = [];
  for (const c of text.replace(/=+$/, "").toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(c);
    bits += 5;
    if (bits >= 8) { out.push((value >>> (bits - 8)) & 255); bits -= 8; }
  }
  return Buffer.from(out);
}

/** The TOTP code of a base32 `secret` for the 30-second `step` (RFC 6238: HMAC-SHA-1, 6
 * digits), as an authenticator app computes it. */
export function totp(secret, step) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const h = createHmac("sha1", base32(secret)).update(counter).digest();
  const o = h[h.length - 1] & 15;
  const n = ((h[o] & 127) << 24) | (h[o + 1] << 16) | (h[o + 2] << 8) | h[o + 3];
  return String(n % 1_000_000).padStart(6, "0");
}

/** Headless chromium; `extra` flags after the ones every test needs (a fake camera...). */
export function launchChromium(extra = []) {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync", ...extra],
  });
}

/** The console's people for tests over `sanduq` (a `startSanduq()`): operators invited with
 * the break-glass key, their codes as an authenticator computes them, API sessions, and the
 * console's sign-in form. (Each test file starts its own server: the console allows 10
 * sign-ins a minute from one address.) */
export function consoleTools(sanduq) {
  const PASSWORD = "correct horse battery staple";
  /** `o`'s next unused code: a code is good once, and the step after now's is taken too, so a
   * person signs in at most twice in one step (then a recovery code, as a person would). */
  function nextCode(o) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max((o.step ?? 0) + 1, now);
    if (step > now + 1) return o.recovery.pop();
    o.step = step;
    return totp(o.secret, step);
  }

  /** An operator with `roles`, invited with the break-glass key: { id, email, secret, token }. */
  async function operator(email, roles) {
    const inv = await sanduq.admin("POST", "/staff", { email, roles });
    assert.equal(inv.status, 201, JSON.stringify(inv.body));
    const r = await fetch(`${sanduq.base}/api/v1/admin/invitations/accept`, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: inv.body.data.invitation.token, password: PASSWORD }),
    });
    const acc = await r.json();
    assert.equal(r.status, 200, JSON.stringify(acc));
    return { id: acc.data.operator.id, email, secret: acc.data.totp.secret, recovery: acc.data.recovery_codes };
  }

  /** An API session of `o` (for the maker's own requests). */
  async function apiSession(o) {
    const r = await fetch(`${sanduq.base}/api/v1/admin/sessions`, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: o.email, password: PASSWORD, code: nextCode(o) }),
    });
    const b = await r.json();
    assert.equal(r.status, 201, JSON.stringify(b));
    return b.data.token;
  }

  async function asOperator(token, method, path, body) {
    const r = await fetch(`${sanduq.base}/api/v1/admin${path}`, {
      method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body && JSON.stringify(body),
    });
    return { status: r.status, body: await r.json() };
  }

  async function signIn(page, o, locale) {
    await page.goto(`${sanduq.base}/console?locale=${locale}&theme=light`);
    assert.match(new URL(page.url()).pathname, /^\/console\/signin/);
    await page.fill("#email", o.email);
    await page.fill("#password", PASSWORD);
    await page.fill("#code", nextCode(o));
    await page.click("button[type=submit]");
    await page.waitForURL(/\/console$/);
  }

  return { operator, apiSession, asOperator, signIn, nextCode };
}

/** What the hosted wallet's and the agent app's tests do with a running Sanduq: read the
 * newest text the sandbox sent to a phone, make a verified user (tier 1) with 500,000
 * dinars and PIN 2468, and sign in on a page to `app` ("wallet" or "agent") by phone and the
 * texted code. */
export function walletTools(sanduq) {
  const api = sanduq.api;
  async function newestText(phone) {
    const r = await api("GET", `/sandbox/sms?phone=${encodeURIComponent(phone)}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.data.messages[0].text;
  }
  async function verifiedUser(ext, phone, name) {
    const u = await api("POST", "/users/sync", { external_user_id: ext, name, phone });
    assert.ok(u.status < 300, JSON.stringify(u.body));
    await api("POST", "/sandbox/wallets/topup", { user_id: ext, currency: "IQD", amount: 500_000 });
    await api("POST", `/sandbox/users/${ext}/pin`, { pin: "2468" });
    const s = await api("POST", `/users/${ext}/sessions`, {});
    assert.equal(s.status, 201, JSON.stringify(s.body));
    const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
    const r = await fetch(`${sanduq.base}/api/v1/wallet/kyc`, {
      method: "POST",
      headers: { authorization: `Bearer ${s.body.data.access_token}`, "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify({ tier: 1, full_name: name, date_of_birth: "1990-05-01", document_type: "national_id", document_number: "SANDBOX-APPROVE", document_image: png }),
    });
    assert.equal(r.status, 201, await r.text());
  }
  async function signIn(page, app, phone, typed, locale) {
    await page.goto(`${sanduq.base}/${app}/signin?merchant=${sanduq.merchantId}&locale=${locale}&theme=light`);
    await page.fill("#phone", typed);
    await page.click("#phone-form button[type=submit]");
    await page.waitForSelector("#code");
    await page.fill("#code", /\d{6}/.exec(await newestText(phone))[0]);
    await page.click("#verify-form button[type=submit]");
    await page.waitForURL(new RegExp(`/${app}$`));
  }
  return { newestText, verifiedUser, signIn };
}
