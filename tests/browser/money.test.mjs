// The dashboard's money pages in a real browser: the owner sees the balance per currency,
// its transactions by type and the payouts; opens a scheduled payout and sees what it
// settled add up to it; runs a daily summary on the Reports page, waits for it and
// downloads the CSV; the pages in Arabic and Kurdish read right to left. Screenshots of each
// (SANDUQ_SCREENSHOTS keeps them). Headless Debian chromium, driven by playwright-core.
//
//   node --test tests/browser/money.test.mjs   (after `cargo build --bin sanduq`)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { SHOTS, startSanduq, launchChromium, captured as capturedPayment } from "./support.mjs";

let sanduq, api, browser;
const PASSWORD = "correct horse battery staple";

/** A captured payment of `amount` IQD; its id. */
async function captured(ext, amount) {
  return (await capturedPayment(api, ext, amount)).session.payment_id;
}

/** Seconds from the merchant's clock to 11 minutes past the next Baghdad midnight. */
async function toPastMidnight() {
  const now = new Date((await api("GET", "/sandbox/clock")).body.data.now);
  const baghdad = new Date(now.getTime() + 3 * 3600_000);
  const next = Date.UTC(baghdad.getUTCFullYear(), baghdad.getUTCMonth(), baghdad.getUTCDate() + 1) - 3 * 3600_000;
  return Math.ceil((next - now.getTime()) / 1000) + 11 * 60;
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
    { email: "owner@shop.example", role: "owner", password: PASSWORD });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  sanduq?.stop();
});

test("the owner reads the balance, a scheduled payout's settlement, and downloads a report", async () => {
  const dep = await sanduq.admin("POST", `/merchants/${sanduq.merchantId}/deposits`,
    { amount: 100_000, currency: "IQD", bank_reference: "BT-77" });
  assert.ok(dep.status < 300, JSON.stringify(dep.body));
  await captured("money-a", 40_000);
  await captured("money-b", 15_000);
  const set = await api("PATCH", "/merchant/payout-settings", { schedule: "daily",
    bank_account: { iban: "IQ98 NBIQ 8501 2345 6789 012", holder_name: "Baghdad Books" } });
  assert.equal(set.status, 200, JSON.stringify(set.body));
  const moved = await api("POST", "/sandbox/clock/advance", { seconds: await toPastMidnight() });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  await captured("money-c", 9_000);

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${sanduq.base}/dashboard?locale=en&theme=light`);
  await page.fill("#email", "owner@shop.example");
  await page.fill("#password", PASSWORD);
  await page.click("button[type=submit]");
  await page.waitForURL(/\/dashboard$/);

  await page.click("nav.side >> text=Balance");
  await page.waitForURL(/\/dashboard\/balance/);
  const balance = (await api("GET", "/balance")).body.data;
  const iqd = balance.available.find((a) => a.currency === "IQD").amount;
  assert.equal(iqd, 9_000 - 90, "only what came after the payout");
  assert.match(await page.textContent('[data-figure="available-IQD"]'), /IQD 8,910/);
  assert.match(await page.textContent("#schedule"), /Daily/);
  assert.match(await page.textContent("#schedule"), /IQ98 NBIQ 8501 2345 6789 012/);
  const types = await page.locator("#transactions tbody tr").evaluateAll((r) => r.map((e) => e.dataset.type));
  assert.ok(types.includes("payment") && types.includes("deposit") && types.includes("payout"), types.join(","));
  await page.screenshot({ path: join(SHOTS, "dashboard-balance-en.png"), fullPage: true });
  // by type
  await page.selectOption("#f-type", "payment");
  await page.click("#search");
  const only = await page.locator("#transactions tbody tr").evaluateAll((r) => r.map((e) => e.dataset.type));
  assert.deepEqual([...new Set(only)], ["payment"]);
  await rtlShots(page, "/dashboard/balance", "balance");

  // the scheduled payout: what it settled adds up to it
  await page.goto(`${sanduq.base}/dashboard/balance?locale=en`);
  await page.locator("#payouts tbody tr a").first().click();
  await page.waitForURL(/\/dashboard\/payouts\/po_/);
  const settled = await page.locator("#settled tbody tr").count();
  assert.equal(settled, 3, "the deposit and the two payments before midnight");
  // 100,000 + 40,000 + 15,000 less 1% commission on the payments
  assert.match(await page.textContent("p.big"), /IQD 154,450/);
  assert.match(await page.textContent("#settled-sum"), /IQD 154,450/);
  await page.screenshot({ path: join(SHOTS, "dashboard-payout-en.png"), fullPage: true });
  await rtlShots(page, new URL(page.url()).pathname, "payout");

  // a report: run, wait, download
  await page.click("nav.side >> text=Reports");
  await page.waitForURL(/\/dashboard\/reports/);
  await page.selectOption("#r-type", "daily_summary");
  await page.selectOption("#r-currency", "IQD");
  await page.click("#run");
  await page.waitForURL(/done=report/);
  assert.match(await page.textContent("#flash"), /being written/);
  for (let i = 0; i < 50 && (await page.locator("#reports a.download").count()) === 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
    await page.click("#refresh");
  }
  assert.match(await page.textContent("#reports tbody tr"), /Daily summary/);
  assert.match(await page.textContent("#reports tbody tr"), /Ready/);
  await page.screenshot({ path: join(SHOTS, "dashboard-reports-en.png"), fullPage: true });
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#reports a.download")]);
  const text = readFileSync(await download.path(), "utf8");
  assert.ok(text.startsWith("\uFEFFdate,currency,opening_balance"), text.slice(0, 80));
  const rows = text.trim().split("\r\n").slice(1).map((l) => l.split(","));
  assert.ok(rows.length >= 8, `a row per day: ${rows.length}`);
  assert.equal(Number(rows.at(-1)[14]), 8_910, "the last day closes at the balance");
  await rtlShots(page, "/dashboard/reports", "reports");
  await page.close();
});
