// The console's daily work in a real browser. Identity reviews: three wallet users send a
// document photo (drawn in the browser as a phone's camera would give it); a reviewer in
// each locale opens the queue, sees the image whole before deciding, approves or rejects
// with a reason; a statement opened at 390 px; each read of an image or a statement on the
// staff audit trail. Merchants: one created with its keys shown once, its commission and
// limits changed by one person and approved by another, a key issued and revoked. Screenshots of each (SANDUQ_SCREENSHOTS=docs/screenshots keeps them).
//
//   node --test tests/browser/console_work.test.mjs   (after `cargo build --bin sanduq`)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, startSanduq, launchChromium, consoleTools } from "./support.mjs";

let sanduq, browser, operator, signIn, apiSession, asOperator;

before(async () => {
  sanduq = await startSanduq();
  browser = await launchChromium();
  ({ operator, signIn, apiSession, asOperator } = consoleTools(sanduq));
});

after(async () => {
  await browser?.close();
  sanduq?.stop();
});

/** A document photo as a phone would send it: a card drawn in the browser, as PNG base64. */
async function documentPhoto(name, number) {
  const page = await browser.newPage();
  const data = await page.evaluate(([name, number]) => {
    const c = document.createElement("canvas");
    c.width = 480; c.height = 300;
    const g = c.getContext("2d");
    g.fillStyle = "#dfe9f3"; g.fillRect(0, 0, 480, 300);
    g.fillStyle = "#1f4e79"; g.fillRect(0, 0, 480, 56);
    g.fillStyle = "#ffffff"; g.font = "bold 24px sans-serif"; g.fillText("REPUBLIC OF IRAQ · PASSPORT", 20, 37);
    g.fillStyle = "#9aa9b8"; g.fillRect(24, 80, 120, 150);
    g.fillStyle = "#16181d"; g.font = "20px sans-serif";
    g.fillText(name, 170, 110); g.fillText("1994-03-21", 170, 150); g.fillText(number, 170, 190);
    return c.toDataURL("image/png").split(",")[1];
  }, [name, number]);
  await page.close();
  return data;
}

