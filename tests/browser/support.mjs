// What the browser tests share: the sanduq binary started on a free port with its own data
// dir, the merchant API with the sandbox key, and headless Debian chromium launched with the
// flags this offline machine needs (DESIGN.md).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { chromium } from "playwright-core";

export const ROOT = new URL("../../", import.meta.url).pathname;
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
  /** The platform admin API (a dashboard user for the sandbox merchant...). */
  async function admin(method, path, body) {
    const headers = { authorization: `Bearer ${adminKey}`, "content-type": "application/json" };
    const r = await fetch(`${base}/api/v1/admin${path}`, { method, headers, body: body && JSON.stringify(body) });
    return { status: r.status, body: await r.json() };
  }
  function stop() {
    s.child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  return { base, sk, api, admin, merchantId: creds.merchant_id, stop };
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
