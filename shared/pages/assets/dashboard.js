// Sanduq dashboard: small enhancements over pages that work without script.
// - focus the first error or success message so screen readers announce it
(function () {
  "use strict";
  var flash = document.getElementById("flash");
  if (flash) { flash.setAttribute("tabindex", "-1"); flash.focus(); }
})();

// Branding: the popup preview and the colour's contrast with white text, as one types. A
// colour under WCAG AA cannot be saved (the server refuses it too, with the API's message).
(function () {
  "use strict";
  var input = document.getElementById("b-color");
  if (!input) return;
  var pick = document.getElementById("b-color-pick");
  var out = document.getElementById("contrast");
  var save = document.getElementById("save-brand");
  var bar = document.getElementById("preview-bar");
  var pay = document.getElementById("preview-pay");
  var nameIn = document.getElementById("b-name");
  var nameOut = document.getElementById("preview-name");
  var logoIn = document.getElementById("b-logo");
  var logo = document.getElementById("preview-logo");
  var fallbackName = nameOut.getAttribute("data-fallback");
  var min = parseFloat(out.getAttribute("data-min"));
  // locales best first (a browser without Sorani data writes Kurdish numbers as Iraqi Arabic)
  var root = document.documentElement;
  var lang = (root.getAttribute("data-number-locales") || root.lang).split(" ");
  function channel(c) {
    c = c / 255;
    return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  }
  // the WCAG 2 contrast of white text on #RRGGBB (null: not such a colour)
  function ratio(hex) {
    var m = /^#([0-9a-fA-F]{6})$/.exec(hex);
    if (!m) return null;
    var n = parseInt(m[1], 16);
    var l = 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
    return 1.05 / (l + 0.05);
  }
  function color() {
    var v = input.value.trim() || "#0B5FFF";
    var r = ratio(v);
    if (r === null) {
      out.textContent = out.getAttribute("data-bad");
      out.className = "contrast fail";
      save.disabled = true;
      return;
    }
    var ok = r >= min;
    var shown = (Math.floor(r * 100) / 100).toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    out.textContent = out.getAttribute("data-label") + ": " + shown + ":" + (1).toLocaleString(lang) + " — " +
      out.getAttribute(ok ? "data-pass" : "data-fail");
    out.className = "contrast " + (ok ? "pass" : "fail");
    save.disabled = !ok;
    bar.style.setProperty("background-color", v);
    pay.style.setProperty("background-color", v);
    if (pick && pick.value.toLowerCase() !== v.toLowerCase()) pick.value = v.toLowerCase();
  }
  function name() {
    nameOut.textContent = nameIn.value.trim() || fallbackName;
  }
  function logoShown() {
    var u = logoIn.value.trim();
    if (/^https:\/\/\S+$/.test(u)) { logo.src = u; logo.hidden = false; } else { logo.hidden = true; logo.removeAttribute("src"); }
  }
  input.addEventListener("input", color);
  if (pick) pick.addEventListener("input", function () { input.value = pick.value.toUpperCase(); color(); });
  nameIn.addEventListener("input", name);
  logoIn.addEventListener("input", logoShown);
  color(); name(); logoShown();
})();
