// A receipt's public page in a real browser (issue 77): in Arabic, Kurdish and English, its
// QR code drawn, no script or style refused by the page's policy, printed to PDF on an 80 mm
// thermal roll in Arabic and on A4 in English. Headless Debian chromium, driven by
// playwright-core.
//
//   node --test tests/browser/receipts.test.mjs   (after `cargo build --bin sanduq`)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { writeFileSync } from "node:fs";
import { SHOTS, startSanduq, launchChromium, captured } from "./support.mjs";

let sanduq, api, browser;

before(async () => {
  sanduq = await startSanduq();
  api = sanduq.api;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  sanduq?.stop();
});

/** A PDF's page sizes in points, from its MediaBox entries (Chromium writes them plain). */
function pageSizes(pdf) {
  const text = pdf.toString("latin1");
  return [...text.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

const MM = 72 / 25.4;

test("a receipt's page reads in every locale and prints on an 80 mm roll and on A4", async () => {
  const b = await api("PATCH", "/merchant/branding", { name: "مكتبة بغداد", legal_name: "شركة مكتبة بغداد المحدودة", tax_number: "IQ-12345" });
  assert.equal(b.status, 200, JSON.stringify(b.body));
  const { session } = await captured(api, "receipt-buyer", 25_000);
  const p = await api("GET", `/payments/${session.payment_id}`);
  const { url, number } = p.body.data.receipt;
  assert.match(url, /\/r\/[0-9a-f]{32}$/);

  const page = await browser.newPage({ viewport: { width: 420, height: 900 } });
  const refused = [];
  // what the policy refuses is said on the console; a stylesheet, script or image the page
  // names that does not load is a failed response (the browser's own favicon.ico is neither)
  page.on("console", (m) => { if (/Content Security Policy|Refused/.test(m.text())) refused.push(m.text()); });
  page.on("response", (r) => { if (r.status() >= 400) refused.push(`${r.status()} ${r.url()}`); });
  for (const locale of ["ar", "ku", "en"]) {
    await page.goto(`${url}?locale=${locale}&theme=light`);
    assert.equal(await page.getAttribute("html", "dir"), locale === "en" ? "ltr" : "rtl");
    assert.equal((await page.textContent("#number")).trim(), number);
    const words = (await page.textContent("#words")).trim();
    assert.equal(words, { ar: "خمسة وعشرون ألف دينار", ku: "بیست و پێنج هەزار دینار", en: "twenty-five thousand Iraqi dinars" }[locale]);
    // a screen reader hears the figure as words
    assert.equal(await page.getAttribute("#amount", "aria-label"), words);
    assert.ok(await page.isVisible(".check svg"), "the QR code is drawn");
    assert.match(await page.textContent("header"), /شركة مكتبة بغداد المحدودة/);
    assert.match(await page.textContent("header"), /IQ-12345/);
    await page.screenshot({ path: join(SHOTS, `receipt-${locale}.png`), fullPage: true });
  }
  assert.deepEqual(refused, [], "nothing refused by the page's policy");

  // Arabic on an 80 mm thermal roll: one page 80 mm wide
  await page.goto(`${url}?locale=ar&paper=80mm`);
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: join(SHOTS, "receipt-ar-80mm-print.png"), fullPage: true });
  const roll = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(join(SHOTS, "receipt-ar-80mm.pdf"), roll);
  const rollPages = pageSizes(roll);
  assert.equal(rollPages.length, 1, JSON.stringify(rollPages));
  assert.ok(Math.abs(rollPages[0][0] - 80 * MM) < 1, `80 mm wide: ${rollPages[0]}`);
  assert.equal(await page.isVisible(".actions"), false, "no buttons on paper");

  // English on A4
  await page.emulateMedia({ media: "screen" });
  await page.goto(`${url}?locale=en`);
  const a4 = await page.pdf({ preferCSSPageSize: true });
  const a4Pages = pageSizes(a4);
  assert.equal(a4Pages.length, 1, JSON.stringify(a4Pages));
  assert.ok(Math.abs(a4Pages[0][0] - 210 * MM) < 1 && Math.abs(a4Pages[0][1] - 297 * MM) < 1, `A4: ${a4Pages[0]}`);

  // the print button opens the browser's print (window.print called)
  await page.evaluate(() => { window.print = () => { document.body.dataset.printed = "yes"; }; });
  await page.click("#print");
  assert.equal(await page.getAttribute("body", "data-printed"), "yes");

  // an address that names no receipt
  const wrong = url.replace(/.$/, (c) => (c === "0" ? "1" : "0"));
  const r = await page.goto(`${wrong}?locale=ar`);
  assert.equal(r.status(), 404);
  assert.match(await page.textContent("body"), /NOT_FOUND/);
  await page.close();
});
