// The merchant dashboard in a real browser: a support person signs in, finds a payment by
// its reference, refunds part of it behind a confirmation and sees the refund and the
// timeline; a developer adds a webhook endpoint and resends the event it failed; a payment
// link is made and its QR shown and downloaded; a brand colour is refused and another
// shown in the popup preview; the pages in Arabic and Kurdish read right to left. Screenshots of each main
// page (SANDUQ_SCREENSHOTS=docs/screenshots keeps them). Headless Debian chromium, driven
// by playwright-core.
//
//   node --test tests/browser/dashboard.test.mjs   (after `cargo build --bin sanduq`)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import http from "node:http";
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

/** A webhook receiver on loopback answering `answers` in turn, then 200: { url, got, close }. */
function receiver(answers) {
  const got = [];
  const srv = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => { body += c; });
    req.on("end", () => {
      const status = answers.shift() ?? 200;
      got.push({ id: req.headers["webhook-id"], body, status });
      res.writeHead(status);
      res.end();
    });
  });
  return new Promise((resolve) => srv.listen(0, "127.0.0.1", () =>
    resolve({ url: `http://127.0.0.1:${srv.address().port}/hook`, got, close: () => srv.close() })));
}

async function until(what, cond, ms = 20_000) {
  const start = Date.now();
  while (!(await cond())) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Screenshots of the page at `path` in Arabic and Kurdish, checked right to left. */
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
  for (const [email, role] of [["owner@shop.example", "owner"], ["support@shop.example", "support"], ["dev@shop.example", "developer"]]) {
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
  // the payment's receipt linked in the page's language, the page right to left in Arabic
  // and Kurdish (then back to English, which the steps below read)
  for (const locale of ["ar", "ku", "en"]) {
    await page.goto(`${sanduq.base}/dashboard/payments/${pay}?locale=${locale}`);
    assert.match(await page.getAttribute("#receipt", "href"), new RegExp(`/r/[0-9a-f]{32}\\?locale=${locale}$`));
    assert.equal(await page.locator("#refunds a.receipt").count(), 1);
    if (locale !== "en") await page.screenshot({ path: join(SHOTS, `dashboard-payment-${locale}.png`), fullPage: true });
  }
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

test("a developer adds a webhook endpoint, sees the event it failed and resends it", async () => {
  const rx = await receiver([410]);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, "dev@shop.example");
  await page.click("nav.side >> text=Developers");
  assert.equal(await page.locator("#keys tbody tr").count(), 3, "the sandbox keys, by hint");
  await page.fill("#e-url", rx.url);
  await page.uncheck('#endpoint-form input[value="*"]');
  await page.check('#endpoint-form input[value="user.created"]');
  await page.click("#add-endpoint");
  const secret = await page.inputValue("#shown-secret");
  assert.match(secret, /^whsec_/);
  assert.match(await page.textContent("#url"), /127\.0\.0\.1/);
  const we = (await page.locator("#events-form").getAttribute("action")).split("/")[4];

  // an event: the receiver answers 410 Gone, so it fails for good and the endpoint is disabled
  await api("POST", "/users/sync", { external_user_id: "hooked-1", name: "Hooked", phone: "+9647712345678" });
  await until("the first attempt", () => rx.got.length === 1);
  const evt = rx.got[0].id;
  await until("the failure recorded", async () =>
    (await api("GET", `/webhooks/endpoints/${we}`)).body.data.status === "disabled");
  await page.goto(`${sanduq.base}/dashboard/developers/webhooks/${we}?failed=1`);
  assert.equal(await page.inputValue("#shown-secret").catch(() => null), null, "the secret is shown once");
  const failed = page.locator(`#sent li[data-event="${evt}"]`);
  assert.equal(await failed.getAttribute("data-status"), "failed");
  assert.match(await failed.locator(".attempts").textContent(), /410/);
  assert.match(await page.textContent("#disabled-reason"), /410/);
  await page.screenshot({ path: join(SHOTS, "dashboard-endpoint-en.png"), fullPage: true });

  // enabled again, then the event resent: delivered this time
  await page.click("#enable");
  await page.waitForURL(/done=enable/);
  await page.locator(`#sent li[data-event="${evt}"] button.resend`).click();
  await page.waitForURL(/done=resend/);
  assert.match(await page.textContent("#flash"), new RegExp(evt));
  await until("the resent attempt", () => rx.got.length === 2);
  assert.deepEqual(rx.got.map((g) => [g.id, g.status]), [[evt, 410], [evt, 200]]);
  await until("the delivery recorded", async () => {
    await page.goto(`${sanduq.base}/dashboard/developers/webhooks/${we}`);
    return (await page.locator(`#sent li[data-event="${evt}"]`).getAttribute("data-status")) === "delivered";
  });
  const attempts = await page.locator(`#sent li[data-event="${evt}"] .attempts tbody tr`).count();
  assert.equal(attempts, 2, "both attempts are listed");
  await page.screenshot({ path: join(SHOTS, "dashboard-endpoint-delivered-en.png"), fullPage: true });
  // a test event from the endpoint's page: the receiver gets it, the page says how it answered
  await page.selectOption("#t-type", "payment.completed");
  await page.click("#send-test");
  assert.match(await page.textContent("#flash"), /evt_test_.*HTTP 200/);
  await until("the test event", () => rx.got.length === 3);
  assert.match(rx.got[2].id, /^evt_test_/);

  // the developers page lists this merchant's API requests
  await page.goto(`${sanduq.base}/dashboard/developers`);
  await until("the request log", async () => {
    await page.goto(`${sanduq.base}/dashboard/developers`);
    return (await page.locator("#requests tbody tr").count()) > 0;
  });
  assert.match(await page.textContent("#requests"), /\/api\/v1\/users\/sync/);
  await page.screenshot({ path: join(SHOTS, "dashboard-developers-en.png"), fullPage: true });
  await rtlShots(page, "/dashboard/developers", "developers");

  // the events browser: an event's payload and its delivery's answers
  await page.click("#browse-events");
  const row = page.locator(`#events li[data-event="${evt}"]`);
  await row.locator("summary").click();
  assert.match(await row.locator("pre.payload").textContent(), /"external_user_id": "hooked-1"/);
  assert.match(await row.locator(".attempts").textContent(), /410/);
  await page.screenshot({ path: join(SHOTS, "dashboard-events-en.png"), fullPage: true });
  for (const locale of ["ar", "ku"]) {
    await page.goto(`${sanduq.base}/dashboard/developers/events?locale=${locale}`);
    await page.locator(`#events li[data-event="${evt}"] summary`).click();
    await page.screenshot({ path: join(SHOTS, `dashboard-events-${locale}.png`), fullPage: true });
  }
  await page.goto(`${sanduq.base}/dashboard/developers/events?locale=en`);
  rx.close();
  await page.close();
});

test("a payment link is made and its QR shown and downloaded", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await signIn(page, "dev@shop.example");
  await page.click("nav.side >> text=Links & QR");
  await page.fill("#l-description", "Eid gift box");
  await page.fill("#l-amount", "15,000");
  await page.fill("#l-max-uses", "5");
  await page.click("#create-link");
  await page.waitForURL(/\/dashboard\/links\/pl_\w+\?done=create/);
  const link = new URL(page.url()).pathname.split("/")[3];
  assert.match(await page.textContent("#flash"), /Payment link created/);
  assert.match(await page.textContent("#amount"), /IQD 15,000/);
  // the QR image loaded, of the link's short address
  const loaded = await page.$eval("#qr", (img) => img.complete && img.naturalWidth > 0);
  assert.ok(loaded, "the QR image shows");
  const api_link = (await api("GET", `/embedded/payment-links/${link}`)).body.data;
  assert.equal(await page.textContent("#short-url"), api_link.short_url);
  const [png] = await Promise.all([page.waitForEvent("download"), page.click("#qr-png")]);
  assert.equal(png.suggestedFilename(), `${link}-qr.png`);
  await page.screenshot({ path: join(SHOTS, "dashboard-link-en.png"), fullPage: true });
  await rtlShots(page, `/dashboard/links/${link}`, "link");
  await page.goto(`${sanduq.base}/dashboard/links`);
  assert.match(await page.textContent("#links"), /Eid gift box/);
  await page.screenshot({ path: join(SHOTS, "dashboard-links-en.png"), fullPage: true });

  // subscriptions and plans, shown in the three locales
  const plan = await api("POST", "/subscriptions/plans", { name: "Monthly box", amount: 12_000, currency: "IQD", interval: "monthly", trial_days: 14 });
  await api("POST", "/users/sync", { external_user_id: "sub-1", name: "Subscriber", phone: "+9647711112222" });
  const sub = await api("POST", "/subscriptions", { plan_id: plan.body.data.id, customer_id: "sub-1" });
  assert.equal(sub.status, 201, JSON.stringify(sub.body));
  await page.click("nav.side >> text=Subscriptions");
  assert.match(await page.textContent("#subscriptions"), /Monthly box/);
  await page.screenshot({ path: join(SHOTS, "dashboard-subscriptions-en.png"), fullPage: true });
  await rtlShots(page, "/dashboard/subscriptions", "subscriptions");
  await page.close();
});

