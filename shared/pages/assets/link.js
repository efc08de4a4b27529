// A Sanduq payment link's page: the buyer names their wallet (phone number or the shop's
// customer id), enters the amount when the link leaves it open, confirms with their PIN.
// Digits may be typed Arabic-Indic or Persian; they are read as ASCII.
(function () {
  "use strict";
  var cfg = JSON.parse(document.getElementById("sanduq-config").textContent);
  var S = cfg.strings;
  var $ = function (id) { return document.getElementById(id); };
  var REDIRECT_SECS = 5; // a paid page's countdown back to the merchant's redirect_url
  var form = $("pay");
  if (!form) return;
  function ascii(s) {
    return s.replace(/[\u0660-\u0669]/g, function (d) { return String(d.charCodeAt(0) - 0x0660); })
      .replace(/[\u06F0-\u06F9]/g, function (d) { return String(d.charCodeAt(0) - 0x06F0); })
      .replace(/\u066B/g, ".").trim();
  }
  function say(text, ok) {
    var m = $("message");
    m.textContent = text;
    m.className = ok ? "message ok" : "message";
  }
  // "12.5" in a currency with 2 decimals -> 1250; null when it is not an amount
  function minor(text, exponent) {
    var m = /^([0-9]{1,13})(?:[.]([0-9]*))?$/.exec(ascii(text).replace(/[\s\u066C]/g, ""));
    if (!m) return null;
    var frac = m[2] || "";
    if (frac.length > exponent) return null;
    while (frac.length < exponent) frac += "0";
    var n = Number(m[1] + frac);
    return n > 0 ? n : null;
  }
  function uuid() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    var b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 15) | 64; b[8] = (b[8] & 63) | 128;
    var h = Array.prototype.map.call(b, function (x) { return (x + 256).toString(16).slice(1); }).join("");
    return h.slice(0, 8) + "-" + h.slice(8, 12) + "-" + h.slice(12, 16) + "-" + h.slice(16, 20) + "-" + h.slice(20);
  }
  var MESSAGES = {
    INSUFFICIENT_BALANCE: "insufficient_funds", WALLET_NOT_FOUND: "user_not_found",
    PIN_BLOCKED: "pin_blocked", PIN_NOT_SET: "no_pin", MERCHANT_NOT_APPROVED: "merchant_unavailable"
  };
  // a quote to pay from the buyer's other currency, offered after "not enough"
  var quote = null;
  function rateText(r) {
    try {
      return new Intl.NumberFormat(document.documentElement.getAttribute("data-number-locales").split(" "),
        { maximumFractionDigits: 6 }).format(Number(r));
    } catch (e) { return r; }
  }
  function name(code) { return code === "USD" ? S.cur_usd : S.cur_iqd; }
  function offerFx(body) {
    return fetch("/api/v1/links/" + encodeURIComponent(cfg.link_id) + "/fx-quote", {
      method: "POST", credentials: "omit", headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: body.user, amount: body.amount })
    }).then(function (r) { return r.ok ? r.json() : null; }).then(function (j) {
      if (!j) return say(S.insufficient_funds);
      quote = j.data;
      $("fx-offer").textContent = S.fx_offer.replace("{to}", name(quote.to_currency)).replace("{from}", name(quote.from_currency));
      $("fx-from").textContent = window.SanduqFormat(quote.from_amount, quote.from_currency, quote.from_currency === "USD" ? 2 : 0);
      $("fx-rate").textContent = S.fx_rate.replace("{rate}", rateText(quote.rate));
      $("fx-official").textContent = S.fx_official.replace("{rate}", rateText(quote.official_rate));
      $("fx").hidden = false;
      say("");
    }, function () { say(S.insufficient_funds); });
  }
  form.addEventListener("input", function (e) {
    if (!$("pay-btn").disabled) say("");
    // another buyer or amount: the quote no longer fits
    if (quote && e.target.id !== "pin") { quote = null; $("fx").hidden = true; }
  });
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    var body = { user: ascii($("who").value) };
    if (!body.user) { say(S.user_not_found); $("who").focus(); return; }
    if ($("amount")) {
      var a = minor($("amount").value, cfg.exponent);
      if (a === null) { say(S.amount_invalid); $("amount").focus(); return; }
      body.amount = a;
    }
    body.pin = ascii($("pin").value);
    if (!/^[0-9]{4}$/.test(body.pin)) { say(S.pin_required); $("pin").focus(); return; }
    if (quote) body.fx_quote_id = quote.id;
    $("pay-btn").disabled = true;
    say(S.processing, true);
    fetch("/api/v1/links/" + encodeURIComponent(cfg.link_id) + "/pay", {
      method: "POST", credentials: "omit",
      headers: { "content-type": "application/json", "idempotency-key": uuid() },
      body: JSON.stringify(body)
    }).then(function (r) {
      return r.json().then(function (j) { return { ok: r.ok, body: j }; });
    }).then(function (r) {
      $("pay-btn").disabled = false;
      if (r.ok) {
        var d = r.body.data;
        form.hidden = true;
        say("");
        $("message").hidden = true;
        $("message").setAttribute("data-payment-id", d.payment_id);
        // the receipt: what was paid (the amount typed, for an open link), when, its ids
        $("r-amount").textContent = window.SanduqFormat(d.amount, d.currency, cfg.exponent);
        $("r-ref-row").hidden = !d.reference;
        $("r-ref").textContent = d.reference || "";
        $("r-id").textContent = d.payment_id;
        $("r-time").textContent = window.SanduqTime(d.created_at);
        $("receipt").hidden = false;
        if (d.redirect_url) {
          // back to the merchant: a visible link, and on its own after a countdown
          var u = new URL(d.redirect_url);
          u.searchParams.set("payment_id", d.payment_id);
          u.searchParams.set("payment_link_id", cfg.link_id);
          $("back").href = u.toString();
          $("back").textContent = S.back.replace("{merchant}", cfg.merchant);
          $("back").hidden = false;
          var left = REDIRECT_SECS;
          var tick = function () {
            $("countdown").textContent = window.SanduqSeconds(S.returning_in.replace("{merchant}", cfg.merchant)
              .replace("{n}", window.SanduqNumber(left)));
            if (left-- <= 0) { clearInterval(timer); location.assign(u.toString()); }
          };
          var timer = setInterval(tick, 1000);
          tick();
        }
        $("receipt-h").focus();
        return;
      }
      var err = r.body.error;
      if (err.code === "INVALID_PIN") {
        var left = err.details ? err.details.attempts_remaining : 0;
        say(S.wrong_pin.replace("{n}", window.SanduqNumber(left)));
        $("pin").value = "";
        $("pin").focus();
        return;
      }
      // short of the link's currency: offer the other one (a new quote when one ran out)
      if ((err.code === "INSUFFICIENT_BALANCE" && !quote) ||
          (quote && err.code === "PAYMENT_EXPIRED" && err.details && err.details.quote_id)) {
        var renewed = !!quote;
        return offerFx(body).then(function () { if (renewed) say(S.fx_renewed); });
      }
      if (err.code === "PAYMENT_EXPIRED") {
        form.hidden = true;
        var st = err.details && err.details.link_status;
        return say(st === "max_uses_reached" ? S.link_used_up : S.link_expired);
      }
      if (err.code === "VALIDATION_ERROR" && err.details && err.details.fields && err.details.fields.amount) {
        return say(S.amount_invalid);
      }
      say(S[MESSAGES[err.code]] || (cfg.family && cfg.family[err.code]) || S.payment_failed);
    }, function () { $("pay-btn").disabled = false; say(S.payment_failed); });
  });
})();
