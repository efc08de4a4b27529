// A merchant's site embedding Sanduq's checkout: this page, on its own origin, and the few
// lines of server code it needs. No dependencies (Node 18+).
//
//   SANDUQ=http://127.0.0.1:8080 SANDUQ_SECRET_KEY=sk_sandbox_... node examples/embedded/server.mjs
//   open http://localhost:8090
//
// The secret key stays here, on the server: the browser only ever sees a session token.
import http from "node:http";
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";

const SANDUQ = (process.env.SANDUQ || "http://127.0.0.1:8080").replace(/\/$/, "");
const KEY = process.env.SANDUQ_SECRET_KEY;
const PORT = Number(process.env.PORT || 8090);
const HOST = process.env.HOST || "localhost";
const page = readFileSync(new URL("./index.html", import.meta.url), "utf8");

async function sanduq(method, path, body) {
  const headers = { authorization: `Bearer ${KEY}` };
  if (body) {
    headers["content-type"] = "application/json";
    headers["idempotency-key"] = randomUUID();
  }
  const r = await fetch(`${SANDUQ}/api/v1${path}`, { method, headers, body: body && JSON.stringify(body) });
  return { status: r.status, body: await r.json() };
}

function reply(res, status, type, text) {
  res.writeHead(status, { "content-type": type, "cache-control": "no-store" });
  res.end(text);
}

async function readJson(req) {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : {};
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, `http://${req.headers.host}`);
  try {
    if (req.method === "GET" && (url.pathname === "/" || url.pathname === "/return")) {
      // /return is where a buyer lands after the full-page fallback (popups blocked)
      return reply(res, 200, "text/html; charset=utf-8", page.replaceAll("{{SANDUQ}}", SANDUQ));
    }
    if (req.method === "POST" && url.pathname === "/session") {
      // 1. your server creates the session (amount fixed here, never by the browser)
      const b = await readJson(req);
      const r = await sanduq("POST", "/embedded/checkout/sessions", {
        user_id: String(b.user_id || "demo-buyer"),
        amount: Number(b.amount || 25000),
        currency: b.currency === "USD" ? "USD" : "IQD",
        description: "Demo order",
        reference: `demo-${Date.now()}`,
        capture_mode: b.capture_mode === "manual" ? "manual" : "automatic",
        redirect_url: `http://${req.headers.host}/return`,
      });
      return reply(res, r.status, "application/json", JSON.stringify(r.body));
    }
    if (req.method === "GET" && url.pathname === "/verify") {
      // 3. before fulfilling, your server confirms the payment (onSuccess is not proof)
      const id = url.searchParams.get("payment_id") || "";
      const r = await sanduq("GET", `/embedded/payments/${encodeURIComponent(id)}`);
      return reply(res, r.status, "application/json", JSON.stringify(r.body));
    }
    reply(res, 404, "text/plain", "not found");
  } catch (e) {
    reply(res, 502, "application/json", JSON.stringify({ error: String(e) }));
  }
});

server.listen(PORT, HOST, () => {
  console.log(`demo shop on http://${HOST}:${server.address().port} (Sanduq at ${SANDUQ})`);
});
