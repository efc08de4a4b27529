// Sanduq's JavaScript/TypeScript client (types: index.d.ts over the generated schema.d.ts).
// No dependency beyond fetch and WebCrypto: Node 18+, Deno, Bun, browsers (server side only:
// a secret key never belongs in a browser).

const RETRIED = new Set([429, 500, 502, 503, 504]);
const SAFE = new Set(["GET", "HEAD", "DELETE"]);
const enc = new TextEncoder();

/** A refusal in Sanduq's envelope; `code` is the envelope's error.code. */
export class SanduqError extends Error {
  constructor(status, code, message, requestId, details) {
    super(`${code}: ${message}${requestId ? ` [${requestId}]` : ""}`);
    this.name = errorName(code);
    this.status = status;
    this.code = code;
    this.requestId = requestId ?? null;
    this.details = details ?? {};
  }
  /** The field problems of a VALIDATION_ERROR (field -> issue). */
  get fields() {
    return { ...(this.details.fields ?? {}) };
  }
}

/** VALIDATION_ERROR -> ValidationError, INSUFFICIENT_BALANCE -> InsufficientBalanceError. */
function errorName(code) {
  const name = code.toLowerCase().split("_").map((w) => w[0].toUpperCase() + w.slice(1)).join("");
  return name.endsWith("Error") ? name : `${name}Error`;
}

/** Every code the specification names, each its own class: errors.InsufficientBalanceError. */
export const CODES = [
  "VALIDATION_ERROR", "UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "MERCHANT_NOT_FOUND",
  "MERCHANT_NOT_APPROVED", "RATE_LIMITED", "SERVER_ERROR", "SERVICE_UNAVAILABLE",
  "IDEMPOTENCY_KEY_REQUIRED", "IDEMPOTENCY_KEY_REUSED", "HMAC_HEADERS_MISSING",
  "HMAC_TIMESTAMP_EXPIRED", "HMAC_KEY_INVALID", "HMAC_SIGNATURE_INVALID", "TOKEN_EXPIRED",
  "INSUFFICIENT_BALANCE", "INVALID_PIN", "PIN_BLOCKED", "PIN_NOT_SET", "PIN_REQUIRED",
  "PAYMENT_NOT_FOUND", "INVALID_PAYMENT_STATUS", "PAYMENT_ALREADY_CAPTURED",
  "REFUND_EXCEEDS_AMOUNT", "WALLET_NOT_FOUND", "UNSUPPORTED_CURRENCY", "ACCOUNT_FROZEN",
  "KYC_REQUIRED", "KYC_PENDING", "KYC_REJECTED", "LIMIT_EXCEEDED",
];
export const errors = Object.fromEntries(CODES.map((code) => {
  const cls = class extends SanduqError {};
  Object.defineProperty(cls, "name", { value: errorName(code) });
  return [errorName(code), cls];
}));

/** The error an answer's envelope describes. */
export function errorFrom(status, body) {
  const e = body && typeof body === "object" ? body.error : null;
  if (!e || !e.code) return new SanduqError(status, `HTTP_${status}`, String(JSON.stringify(body)).slice(0, 200));
  const cls = errors[errorName(e.code)] ?? SanduqError;
  return new cls(status, e.code, e.message ?? "", e.request_id, e.details);
}

const hex = (buf) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");
const b64 = (buf) => btoa(String.fromCharCode(...new Uint8Array(buf)));
const unb64 = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

async function hmacSha256(keyBytes, message) {
  const key = await crypto.subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return crypto.subtle.sign("HMAC", key, typeof message === "string" ? enc.encode(message) : message);
}

/** The gateway's X-Api-Signature: hex HMAC-SHA256 over `timestamp.METHOD.path.body`. */
export async function signGateway(secret, timestamp, method, path, body = "") {
  return hex(await hmacSha256(enc.encode(secret), `${timestamp}.${method.toUpperCase()}.${path}.${body}`));
}

