// Cash agents in a real browser (issue 79): the agent app (/agent) signs an agent in by the
// code sent to its phone and sets its PIN; then, in English, Arabic and Kurdish, a user asks
// for cash in the hosted wallet (an amount the notes do not make offers the nearest that
// do; the notes, fee and total before the PIN; the code's first half with its countdown),
// the agent takes cash in for that user (named before the PIN) and pays the withdrawal out
// with the whole code (the second half from the user's text message), the operations list
// links each receipt for an 80 mm roll, and the day's statement ties; a withdrawal is
// canceled from the wallet; the wallet lists the merchant's agents by governorate. Every
// page right to left in Arabic and Kurdish, with screenshots of each in the three locales.
//
//   node --test tests/browser/agents.test.mjs   (after `cargo build --bin sanduq`)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, startSanduq, launchChromium, captured, walletTools } from "./support.mjs";

let sanduq, api, browser, newestText, verifiedUser, signIn;
const PHONE_SIZE = { width: 390, height: 844 };
const AGENT_PHONE = "+9647801239000";
const ASCII = (s) => s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
  .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06F0));

before(async () => {
  sanduq = await startSanduq();
  api = sanduq.api;
  ({ newestText, verifiedUser, signIn } = walletTools(sanduq));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  sanduq?.stop();
});


async function shot(page, name) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function rtl(page, locale) {
  assert.equal(await page.getAttribute("html", "dir"), locale === "en" ? "ltr" : "rtl");
  assert.ok((await page.getAttribute("html", "lang")).startsWith({ en: "en", ar: "ar", ku: "ckb" }[locale]));
}

