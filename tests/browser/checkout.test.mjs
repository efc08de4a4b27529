// Sanduq's embedded checkout in a real browser: the demo shop (examples/embedded, its own
// origin) opens Sanduq's popup (Sanduq's origin), the buyer pays, the callbacks fire, the
// server agrees. Headless Debian chromium, driven by playwright-core.
//
//   node --test tests/browser/            (after `cargo build --bin sanduq`)
//   SANDUQ_SCREENSHOTS=docs/screenshots node --test tests/browser/   (regenerates the PNGs)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import http from "node:http";
import { ROOT, SHOTS, startProcess, startSanduq, launchChromium } from "./support.mjs";

let sanduq, api, shop, evil, browser, BASE, SHOP, EVIL;

/** A funded buyer, with a PIN when one is given. */
async function buyer(ext, amount, pin) {
  const u = await api("POST", "/users/sync", { external_user_id: ext, name: `Buyer ${ext}` });
  assert.ok(u.status < 300, JSON.stringify(u.body));
  if (amount) await api("POST", "/sandbox/wallets/topup", { user_id: ext, currency: "IQD", amount });
  if (pin) await api("POST", `/sandbox/users/${ext}/pin`, { pin });
}

before(async () => {
  sanduq = await startSanduq();
  ({ api, base: BASE } = sanduq);
  // the shop on another origin (localhost, another port)
  const d = await startProcess(process.execPath, [join(ROOT, "examples/embedded/server.mjs")],
    { SANDUQ: BASE, SANDUQ_SECRET_KEY: sanduq.sk, PORT: "0", HOST: "localhost" }, /demo shop on (http:\/\/\S+) /);
  shop = d.child;
  SHOP = d.match[1];
  // a third origin that posts forged Sanduq messages to whoever frames it
  evil = http.createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<script>
      for (const m of [{v:1,type:"sanduq:success",payment_id:"pay_forged",amount:1,currency:"IQD",reference:"x"},
                       {v:1,type:"sanduq:error",code:"forged",message:"forged"},{v:1,type:"sanduq:close"}])
        parent.postMessage(m, "*");
      document.title = "sent";
    </script>`);
  });
  await new Promise((r) => evil.listen(0, "127.0.0.1", r));
  EVIL = `http://127.0.0.1:${evil.address().port}`;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  shop?.kill();
  sanduq?.stop();
  evil?.close();
});

/** The shop page, with its form filled. */
async function shopPage({ user, amount = 25000, capture = "automatic", locale = "en", theme = "light", context }) {
  const page = await (context || browser).newPage();
  await page.goto(SHOP);
  await page.fill("#user", user);
  await page.fill("#amount", String(amount));
  await page.selectOption("#capture", capture);
  await page.selectOption("#locale", locale);
  await page.selectOption("#theme", theme);
  return page;
}

/** Clicks Pay and answers the popup once it shows the checkout. */
async function openPopup(page) {
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.click("#pay")]);
  await popup.waitForSelector("#pay:not([hidden])");
  return popup;
}

const logText = (page) => page.textContent("#log");
const callbacks = async (page) => (await logText(page)).split("\n").filter((l) => /^on[A-Z]/.test(l));
async function waitLog(page, text) {
  await page.waitForFunction((t) => document.getElementById("log").textContent.includes(t), text, { timeout: 15_000 });
}
async function sessionOf(page) {
  const m = /session (ses_\w+)/.exec(await logText(page));
  return (await api("GET", `/embedded/checkout/sessions/${m[1]}`)).body.data;
}

