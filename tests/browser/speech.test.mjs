// Said before the PIN (issue 80): the hosted wallet's confirmation of a merchant's QR says who
// is paid and how much, in words, with the browser's speech synthesis when it has a voice for
// the page's language (stubbed here to record each utterance): a speaker button, said at
// once when the user turned that on, nothing said and nothing offered without a voice; the
// sentence stays on screen, and the amount's accessible name is its words. In the three
// locales; and the agent app's cash-in says whose wallet gets how much.
//
//   node --test tests/browser/speech.test.mjs   (after `cargo build --bin sanduq`)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, startSanduq, launchChromium } from "./support.mjs";

let sanduq, api, browser;
const PHONE_SIZE = { width: 390, height: 844 };

before(async () => {
  sanduq = await startSanduq();
  api = sanduq.api;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  sanduq?.stop();
});

/** A browser context whose speech synthesis has voices for `langs` and records what it says. */
async function speaking(langs) {
  const ctx = await browser.newContext({ viewport: PHONE_SIZE });
  await ctx.addInitScript((voices) => {
    window.__said = [];
    const synth = {
      getVoices: () => voices.map((lang) => ({ lang, name: `voice ${lang}` })),
      speak: (u) => window.__said.push({ text: u.text, lang: u.lang, voice: u.voice && u.voice.lang }),
      cancel: () => {},
      addEventListener: () => {},
    };
    Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
    window.SpeechSynthesisUtterance = function (text) { this.text = text; };
  }, langs);
  return ctx;
}

async function newestCode(phone) {
  const r = await api("GET", `/sandbox/sms?phone=${encodeURIComponent(phone)}`);
  return /\d{6}/.exec(r.body.data.messages[0].text)[0];
}

async function signIn(page, app, phone, typed, locale) {
  await page.goto(`${sanduq.base}/${app}/signin?merchant=${sanduq.merchantId}&locale=${locale}&theme=light`);
  await page.fill("#phone", typed);
  await page.click("#phone-form button[type=submit]");
  await page.waitForSelector("#code");
  await page.fill("#code", await newestCode(phone));
  await page.click("#verify-form button[type=submit]");
  await page.waitForURL(new RegExp(`/${app}$`));
}

const WORDS = { en: "six thousand Iraqi dinars", ar: "ستة آلاف دينار", ku: "شەش هەزار دینار" };
const LANG = { en: "en", ar: "ar-IQ", ku: "ckb-IQ" };

test("the QR's confirmation says who is paid and how much before the PIN, in three locales", async () => {
  const people = { en: "+9647701238101", ar: "+9647701238102", ku: "+9647701238103" };
  for (const [locale, phone] of Object.entries(people)) {
    await api("POST", "/users/sync", { external_user_id: `say-${locale}`, name: `Say ${locale}`, phone });
    await api("POST", "/sandbox/wallets/topup", { user_id: `say-${locale}`, currency: "IQD", amount: 50_000 });
    await api("POST", `/sandbox/users/say-${locale}/pin`, { pin: "2468" });
    const qr = await api("POST", "/embedded/qr/generate", { amount: 6_000, currency: "IQD", description: "a book", expires_in: 600 });
    assert.equal(qr.status, 201, JSON.stringify(qr.body));
    const ctx = await speaking(["ar-SA", "ckb-IQ", "en-US"]);
    const page = await ctx.newPage();
    await signIn(page, "wallet", phone, `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`, locale);
    await page.goto(`${sanduq.base}/wallet/pay/${qr.body.data.id}?locale=${locale}`);
    // on screen, and the amount's accessible name: the words
    const said = await page.textContent("#said");
    assert.ok(said.includes(WORDS[locale]) && said.includes("Sandbox Merchant"), said);
    assert.equal(await page.getAttribute("#pay-amount", "aria-label"), WORDS[locale]);
    // the speaker button: said in the page's language
    assert.equal(await page.isVisible("#speak"), true);
    assert.deepEqual(await page.evaluate(() => window.__said), []);
    await page.click("#speak");
    const [u] = await page.evaluate(() => window.__said);
    assert.deepEqual({ text: u.text, lang: u.lang }, { text: said, lang: LANG[locale] });
    assert.ok(u.voice.startsWith(locale === "ku" ? "ckb" : locale), u.voice);
    await page.screenshot({ path: join(SHOTS, `wallet-say-${locale}.png`), fullPage: true });
    // turned on: said at once on the next confirmation, before anything is clicked
    await page.check("#auto-speak");
    await page.reload();
    await page.waitForFunction(() => window.__said.length === 1);
    assert.equal((await page.evaluate(() => window.__said))[0].text, said);
    await ctx.close();
  }
});

