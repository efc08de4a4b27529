// A Sanduq payment link in a real browser: the buyer opens the link's page (or its short
// address), names their wallet by phone, enters the amount, confirms with their PIN, and
// is sent back to the shop; in Arabic with Arabic-Indic digits; a used or deactivated link
// says so. Headless Debian chromium, driven by playwright-core.
//
//   node --test tests/browser/links.test.mjs   (after `cargo build --bin sanduq`)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import http from "node:http";
import { SHOTS, startSanduq, launchChromium } from "./support.mjs";

let sanduq, api, shop, browser, SHOP;

async function buyer(ext, phone, amount) {
  const u = await api("POST", "/users/sync", { external_user_id: ext, name: `Buyer ${ext}`, phone });
  assert.ok(u.status < 300, JSON.stringify(u.body));
  await api("POST", "/sandbox/wallets/topup", { user_id: ext, currency: "IQD", amount });
  await api("POST", `/sandbox/users/${ext}/pin`, { pin: "1234" });
  return u.body.data.id;
}

async function link(body) {
  const r = await api("POST", "/embedded/payment-links", body);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data;
}

before(async () => {
  sanduq = await startSanduq();
  api = sanduq.api;
  // the shop the buyer returns to
  shop = http.createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end("<title>thanks</title><h1>Thank you</h1>");
  });
  await new Promise((r) => shop.listen(0, "127.0.0.1", r));
  SHOP = `http://127.0.0.1:${shop.address().port}`;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  sanduq?.stop();
  shop?.close();
});

test("the buyer enters an amount, pays with their PIN and returns to the shop", async () => {
  const user = await buyer("link-en", "+9647701234567", 50_000);
  const l = await link({ amount: 0, currency: "IQD", description: "Donation to the library",
    redirect_url: `${SHOP}/thanks`, max_uses: 0 });
  const page = await browser.newPage();
  // the short address leads to the page
  await page.goto(`${l.short_url}?locale=en&theme=light`);
  assert.equal(new URL(page.url()).pathname, `/links/${l.id}`);
  assert.equal(await page.getAttribute("html", "dir"), "ltr");
  await page.fill("#who", "0770 123 4567");
  await page.fill("#amount", "12,500");
  await page.click("#pay-btn");
  assert.match(await page.textContent("#message"), /valid amount/, "a comma is not a decimal point here");
  await page.fill("#amount", "12500");
  await page.fill("#pin", "1234");
  await page.screenshot({ path: join(SHOTS, "link-en-light.png") });
  await page.click("#pay-btn");
  // the receipt: the amount typed, its ids, and the way back (a link, and on its own)
  await page.waitForSelector("#receipt:not([hidden])");
  assert.match(await page.textContent("#r-amount"), /IQD.12,500/);
  assert.match(await page.textContent("#r-id"), /^pay_/);
  assert.match(await page.textContent("#back"), /^Return to /);
  assert.match(await page.textContent("#countdown"), /in \d s$/);
  await page.screenshot({ path: join(SHOTS, "link-en-paid.png") });
  await page.waitForURL(`${SHOP}/thanks?**`, { timeout: 15_000 });
  const back = new URL(page.url());
  assert.equal(back.searchParams.get("payment_link_id"), l.id);
  const pay = back.searchParams.get("payment_id");
  const p = await api("GET", `/embedded/payments/${pay}`);
  assert.equal(p.body.data.status, "completed");
  assert.equal(p.body.data.amount, 12_500);
  const w = await api("GET", `/sandbox/wallets/${user}`);
  assert.equal(w.body.data.accounts.find((a) => a.currency === "IQD").available, 37_500);
  const g = await api("GET", `/embedded/payment-links/${l.id}`);
  assert.equal(g.body.data.uses, 1);
  await page.close();
  // In a currency with decimals too, a comma is not read as the decimal point.
  const usd = await link({ amount: 0, currency: "USD", description: "Tip", max_uses: 0 });
  const tip = await browser.newPage();
  await tip.goto(`${sanduq.base}/links/${usd.id}?locale=en`);
  await tip.fill("#who", "0770 123 4567");
  await tip.fill("#pin", "1234");
  await tip.fill("#amount", "12,50");
  await tip.click("#pay-btn");
  assert.match(await tip.textContent("#message"), /valid amount/, "12,50 is refused, not read as 12.50");
  await tip.close();
});