test("a wrong PIN shows attempts remaining; the right PIN fires onSuccess and the payment is completed", async () => {
  await buyer("b-auto", 50_000, "2468");
  const page = await shopPage({ user: "b-auto" });
  const popup = await openPopup(page);
  assert.equal(await popup.getAttribute("html", "dir"), "ltr");
  assert.match(await popup.textContent("#amount"), /25,000/);
  assert.match(await popup.textContent("#balance"), /50,000/);
  assert.equal(await popup.textContent("#merchant"), "Sandbox Merchant");
  await popup.fill("#pin", "1111");
  await popup.click("#pay-btn");
  await popup.waitForFunction(() => document.getElementById("message").textContent.includes("attempts"));
  assert.equal(await popup.textContent("#message"), "Wrong PIN. 2 attempts remaining.");
  assert.equal(await popup.getAttribute("#message", "aria-live"), "assertive");
  // keyboard only: after a wrong PIN the focus is back in the PIN field, Enter pays
  assert.equal(await popup.evaluate(() => document.activeElement.id), "pin");
  await popup.keyboard.type("2468");
  await Promise.all([popup.waitForEvent("close"), popup.keyboard.press("Enter")]);
  await waitLog(page, "verified");
  const cbs = await callbacks(page);
  assert.equal(cbs.length, 1, cbs.join("\n"));
  const payload = JSON.parse(cbs[0].slice("onSuccess ".length));
  assert.deepEqual(Object.keys(payload).sort(), ["amount", "currency", "payment_id", "reference"]);
  assert.equal(payload.amount, 25000);
  assert.equal(payload.currency, "IQD");
  assert.match(payload.reference, /^demo-/);
  assert.match(await logText(page), /verified completed/);
  const p = await api("GET", `/embedded/payments/${payload.payment_id}`);
  assert.equal(p.body.data.status, "completed");
  assert.equal((await api("GET", "/merchant/wallet")).body.data.accounts.find((a) => a.currency === "IQD").available, 24750);
});

test("manual capture leaves the payment reserved", async () => {
  await buyer("b-manual", 30_000);
  const page = await shopPage({ user: "b-manual", capture: "manual" });
  const popup = await openPopup(page);
  assert.equal(await popup.isHidden("#pin-row"), true, "no PIN: a confirm button");
  assert.equal(await popup.evaluate(() => document.activeElement.id), "pay-btn", "focus starts on it");
  await Promise.all([popup.waitForEvent("close"), popup.keyboard.press("Enter")]);
  await waitLog(page, "verified");
  assert.match(await logText(page), /verified reserved/);
  assert.equal((await sessionOf(page)).status, "authorized");
});

test("insufficient funds fires onError(insufficient_funds)", async () => {
  await buyer("b-poor", 100);
  const page = await shopPage({ user: "b-poor" });
  const popup = await openPopup(page);
  await Promise.all([popup.waitForEvent("close"), popup.click("#pay-btn")]);
  await waitLog(page, "onError");
  const cbs = await callbacks(page);
  assert.equal(cbs.length, 1);
  assert.equal(JSON.parse(cbs[0].slice("onError ".length)).code, "insufficient_funds");
  assert.equal((await sessionOf(page)).status, "failed");
});

