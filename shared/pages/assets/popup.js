// The Sanduq checkout popup. It talks to the page that opened it only through postMessage,
// with the opener's exact origin both ways, in typed messages of protocol version 1
// (docs/embedded-checkout.md). The PIN never leaves this page except to Sanduq's API.
(function () {
  "use strict";
  var cfg = JSON.parse(document.getElementById("sanduq-config").textContent);
  var S = cfg.strings;
  var $ = function (id) { return document.getElementById(id); };
  var token = null, view = null, finished = false;
  // API error codes as the SDK's onError names them
  var CODES = {
    INSUFFICIENT_BALANCE: "insufficient_funds", TOKEN_EXPIRED: "session_expired",
    PIN_BLOCKED: "pin_blocked", MERCHANT_NOT_APPROVED: "merchant_unavailable",
    PIN_ATTEMPTS: "too_many_wrong_pins", FORBIDDEN: "site_not_allowed"
  };

  function fill(s, v) {
    return s.replace("{n}", v && v.n).replace("{merchant}", v && v.merchant);
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
  // Ends the checkout once: tells the opener (popup) or goes back to redirect_url (redirect).
  function finish(msg, query) {
    if (finished) return;
    finished = true;
    if (cfg.mode === "redirect") {
      if (view && view.redirect_url) {
        var u = new URL(view.redirect_url);
        Object.keys(query).forEach(function (k) { u.searchParams.set(k, query[k]); });
        setTimeout(function () { location.replace(u.toString()); }, 600);
      }
      return;
    }
    send(msg);
    setTimeout(function () { window.close(); }, 600);
  }
  function fail(apiCode) {
    var code = CODES[apiCode] || "payment_failed";
    var text = S[code] || S.payment_failed;
    say(text);
    $("pay").hidden = true;
    $("setpin").hidden = true;
    $("app").setAttribute("aria-busy", "false");
    finish({ type: "sanduq:error", code: code, message: text },
      { sanduq_status: "error", sanduq_code: code, session_id: view ? view.session_id : "" });
  }
  function dismiss() {
    if (finished || !token) return;
    api("close", {}).catch(function () {}).then(function () {
      finish({ type: "sanduq:close" },
        { sanduq_status: "canceled", session_id: view ? view.session_id : "" });
    });
  }
  function show(v) {
    view = v;
    document.title = fill(S.pay_to, { merchant: v.merchant.name });
    $("merchant").textContent = v.merchant.name;
    if (v.merchant.brand_color) document.documentElement.style.setProperty("--brand", v.merchant.brand_color);
    if (v.merchant.logo_url) { $("logo").src = v.merchant.logo_url; $("logo").hidden = false; }
    if (v.merchant.support_url) { $("support").href = v.merchant.support_url; $("support").hidden = false; }
    $("amount").textContent = window.SanduqFormat(v.amount, v.currency, v.exponent);
    $("balance").textContent = window.SanduqFormat(v.balance, v.currency, v.exponent);
    if (v.description) { $("description").textContent = v.description; $("description").hidden = false; }
    $("pin-row").hidden = !v.pin_set;
    $("setpin").hidden = v.pin_set || !v.sandbox;
    $("pay").hidden = false;
    $("app").setAttribute("aria-busy", "false");
    (v.pin_set ? $("pin") : $("pay-btn")).focus();
  }
  function start(t) {
    token = t;
    // the opener's origin, checked against the sites the merchant registered (if any)
    api("session", cfg.mode === "popup" ? { origin: cfg.origin } : {}).then(function (r) {
      if (r.ok) show(r.body.data); else fail(r.body.error.code);
    }, function () { fail("NETWORK"); });
  }

  $("pay").addEventListener("submit", function (e) {
    e.preventDefault();
    var body = {};
    if (view.pin_set) {
      var pin = $("pin").value;
      if (!/^[0-9]{4}$/.test(pin)) { say(S.pin_required); $("pin").focus(); return; }
      body.pin = pin;
    }
    $("pay-btn").disabled = true;
    say(S.processing, true);
    api("confirm", body).then(function (r) {
      $("pay-btn").disabled = false;
      if (r.ok) {
        var d = r.body.data;
        say(S.success, true);
        $("pay").hidden = true;
        $("setpin").hidden = true;
        finish({ type: "sanduq:success", payment_id: d.payment_id, amount: d.amount,
                 currency: d.currency, reference: d.reference },
          { sanduq_status: "success", payment_id: d.payment_id, session_id: d.session_id });
        return;
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
      fail(err.code);
    }, function () { $("pay-btn").disabled = false; say(S.payment_failed); });
  });
  $("setpin").addEventListener("submit", function (e) {
    e.preventDefault();
    var pin = $("newpin").value;
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
  $("cancel").addEventListener("click", dismiss);
  document.addEventListener("keydown", function (e) { if (e.key === "Escape") dismiss(); });
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