test("a brand colour white text cannot be read on is refused; a readable one shows in the preview", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, "owner@shop.example");
  await page.click("nav.side >> text=Branding");
  await page.fill("#b-name", "Baghdad Books");
  assert.equal(await page.textContent("#preview-name"), "Baghdad Books", "the preview follows the name");
  await page.fill("#b-color", "#FFCC00");
  assert.match(await page.textContent("#contrast"), /1\.\d\d:1 — too low/);
  assert.equal(await page.getAttribute("#contrast", "class"), "contrast fail");
  assert.ok(await page.isDisabled("#save-brand"), "a failing colour cannot be saved");
  const bar = () => page.$eval("#preview-bar", (e) => getComputedStyle(e).backgroundColor);
  assert.equal(await bar(), "rgb(255, 204, 0)");
  await page.screenshot({ path: join(SHOTS, "dashboard-branding-refused-en.png"), fullPage: true });
  // as you type: a readable green
  await page.fill("#b-color", "#1B7F3B");
  assert.match(await page.textContent("#contrast"), /5\.\d\d:1 — passes WCAG AA/);
  assert.ok(!(await page.isDisabled("#save-brand")));
  assert.equal(await bar(), "rgb(27, 127, 59)");
  assert.equal(await page.$eval("#preview-pay", (e) => getComputedStyle(e).backgroundColor), "rgb(27, 127, 59)");
  await page.click("#save-brand");
  await page.waitForURL(/done=branding/);
  assert.match(await page.textContent("#flash"), /Branding saved/);
  const b = (await api("GET", "/merchant/branding")).body.data;
  assert.deepEqual([b.name, b.brand_color], ["Baghdad Books", "#1B7F3B"]);
  assert.equal(await bar(), "rgb(27, 127, 59)", "the saved colour opens in the preview");
  await page.screenshot({ path: join(SHOTS, "dashboard-branding-en.png"), fullPage: true });
  await rtlShots(page, "/dashboard/branding", "branding");
  // in Arabic the ratio is written in Arabic-Indic digits as one types
  await page.goto(`${sanduq.base}/dashboard/branding?locale=ar`);
  await page.fill("#b-color", "#777777");
  assert.match(await page.textContent("#contrast"), /٤٫٤٧:١/);
  assert.ok(await page.isDisabled("#save-brand"));
  // and in Kurdish, as the page opens and as one types
  await page.goto(`${sanduq.base}/dashboard/branding?locale=ku`);
  assert.doesNotMatch(await page.textContent("#contrast"), /[0-9]/);
  await page.fill("#b-color", "#777777");
  assert.match(await page.textContent("#contrast"), /٤٫٤٧:١/);
  // the sites allowed to open the popup: one per line, saved through the API's rules
  await page.goto(`${sanduq.base}/dashboard/branding?locale=en`);
  await page.fill("#b-origins", "https://Shop.Example\nhttp://localhost:3000\n");
  await page.click("#save-brand");
  await page.waitForURL(/done=branding/);
  assert.deepEqual((await api("GET", "/merchant/branding")).body.data.popup_origins,
    ["https://shop.example", "http://localhost:3000"]);
  assert.equal(await page.inputValue("#b-origins"), "https://shop.example\nhttp://localhost:3000");
  await page.fill("#b-origins", "shop.example/checkout");
  await page.click("#save-brand");
  await page.waitForSelector("#flash");
  assert.match(await page.textContent("#flash"), /VALIDATION_ERROR: .*popup_origins.*is not an origin/);
  await page.fill("#b-origins", "");
  await page.click("#save-brand");
  await page.waitForURL(/done=branding/);
  assert.deepEqual((await api("GET", "/merchant/branding")).body.data.popup_origins, [], "empty: any site");
  await page.close();
});

