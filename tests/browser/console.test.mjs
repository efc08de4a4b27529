// The platform's console in a real browser: an operator invited by the break-glass key
// signs in with a TOTP code (computed here as an authenticator app does, RFC 6238), sees the
// queues, opens a deposit to a production merchant made by another person, reads the exact
// change and approves it; a second request is rejected with a reason. Each page in English,
// Arabic and Kurdish (right to left), at 1280 and 390 px. Screenshots of each
// (SANDUQ_SCREENSHOTS=docs/screenshots keeps them). Headless Debian chromium, playwright-core.
//
//   node --test tests/browser/console.test.mjs   (after `cargo build --bin sanduq`)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, startSanduq, launchChromium, consoleTools } from "./support.mjs";

let sanduq, browser, operator, apiSession, asOperator, signIn, nextCode;
const PASSWORD = "correct horse battery staple";

before(async () => {
  sanduq = await startSanduq();
  browser = await launchChromium();
  ({ operator, apiSession, asOperator, signIn, nextCode } = consoleTools(sanduq));
});

after(async () => {
  await browser?.close();
  sanduq?.stop();
});

test("a deposit made by one person is approved by another in the console, in every locale", async () => {
  const maker = await operator("maker@ops.example", ["finance"]);
  // one checker a locale: each signs in with a code from the authenticator
  const checkers = [];
  for (const locale of ["en", "ar", "ku"]) {
    checkers.push(await operator(`checker-${locale}@ops.example`, ["finance", "compliance"]));
  }
  const makerToken = await apiSession(maker);
  // a production merchant (made pending, its approval held, approved by a second person)
  const m = await sanduq.admin("POST", "/merchants", { name: "Erbil Electronics", status: "approved", environment: "production" });
  assert.equal(m.status, 201, JSON.stringify(m.body));
  assert.equal(m.body.data.status, "approved");
  const merchant = m.body.data.id;

  const requests = [];
  for (const [amount, ref] of [[7_500_000, "RAFIDAIN-77"], [1_000, "TT-9"], [2_000, "TT-10"], [3_000, "TT-11"]]) {
    const r = await asOperator(makerToken, "POST", `/merchants/${merchant}/deposits`,
      { amount, currency: "IQD", bank_reference: ref });
    assert.equal(r.status, 202, JSON.stringify(r.body));
    requests.push(r.body.data.id);
  }

  for (const [i, locale] of ["en", "ar", "ku"].entries()) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, checkers[i], locale);
    assert.equal(await page.getAttribute("html", "dir"), locale === "en" ? "ltr" : "rtl");
    assert.ok(await page.locator("#queue-approvals").isVisible());
    assert.match(await page.textContent("#queue-approvals dd"), /[0-9٠-٩]/);
    if (locale !== "en") {
      const nav = await page.locator("nav.side").boundingBox();
      const main = await page.locator("main").boundingBox();
      assert.ok(nav.x > main.x, `${locale}: navigation right of the content`);
    }
    await page.screenshot({ path: join(SHOTS, `console-home-${locale}.png`), fullPage: true });

    // the request: what will change, exactly
    await page.click(`a[href="/console/approvals/${requests[i]}"]`);
    await page.waitForURL(new RegExp(`/console/approvals/${requests[i]}`));
    const change = JSON.parse(await page.textContent("#change"));
    assert.equal(change.currency, "IQD");
    await page.screenshot({ path: join(SHOTS, `console-approval-${locale}.png`), fullPage: true });
    if (i === 0) {
      await page.click("#approve");
      await page.waitForSelector("#flash");
      assert.match(await page.textContent("#flash"), /Approved/);
      assert.equal(await page.locator("#approve").count(), 0, "decided: no more buttons");
      const w = await fetch(`${sanduq.base}/api/v1/merchant/wallet`, { headers: { authorization: `Bearer ${m.body.data.keys.secret_key}` } });
      const wallet = await w.json();
      const iqd = wallet.data.accounts.find((a) => a.currency === "IQD");
      assert.equal(iqd.balance ?? iqd.available, 7_500_000, JSON.stringify(wallet));
    } else {
      await page.fill("#reason", "no such transfer on the statement");
      await page.click("#reject");
      await page.waitForSelector("#flash");
      assert.equal(await page.locator("#reject").count(), 0);
    }
    await page.screenshot({ path: join(SHOTS, `console-decided-${locale}.png`), fullPage: true });
    await page.click("#signout");
    await page.waitForURL(/\/console\/signin\?out=1/);
    await page.close();
  }

  // the maker sees their own request, and no button to decide it
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(phone, maker, "ar");
  await phone.goto(`${sanduq.base}/console/approvals/${requests[3]}`);
  assert.equal(await phone.locator("#approve").count(), 0);
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scrolling at 390 px: ${width}`);
  await phone.screenshot({ path: join(SHOTS, "console-own-request-ar-390.png"), fullPage: true });
  await phone.close();
});

test("a freeze is one person's, its lifting another's, in Arabic and Kurdish", async () => {
  const m = await sanduq.admin("POST", "/merchants", { name: "Duhok Foods", status: "approved", environment: "production" });
  assert.equal(m.body.data.status, "approved", JSON.stringify(m.body));
  const sync = await fetch(`${sanduq.base}/api/v1/users/sync`, {
    method: "POST", body: JSON.stringify({ external_user_id: "hawre", name: "Hawre Aziz", phone: "+9647504445566" }),
    headers: { authorization: `Bearer ${m.body.data.keys.secret_key}`, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
  });
  const user = (await sync.json()).data.id;
  const first = await operator("compliance-1@ops.example", ["compliance"]);
  const second = await operator("compliance-2@ops.example", ["compliance"]);

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, first, "ar");
  await page.click('nav.side >> a[href="/console/people"]');
  await page.fill("#phone", "07504445566");
  await page.click("#find");
  assert.match(await page.textContent(`#wallet-${user}`), /Hawre Aziz/);
  await page.selectOption(`#scope-${user}`, "all");
  await page.fill(`#reason-${user}`, "قضية ٤٥١٢");
  await page.click(`#freeze-${user} button`);
  await page.waitForURL(/done=frozen/);
  assert.match(await page.textContent("#flash"), /تم التجميد/);
  assert.match(await page.textContent(`#wallet-${user} .frozen`), /الكل/);
  await page.screenshot({ path: join(SHOTS, "console-people-frozen-ar.png"), fullPage: true });
  // lifting it waits for a second person
  await page.click(`#unfreeze-${user} button`);
  await page.waitForURL(/done=held/);
  assert.match(await page.textContent(`#wallet-${user} .frozen`), /الكل/, "still frozen");
  await page.click("#signout");
  await page.close();

  const other = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(other, second, "ku");
  await other.click("#approvals tbody tr:first-child a");
  assert.match(await other.textContent("#change"), /\{\s*\}/);
  await other.screenshot({ path: join(SHOTS, "console-unfreeze-request-ku.png"), fullPage: true });
  await other.click("#approve");
  await other.waitForSelector("#flash");
  await other.goto(`${sanduq.base}/console/people?phone=07504445566`);
  assert.match(await other.textContent(`#wallet-${user} .frozen`), /نەخێر/, "no longer frozen");
  await other.screenshot({ path: join(SHOTS, "console-people-ku.png"), fullPage: true });
  await other.close();
});

