// Said before the PIN (issue 80), shared by the hosted wallet, the agent app and the
// checkout popup: who is paid and how much, in words, by the browser's speech synthesis when
// it has a voice for the page's language (a speaker button; said at once when the user
// turned that on, remembered in this browser). No voice: nothing is said and nothing
// offered; the sentence (#said in #say, its language in data-lang) stays on screen.
(function () {
  "use strict";
  var spoken = false;
  function setup() {
    var box = document.getElementById("say");
    if (!box || !("speechSynthesis" in window)) return;
    var lang = box.getAttribute("data-lang") || "en";
    var prefixes = /^ckb/i.test(lang) ? ["ckb", "ku"] : [lang.split("-")[0].toLowerCase()];
    var text = (document.getElementById("said") || {}).textContent || "";
    var button = document.getElementById("speak");
    var row = document.getElementById("auto-speak-row");
    var auto = document.getElementById("auto-speak");
    function voice() {
      var voices = window.speechSynthesis.getVoices() || [];
      for (var i = 0; i < voices.length; i++) {
        var v = (voices[i].lang || "").toLowerCase();
        if (prefixes.some(function (p) { return v === p || v.indexOf(p + "-") === 0; })) return voices[i];
      }
      return null;
    }
    function say() {
      var v = voice();
      if (!v || !text) return;
      var u = new window.SpeechSynthesisUtterance(text);
      u.lang = lang;
      u.voice = v;
      window.speechSynthesis.cancel();
      window.speechSynthesis.speak(u);
    }
    function ready() {
      if (!voice()) return;
      button.hidden = false;
      row.hidden = false;
      var on = false;
      try { on = window.localStorage.getItem("sanduq_speak") === "1"; } catch (e) { on = false; }
      auto.checked = on;
      if (on && !spoken) { spoken = true; say(); }
    }
    button.onclick = say;
    auto.onchange = function () {
      try { window.localStorage.setItem("sanduq_speak", auto.checked ? "1" : "0"); } catch (e) { /* private mode */ }
      if (auto.checked) say();
    };
    ready();
    if (window.speechSynthesis.addEventListener) window.speechSynthesis.addEventListener("voiceschanged", ready);
  }
  // a page whose sentence is there from the server; the popup fills its own, then calls it
  window.SanduqSay = { setup: setup };
  if (document.getElementById("said") && document.getElementById("said").textContent) setup();
})();
