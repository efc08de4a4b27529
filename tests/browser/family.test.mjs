// Family wallets in the hosted wallet (issue 80), in Chromium, in the three locales: a
// verified guardian adds a family member, sends it money, sets a daily cap and pauses it,
// shows a sign-in code; the family wallet signs in with that code on its own phone, sees its
// rules at home, and a payment over the rules is refused in its language (the hosted
// wallet's QR and the checkout popup). Screenshots of
// each new page in each locale (docs/screenshots/family-*).
//
//   node --test tests/browser/family.test.mjs   (after `cargo build --bin sanduq`)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, startSanduq, launchChromium, walletTools } from "./support.mjs";

let sanduq, api, browser, verifiedUser, signIn;
const PHONE_SIZE = { width: 390, height: 844 };

before(async () => {
  sanduq = await startSanduq();
  api = sanduq.api;
  ({ verifiedUser, signIn } = walletTools(sanduq));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  sanduq?.stop();
});

async function shot(page, name) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const PAUSED = {
  en: "Your family wallet is paused",
  ar: "محفظتك العائلية موقوفة",
  ku: "جزدانی خێزانەکەت ڕاگیراوە",
};
const OVER_TODAY = {
  en: "more than the family wallet may spend today",
  ar: "أكثر مما يُسمح للمحفظة العائلية إنفاقه اليوم",
  ku: "زیاترە لەوەی جزدانی خێزان ئەمڕۆ خەرجی بکات",
};
const KIDS = { en: "Zaid Omar", ar: "زيد عمر", ku: "زەید عومەر" };