function wait(response, attempt, baseMs, capMs) {
  const ra = response?.headers.get("retry-after");
  if (ra != null) {
    const secs = Number(ra);
    if (Number.isFinite(secs)) return Math.min(secs * 1000, capMs);
    const at = Date.parse(ra);
    if (!Number.isNaN(at)) return Math.max(0, Math.min(at - Date.now(), capMs));
  }
  return Math.random() * Math.min(capMs, baseMs * 2 ** attempt); // full jitter
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class Sanduq {
  /**
   * @param {object} o baseUrl, secretKey; gatewayKey and gatewaySecret to sign gateway
   *   requests; retries (3), backoffMs (250), maxWaitMs (20000), timeoutMs (30000), fetch.
   */
  constructor({ baseUrl, secretKey, gatewayKey, gatewaySecret, retries = 3, backoffMs = 250,
    maxWaitMs = 20_000, timeoutMs = 30_000, fetch: f = globalThis.fetch }) {
    this.base = baseUrl.replace(/\/+$/, "").replace(/\/api\/v1$/, "");
    this.key = secretKey;
    this.gateway = gatewayKey && gatewaySecret ? [gatewayKey, gatewaySecret] : null;
    Object.assign(this, { retries, backoffMs, maxWaitMs, timeoutMs, fetchImpl: f });
    this.attempts = 0;
  }

  /**
   * One operation by its documented path: `call("post", "/api/v1/checkout/sessions", { body })`,
   * `{params}` fill `{id}`s, `{query}` the query string. Resolves to the answer's `data`;
   * rejects with the error class of its code. A POST or PATCH gets an Idempotency-Key (a
   * fresh one unless given) that every retry repeats.
   */
  async call(method, path, { params = {}, query, body, idempotencyKey, headers = {} } = {}) {
    const m = method.toUpperCase();
    let p = path.replace(/\{(\w+)\}/g, (_, k) => {
      if (params[k] == null) throw new TypeError(`${path}: params.${k} is needed`);
      return encodeURIComponent(params[k]);
    });
    if (!p.startsWith("/api/v1")) p = `/api/v1${p}`;
    const qs = query ? new URLSearchParams(Object.entries(query).filter(([, v]) => v != null).map(([k, v]) => [k, String(v)])).toString() : "";
    if (qs) p += `?${qs}`;
    const raw = body === undefined ? undefined : JSON.stringify(body);
    const h = { accept: "application/json", ...headers };
    if (raw !== undefined) h["content-type"] = "application/json";
    if (m === "POST" || m === "PATCH") h["idempotency-key"] = idempotencyKey ?? crypto.randomUUID();
    const retryable = SAFE.has(m) || "idempotency-key" in h;
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= this.retries || !retryable;
      const sent = { ...h };
      if (this.gateway && p.startsWith("/api/v1/gateway/")) {
        const ts = String(Date.now()); // milliseconds: two alike in a second differ
        sent["x-api-key"] = this.gateway[0];
        sent["x-api-timestamp"] = ts;
        sent["x-api-signature"] = await signGateway(this.gateway[1], ts, m, p, raw ?? "");
      } else {
        sent.authorization = `Bearer ${this.key}`;
      }
      this.attempts++;
      let res;
      try {
        res = await this.fetchImpl(this.base + p, { method: m, headers: sent, body: raw, signal: AbortSignal.timeout(this.timeoutMs) });
      } catch (err) {
        if (last) throw err;
        await sleep(wait(null, attempt, this.backoffMs, this.maxWaitMs));
        continue;
      }
      if (RETRIED.has(res.status) && !last) {
        await res.arrayBuffer().catch(() => {});
        await sleep(wait(res, attempt, this.backoffMs, this.maxWaitMs));
        continue;
      }
      const text = await res.text();
      let json = null;
      try { json = text ? JSON.parse(text) : null; } catch { json = text; }
      if (res.status < 200 || res.status >= 300) throw errorFrom(res.status, json);
      return json && typeof json === "object" && "data" in json ? json.data : json;
    }
  }

  get(path, options) { return this.call("get", path, options); }
  post(path, body, options = {}) { return this.call("post", path, { ...options, body }); }
  patch(path, body, options = {}) { return this.call("patch", path, { ...options, body }); }
  delete(path, options) { return this.call("delete", path, options); }

  /** Every item of a list (`key`: its array, e.g. "events"), following next_cursor or pages. */
  async *paginate(path, key, query = {}) {
    const q = { per_page: 100, ...query };
    const cursorName = path.includes("/gateway/payments") ? "cursor" : "starting_after";
    for (;;) {
      const data = await this.get(path, { query: q });
      yield* data[key];
      const p = data.pagination ?? {};
      if (p.next_cursor) { delete q.page; q[cursorName] = p.next_cursor; }
      else if (p.page && p.total_pages > p.page) q.page = p.page + 1;
      else return;
    }
  }
}

/** Signature or timestamp refused. */
export class WebhookVerificationError extends Error {}

/**
 * Verifies a delivery (Standard Webhooks): `payload` is the raw body exactly as received,
 * `headers` its headers (a Headers or a plain object). Resolves to the event; rejects with
 * WebhookVerificationError when no signature matches `secret` (whsec_...) or the timestamp is
 * more than `toleranceSecs` away.
 */
export async function verifyWebhook(secret, payload, headers, { toleranceSecs = 300 } = {}) {
  const get = (n) => (typeof headers.get === "function" ? headers.get(n) : headers[n] ?? headers[n.toLowerCase()] ??
    Object.entries(headers).find(([k]) => k.toLowerCase() === n)?.[1]);
  const id = get("webhook-id"), ts = get("webhook-timestamp"), sigs = get("webhook-signature");
  if (!id || !ts || !sigs) throw new WebhookVerificationError("missing webhook-id, webhook-timestamp or webhook-signature");
  const t = Number(ts);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSecs) throw new WebhookVerificationError("timestamp outside the tolerance");
  const body = typeof payload === "string" ? payload : new TextDecoder().decode(payload);
  const expected = b64(await hmacSha256(unb64(secret.replace(/^whsec_/, "")), `${id}.${ts}.${body}`));
  const match = sigs.split(" ").some((s) => {
    const [version, sig] = s.split(",");
    if (version !== "v1" || !sig || sig.length !== expected.length) return false;
    let diff = 0;
    for (let i = 0; i < sig.length; i++) diff |= sig.charCodeAt(i) ^ expected.charCodeAt(i);
    return diff === 0;
  });
  if (!match) throw new WebhookVerificationError("no signature matches");
  return JSON.parse(body);
}
