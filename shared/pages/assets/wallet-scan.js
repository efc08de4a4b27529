// Sanduq hosted wallet: pay a merchant-presented QR with the camera. Frames from
// getUserMedia are read by the browser's BarcodeDetector where it has one, else by jsQR
// (vendored, Apache-2.0); a Sanduq payload (scheme://pay?s=<qr id>...) opens its
// confirmation page, where the amount and the merchant are shown before the PIN.
(function () {
  "use strict";
  var start = document.getElementById("scan-start");
  var stop = document.getElementById("scan-stop");
  var video = document.getElementById("camera");
  var canvas = document.getElementById("frame");
  var error = document.getElementById("scan-error");
  var box = document.getElementById("scanner");
  if (!start || !video || !canvas) return;
  var stream = null;
  var detector = null;
  if ("BarcodeDetector" in window) {
    try { detector = new window.BarcodeDetector({ formats: ["qr_code"] }); } catch (e) { detector = null; }
  }

  function fail() {
    error.textContent = box.getAttribute("data-unavailable");
    error.hidden = false;
    halt();
  }

  function halt() {
    if (stream) stream.getTracks().forEach(function (t) { t.stop(); });
    stream = null;
    video.hidden = true;
    stop.hidden = true;
    start.hidden = false;
  }

  // The QR id in a payload, or null: only our own pay payloads are followed.
  function qrId(text) {
    var m = /^[a-z][a-z0-9+.-]*:\/\/pay\?(.*)$/i.exec(text || "");
    if (!m) return null;
    var s = new URLSearchParams(m[1]).get("s");
    return s && /^qr_[A-Za-z0-9]+$/.test(s) ? s : null;
  }

  function found(text) {
    var id = qrId(text);
    if (id) {
      halt();
      window.location.assign("/wallet/pay/" + encodeURIComponent(id));
      return true;
    }
    // an EMVCo merchant-presented payload: the server reads it (its CRC, whose it is)
    if (/^000201/.test(text || "")) {
      halt();
      window.location.assign("/wallet/pay/find?code=" + encodeURIComponent(text));
      return true;
    }
    return false;
  }

  function tick() {
    if (!stream) return;
    if (video.readyState >= 2 && video.videoWidth > 0) {
      if (detector) {
        detector.detect(video).then(function (codes) {
          if (!codes.some(function (c) { return found(c.rawValue); })) requestAnimationFrame(tick);
        }).catch(function () { detector = null; requestAnimationFrame(tick); });
        return;
      }
      if (window.jsQR) {
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        var ctx = canvas.getContext("2d", { willReadFrequently: true });
        ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
        var img = ctx.getImageData(0, 0, canvas.width, canvas.height);
        var code = window.jsQR(img.data, img.width, img.height, { inversionAttempts: "dontInvert" });
        if (code && found(code.data)) return;
      }
    }
    requestAnimationFrame(tick);
  }

  start.addEventListener("click", function () {
    error.hidden = true;
    if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) { fail(); return; }
    navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then(function (s) {
        stream = s;
        video.srcObject = s;
        video.hidden = false;
        stop.hidden = false;
        start.hidden = true;
        return video.play();
      })
      .then(function () { requestAnimationFrame(tick); })
      .catch(fail);
  });
  stop.addEventListener("click", halt);
})();