test("a guardian adds a family member, sets its rules and a code signs it in; refusals in its words", async () => {
  const people = { en: "+9647701239201", ar: "+9647701239202", ku: "+9647701239203" };
  for (const [locale, phone] of Object.entries(people)) {
    await verifiedUser(`fam-${locale}`, phone, `Omar ${locale}`);
    const ctx = await browser.newContext({ viewport: PHONE_SIZE });
    const page = await ctx.newPage();
    await signIn(page, "wallet", phone, `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`, locale);
    await page.click(`nav.tabs a[href="/wallet/family"]`);
    await page.waitForSelector("#no-members");
    await shot(page, `family-list-empty-${locale}`);
    // a date in the future is refused in words, the form kept
    await page.fill("#name", KIDS[locale]);
    await page.fill("#date_of_birth", "2999-01-01");
    await page.click("#add");
    await page.waitForSelector("#flash");
    assert.match(await page.textContent("#flash"), /VALIDATION_ERROR: date_of_birth/);
    assert.equal(await page.inputValue("#name"), KIDS[locale]);
    await page.fill("#date_of_birth", "2014-03-01");
    await page.click("#add");
    await page.waitForURL(/\/wallet\/family\/usr_[0-9a-f]+\?done=added$/);
    const kid = /\/wallet\/family\/(usr_[0-9a-f]+)/.exec(page.url())[1];
    assert.equal(await page.textContent("h1 bdi"), KIDS[locale]);
    // money: the send form comes with the family member named
    await page.click("#send-money");
    await page.waitForURL(/\/wallet\/send\?to=/);
    assert.equal(await page.inputValue("#to"), kid);
    await page.fill("#amount", "30000");
    await page.click("#send-form button[type=submit]");
    await page.waitForSelector("#pin");
    await page.fill("#pin", "2468");
    await page.click("#send-confirm button[type=submit]");
    await page.waitForSelector("#flash.ok");
    // the rules: 20,000 a day, then a pause
    await page.goto(`${sanduq.base}/wallet/family/${kid}?locale=${locale}`);
    await page.fill("#daily", locale === "en" ? "20,000" : "٢٠٬٠٠٠");
    await page.click("#save");
    await page.waitForURL(/done=saved$/);
    assert.equal(await page.inputValue("#daily"), locale === "en" ? "20,000" : "٢٠٬٠٠٠");
    await shot(page, `family-dependant-${locale}`);
    // the sign-in code, shown once
    await page.click("#show-code");
    await page.waitForSelector("#sign-in-code");
    const code = (await page.textContent("#sign-in-code")).trim();
    assert.match(code, /^\d{5} \d{5}$/);
    await shot(page, `family-code-${locale}`);
    await page.click("#pause");
    await page.waitForURL(/done=paused$/);
    await page.goto(`${sanduq.base}/wallet/family?locale=${locale}`);
    assert.equal(await page.getAttribute(`#${kid}`, "data-paused"), "true");
    await shot(page, `family-list-${locale}`);

    // the family wallet's own phone: the code, then its rules at home
    const kidCtx = await browser.newContext({ viewport: PHONE_SIZE });
    const kp = await kidCtx.newPage();
    await kp.goto(`${sanduq.base}/wallet/signin?merchant=${sanduq.merchantId}&locale=${locale}&theme=light`);
    await kp.click("#have-code");
    await kp.fill("#family-code", code);
    await shot(kp, `family-signin-${locale}`);
    await kp.click("#family-sign-in");
    await kp.waitForURL(/\/wallet$/);
    assert.ok((await kp.textContent("#family-paused")).includes(PAUSED[locale]));
    await shot(kp, `family-home-${locale}`);
    // the code worked once
    const again = await kidCtx.newPage();
    await again.goto(`${sanduq.base}/wallet/signin?merchant=${sanduq.merchantId}&locale=${locale}`);
    await again.click("#have-code");
    await again.fill("#family-code", code);
    await again.click("#family-sign-in");
    await again.waitForSelector("#flash");
    assert.match(await again.textContent("#flash"), /NOT_FOUND/);

    // resumed, the kid pays a QR over what is left today: refused in its words
    await page.goto(`${sanduq.base}/wallet/family/${kid}?locale=${locale}`);
    await page.click("#pause");
    await page.waitForURL(/done=resumed$/);
    const pin = await api("POST", `/sandbox/users/${kid}/pin`, { pin: "1357" });
    assert.ok(pin.status < 300, JSON.stringify(pin.body));
    const qr = await api("POST", "/embedded/qr/generate", { amount: 25_000, currency: "IQD", description: "a bicycle", expires_in: 600 });
    assert.equal(qr.status, 201, JSON.stringify(qr.body));
    await kp.goto(`${sanduq.base}/wallet/pay/${qr.body.data.id}?locale=${locale}`);
    await kp.fill("#pin", "1357");
    await kp.click("#pay-form button[type=submit]");
    await kp.waitForSelector("#flash.bad");
    const said = await kp.textContent("#flash");
    assert.ok(said.includes(OVER_TODAY[locale]) && said.includes("FAMILY_DAILY_CAP_EXCEEDED"), said);
    await shot(kp, `family-refused-${locale}`);
    // the checkout popup refuses it in the same words
    const cs = await api("POST", "/embedded/checkout/sessions", { user_id: kid, amount: 25_000, currency: "IQD",
      description: "a bicycle", redirect_url: "https://shop.example/return" });
    assert.equal(cs.status, 201, JSON.stringify(cs.body));
    const pp = await kidCtx.newPage();
    await pp.goto(`${sanduq.base}/embedded/checkout?mode=redirect&locale=${locale}&theme=light#token=${encodeURIComponent(cs.body.data.session_token)}`);
    await pp.waitForSelector("#pin");
    await pp.fill("#pin", "1357");
    await pp.click("#pay-btn");
    await pp.waitForFunction(() => {
      const m = document.getElementById("message").textContent;
      return m.length > 0 && !m.endsWith("…");
    });
    assert.ok((await pp.textContent("#message")).includes(OVER_TODAY[locale]), await pp.textContent("#message"));
    await shot(pp, `family-popup-refused-${locale}`);
    await ctx.close();
    await kidCtx.close();
  }
});