test("in Arabic, with Arabic-Indic digits, a wrong PIN then the right one", async () => {
  await buyer("link-ar", "+9647709876543", 50_000);
  // an open amount's label names the currency as Arabic writes it
  const open = await link({ amount: 0, currency: "IQD", description: "تبرع", max_uses: 0 });
  const o = await browser.newPage();
  await o.goto(`${open.url}?locale=ar`);
  assert.match(await o.textContent("label[for=amount]"), /د\.ع\./);
  assert.equal(await o.getAttribute("#amount", "dir"), "ltr");
  await o.close();
  const l = await link({ amount: 25_000, currency: "IQD", description: "طقم شاي" });
  const page = await browser.newPage();
  await page.goto(`${l.url}?locale=ar&theme=dark`);
  assert.equal(await page.getAttribute("html", "dir"), "rtl");
  assert.equal(await page.$("#amount"), null, "a fixed amount is shown, not asked");
  assert.match(await page.textContent(".amount"), /[٠-٩]/, "the amount in Arabic-Indic digits");
  // a phone typed in Arabic-Indic digits keeps its order in the right-to-left page
  assert.equal(await page.getAttribute("#who", "dir"), "ltr");
  await page.fill("#who", "٠٧٧٠ ١١١ ١١١١");
  const shown = await page.$eval("#who", (el) => getComputedStyle(el).direction);
  assert.equal(shown, "ltr");
  await page.fill("#who", "٠٧٧٠٩٨٧٦٥٤٣");
  await page.fill("#pin", "٩٩٩٩");
  await page.click("#pay-btn");
  await page.waitForFunction(() => document.getElementById("message").textContent.includes("رمز سري خاطئ"));
  assert.doesNotMatch(await page.textContent("#message"), /[0-9]/, "the attempts left in Arabic-Indic digits");
  await page.fill("#pin", "١٢٣٤");
  await page.screenshot({ path: join(SHOTS, "link-ar-dark.png") });
  await page.click("#pay-btn");
  await page.waitForSelector("#receipt:not([hidden])", { timeout: 15_000 });
  assert.match(await page.getAttribute("#message", "data-payment-id"), /^pay_/);
  assert.match(await page.textContent("#receipt-h"), /تمّ الدفع/);
  assert.match(await page.textContent("#r-amount"), /[٠-٩]/);
  await page.screenshot({ path: join(SHOTS, "link-ar-paid.png") });
  assert.equal(await page.isHidden("#pay"), true);
  const g = await api("GET", `/embedded/payment-links/${l.id}`);
  assert.equal(g.body.data.status, "max_uses_reached");
  // opened again: used, in Kurdish
  await page.goto(`${l.url}?locale=ku&theme=light`);
  assert.equal(await page.getAttribute("#message", "data-link-status"), "max_uses_reached");
  assert.match(await page.textContent("#message"), /پێشتر بەکارهاتووە/);
  assert.equal(await page.$("#pay"), null);
  await page.screenshot({ path: join(SHOTS, "link-ku-used.png") });
  await page.close();
});

test("a dollar link paid from dinars: after 'not enough', the offer and the rates, then paid", async () => {
  await buyer("link-fx", "+9647705550000", 20_000);
  const l = await link({ amount: 500, currency: "USD", description: "A poster", max_uses: 0 });
  for (const locale of ["en", "ar", "ku"]) {
    const page = await browser.newPage({ viewport: { width: 440, height: 900 } });
    await page.goto(`${l.url}?locale=${locale}&theme=light`);
    await page.fill("#who", "0770 555 0000");
    await page.fill("#pin", "1234");
    await page.click("#pay-btn");
    await page.waitForSelector("#fx:not([hidden])");
    const fx = (await page.textContent("#fx")).replace(/\s+/g, " ");
    if (locale === "en") assert.match(fx, /IQD.6,565.*Rate: 1 US\$ = 1,313 IQD.*1,300 IQD/);
    else assert.doesNotMatch(fx, /[0-9]/, "Arabic-Indic digits");
    await page.screenshot({ path: join(SHOTS, `link-fx-${locale}.png`) });
    await page.click("#pay-btn");
    await page.waitForSelector("#receipt:not([hidden])");
    const id = await page.getAttribute("#message", "data-payment-id");
    const p = (await api("GET", `/gateway/payments/${id}`)).body.data;
    assert.equal(p.fx_details.from_amount, 6_565);
    await page.close();
  }
});

test("a deactivated link shows as expired", async () => {
  const l = await link({ amount: 1000, currency: "IQD", description: "Old offer" });
  const d = await api("DELETE", `/embedded/payment-links/${l.id}`);
  assert.equal(d.body.data.status, "deactivated");
  const page = await browser.newPage();
  await page.goto(`${l.url}?locale=en`);
  assert.equal(await page.textContent("#message"), "This payment link has expired.");
  await page.close();
});