test("an agent signs in, cashes users in and pays their withdrawals out, in the three locales", async () => {
  // the merchant's balance, an agent with float from it
  await captured(api, "ag-shop", 400_000);
  const a = await api("POST", "/agents", { name: "Karrada cash point", phone: AGENT_PHONE,
    location: { governorate: "baghdad", district: "Karrada", address: "Street 62" }, till_number: "T-7" });
  assert.equal(a.status, 201, JSON.stringify(a.body));
  const f = await api("POST", `/agents/${a.body.data.id}/float`, { amount: 200_000, currency: "IQD", direction: "in" });
  assert.equal(f.status, 201, JSON.stringify(f.body));

  // the agent app on a phone: signed in, a PIN set (the cash point opens)
  const agentCtx = await browser.newContext({ viewport: PHONE_SIZE });
  const desk = await agentCtx.newPage();
  await signIn(desk, "agent", AGENT_PHONE, "0780 123 9000", "en");
  await shot(desk, "agent-home-pin-en");
  await desk.fill("#pin", "1379");
  await desk.click("#set-pin-button");
  assert.match(await desk.textContent("#flash"), /PIN is set/);
  assert.match(await desk.textContent("#tills"), /IQD 200,000/);
  const manifest = await (await fetch(`${sanduq.base}/agent/manifest.webmanifest?locale=ar`)).json();
  assert.equal(manifest.start_url, "/agent");
  assert.equal(manifest.dir, "rtl");

  const people = {
    en: ["ag-u-en", "+9647701239101", "0770 123 9101", "Zahra Hussein"],
    ar: ["ag-u-ar", "+9647701239102", "0770 123 9102", "علي كريم"],
    ku: ["ag-u-ku", "+9647701239103", "0770 123 9103", "Shilan Aziz"],
  };
  for (const [locale, [ext, phone, typed, name]] of Object.entries(people)) {
    await verifiedUser(ext, phone, name);
    const userCtx = await browser.newContext({ viewport: PHONE_SIZE });
    const wallet = await userCtx.newPage();
    await signIn(wallet, "wallet", phone, typed, locale);

    // the user asks for cash: 25,500 is not payable in notes; the nearest are offered
    await wallet.goto(`${sanduq.base}/wallet/withdraw?locale=${locale}`);
    await rtl(wallet, locale);
    await shot(wallet, `wallet-withdraw-${locale}`);
    await wallet.fill("#amount", "25500");
    await wallet.click("#review");
    await wallet.waitForSelector("#payable");
    assert.match(await wallet.textContent("#flash"), /VALIDATION_ERROR: amount/);
    await shot(wallet, `wallet-withdraw-payable-${locale}`);
    await wallet.click("#payable button:first-child");
    await wallet.waitForSelector("#withdraw-review");
    assert.match(ASCII(await wallet.textContent("#notes")), /25/);
    await shot(wallet, `wallet-withdraw-review-${locale}`);
    await wallet.fill("#pin", "2468");
    await wallet.click("#withdraw");
    await wallet.waitForSelector("#code-part");
    await rtl(wallet, locale);
    const first = ASCII(await wallet.textContent("#code-part")).replace(/\s/g, "");
    assert.match(first, /^\d{6}$/);
    assert.ok(await wallet.$("#countdown"), "the code's countdown");
    await shot(wallet, `wallet-withdrawal-code-${locale}`);
    const second = /\d{4}/.exec(await newestText(phone))[0];

    // the agent, in the same language: cash in for the user, named before the PIN
    await desk.goto(`${sanduq.base}/agent/cash-in?locale=${locale}`);
    await rtl(desk, locale);
    await desk.fill("#phone", typed);
    await desk.fill("#amount", "10,000");
    await desk.click("#review");
    await desk.waitForSelector("#cash-in-review");
    const shown = name.split(" ")[0];
    assert.ok((await desk.textContent("#customer")).includes(shown), await desk.textContent("#customer"));
    await shot(desk, `agent-cash-in-review-${locale}`);
    await desk.fill("#pin", "1379");
    await desk.click("#cash-in");
    await desk.waitForSelector("#done");
    assert.match(await desk.getAttribute("#print", "href"), /\/r\/[0-9a-f]{32}\?paper=80mm&locale=/);
    await shot(desk, `agent-cash-in-done-${locale}`);

    // the withdrawal paid out: a wrong second half first, then the whole code
    await desk.goto(`${sanduq.base}/agent/redeem?locale=${locale}`);
    await desk.fill("#code", `${first} ${second === "0000" ? "1111" : "0000"}`);
    await desk.fill("#amount", "25,000");
    await desk.fill("#pin", "1379");
    await desk.click("#redeem");
    await desk.waitForSelector("#redeem-form");
    assert.match(await desk.textContent("#flash"), /VALIDATION_ERROR/);
    await desk.fill("#code", `${first} ${second}`);
    await desk.fill("#amount", "25,000");
    await desk.fill("#pin", "1379");
    await desk.click("#redeem");
    await desk.waitForSelector("#done");
    assert.ok(await desk.$("#notes"), "the notes to hand over");
    await shot(desk, `agent-redeem-done-${locale}`);
    const receipt = await desk.getAttribute("#print", "href");
    const roll = await agentCtx.newPage();
    const r = await roll.goto(new URL(receipt, sanduq.base).href);
    assert.equal(r.status(), 200);
    await shot(roll, `agent-receipt-80mm-${locale}`);
    await roll.close();

    // the wallet sees it paid, its code gone
    await wallet.reload();
    assert.equal(await wallet.getAttribute("#withdrawal", "data-status"), "redeemed");
    assert.equal(await wallet.$("#code-part"), null);

    // where to withdraw: the merchant's agents by governorate
    await wallet.goto(`${sanduq.base}/wallet/agents?governorate=baghdad&locale=${locale}`);
    assert.match(await wallet.textContent("#agents"), /Karrada cash point/);
    await shot(wallet, `wallet-agents-${locale}`);
    await userCtx.close();

    // the agent's day: its operations with their receipts, the statement
    await desk.goto(`${sanduq.base}/agent?locale=${locale}`);
    await rtl(desk, locale);
    const kinds = await desk.$$eval("#operations li", (l) => l.map((x) => x.dataset.kind));
    assert.deepEqual(kinds.slice(0, 2), ["cash_out", "cash_in"]);
    await shot(desk, `agent-home-${locale}`);
    await desk.goto(`${sanduq.base}/agent/statement?locale=${locale}`);
    await shot(desk, `agent-statement-${locale}`);
  }
  // three cash-ins of 10,000 and three pay-outs of 25,000 through the float of 200,000
  await desk.goto(`${sanduq.base}/agent/statement?locale=en`);
  assert.match(await desk.textContent("#cash-ins-IQD"), /IQD 30,000/);
  assert.match(await desk.textContent("#cash-outs-IQD"), /IQD 75,000/);
  assert.match(await desk.textContent("#closing-IQD"), /IQD 245,000/);
  assert.match(await desk.textContent("#drawer-IQD"), /IQD -45,000|-IQD 45,000|IQD −45,000/);
  // each figure's accessible name is its words, a negative one said so
  assert.equal(await desk.getAttribute("#drawer-IQD td", "aria-label"), "− forty-five thousand Iraqi dinars");
  assert.equal(await desk.getAttribute("#closing-IQD td", "aria-label"), "two hundred forty-five thousand Iraqi dinars");
  await agentCtx.close();
});

test("a user cancels a withdrawal before an agent pays it: the hold comes back", async () => {
  await verifiedUser("ag-cancel", "+9647701239201", "Noor Cancel");
  const ctx = await browser.newContext({ viewport: PHONE_SIZE });
  const wallet = await ctx.newPage();
  await signIn(wallet, "wallet", "+9647701239201", "0770 123 9201", "en");
  await wallet.goto(`${sanduq.base}/wallet/withdraw`);
  await wallet.fill("#amount", "50,000");
  await wallet.click("#review");
  await wallet.fill("#pin", "2468");
  await wallet.click("#withdraw");
  await wallet.waitForSelector("#code-part");
  const held = await api("GET", "/users/ag-cancel");
  await wallet.click("#cancel");
  await wallet.waitForSelector("#withdrawal[data-status=canceled]");
  assert.match(await wallet.textContent("#flash"), /money is back in your wallet/);
  assert.equal(await wallet.$("#cancel"), null);
  await shot(wallet, "wallet-withdrawal-canceled-en");
  await wallet.goto(`${sanduq.base}/wallet/withdraw`);
  assert.match(await wallet.textContent("#withdrawals"), /Canceled/);
  assert.equal(held.status, 200);
  await ctx.close();
});
