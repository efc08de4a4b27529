// The TypeScript/JavaScript client against `sanduq serve`: the README's payment walkthrough,
// typed errors, pagination, gateway signing, webhook verification, and retries proven
// against a proxy that drops the first answer (same key, one effect).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import net from "node:net";
import { createHmac } from "node:crypto";
import { Sanduq, SanduqError, errors, verifyWebhook, WebhookVerificationError, signGateway } from "../src/index.js";

// run from target/clients/typescript (infra/clients.sh adds the generated types there)
const TARGET = new URL("../../../", import.meta.url).pathname;
let server, base, creds;

before(async () => {
  const data = mkdtempSync(join(tmpdir(), "sanduq-ts-"));
  server = spawn(process.env.SANDUQ_BIN || join(TARGET, "debug/sanduq"),
    ["serve", "--addr", "127.0.0.1:0", "--data-dir", data, "--no-test-buyers", "--rate-limit", "100000", "--public-rate-limit", "100000"],
    { stdio: ["ignore", "pipe", "ignore"], env: { ...process.env, RUST_LOG: "warn" } });
  base = await new Promise((resolve, reject) => {
    let buf = "";
    server.stdout.on("data", (c) => {
      buf += c;
      const m = buf.match(/listening on (\S+)\/api\/v1/);
      if (m) resolve(m[1]);
    });
    server.on("exit", () => reject(new Error("sanduq exited")));
  });
  creds = JSON.parse(readFileSync(join(data, "sandbox-credentials.json"), "utf8"));
});
after(() => server.kill());

const client = (o = {}) => new Sanduq({ baseUrl: base, secretKey: creds.secret_key, ...o });

async function buyer(s, ext, amount = 100_000) {
  await s.post("/api/v1/users/sync", { external_user_id: ext, name: "Zainab Ali" });
  await s.post("/api/v1/sandbox/wallets/topup", { user_id: ext, currency: "IQD", amount });
  await s.post("/api/v1/sandbox/users/{user_id}/pin", { pin: "1234" }, { params: { user_id: ext } });
}

const session = (s, ext, amount = 25_000) => s.post("/api/v1/checkout/sessions", {
  external_user_id: ext, amount, currency: "IQD", description: "Order 1001",
  success_url: "https://shop.example/ok", cancel_url: "https://shop.example/cancel" });

test("the README walkthrough", async () => {
  const s = client();
  await buyer(s, "ts-1001");
  const cs = await session(s, "ts-1001");
  assert.equal(cs.status, "pending");
  const paid = await s.post("/api/v1/sandbox/checkout/sessions/{session_id}/pay", { pin: "1234" }, { params: { session_id: cs.id } });
  assert.equal(paid.status, "authorized");
  const cap = await s.post("/api/v1/payments/{payment_id}/capture", { amount: 20_000 }, { params: { payment_id: cs.payment_id } });
  assert.deepEqual([cap.status, cap.captured_amount, cap.commission_amount], ["captured", 20_000, 200]);
  const ref = await s.post("/api/v1/payments/{payment_id}/refund", { amount: 5_000, reason: "returned" }, { params: { payment_id: cs.payment_id } });
  assert.equal(ref.status, "partially_refunded");
  const p = await s.get("/api/v1/payments/{payment_id}", { params: { payment_id: cs.payment_id } });
  assert.equal(p.status, "partially_refunded");
  assert.equal(p.refunds.length, 1);
  const w = await s.get("/api/v1/sandbox/wallets/{user_id}", { params: { user_id: "ts-1001" } });
  assert.equal(w.accounts.find((a) => a.currency === "IQD").available, 85_000);
  assert.equal(w.accounts.find((a) => a.currency === "IQD").display, "85,000");
});

test("refusals are typed by their code", async () => {
  const s = client();
  await assert.rejects(session(s, "nobody", -5), (e) => {
    assert.ok(e instanceof errors.ValidationError && e instanceof SanduqError);
    assert.equal(e.status, 422);
    assert.ok("amount" in e.fields);
    assert.match(e.requestId, /^req_/);
    return true;
  });
  await assert.rejects(s.get("/api/v1/payments/{payment_id}", { params: { payment_id: "pay_00000000000000000000000000" } }),
    errors.PaymentNotFoundError);
  await buyer(s, "ts-short", 1_000);
  const cs = await session(s, "ts-short");
  await assert.rejects(s.post("/api/v1/sandbox/checkout/sessions/{session_id}/pay", { pin: "1234" }, { params: { session_id: cs.id } }),
    errors.InsufficientBalanceError);
  const key = crypto.randomUUID();
  await s.post("/api/v1/users/sync", { external_user_id: "ts-k", name: "A" }, { idempotencyKey: key });
  const before = s.attempts;
  await assert.rejects(s.post("/api/v1/users/sync", { external_user_id: "ts-k", name: "B" }, { idempotencyKey: key }),
    errors.IdempotencyKeyReusedError);
  assert.equal(s.attempts, before + 1, "a 409 is never retried");
});

