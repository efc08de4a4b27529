// The merchant dashboard in a real browser: a support person signs in, finds a payment by
// its reference, refunds part of it behind a confirmation and sees the refund and the
// timeline; the pages in Arabic and Kurdish read right to left. Screenshots of each main
// page (SANDUQ_SCREENSHOTS=docs/screenshots keeps them). Headless Debian chromium, driven
// by playwright-core.
//
//   node --test tests/browser/dashboard.test.mjs   (after `cargo build --bin sanduq`)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, startSanduq, launchChromium } from "./support.mjs";

let sanduq, api, browser;
const PASSWORD = "correct horse battery staple";

/** A captured payment of `amount` IQD with `reference`; its id. */
async function captured(ext, amount, reference) {
  await api("POST", "/users/sync", { external_user_id: ext, name: `Buyer ${ext}`, phone: `+96477${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}` });
  await api("POST", "/sandbox/wallets/topup", { user_id: ext, currency: "IQD", amount });
  const cs = await api("POST", "/checkout/sessions", { external_user_id: ext, amount, currency: "IQD", reference,
    description: `Order ${reference}`, success_url: "https://shop.example/ok", cancel_url: "https://shop.example/no" });
  assert.equal(cs.status, 201, JSON.stringify(cs.body));
  const paid = await api("POST", `/sandbox/checkout/sessions/${cs.body.data.id}/pay`, {});
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const cap = await api("POST", `/payments/${cs.body.data.payment_id}/capture`, {});
  assert.equal(cap.status, 200, JSON.stringify(cap.body));
  return cs.body.data.payment_id;
}

async function signIn(page, email) {
  await page.goto(`${sanduq.base}/dashboard?locale=en&theme=light`);
  assert.match(new URL(page.url()).pathname, /^\/dashboard\/signin/);
  await page.fill("#email", email);
  await page.fill("#password", PASSWORD);
  await page.click("button[type=submit]");
  await page.waitForURL(/\/dashboard$/);
}

before(async () => {
  sanduq = await startSanduq();
  api = sanduq.api;
  for (const [email, role] of [["owner@shop.example", "owner"], ["support@shop.example", "support"]]) {
    const r = await sanduq.admin("POST", `/merchants/${sanduq.merchantId}/dashboard-users`, { email, role, password: PASSWORD });
    assert.equal(r.status, 201, JSON.stringify(r.body));
  }
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  sanduq?.stop();
});

test("support finds a payment by reference, refunds part of it and sees the timeline", async () => {
  await captured("buyer-a", 40_000, "ORD-2040");
  const pay = await captured("buyer-b", 25_000, "ORD-2041");
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${sanduq.base}/dashboard/signin?locale=en&theme=light`);
  await page.screenshot({ path: join(SHOTS, "dashboard-signin-en.png") });
  await signIn(page, "support@shop.example");
  assert.match(await page.textContent("h1"), /Overview/);
  assert.match(await page.textContent('[data-figure="today-volume-IQD"]'), /IQD 65,000/);
  await page.screenshot({ path: join(SHOTS, "dashboard-overview-en.png"), fullPage: true });

  await page.click('nav.side >> text=Payments');
  await page.fill("#f-reference", "ORD-2041");
  await page.click("#search");
  const rows = page.locator("#payments tbody tr");
  assert.equal(await rows.count(), 1);
  assert.match(await rows.first().textContent(), /IQD 25,000/);
  await page.screenshot({ path: join(SHOTS, "dashboard-payments-en.png"), fullPage: true });
  await rows.first().locator("a").click();
  await page.waitForURL(new RegExp(`/dashboard/payments/${pay}`));
  const before = await page.locator("#timeline li").evaluateAll((li) => li.map((e) => e.dataset.event));
  assert.equal(before[0], "payment.created", before.join(","));

  // refund 5,000 of it, with a reason, behind a confirmation
  await page.fill("#refund-amount", "5,000");
  await page.fill("#refund-reason", "one book arrived damaged");
  await page.click("#refund");
  assert.match(await page.textContent("#question"), /Refund IQD 5,000 of payment/);
  assert.equal(await page.evaluate(() => document.activeElement.id), "confirm", "the confirm button has focus");
  await page.keyboard.press("Enter");
  await page.waitForURL(/done=refund/);
  assert.match(await page.textContent("#flash"), /Refunded/);
  assert.match(await page.textContent("#status"), /Partially refunded/);
  assert.match(await page.textContent("#refunds"), /one book arrived damaged/);
  const events = await page.locator("#timeline li").evaluateAll((li) => li.map((e) => e.dataset.event));
  assert.deepEqual(events, [...before, "payment.refunded"], events.join(","));
  await page.screenshot({ path: join(SHOTS, "dashboard-payment-en.png"), fullPage: true });
  const r = await api("GET", `/gateway/payments/${pay}`);
  assert.equal(r.body.data.refunded_amount, 5000);

  // the team page (support sees the permission table, not the audit log)
  await page.click('nav.side >> text=Team');
  assert.equal(await page.locator("#audit").count(), 0);
  await page.close();
});

test("the owner sees the audit log; the pages in Arabic and Kurdish read right to left", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, "owner@shop.example");
  await page.goto(`${sanduq.base}/dashboard/team`);
  assert.match(await page.textContent("#audit"), /refund_payment/);
  await page.screenshot({ path: join(SHOTS, "dashboard-team-en.png"), fullPage: true });

  for (const [locale, tag, title] of [["ar", "ar-IQ", "نظرة عامة"], ["ku", "ckb-IQ", "پوختە"]]) {
    await page.goto(`${sanduq.base}/dashboard?locale=${locale}`);
    assert.equal(await page.getAttribute("html", "dir"), "rtl");
    assert.equal(await page.getAttribute("html", "lang"), tag);
    assert.equal((await page.textContent("h1")).trim(), title);
    // the side navigation sits on the right in a right-to-left page
    const nav = await page.locator("nav.side").boundingBox();
    const main = await page.locator("main").boundingBox();
    assert.ok(nav.x > main.x, `${locale}: navigation right of the content`);
    assert.match(await page.textContent('[data-figure="today-volume-IQD"]'), /٦٥٬٠٠٠ د\.ع\./);
    await page.screenshot({ path: join(SHOTS, `dashboard-overview-${locale}.png`), fullPage: true });
    // the choice is remembered on the next page
    await page.goto(`${sanduq.base}/dashboard/payments`);
    assert.equal(await page.getAttribute("html", "lang"), tag);
    await page.screenshot({ path: join(SHOTS, `dashboard-payments-${locale}.png`), fullPage: true });
  }
  // dark theme
  await page.goto(`${sanduq.base}/dashboard?locale=en&theme=dark`);
  assert.equal(await page.getAttribute("html", "data-theme"), "dark");
  await page.screenshot({ path: join(SHOTS, "dashboard-overview-en-dark.png"), fullPage: true });
  // signing out ends it
  await page.click("#signout");
  await page.waitForURL(/signin\?out=1/);
  await page.goto(`${sanduq.base}/dashboard`);
  assert.match(new URL(page.url()).pathname, /^\/dashboard\/signin/);
  await page.close();
});