test("closing the popup fires onClose and the token then fails", async () => {
  await buyer("b-close", 30_000);
  // with the Cancel button
  const page = await shopPage({ user: "b-close" });
  let popup = await openPopup(page);
  await Promise.all([popup.waitForEvent("close"), popup.click("#cancel")]);
  await waitLog(page, "onClose");
  assert.deepEqual(await callbacks(page), ["onClose"]);
  assert.equal((await sessionOf(page)).status, "canceled");
  // with the window's own close
  const page2 = await shopPage({ user: "b-close" });
  popup = await openPopup(page2);
  await popup.close({ runBeforeUnload: true });
  await waitLog(page2, "onClose");
  assert.deepEqual(await callbacks(page2), ["onClose"]);
  let status;
  for (let i = 0; i < 20 && status !== "canceled"; i++) {
    status = (await sessionOf(page2)).status;
    if (status !== "canceled") await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal(status, "canceled", "the popup spent the token on its way out");
});

test("messages from a foreign origin are ignored", async () => {
  await buyer("b-evil", 30_000);
  const page = await shopPage({ user: "b-evil" });
  const popup = await openPopup(page);
  await page.evaluate((src) => {
    const f = document.createElement("iframe");
    f.src = src;
    document.body.appendChild(f);
  }, EVIL);
  const frame = await (await page.waitForSelector("iframe")).contentFrame();
  await frame.waitForFunction(() => document.title === "sent");
  await page.waitForTimeout(500);
  assert.deepEqual(await callbacks(page), [], "forged messages fired nothing");
  assert.equal(popup.isClosed(), false);
  await Promise.all([popup.waitForEvent("close"), popup.click("#pay-btn")]);
  await waitLog(page, "verified");
  const cbs = await callbacks(page);
  assert.equal(cbs.length, 1);
  assert.doesNotMatch(cbs[0], /pay_forged/);
});

test("ar and ku render right to left; screenshots of every locale and theme", async () => {
  await buyer("b-look", 90_000, "1357");
  await api("PATCH", "/merchant/branding", { name: "Baghdad Books", brand_color: "#0B5FFF", support_url: "https://shop.example/help" });
  const texts = { ar: "ادفع", ku: "پارە بدە", en: "Pay" };
  for (const locale of ["ar", "ku", "en"]) {
    for (const theme of ["light", "dark"]) {
      const page = await shopPage({ user: "b-look", locale, theme });
      const popup = await openPopup(page);
      await popup.setViewportSize({ width: 440, height: 620 });
      assert.equal(await popup.getAttribute("html", "dir"), locale === "en" ? "ltr" : "rtl");
      assert.equal(await popup.getAttribute("html", "data-theme"), theme);
      assert.equal((await popup.textContent("#pay-btn")).trim(), texts[locale]);
      assert.equal(await popup.textContent("#merchant"), "Baghdad Books");
      if (locale !== "en") assert.match(await popup.textContent("#amount"), /^[^0-9]*[٠-٩][^0-9]*$/, "Arabic-Indic digits");
      await popup.screenshot({ path: join(SHOTS, `popup-${locale}-${theme}.png`) });
      await Promise.all([popup.waitForEvent("close"), popup.click("#cancel")]);
      await page.close();
    }
  }
  // the core family's hosted page, in each locale
  for (const locale of ["ar", "ku", "en"]) {
    const s = await api("POST", "/checkout/sessions", { external_user_id: "b-look", amount: 25000, currency: "IQD",
      description: "Two books", success_url: "https://shop.example/ok", cancel_url: "https://shop.example/cancel" });
    const page = await browser.newPage({ viewport: { width: 440, height: 620 } });
    await page.goto(`${s.body.data.checkout_url}?locale=${locale}&theme=light`);
    assert.equal(await page.getAttribute("html", "dir"), locale === "en" ? "ltr" : "rtl");
    await page.screenshot({ path: join(SHOTS, `hosted-${locale}.png`) });
    await page.close();
  }
});

test("with popups blocked, the full-page fallback reaches redirect_url", async () => {
  await buyer("b-redirect", 30_000, "4321");
  const context = await browser.newContext();
  await context.addInitScript(() => { window.open = () => null; });
  const page = await shopPage({ user: "b-redirect", context });
  await Promise.all([page.waitForURL(/\/embedded\/checkout\?mode=redirect/), page.click("#pay")]);
  assert.equal(new URL(page.url()).origin, BASE);
  assert.equal(new URL(page.url()).hash, "", "the token left the address bar");
  await page.waitForSelector("#pay:not([hidden])");
  await page.fill("#pin", "4321");
  await Promise.all([page.waitForURL(/\/return\?/), page.click("#pay-btn")]);
  const q = new URL(page.url()).searchParams;
  assert.equal(new URL(page.url()).origin, SHOP);
  assert.equal(q.get("sanduq_status"), "success");
  const p = await api("GET", `/embedded/payments/${q.get("payment_id")}`);
  assert.equal(p.body.data.status, "completed");
  await context.close();
});