test("at 1280 px: one-line header, the merchant's own customer ids, days not seconds, what a subscription will do", async () => {
  await captured("cust-7781", 12_000, "ORD-7781");
  // a subscription set to cancel at its period's end, and a clock ten days ahead
  await api("POST", "/sandbox/wallets/topup", { user_id: "cust-7781", currency: "IQD", amount: 10_000 });
  const plan = await api("POST", "/subscriptions/plans", { name: "Tea club", amount: 5000, currency: "IQD", interval: "monthly" });
  assert.equal(plan.status, 201, JSON.stringify(plan.body));
  const sub = await api("POST", "/subscriptions", { plan_id: plan.body.data.id, customer_id: "cust-7781" });
  assert.equal(sub.status, 201, JSON.stringify(sub.body));
  const c = await api("POST", `/subscriptions/${sub.body.data.id}/cancel`, { at_period_end: true });
  assert.equal(c.status, 200, JSON.stringify(c.body));
  await api("POST", "/sandbox/clock/advance", { seconds: 10 * 86_400 + 5 * 3600 });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, "owner@shop.example");
  for (const locale of ["en", "ar"]) {
    await page.goto(`${sanduq.base}/dashboard/payments?reference=ORD-7781&locale=${locale}`);
    // the header's items each on one line: "Sign out" does not wrap
    const out = await page.locator("#signout").boundingBox();
    const line = await page.evaluate(() => parseFloat(getComputedStyle(document.getElementById("signout")).lineHeight) || 24);
    assert.ok(out.height < line * 1.6, `${locale}: sign out on one line (${out.height})`);
    const row = page.locator("#payments tbody tr").first();
    assert.match(await row.textContent(), /cust-7781/, "the merchant's own id, not usr_…");
    assert.doesNotMatch(await row.textContent(), /usr_/);
    assert.match(await row.textContent(), /ORD-7781/);
    assert.match(await row.textContent(), /Order ORD-7781/, "with its description");
    const created = await row.locator("td").nth(1).boundingBox();
    const amount = await row.locator("td").nth(2).boundingBox();
    assert.ok(created.height <= amount.height + 1, "the time on one line");
  }
  // times are Baghdad's, and the pages say so
  await page.goto(`${sanduq.base}/dashboard/team?locale=en`);
  assert.match(await page.textContent("body"), /Baghdad time \(UTC\+3\)/);
  // an endpoint for every event says so in the page's own font, not as code
  await api("POST", "/webhooks/endpoints", { url: "https://hooks.shop.example/all" });
  await page.goto(`${sanduq.base}/dashboard/developers?locale=ar`);
  const all = page.locator("#endpoints td", { hasText: "كل الأحداث" }).first();
  assert.doesNotMatch(await all.evaluate((el) => getComputedStyle(el).fontFamily), /mono/i);
  // the test clock in days and hours
  await page.goto(`${sanduq.base}/dashboard/developers?locale=en`);
  assert.match(await page.textContent("#clock-offset"), /^10 d 5 h$/);
  await page.goto(`${sanduq.base}/dashboard/developers?locale=ar`);
  assert.match(await page.textContent("#clock-offset"), /^١٠ يوم ٥ ساعة$/);
  // the subscription says it is ending, and when
  await page.goto(`${sanduq.base}/dashboard/subscriptions/${sub.body.data.id}?locale=en`);
  assert.match(await page.textContent("#status"), /^Active · cancels \d{4}-\d{2}-\d{2}/);
  // the new-link form: a return address, and its inputs in one row line up
  await page.goto(`${sanduq.base}/dashboard/links?locale=en`);
  assert.equal(await page.getAttribute("#l-return", "name"), "redirect_url");
  const tops = await Promise.all(["#l-description", "#l-amount", "#l-currency", "#l-reference"].map(
    async (id) => (await page.locator(id).boundingBox()).y));
  assert.ok(Math.max(...tops) - Math.min(...tops) < 2, `inputs line up: ${tops}`);
  await page.fill("#l-description", "Tea set");
  await page.fill("#l-amount", "15000");
  await page.fill("#l-return", "https://shop.example/thanks");
  await Promise.all([page.waitForURL(/\/dashboard\/links\/pl_/), page.click("#create-link")]);
  const id = new URL(page.url()).pathname.split("/").pop();
  assert.equal((await api("GET", `/embedded/payment-links/${id}`)).body.data.redirect_url, "https://shop.example/thanks");
  await page.screenshot({ path: join(SHOTS, "dashboard-link-return-en.png"), fullPage: true });
  await page.close();
});