test("without a voice for the page's language nothing is said or offered, the sentence stays", async () => {
  const phone = "+9647701238201";
  await api("POST", "/users/sync", { external_user_id: "say-mute", name: "Say Mute", phone });
  const qr = await api("POST", "/embedded/qr/generate", { amount: 6_000, currency: "IQD", expires_in: 600 });
  const ctx = await speaking(["en-US"]);
  const page = await ctx.newPage();
  await page.addInitScript(() => window.localStorage.setItem("sanduq_speak", "1"));
  await signIn(page, "wallet", phone, "0770 123 8201", "ar");
  await page.goto(`${sanduq.base}/wallet/pay/${qr.body.data.id}?locale=ar`);
  assert.ok((await page.textContent("#said")).includes(WORDS.ar));
  assert.equal(await page.isVisible("#speak"), false);
  assert.equal(await page.isVisible("#auto-speak-row"), false);
  assert.deepEqual(await page.evaluate(() => window.__said), []);
  await ctx.close();
});

test("the agent app says whose wallet gets how much before its PIN", async () => {
  await api("POST", "/users/sync", { external_user_id: "say-cust", name: "Huda Karim", phone: "+9647701238301" });
  const a = await api("POST", "/agents", { name: "Mansour cash point", phone: "+9647801238300",
    location: { governorate: "baghdad", district: "Mansour", address: "14th of Ramadan St" } });
  assert.equal(a.status, 201, JSON.stringify(a.body));
  const ctx = await speaking(["ar-IQ"]);
  const page = await ctx.newPage();
  await signIn(page, "agent", "+9647801238300", "0780 123 8300", "ar");
  await page.fill("#pin", "1379");
  await page.click("#set-pin-button");
  await page.goto(`${sanduq.base}/agent/cash-in?locale=ar`);
  await page.fill("#phone", "0770 123 8301");
  await page.fill("#amount", "6000");
  await page.click("#review");
  await page.waitForSelector("#cash-in-review");
  await page.click("#speak");
  const [u] = await page.evaluate(() => window.__said);
  assert.equal(u.lang, "ar-IQ");
  assert.ok(u.text.includes("Huda K.") && u.text.includes(WORDS.ar), u.text);
  await page.screenshot({ path: join(SHOTS, "agent-say-ar.png"), fullPage: true });
  await ctx.close();
});

test("the checkout popup says who is paid and how much before the PIN, in three locales", async () => {
  await api("POST", "/users/sync", { external_user_id: "say-popup", name: "Say Popup", phone: "+9647701238401" });
  await api("POST", "/sandbox/wallets/topup", { user_id: "say-popup", currency: "IQD", amount: 50_000 });
  await api("POST", "/sandbox/users/say-popup/pin", { pin: "2468" });
  for (const locale of ["en", "ar", "ku"]) {
    const s = await api("POST", "/embedded/checkout/sessions", { user_id: "say-popup", amount: 6_000, currency: "IQD",
      description: "a book", redirect_url: "https://shop.example/return" });
    assert.equal(s.status, 201, JSON.stringify(s.body));
    const ctx = await speaking(["ar-IQ", "ckb", "en-GB"]);
    const page = await ctx.newPage();
    await page.goto(`${sanduq.base}/embedded/checkout?mode=redirect&locale=${locale}&theme=light#token=${encodeURIComponent(s.body.data.session_token)}`);
    await page.waitForSelector("#said:not(:empty)");
    const said = await page.textContent("#said");
    assert.ok(said.includes(WORDS[locale]) && said.includes("Sandbox Merchant"), said);
    assert.equal(await page.getAttribute("#amount", "aria-label"), WORDS[locale]);
    await page.click("#speak");
    const [u] = await page.evaluate(() => window.__said);
    assert.deepEqual({ text: u.text, lang: u.lang }, { text: said, lang: LANG[locale] });
    await page.screenshot({ path: join(SHOTS, `popup-say-${locale}.png`) });
    await ctx.close();
  }
});