test("an invited person sets a password, enrols an authenticator and signs in, in English", async () => {
  const inv = await sanduq.admin("POST", "/staff", { email: "new@ops.example", roles: ["viewer"] });
  assert.equal(inv.status, 201, JSON.stringify(inv.body));
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${sanduq.base}${inv.body.data.invitation.url}?locale=en&theme=light`);
  assert.match(await page.textContent("#invited"), /new@ops\.example/);
  await page.fill("#password", PASSWORD);
  await page.click("#invite-form button");
  await page.waitForSelector("#qr svg");
  const secret = (await page.textContent("#secret")).trim();
  assert.equal(await page.locator("#recovery li").count(), 10);
  await page.screenshot({ path: join(SHOTS, "console-enrol-en.png"), fullPage: true });
  await page.click("#to-signin");
  const me = { email: "new@ops.example", secret, recovery: [] };
  await page.fill("#email", me.email);
  await page.fill("#password", PASSWORD);
  await page.fill("#code", nextCode(me));
  await page.click("button[type=submit]");
  await page.waitForURL(/\/console$/);
  assert.ok(await page.locator("#queue-approvals").isVisible());
  // the invitation is used up
  const again = await page.goto(`${sanduq.base}${inv.body.data.invitation.url}`);
  assert.equal(again.status(), 404);
  await page.close();
});

test("an admin invites a person and reads the trail, in Arabic and Kurdish", async () => {
  const admin = await operator("admin-ui@ops.example", ["admin"]);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, admin, "ar");
  await page.click('nav.side >> a[href="/console/staff"]');
  await page.fill("#email", "layla@ops.example");
  await page.check('input[name=roles][value="kyc_reviewer"]');
  await page.click("#invite");
  await page.waitForSelector("#invite-url");
  assert.match(await page.textContent("#invite-url"), /^\/console\/invite\/opi_/);
  assert.match(await page.textContent("#staff"), /layla@ops\.example/);
  // and gives her one more role; her own row has no such form
  const row = page.locator("#staff tbody tr", { hasText: "layla@ops.example" });
  await row.locator('input[name=roles][value="support"]').check();
  await row.locator("button.set-roles").click();
  await page.waitForURL(/done=roles/);
  assert.match(await page.locator("#staff tbody tr", { hasText: "layla@ops.example" }).textContent(), /kyc_reviewer, support|support, kyc_reviewer/);
  assert.equal(await page.locator("#staff tbody tr", { hasText: "admin-ui@ops.example" }).locator(".roles-form").count(), 0);
  await page.screenshot({ path: join(SHOTS, "console-staff-ar.png"), fullPage: true });
  await page.goto(`${sanduq.base}/console/trail?locale=ku`);
  assert.match(await page.textContent("#trail"), /POST \/console\/staff\/invite/);
  assert.equal(await page.getAttribute("html", "dir"), "rtl");
  await page.screenshot({ path: join(SHOTS, "console-trail-ku.png"), fullPage: true });
  // merchants, found by a word of their name
  await page.goto(`${sanduq.base}/console/merchants?locale=ku&q=erbil`);
  assert.match(await page.textContent("#merchants"), /Erbil Electronics/);
  assert.equal(await page.getAttribute("html", "dir"), "rtl");
  await page.screenshot({ path: join(SHOTS, "console-merchants-ku.png"), fullPage: true });
  // the rates: an admin reads them, and has no form to set them (finance does)
  await page.goto(`${sanduq.base}/console/rates?locale=en`);
  assert.equal(await page.locator("#rates-form").count(), 0);
  assert.ok(await page.locator("#rates, #no-rates").first().isVisible());
  await page.screenshot({ path: join(SHOTS, "console-rates-en.png"), fullPage: true });
  await page.close();
});
