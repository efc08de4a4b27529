// Disputes in the dashboard, in a real browser: a buyer disputes a captured payment (the
// wallet API); support staff find it in the Disputes list, read what the buyer said and
// what the dispute holds, upload a PDF and a photo as evidence, submit it; a second
// dispute is accepted after its confirmation page; the pages in Arabic and Kurdish read
// right to left. Screenshots of each (SANDUQ_SCREENSHOTS keeps them). Headless Debian
// chromium, driven by playwright-core.
//
//   node --test tests/browser/disputes.test.mjs   (after `cargo build --bin sanduq`)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { randomUUID } from "node:crypto";
import { SHOTS, startSanduq, launchChromium, captured } from "./support.mjs";

let sanduq, api, browser;
const PASSWORD = "correct horse battery staple";

/** A buyer's captured payment of `amount` IQD and the buyer's access token. */
async function paid(ext, amount) {
  const { session, userId } = await captured(api, ext, amount);
  const t = await api("POST", `/users/${userId}/sessions`, {});
  return { payment: session.payment_id, token: t.body.data.access_token };
}

/** The buyer's dispute of their payment; its id. */
async function dispute({ payment, token }, description) {
  const r = await fetch(`${sanduq.base}/api/v1/wallet/disputes`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify({ payment_id: payment, reason: "not_received", description }),
  });
  const b = await r.json();
  assert.equal(r.status, 201, JSON.stringify(b));
  return b.data.id;
}

async function rtlShots(page, path, name) {
  for (const locale of ["ar", "ku"]) {
    await page.goto(`${sanduq.base}${path}${path.includes("?") ? "&" : "?"}locale=${locale}`);
    assert.equal(await page.getAttribute("html", "dir"), "rtl", `${name} ${locale}`);
    const nav = await page.locator("nav.side").boundingBox();
    const main = await page.locator("main").boundingBox();
    assert.ok(nav.x > main.x, `${name} ${locale}: navigation right of the content`);
    await page.screenshot({ path: join(SHOTS, `dashboard-${name}-${locale}.png`), fullPage: true });
  }
  await page.goto(`${sanduq.base}${path}${path.includes("?") ? "&" : "?"}locale=en`);
}

before(async () => {
  sanduq = await startSanduq();
  api = sanduq.api;
  const r = await sanduq.admin("POST", `/merchants/${sanduq.merchantId}/dashboard-users`,
    { email: "support@shop.example", role: "support", password: PASSWORD });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  sanduq?.stop();
});

test("support answers a dispute with files and accepts another", async () => {
  // both paid first: the first dispute's hold is whole; the second's balance is short by
  // the commission the first payment paid, taken later as money arrives
  const a = await paid("dp-a", 40_000);
  const b = await paid("dp-b", 12_000);
  const first = await dispute(a, "لم يصل الطلب بعد أسبوعين");
  const second = await dispute(b, "Charged but the order was cancelled");

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${sanduq.base}/dashboard?locale=en&theme=light`);
  await page.fill("#email", "support@shop.example");
  await page.fill("#password", PASSWORD);
  await page.click("button[type=submit]");
  await page.waitForURL(/\/dashboard$/);

  await page.click("nav.side >> text=Disputes");
  await page.waitForURL(/\/dashboard\/disputes/);
  assert.equal(await page.locator("#disputes tbody tr").count(), 2);
  assert.match(await page.textContent(`tr[id="${first}"]`), /Needs your answer/);
  assert.match(await page.textContent(`tr[id="${first}"]`), /IQD 40,000/);
  await page.screenshot({ path: join(SHOTS, "dashboard-disputes-en.png"), fullPage: true });
  await rtlShots(page, "/dashboard/disputes", "disputes");

  // the first: the buyer's words, the hold, then evidence with a PDF and a photo
  await page.click(`a[href="/dashboard/disputes/${first}"]`);
  await page.waitForURL(new RegExp(`/dashboard/disputes/${first}`));
  assert.match(await page.textContent("#description"), /لم يصل الطلب/);
  assert.match(await page.textContent("#held"), /IQD 40,000/);
  assert.match(await page.textContent("#deadline"), /Answer by/);
  const dir = mkdtempSync(join(tmpdir(), "sanduq-evidence-"));
  const pdf = join(dir, "courier-note.pdf");
  writeFileSync(pdf, "%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
  const png = join(dir, "parcel.png");
  writeFileSync(png, Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"));
  await page.fill("#e-text", "Delivered on 3 December; the courier's signed note and the parcel are attached.");
  await page.setInputFiles("#e-files", [pdf, png]);
  await page.click("#add");
  await page.waitForURL(/done=added/);
  assert.match(await page.textContent("#flash"), /Evidence added/);
  assert.match(await page.textContent("#evidence"), /courier-note\.pdf/);
  assert.match(await page.textContent("#evidence"), /parcel\.png/);
  await page.screenshot({ path: join(SHOTS, "dashboard-dispute-en.png"), fullPage: true });
  // a file that is not a PDF, JPEG or PNG: the API's own message
  const txt = join(dir, "notes.txt");
  writeFileSync(txt, "just words");
  await page.fill("#e-text", "more");
  await page.setInputFiles("#e-files", [txt]);
  await page.click("#add");
  assert.match(await page.textContent("#flash"), /VALIDATION_ERROR.*PDF, JPEG or PNG/);
  await page.goto(`${sanduq.base}/dashboard/disputes/${first}?locale=en`);
  await page.click("#submit");
  await page.waitForURL(/done=submitted/);
  assert.match(await page.textContent("#status"), /Under review/);
  assert.equal(await page.locator("#evidence-form").count(), 0, "no more evidence once submitted");
  const api1 = (await api("GET", `/disputes/${first}`)).body.data;
  assert.equal(api1.status, "under_review");
  assert.deepEqual(api1.evidence[0].files.map((f) => f.content_type), ["application/pdf", "image/png"]);
  await rtlShots(page, `/dashboard/disputes/${first}`, "dispute");

  // the second: what the balance covered held, the rest still to take; accepted after the
  // confirmation page, the buyer refunded what is held
  await page.goto(`${sanduq.base}/dashboard/disputes/${second}?locale=en`);
  // 40,000 + 12,000 less 1% is 51,480; 40,000 went to the first hold
  assert.match(await page.textContent("#held"), /IQD 11,480/);
  assert.match(await page.textContent("#shortfall"), /IQD 520/);
  await page.click("#accept");
  assert.match(await page.textContent("#question"), /cannot be undone/);
  await page.screenshot({ path: join(SHOTS, "dashboard-dispute-accept-en.png"), fullPage: true });
  await page.click("#confirm");
  await page.waitForURL(/done=accepted/);
  assert.match(await page.textContent("#status"), /Accepted/);
  assert.equal((await api("GET", `/disputes/${second}`)).body.data.status, "accepted");
  await page.close();
});
