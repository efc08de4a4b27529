#!/usr/bin/env python3
"""What a burst of dashboard sign-ins does to everyone else: 96 sign-ins at once (each an
Argon2id check, each from its own loopback address so the per-address limit lets it
through) while a static asset is fetched again and again. Prints the asset's latency quiet
and during the burst.

    cargo build --profile server && target/server/sanduq serve --addr 127.0.0.1:18181 \\
        --data-dir /tmp/burst &
    python3 infra/signin_burst.py --port 18181 --data-dir /tmp/burst
"""
import argparse, http.client, json, statistics, threading, time, urllib.parse

a = argparse.ArgumentParser()
a.add_argument("--port", type=int, default=18181)
a.add_argument("--data-dir", default="/tmp/burst")
a.add_argument("--signins", type=int, default=96)
args = a.parse_args()


def call(method, path, body=None, headers=None, src="127.0.0.1"):
    c = http.client.HTTPConnection("127.0.0.1", args.port, source_address=(src, 0))
    c.request(method, path, body, headers or {})
    r = c.getresponse()
    data = r.read()
    c.close()
    return r, data


admin = json.load(open(f"{args.data_dir}/admin-credentials.json"))["admin_key"]
merchant = json.load(open(f"{args.data_dir}/sandbox-credentials.json"))["merchant_id"]
call("POST", f"/api/v1/admin/merchants/{merchant}/dashboard-users",
     json.dumps({"email": "burst@shop.example", "role": "owner",
                 "password": "correct horse battery staple"}),
     {"authorization": f"Bearer {admin}", "content-type": "application/json",
      "idempotency-key": f"burst-{time.time()}"})


def asset_ms():
    t = time.perf_counter()
    call("GET", "/assets/v1/checkout.css")
    return (time.perf_counter() - t) * 1000


statuses = []


def signin(i):
    src = f"127.77.{i // 200}.{i % 200 + 2}"
    r, _ = call("GET", "/dashboard/signin", src=src)
    cookie = r.getheader("set-cookie").split(";")[0]
    body = urllib.parse.urlencode({"email": "burst@shop.example",
                                   "password": "wrong password here",
                                   "csrf": cookie.split("=", 1)[1]})
    r, _ = call("POST", "/dashboard/signin", body,
                {"cookie": cookie, "content-type": "application/x-www-form-urlencoded"}, src)
    statuses.append(r.status)


quiet = [asset_ms() for _ in range(200)]
busy, stop = [], []
prober = threading.Thread(target=lambda: [busy.append(asset_ms()) for _ in iter(lambda: bool(stop), True)])
prober.start()
burst = [threading.Thread(target=signin, args=(i,)) for i in range(args.signins)]
t0 = time.perf_counter()
[t.start() for t in burst]
[t.join() for t in burst]
took = time.perf_counter() - t0
stop.append(1)
prober.join()


def p(xs, f):
    return sorted(xs)[max(0, int(len(xs) * f) - 1)]


print(f"static asset, quiet: median {statistics.median(quiet):.1f} ms, p99 {p(quiet, .99):.1f} ms")
print(f"static asset during {args.signins} sign-ins ({took:.1f} s): n={len(busy)} "
      f"median {statistics.median(busy):.1f} ms, p99 {p(busy, .99):.1f} ms, max {max(busy):.1f} ms")
print("sign-in answers:", {s: statuses.count(s) for s in sorted(set(statuses))})