test("lists page by cursor and the gateway is signed", async () => {
  const s = client();
  for (let i = 0; i < 3; i++) await buyer(s, `ts-page-${i}`);
  const seen = [];
  for await (const e of s.paginate("/api/v1/events", "events", { per_page: 2, types: "user.*" })) seen.push(e);
  assert.ok(seen.length >= 6 && new Set(seen.map((e) => e.id)).size === seen.length);
  assert.ok(seen.every((e) => e.type.startsWith("user.")));
  const signed = client({ secretKey: "sk_sandbox_wrong", gatewayKey: creds.hmac_key_id, gatewaySecret: creds.hmac_secret });
  const list = await signed.get("/api/v1/gateway/payments", { query: { per_page: 5 } });
  assert.ok(Array.isArray(list.payments));
  const forged = client({ secretKey: "sk_sandbox_wrong", gatewayKey: creds.hmac_key_id, gatewaySecret: "not-it" });
  await assert.rejects(forged.get("/api/v1/gateway/payments"), errors.HmacSignatureInvalidError);
  const want = createHmac("sha256", "k").update("1.GET./api/v1/x.").digest("hex");
  assert.equal(await signGateway("k", "1", "get", "/api/v1/x"), want);
});

test("webhooks verify with the endpoint's secret", async () => {
  const key = Buffer.from("0123456789abcdef0123456789abcdef");
  const secret = `whsec_${key.toString("base64")}`;
  const body = JSON.stringify({ id: "evt_1", type: "payment.completed" });
  const ts = String(Math.floor(Date.now() / 1000));
  const sig = createHmac("sha256", key).update(`evt_1.${ts}.${body}`).digest("base64");
  const headers = { "Webhook-Id": "evt_1", "Webhook-Timestamp": ts, "Webhook-Signature": `v1,bm90LWl0 v1,${sig}` };
  assert.equal((await verifyWebhook(secret, body, headers)).type, "payment.completed");
  assert.equal((await verifyWebhook(secret, new TextEncoder().encode(body), new Headers(headers))).id, "evt_1");
  await assert.rejects(verifyWebhook(secret, body.replace("completed", "refunded"), headers), WebhookVerificationError);
  const old = { ...headers, "Webhook-Timestamp": String(Number(ts) - 600) };
  await assert.rejects(verifyWebhook(secret, body, old), WebhookVerificationError);
});

/** A proxy in front of sanduq that forwards the first request but drops its answer. */
function dropFirstAnswer() {
  const target = new URL(base);
  let seen = 0;
  const srv = net.createServer((conn) => {
    let req = Buffer.alloc(0);
    conn.on("data", (c) => {
      req = Buffer.concat([req, c]);
      const end = req.indexOf("\r\n\r\n");
      if (end < 0) return;
      const head = req.subarray(0, end).toString();
      const len = Number((head.match(/content-length:\s*(\d+)/i) || [0, 0])[1]);
      if (req.length < end + 4 + len) return;
      const up = net.connect(Number(target.port), target.hostname);
      const fixed = head.split("\r\n").filter((l) => !/^connection:/i.test(l)).join("\r\n") + "\r\nConnection: close\r\n\r\n";
      up.write(Buffer.concat([Buffer.from(fixed), req.subarray(end + 4)]));
      let answer = Buffer.alloc(0);
      up.on("data", (c) => { answer = Buffer.concat([answer, c]); });
      up.on("end", () => {
        seen++;
        if (seen > 1) conn.end(answer); else conn.destroy();
      });
    });
  });
  return new Promise((resolve) => srv.listen(0, "127.0.0.1", () =>
    resolve({ url: `http://127.0.0.1:${srv.address().port}`, seen: () => seen, close: () => srv.close() })));
}

test("a lost answer is retried with the same key and takes effect once", async () => {
  const s = client();
  await buyer(s, "ts-retry", 10_000);
  const proxy = await dropFirstAnswer();
  const flaky = new Sanduq({ baseUrl: proxy.url, secretKey: creds.secret_key, backoffMs: 50 });
  const w = await flaky.post("/api/v1/sandbox/wallets/topup", { user_id: "ts-retry", currency: "IQD", amount: 7_000 });
  assert.equal(proxy.seen(), 2, "the first answer was lost; the retry got the replay");
  assert.equal(flaky.attempts, 2);
  assert.equal(w.accounts.find((a) => a.currency === "IQD").available, 17_000);
  const after = await s.get("/api/v1/sandbox/wallets/{user_id}", { params: { user_id: "ts-retry" } });
  assert.equal(after.accounts.find((a) => a.currency === "IQD").available, 17_000, "one effect");
  proxy.close();
});

test("429 and 5xx wait as told, with the same key; 409 and keyless writes are not retried", async () => {
  const keys = [];
  const answers = [new Response("{}", { status: 429, headers: { "retry-after": "0" } }), new Response("{}", { status: 503 }),
    new Response(JSON.stringify({ success: true, data: { ok: 1 } }), { status: 200 })];
  const fake = async (url, init) => { keys.push(init.headers["idempotency-key"]); return answers.shift(); };
  const s = new Sanduq({ baseUrl: "http://x", secretKey: "sk", fetch: fake, backoffMs: 1 });
  assert.deepEqual(await s.post("/api/v1/anything", {}, { idempotencyKey: "k-1" }), { ok: 1 });
  assert.deepEqual(keys, ["k-1", "k-1", "k-1"]);
  let n = 0;
  const conflict = new Sanduq({ baseUrl: "http://x", secretKey: "sk", backoffMs: 1,
    fetch: async () => { n++; return new Response(JSON.stringify({ success: false, error: { code: "IDEMPOTENCY_KEY_REUSED", message: "x" } }), { status: 409 }); } });
  await assert.rejects(conflict.post("/api/v1/anything", {}), errors.IdempotencyKeyReusedError);
  assert.equal(n, 1);
});
