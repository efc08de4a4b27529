// The Sanduq checkout popup. It talks to the page that opened it only through postMessage,
// with the opener's exact origin both ways, in typed messages of protocol version 1
// (docs/guides/embedded-checkout.md). The PIN never leaves this page except to Sanduq's API.
//
// The buyer always reads how it ended: an error stays on screen with a Close button (the
// opener hears of it at once); a balance below the amount says so before any PIN is asked
// and offers Try again after a top-up, with the same session; a payment shows its receipt
// with the new balance until the buyer closes it, or AUTO_CLOSE seconds, counted down.
(function () {
  "use strict";
  var cfg = JSON.parse(document.getElementById("sanduq-config").textContent);
  var S = cfg.strings;
  var AUTO_CLOSE = 10;
  var $ = function (id) { return document.getElementById(id); };
  var token = null, view = null, finished = false, outcome = null, timer = null;
  // a quote to pay from the buyer's other currency, while the buyer is short of this one
  var quote = null;
  // API error codes as the SDK's onError names them
  var CODES = {
    INSUFFICIENT_BALANCE: "insufficient_funds", TOKEN_EXPIRED: "session_expired",
    PIN_BLOCKED: "pin_blocked", MERCHANT_NOT_APPROVED: "merchant_unavailable",
    PIN_ATTEMPTS: "too_many_wrong_pins", FORBIDDEN: "site_not_allowed", PIN_NOT_SET: "pin_not_set"
  };

  function number(n) { return window.SanduqNumber ? window.SanduqNumber(n) : String(n); }
  // a PIN typed with Arabic-Indic or Persian digits, as ASCII digits
  function ascii(s) {
    return s.replace(/[\u0660-\u0669]/g, function (d) { return String(d.charCodeAt(0) - 0x0660); })
      .replace(/[\u06F0-\u06F9]/g, function (d) { return String(d.charCodeAt(0) - 0x06F0); })
      .trim();
  }
  function money(minor) { return window.SanduqFormat(minor, view.currency, view.exponent); }
  function fill(s, v) {
    v = v || {};
    if (v.n !== undefined) s = s.replace("{n}", number(v.n));
    if (v.merchant !== undefined) s = s.replace("{merchant}", v.merchant);
    if (v.rate !== undefined) s = s.replace("{rate}", v.rate);
    if (v.from !== undefined) s = s.replace("{from}", v.from);
    if (v.to !== undefined) s = s.replace("{to}", v.to);
    return s;
  }
  function curName(code) { return code === "USD" ? S.cur_usd : S.cur_iqd; }
  // a rate as the locale writes numbers ("1313", "1310.25")
  function rateText(r) {
    var n = Number(r);
    try {
      var tags = (document.documentElement.getAttribute("data-number-locales") || "en").split(" ");
      return new Intl.NumberFormat(tags, { maximumFractionDigits: 6 }).format(n);
    } catch (e) { return r; }
  }
  function say(text, ok) {
    var m = $("message");
    m.textContent = text;
    m.className = ok ? "message ok" : "message";
  }
  function api(call, body) {
    body.session_token = token;
    return fetch("/api/v1/embedded/popup/" + call, {
      method: "POST", credentials: "omit",
      headers: { "content-type": "application/json" }, body: JSON.stringify(body)
    }).then(function (r) {
      return r.json().then(function (j) { return { ok: r.ok, body: j }; });
    });
  }
  function send(msg) {
    msg.v = 1;
    if (cfg.mode === "popup" && window.opener) window.opener.postMessage(msg, cfg.origin);
  }
  // The checkout has ended: the opener hears of it once, now; the buyer leaves when ready.
  function finish(msg, query) {
    if (finished) return;
    finished = true;
    outcome = query;
    send(msg);
  }
  // Leaves the popup: closes the window, or (redirect mode) goes back to redirect_url.
  function leave() {
    clearInterval(timer);
    if (cfg.mode === "redirect") {
      if (view && view.redirect_url) {
        var u = new URL(view.redirect_url);
        var q = outcome || {};
        Object.keys(q).forEach(function (k) { u.searchParams.set(k, q[k]); });
        location.replace(u.toString());
      }
      return;
    }
    setTimeout(function () { window.close(); }, 150); // after the button's press is seen
  }
  function leaveLabel() {
    return cfg.mode === "redirect" && view ? fill(S.back, { merchant: view.merchant.name }) : S.close;
  }
  function fail(apiCode) {
    var code = CODES[apiCode] || "payment_failed";
    // a family wallet's rule says which in the buyer's words
    var text = (cfg.family && cfg.family[apiCode]) || S[code] || S.payment_failed;
    say(text);
    $("pay").hidden = true;
    $("setpin").hidden = true;
    $("retry").hidden = true;
    if (!view) {
      // nothing was shown yet: no empty labels, no "Loading…"
      $("summary").hidden = true;
      $("merchant").textContent = "";
      document.title = S.payment_failed;
    }
    $("leave").textContent = leaveLabel();
    $("leave").hidden = false;
    $("after").hidden = cfg.mode === "redirect" && !(view && view.redirect_url);
    $("app").setAttribute("aria-busy", "false");
    finish({ type: "sanduq:error", code: code, message: text },
      { sanduq_status: "error", sanduq_code: code, session_id: view ? view.session_id : "" });
    $("leave").focus();
  }
  function dismiss() {
    if (finished || !token) return;
    api("close", {}).catch(function () { return null; }).then(function (r) {
      var d = r && r.ok ? r.body.data : null;
      if (d && d.status === "failed" && d.failure_code) {
        // dismissed after a refusal the buyer saw (insufficient funds): that is the outcome
        var text = S[d.failure_code] || S.payment_failed;
        finish({ type: "sanduq:error", code: d.failure_code, message: text },
          { sanduq_status: "error", sanduq_code: d.failure_code, session_id: d.session_id });
      } else {
        finish({ type: "sanduq:close" },
          { sanduq_status: "canceled", session_id: view ? view.session_id : "" });
      }
      leave();
    });
  }
  // Short of this currency but not of the other: a quote, shown with both amounts and the
  // rate beside the official one, confirmed with the PIN like any payment.
  function offerFx(v) {
    return api("fx-quote", {}).then(function (r) {
      if (!r.ok || r.body.data.from_amount > v.other.balance) return short();
      quote = r.body.data;
      $("fx-offer").textContent = fill(S.fx_offer, { to: curName(v.currency), from: curName(v.other.currency) });
      $("fx-from").textContent = window.SanduqFormat(quote.from_amount, quote.from_currency, v.other.exponent);
      $("fx-rate").textContent = fill(S.fx_rate, { rate: rateText(quote.rate) });
      $("fx-official").textContent = fill(S.fx_official, { rate: rateText(quote.official_rate) });
      $("fx").hidden = false;
      return ready(v);
    }, function () { short(); });
  }
  // Not enough money: said before any PIN is asked; Try again reads the balance again.
  function short() {
    quote = null;
    $("fx").hidden = true;
    say(S.insufficient_funds + " " + S.topup_hint);
    $("pay").hidden = true;
    $("setpin").hidden = true;
    $("retry").hidden = false;
    $("leave").textContent = S.cancel;
    $("leave").hidden = false;
    $("after").hidden = false;
    $("retry").focus();
  }
  function show(v) {
    view = v;
    document.title = fill(S.pay_to, { merchant: v.merchant.name });
    $("merchant").textContent = v.merchant.name;
    if (v.merchant.brand_color) document.documentElement.style.setProperty("--brand", v.merchant.brand_color);
    if (v.merchant.logo_url && $("logo")) {
      window.SanduqLogo($("logo"), v.merchant.name);
      $("logo").src = v.merchant.logo_url;
      $("logo").hidden = false;
    }
    if (v.merchant.support_url) { $("support").href = v.merchant.support_url; $("support").hidden = false; }
    $("amount").textContent = money(v.amount);
    $("balance").textContent = money(v.balance);
    if (v.description) { $("description").textContent = v.description; $("description").hidden = false; }
    // who is paid and how much, in words: the amount's accessible name, and said before the
    // PIN where the browser has a voice (say.js)
    var words = v.amount_words && v.amount_words[document.documentElement.lang.split("-")[0] === "ckb" ? "ku" : document.documentElement.lang.split("-")[0]];
    if (words) {
      $("amount").setAttribute("aria-label", words);
      $("said").textContent = fill(S.say_pay, { merchant: v.merchant.name }).replace("{amount}", words);
      $("say").hidden = false;
      if (window.SanduqSay) window.SanduqSay.setup();
    }
    $("summary").hidden = false;
    $("pay").hidden = false;
    $("app").setAttribute("aria-busy", "false");
    quote = null;
    $("fx").hidden = true;
    if (v.balance < v.amount) {
      return v.other && v.other.balance > 0 ? offerFx(v) : short();
    }
    return ready(v);
  }
  // Ready to pay: the PIN (or, for a sandbox buyer without one, its shortcut).
  function ready(v) {
    if (!v.pin_set && !v.sandbox) {
      // a live wallet pays only with its PIN: it is set in the wallet, never here
      say(S.no_pin);
      $("pay-btn").hidden = true;
      $("pin-row").hidden = true;
      $("setpin").hidden = true;
      return;
    }
    say("");
    $("after").hidden = true;
    $("retry").hidden = true;
    $("pay-btn").hidden = false;
    $("pin-row").hidden = !v.pin_set;
    $("setpin").hidden = v.pin_set || !v.sandbox;
    (v.pin_set ? $("pin") : $("pay-btn")).focus();
  }
  function load() {
    // the opener's origin, checked against the sites the merchant registered (if any)
    return api("session", cfg.mode === "popup" ? { origin: cfg.origin } : {}).then(function (r) {
      if (r.ok) show(r.body.data); else fail(r.body.error.code);
    }, function () { fail("NETWORK"); });
  }
  function start(t) {
    token = t;
    load();
  }
  // Paid: the receipt, until the buyer closes it or the countdown ends.
  function receipt(d) {
    say("");
    $("message").hidden = true;
    $("pay").hidden = true;
    $("setpin").hidden = true;
    $("summary").hidden = true;
    $("r-amount").textContent = window.SanduqFormat(d.amount, d.currency, view.exponent);
    $("r-merchant").textContent = view.merchant.name;
    $("r-ref-row").hidden = !d.reference;
    $("r-ref").textContent = d.reference || "";
    $("r-id").textContent = d.payment_id;
    $("r-time").textContent = window.SanduqTime ? window.SanduqTime(d.created_at) : d.created_at;
    var paidFrom = d.balance_currency || d.currency;
    $("r-balance").textContent = window.SanduqFormat(d.balance, paidFrom,
      paidFrom === view.currency ? view.exponent : view.other.exponent);
    $("fx").hidden = true;
    var f = d.fx_details;
    $("r-fx-row").hidden = !f;
    if (f) $("r-fx").textContent = window.SanduqFormat(f.from_amount, f.from_currency, view.other.exponent);
    var kept = d.receipt && d.receipt.url;
    $("r-receipt").hidden = !kept;
    if (kept) $("r-receipt").href = d.receipt.url + "?locale=" + encodeURIComponent(cfg.locale || "en");
    $("done").textContent = cfg.mode === "redirect" ? leaveLabel() : S.done;
    $("receipt").hidden = false;
    $("done").focus();
    var left = AUTO_CLOSE;
    var tick = function () {
      $("countdown").textContent = window.SanduqSeconds(fill(S.closing_in, { n: left }));
      if (left-- <= 0) leave();
    };
    tick();
    timer = setInterval(tick, 1000);
  }

  $("pay").addEventListener("submit", function (e) {
    e.preventDefault();
    var body = {};
    if (view.pin_set) {
      var pin = ascii($("pin").value);
      if (!/^[0-9]{4}$/.test(pin)) { say(S.pin_required); $("pin").focus(); return; }
      body.pin = pin;
    }
    if (quote) body.fx_quote_id = quote.id;
    $("pay-btn").disabled = true;
    say(S.processing, true);
    api("confirm", body).then(function (r) {
      $("pay-btn").disabled = false;
      if (r.ok) {
        var d = r.body.data;
        finish({ type: "sanduq:success", payment_id: d.payment_id, amount: d.amount,
                 currency: d.currency, reference: d.reference },
          { sanduq_status: "success", payment_id: d.payment_id, session_id: d.session_id });
        return receipt(d);
      }
      var err = r.body.error;
      if (err.code === "INVALID_PIN") {
        var left = err.details ? err.details.attempts_remaining : 0;
        if (left > 0) {
          say(fill(S.wrong_pin, { n: left }));
          $("pin").value = "";
          $("pin").focus();
          return;
        }
        return fail("PIN_ATTEMPTS");
      }
      if (err.code === "PIN_REQUIRED") { say(S.pin_required); return; }
      // the quote's 30 seconds ran out: a new one, shown, to confirm again
      if (quote && err.code === "PAYMENT_EXPIRED" && err.details && err.details.quote_id) {
        return offerFx(view).then(function () { say(S.fx_renewed); });
      }
      // fixable: the session stays open; read the balance again and offer a retry
      if (err.code === "INSUFFICIENT_BALANCE") { $("pin").value = ""; return load(); }
      fail(err.code);
    }, function () { $("pay-btn").disabled = false; say(S.payment_failed); });
  });
  $("setpin").addEventListener("submit", function (e) {
    e.preventDefault();
    var pin = ascii($("newpin").value);
    if (!/^[0-9]{4}$/.test(pin)) { say(S.pin_required); return; }
    api("pin", { pin: pin }).then(function (r) {
      if (!r.ok) return fail(r.body.error.code);
      view.pin_set = true;
      $("setpin").hidden = true;
      $("pin-row").hidden = false;
      say("");
      $("pin").focus();
    });
  });
  $("retry").addEventListener("click", function () { say(S.processing, true); load(); });
  $("cancel").addEventListener("click", dismiss);
  // after the end it leaves; while short of funds it is the Cancel button
  $("leave").addEventListener("click", function () { if (finished) leave(); else dismiss(); });
  $("done").addEventListener("click", leave);
  document.addEventListener("keydown", function (e) {
    if (e.key !== "Escape") return;
    if (finished) leave(); else dismiss();
  });
  // Closed by the window's own button: spend the token anyway.
  window.addEventListener("pagehide", function () {
    if (!finished && token) {
      navigator.sendBeacon("/api/v1/embedded/popup/close",
        new Blob([JSON.stringify({ session_token: token })], { type: "application/json" }));
    }
  });

  if (cfg.mode === "redirect") {
    var m = /[#&]token=([^&]+)/.exec(location.hash);
    history.replaceState(null, "", location.pathname + location.search);
    if (m) start(decodeURIComponent(m[1])); else fail("TOKEN_EXPIRED");
  } else {
    window.addEventListener("message", function (e) {
      // exact origin, and only the window that opened us
      if (e.origin !== cfg.origin || e.source !== window.opener) return;
      var msg = e.data;
      if (!msg || msg.v !== 1 || msg.type !== "sanduq:init" || typeof msg.sessionToken !== "string" || token) return;
      start(msg.sessionToken);
    });
    if (window.opener) send({ type: "sanduq:ready" }); else fail("TOKEN_EXPIRED");
  }
})();
