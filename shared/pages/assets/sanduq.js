// Sanduq browser SDK, protocol version 1. Served by Sanduq at /sdk/v1/sanduq.js; no build.
//   Sanduq.open({ sessionToken, theme: "light"|"dark"|"auto", locale: "ar"|"en"|"ku",
//                 onSuccess({payment_id, amount, currency, reference}),
//                 onError({code, message}), onClose() })
// Exactly one callback fires per open. onSuccess is not proof of payment: confirm on your
// server (webhook, or GET /api/v1/embedded/payments/{payment_id}) before fulfilling.
(function () {
  "use strict";
  var script = document.currentScript;
  var BASE = new URL(script ? script.src : "/", location.href).origin;
  var LOCALES = { ar: 1, en: 1, ku: 1 };
  var THEMES = { light: 1, dark: 1, auto: 1 };

  function open(opts) {
    opts = opts || {};
    var fired = false;
    var timer = null, popup = null, closedSeen = 0;
    function fire(name, arg) {
      if (fired) return;
      fired = true;
      window.removeEventListener("message", onMessage);
      if (timer) clearInterval(timer);
      if (typeof opts[name] === "function") opts[name](arg);
    }
    if (typeof opts.sessionToken !== "string" || opts.sessionToken.indexOf("est_") !== 0) {
      fire("onError", { code: "invalid_request", message: "sessionToken is required" });
      return;
    }
    var locale = LOCALES[opts.locale] ? opts.locale : "en";
    var theme = THEMES[opts.theme] ? opts.theme : "auto";
    var query = "locale=" + locale + "&theme=" + theme;
    var url = BASE + "/embedded/checkout?mode=popup&" + query +
      "&origin=" + encodeURIComponent(location.origin);
    var w = 440, h = 700;
    var left = Math.max(0, (window.screenX || 0) + ((window.outerWidth || w) - w) / 2);
    var top = Math.max(0, (window.screenY || 0) + ((window.outerHeight || h) - h) / 2);
    popup = window.open(url, "sanduq_checkout",
      "popup,width=" + w + ",height=" + h + ",left=" + left + ",top=" + top);
    if (!popup) {
      // Popups blocked: the same page, full-page, back to the session's redirect_url with
      // the outcome in the query. The token travels in the fragment (never sent to a server).
      location.assign(BASE + "/embedded/checkout?mode=redirect&" + query +
        "#token=" + encodeURIComponent(opts.sessionToken));
      return;
    }
    function onMessage(e) {
      if (e.origin !== BASE || e.source !== popup) return; // exact origin, our popup only
      var m = e.data;
      if (!m || m.v !== 1 || typeof m.type !== "string") return;
      if (m.type === "sanduq:ready") {
        popup.postMessage({ v: 1, type: "sanduq:init", sessionToken: opts.sessionToken }, BASE);
      } else if (m.type === "sanduq:success") {
        fire("onSuccess", { payment_id: m.payment_id, amount: m.amount, currency: m.currency, reference: m.reference });
      } else if (m.type === "sanduq:error") {
        fire("onError", { code: String(m.code), message: String(m.message) });
      } else if (m.type === "sanduq:close") {
        fire("onClose");
      }
    }
    window.addEventListener("message", onMessage);
    // The buyer closed the window itself. The popup tells the server on its way out, but a
    // closing window's beacon is best effort, so the page says it too (a plain-text beacon:
    // no preflight; the token is the merchant's to spend, and a spent one changes nothing).
    timer = setInterval(function () {
      closedSeen = popup.closed ? closedSeen + 1 : 0;
      if (closedSeen < 3 || fired) return;
      fire("onClose");
      if (navigator.sendBeacon) {
        navigator.sendBeacon(BASE + "/api/v1/embedded/popup/close",
          JSON.stringify({ session_token: opts.sessionToken }));
      }
    }, 300);
  }

  window.Sanduq = { version: "1", open: open };
})();
