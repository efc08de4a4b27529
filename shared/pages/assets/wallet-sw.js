// Sanduq hosted wallet's service worker: keeps the offline page, its stylesheet and the
// icon, and shows the page when a navigation cannot reach Sanduq. Nothing else is cached:
// balances and forms always come from the network, never from a stale copy.
var CACHE = "sanduq-wallet-v1";
var KEEP = ["/wallet/offline", "/assets/v1/wallet.css", "/wallet/icons/icon.svg"];
self.addEventListener("install", function (e) {
  e.waitUntil(caches.open(CACHE).then(function (c) { return c.addAll(KEEP); }).then(function () { return self.skipWaiting(); }));
});
self.addEventListener("activate", function (e) {
  e.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (n) { return n !== CACHE; }).map(function (n) { return caches.delete(n); }));
  }).then(function () { return self.clients.claim(); }));
});
self.addEventListener("fetch", function (e) {
  if (e.request.mode !== "navigate") return;
  e.respondWith(fetch(e.request).catch(function () {
    return caches.match("/wallet/offline");
  }));
});
