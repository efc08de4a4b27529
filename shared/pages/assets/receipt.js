// The receipt page's print button (the page itself needs no script to be read or printed).
"use strict";
document.getElementById("print")?.addEventListener("click", () => window.print());
