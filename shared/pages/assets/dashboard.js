// Sanduq dashboard: small enhancements over pages that work without script.
// - focus the first error or success message so screen readers announce it
(function () {
  "use strict";
  var flash = document.getElementById("flash");
  if (flash) { flash.setAttribute("tabindex", "-1"); flash.focus(); }
})();
