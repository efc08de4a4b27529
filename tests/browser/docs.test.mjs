// /docs in a real browser: Redoc renders the service's own OpenAPI document, offline
// (nothing is fetched from outside Sanduq's origin), with the operations and error codes.
//
//   node --test tests/browser/docs.test.mjs   (after `cargo build --bin sanduq`)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, startSanduq, launchChromium } from "./support.mjs";

let sanduq, browser;

before(async () => {
  sanduq = await startSanduq();
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  sanduq?.stop();
});

test("the API reference renders from /api/v1/openapi.json without leaving the origin", async () => {
  const page = await browser.newPage();
  const origin = new URL(sanduq.base).origin;
  const elsewhere = [];
  const errors = [];
  // what was fetched (Redoc's own footer logo points at its CDN: the page's CSP blocks it)
  page.on("requestfinished", (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith("blob:") && !r.url().startsWith("data:")) {
      elsewhere.push(r.url());
    }
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(`${sanduq.base}/docs`);
  await page.waitForFunction(() => document.body.innerText.includes("Refund a captured payment"),
    null, { timeout: 30_000 });
  const text = await page.textContent("body");
  for (const s of ["Sanduq payment service", "Create a checkout session", "Refund a captured payment",
    "IDEMPOTENCY_KEY_REUSED", "secretKey"]) {
    assert.ok(text.includes(s), `${s} is on the page`);
  }
  assert.deepEqual(elsewhere, [], "nothing is fetched from outside the origin");
  assert.deepEqual(errors, [], "no script error");
  await page.screenshot({ path: join(SHOTS, "api-docs.png") });
  await page.close();
});
