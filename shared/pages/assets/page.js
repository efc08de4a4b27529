// Sanduq pages: the merchant's brand colour, and amounts formatted for the page's locale
// with the browser's Intl (server-rendered text stays when Intl cannot).
(function () {
  "use strict";
  var root = document.documentElement;
  var brand = root.getAttribute("data-brand");
  if (brand && /^#[0-9A-Fa-f]{6}$/.test(brand)) root.style.setProperty("--brand", brand);
  // locales best first (a browser without Sorani data formats Kurdish as Iraqi Arabic)
  var tags = (root.getAttribute("data-number-locales") || root.getAttribute("lang") || "en").split(" ");
  window.SanduqFormat = function (minor, currency, exponent) {
    var value = minor / Math.pow(10, exponent);
    try {
      return new Intl.NumberFormat(tags, {
        style: "currency", currency: currency,
        minimumFractionDigits: exponent, maximumFractionDigits: exponent
      }).format(value);
    } catch (e) {
      return value.toFixed(exponent) + " " + currency;
    }
  };
  // a count in the page's digits (one digit system per locale)
  window.SanduqNumber = function (n) {
    try { return new Intl.NumberFormat(tags).format(n); } catch (e) { return String(n); }
  };
  // Arabic counts its seconds: ثانية واحدة, ثانيتين, ٣–١٠ ثوانٍ, then ثانية again
  window.SanduqSeconds = function (text) {
    if (!/^ar/.test(document.documentElement.getAttribute("lang") || "")) return text;
    return text.replace(/([0-9\u0660-\u0669]+) ثانية/g, function (all, d) {
      var n = parseInt(d.replace(/[\u0660-\u0669]/g, function (c) { return c.charCodeAt(0) - 0x660; }), 10);
      if (n === 1) return "ثانية واحدة";
      if (n === 2) return "ثانيتين";
      return n % 100 >= 3 && n % 100 <= 10 ? d + " ثوانٍ" : all;
    });
  };
  // a moment in the page's language and digits, in the buyer's time zone
  window.SanduqTime = function (iso) {
    var d = new Date(iso);
    try {
      return new Intl.DateTimeFormat(tags, { dateStyle: "medium", timeStyle: "short" }).format(d);
    } catch (e) {
      return d.toISOString();
    }
  };
  // A merchant's logo that does not load: its initials on its brand colour instead of the
  // browser's broken-image icon.
  function initials(name) {
    var words = String(name || "").trim().split(/\s+/).filter(Boolean);
    return words.slice(0, 2).map(function (w) { return Array.from(w)[0]; }).join("").toUpperCase();
  }
  window.SanduqLogo = function (img, name) {
    var swap = function () {
      var span = document.createElement("span");
      span.className = "initials";
      span.setAttribute("aria-hidden", "true");
      span.textContent = initials(name);
      img.replaceWith(span);
    };
    img.addEventListener("error", swap);
    if (img.complete && img.getAttribute("src") && img.naturalWidth === 0) swap();
  };
  var logos = document.querySelectorAll("img[data-logo-of]");
  for (var j = 0; j < logos.length; j++) window.SanduqLogo(logos[j], logos[j].getAttribute("data-logo-of"));
  // After paying: back to the merchant's success address after a countdown on screen (the
  // link beside it goes at once).
  var back = document.querySelector("[data-redirect]");
  if (back) {
    var left = Number(back.getAttribute("data-seconds"));
    var tick = function () {
      back.textContent = window.SanduqSeconds(back.getAttribute("data-text").replace("{n}", window.SanduqNumber(left)));
      if (left-- <= 0) { clearInterval(timer); location.assign(back.getAttribute("data-redirect")); }
    };
    var timer = setInterval(tick, 1000);
    tick();
  }
  // a currency named as the page's locale writes it (د.ع. in Arabic, IQD in English)
  var syms = document.querySelectorAll("[data-currency-symbol]");
  for (var k = 0; k < syms.length; k++) {
    try {
      var parts = new Intl.NumberFormat(tags, { style: "currency", currency: syms[k].getAttribute("data-currency-symbol") })
        .formatToParts(0);
      var cur = parts.filter(function (p) { return p.type === "currency"; })[0];
      if (cur) syms[k].textContent = cur.value;
    } catch (e) { /* the code stays */ }
  }
  var els = document.querySelectorAll("[data-amount]");
  for (var i = 0; i < els.length; i++) {
    var el = els[i];
    el.textContent = window.SanduqFormat(
      Number(el.getAttribute("data-amount")), el.getAttribute("data-currency"),
      Number(el.getAttribute("data-exponent")));
  }
})();
