// Sanduq hosted wallet: the merchant's colour, the current page's tab in view, amounts typed in Arabic-Indic digits read as
// such, countdowns (my payment code, a quote) that renew what they count down before it
// ends, and the service worker that shows the offline page. Every form works without it.
(function () {
  "use strict";
  var root = document.documentElement;
  var brand = root.getAttribute("data-brand");
  if (brand && /^#[0-9A-Fa-f]{6}$/.test(brand)) root.style.setProperty("--brand", brand);

  // the current page's tab in view on a narrow screen (the row scrolls sideways)
  var current = document.querySelector('nav.tabs [aria-current="page"]');
  if (current && current.scrollIntoView) current.scrollIntoView({ block: "nearest", inline: "center" });

  var locales = (root.getAttribute("data-number-locales") || "en").split(" ");
  function number(n) {
    try { return new Intl.NumberFormat(locales).format(n); } catch (e) { return String(n); }
  }
  // Arabic counts its seconds (the pages' own rule, format::seconds_said): ثانية واحدة,
  // ثانيتين, ٣–١٠ ثوانٍ, then ثانية again
  function seconds(text) {
    if (!/^ar/.test(root.getAttribute("lang") || "")) return text;
    return text.replace(/([0-9\u0660-\u0669]+) ثانية/g, function (all, d) {
      var n = parseInt(d.replace(/[\u0660-\u0669]/g, function (c) { return c.charCodeAt(0) - 0x660; }), 10);
      return n === 1 ? "ثانية واحدة" : n === 2 ? "ثانيتين" : n % 100 >= 3 && n % 100 <= 10 ? d + " ثوانٍ" : all;
    });
  }

  // Fetches a form's page again (same fields, same CSRF token) and swaps in the part `id`,
  // keeping what the person is typing elsewhere. Resolves to whether it worked.
  function renew(form, id) {
    return fetch(form.action, { method: "POST", body: new URLSearchParams(new FormData(form)), credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
      .then(function (html) {
        var fresh = new DOMParser().parseFromString(html, "text/html").getElementById(id);
        var old = document.getElementById(id);
        if (!fresh || !old) return false;
        var keep = old.querySelector("input.pin");
        var typed = keep ? keep.value : "";
        old.replaceWith(fresh);
        var pin = fresh.querySelector("input.pin");
        if (pin && typed) pin.value = typed;
        start(fresh);
        return true;
      })
      .catch(function () { return false; });
  }

  // A countdown on a card with data-expires-at: each second "{n}" of the template; at
  // `renewAt` seconds left, the card's renewal (a new code, a new quote) is fetched.
  function start(card) {
    var out = card.querySelector(".countdown");
    if (!out) return;
    var total = parseInt(card.getAttribute("data-seconds"), 10) || 0;
    var ends = Date.now() + total * 1000;
    var renewing = false;
    var timer = setInterval(function () {
      if (!document.body.contains(card)) { clearInterval(timer); return; }
      var left = Math.max(0, Math.round((ends - Date.now()) / 1000));
      if (left > 0) {
        out.textContent = seconds(out.getAttribute("data-template").replace("{n}", number(left)));
        out.classList.remove("expired");
      } else {
        out.textContent = out.getAttribute("data-expired");
        out.classList.add("expired");
      }
      var form = card.id === "code-card" ? document.getElementById("new-code-form")
        : card.id === "quote" ? document.getElementById("quote-form") : null;
      if (form && !renewing && left <= 5) {
        renewing = true;
        renew(form, card.id).then(function (done) {
          if (done) {
            clearInterval(timer);
            if (card.id === "quote") {
              var note = document.getElementById("renewed");
              if (note) note.hidden = false;
            }
          } else { renewing = false; }
        });
      }
    }, 1000);
  }
  ["code-card", "quote", "withdrawal"].forEach(function (id) {
    var c = document.getElementById(id);
    if (c) start(c);
  });

  // Amounts, codes and PINs typed with Arabic-Indic or Persian digits are sent as ASCII,
  // their separators too (٬ as a comma, ٫ as a point): never "5٬000", one digit system.
  document.addEventListener("input", function (e) {
    var t = e.target;
    if (!t.classList || !t.classList.contains("digits")) return;
    var v = t.value.replace(/[\u0660-\u0669]/g, function (d) { return String(d.charCodeAt(0) - 0x0660); })
      .replace(/[\u06F0-\u06F9]/g, function (d) { return String(d.charCodeAt(0) - 0x06F0); })
      .replace(/\u066C/g, ",").replace(/\u066B/g, ".");
    if (v !== t.value) t.value = v;
  });

  if ("serviceWorker" in navigator && window.isSecureContext) {
    navigator.serviceWorker.register("/wallet/sw.js", { scope: "/wallet" }).catch(function () {});
  }
})();