test("a reviewer approves an identity after seeing its image, in every locale; a statement read is kept", async () => {
  const reviewers = [];
  for (const locale of ["en", "ar", "ku"]) reviewers.push(await operator(`kyc-${locale}@ops.example`, ["kyc_reviewer"]));
  const people = [["Zahra Ali Hassan", "A7654321", "+9647701110001"], ["Hawre Aziz Karim", "B1234567", "+9647501110002"], ["Sara Omar Saleh", "C7777777", "+9647801110003"]];
  const ids = [];
  for (const [name, number, phone] of people) {
    const sync = await sanduq.api("POST", "/users/sync", { external_user_id: number, name, phone });
    assert.equal(sync.status, 201, JSON.stringify(sync.body));
    const t = await sanduq.api("POST", `/users/${sync.body.data.id}/sessions`, {});
    const r = await fetch(`${sanduq.base}/api/v1/wallet/kyc`, {
      method: "POST",
      headers: { authorization: `Bearer ${t.body.data.access_token}`, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify({ tier: 1, full_name: name, date_of_birth: "1994-03-21", document_type: "passport", document_number: number, document_image: await documentPhoto(name, number) }),
    });
    const k = await r.json();
    assert.equal(r.status, 201, JSON.stringify(k));
    ids.push({ user: sync.body.data.id, kyc: k.data.id, token: t.body.data.access_token });
  }

  for (const [i, locale] of ["en", "ar", "ku"].entries()) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, reviewers[i], locale);
    await page.click('nav.side >> a[href="/console/kyc"]');
    await page.waitForURL(/\/console\/kyc$/);
    assert.match(await page.textContent(`#kyc-${ids[i].kyc}`), new RegExp(people[i][0]));
    await page.screenshot({ path: join(SHOTS, `console-kyc-queue-${locale}.png`), fullPage: true });
    await page.click(`#kyc-${ids[i].kyc} a.review`);
    await page.waitForURL(new RegExp(`/console/kyc/${ids[i].kyc}$`));
    // the image is there, whole, before anything is decided
    await page.waitForFunction(() => {
      const img = document.querySelector("#document");
      return img && img.complete && img.naturalWidth === 480;
    });
    assert.equal(await page.textContent("#number"), `••••${people[i][1].slice(-4)}`);
    await page.screenshot({ path: join(SHOTS, `console-kyc-review-${locale}.png`), fullPage: true });
    if (locale === "ar") {
      await page.fill("#reason", "الصورة غير واضحة");
      await page.click("#reject");
    } else {
      await page.click("#approve");
    }
    await page.waitForURL(/\/console\/kyc\?done=/);
    assert.ok(await page.locator("#flash").isVisible());
    assert.equal(await page.locator(`#kyc-${ids[i].kyc}`).count(), 0, "out of the queue");
    const w = await fetch(`${sanduq.base}/api/v1/wallet`, { headers: { authorization: `Bearer ${ids[i].token}` } });
    const kyc = (await w.json()).data.kyc;
    assert.equal(kyc.status, locale === "ar" ? "rejected" : "approved", JSON.stringify(kyc));
    if (locale === "ar") assert.equal(kyc.reason, "الصورة غير واضحة");
    await page.close();
  }

  // a statement, opened from the people page at 390 px, in Kurdish; each read is on the trail
  for (const amount of [250_000, 40_000]) {
    const top = await sanduq.api("POST", "/sandbox/wallets/topup", { user_id: ids[2].user, currency: "IQD", amount });
    assert.equal(top.status, 200, JSON.stringify(top.body));
  }
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(phone, reviewers[2], "ku");
  await phone.goto(`${sanduq.base}/console/people?phone=07801110003`);
  await phone.click(`#wallet-${ids[2].user} a.statement`);
  await phone.waitForURL(new RegExp(`/console/people/${ids[2].user}/statement`));
  assert.match(await phone.textContent("h1"), /Sara Omar Saleh/);
  assert.equal(await phone.locator("#statement tbody tr").count(), 2);
  assert.match(await phone.textContent("#statement"), /٢٥٠٬٠٠٠/, "Kurdish digits");
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scrolling at 390 px: ${width}`);
  await phone.screenshot({ path: join(SHOTS, "console-statement-ku-390.png"), fullPage: true });
  await phone.close();
  const trail = await sanduq.admin("GET", `/audit-log?actor=${reviewers[2].id}`);
  const actions = trail.body.data.data.map((e) => e.action);
  for (const want of ["GET /console/kyc/{id}/document", "POST /console/kyc/{id}/approve", "GET /console/people/{user_id}/statement"]) {
    assert.ok(actions.includes(want), `${want} in ${actions}`);
  }
});

test("a merchant is created, its settings changed by one person and approved by another, in Arabic", async () => {
  const maker = await operator("admin-maker@ops.example", ["admin"]);
  const checker = await operator("admin-checker@ops.example", ["admin"]);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, maker, "ar");
  await page.click('nav.side >> a[href="/console/merchants"]');
  await page.fill("#name", "تمور النجف");
  await page.selectOption("#environment", "production");
  await page.fill("#percent", "١٫٥");
  await page.click("#create");
  // its keys, this once
  await page.waitForSelector("#shown");
  const secrets = await page.locator("#shown code.secret").allTextContents();
  assert.ok(secrets.some((k) => k.startsWith("sk_live_")), secrets.join(" "));
  assert.match(await page.textContent("#commission"), /١٫٥٠/);
  await page.screenshot({ path: join(SHOTS, "console-merchant-created-ar.png"), fullPage: true });
  const id = (await page.textContent("#merchant-id")).trim();
  assert.match(id, /^mer_/);
  await page.goto(`${sanduq.base}/console/merchants/${id}`);
  assert.equal(await page.locator("#shown").count(), 0, "never shown again");
  // a production merchant's commission and limits wait for a second person
  await page.fill("#percent", "2.5");
  await page.click("#change-commission");
  await page.waitForURL(/done=held/);
  await page.selectOption("#tier", "1");
  await page.selectOption("#limit-currency", "IQD");
  await page.fill("#per_transfer", "١٬٠٠٠٬٠٠٠");
  await page.click("#set-limits");
  await page.waitForURL(/done=held/);
  assert.match(await page.textContent("#commission"), /١٫٥٠/, "unchanged until approved");
  // a key issued (shown once) and revoked
  await page.selectOption("#kind", "publishable");
  await page.click("#issue-key");
  await page.waitForSelector("#shown");
  const pk = (await page.locator("#shown code.secret").first().textContent()).trim();
  assert.match(pk, /^pk_live_/);
  await page.goto(`${sanduq.base}/console/merchants/${id}`);
  const row = page.locator("#keys tbody tr", { hasText: pk.slice(0, 16) });
  await row.locator("button.revoke").click();
  await page.waitForURL(/done=revoked/);
  assert.ok(await page.locator("#keys tbody tr", { hasText: pk.slice(0, 16) }).locator("button.revoke").count() === 0);
  await page.screenshot({ path: join(SHOTS, "console-merchant-ar.png"), fullPage: true });
  await page.close();

  // the second person approves both from the console
  const other = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(other, checker, "ar");
  for (let n = 0; n < 2; n++) {
    await other.goto(`${sanduq.base}/console`);
    await other.click("#approvals tbody tr:first-child a");
    await other.click("#approve");
    await other.waitForSelector("#flash");
  }
  await other.goto(`${sanduq.base}/console/merchants/${id}`);
  assert.match(await other.textContent("#commission"), /٢٫٥٠/);
  assert.match(await other.textContent("#limits-1-IQD"), /١٬٠٠٠٬٠٠٠/);
  const width = await other.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scrolling at 390 px: ${width}`);
  await other.screenshot({ path: join(SHOTS, "console-merchant-approved-ar-390.png"), fullPage: true });
  await other.close();
});
