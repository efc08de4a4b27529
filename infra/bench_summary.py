"""Prints the summary of infra/bench.sh from its JSON reports, writes summary.json, and
appends the run to the history (docs/bench-history.jsonl; BENCH_HISTORY= to leave it out,
another path to write elsewhere): one JSON object a line, with the date, commit and build."""
import datetime
import json
import os
import pathlib
import subprocess
import sys

out = pathlib.Path(sys.argv[1])
r = {p.stem: json.loads(p.read_text()) for p in out.glob("*.json") if p.stem != "summary"}
life, peer = r["sanduq-lifecycle"], r["localstripe-lifecycle"]
bare, session = r["bare"], r["sanduq-session"]
audit = r["audit"].get("data", r["audit"])
summary = {
    "concurrency": life["concurrency"],
    "fsyncs_per_second": r["fsync"]["fsyncs_per_second"],
    "bare_requests_per_second": bare["requests_per_second"],
    "unknown_route_requests_per_second": r["sanduq-ping"]["requests_per_second"],
    "wallet_read_requests_per_second": r["sanduq-wallet"]["requests_per_second"],
    "create_session_requests_per_second": session["requests_per_second"],
    "create_session_share_of_bare": round(session["requests_per_second"] / bare["requests_per_second"], 4),
    "lifecycles_per_second": life["lifecycles"]["per_second"],
    "lifecycle_requests_per_second": life["requests_per_second"],
    "lifecycle_p50_ms": life["lifecycles"]["p50_ms"],
    "lifecycle_p99_ms": life["lifecycles"]["p99_ms"],
    "server_cpu_us_per_write_request": life["server_cpu_us_per_request"],
    "store_bytes_per_lifecycle": r["store-size"]["bytes_per_lifecycle"],
    "store_peak_bytes_per_lifecycle": r["store-size"].get("peak_bytes_per_lifecycle"),
    "store_bytes_per_lifecycle_compacted": r["store-size"]["bytes_per_lifecycle_compacted"],
    "store_table_bytes_per_lifecycle_compacted": r["store-size"].get("table_bytes_per_lifecycle_compacted"),
    "store_journal_bytes_after": r["store-size"].get("journal_bytes_after"),
    "server_rss_bytes_per_lifecycle": r["store-size"].get("rss_bytes_per_lifecycle"),
    "server_rss_growth_bytes_per_lifecycle": r["store-size"].get("rss_growth_bytes_per_lifecycle"),
    "server_rss_bytes": r["store-size"].get("rss_bytes"),
    "size_lifecycles": r["store-size"].get("lifecycles"),
    "restart_seconds": r["store-size"].get("restart_seconds"),
    "server_rss_bytes_after_restart": r["store-size"].get("rss_bytes_after_restart"),
    "localstripe_lifecycles_per_second": peer["lifecycles"]["per_second"],
    "times_localstripe": round(life["lifecycles"]["per_second"] / max(peer["lifecycles"]["per_second"], 1e-9), 1),
    "failures": {k: sum(v["failures"].values()) for k, v in r.items() if "failures" in v},
    "audit_ok": audit.get("ok"),
}
if "monitoring" in r:
    m = r["monitoring"].get("data", r["monitoring"])
    summary["monitoring_movements"] = m["movements"]
    summary["monitoring_lag_p99_ms"] = m["lag_ms"]["p99"]
    summary["monitoring_lag_max_ms"] = m["lag_ms"]["max"]
(out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
history = os.environ.get("BENCH_HISTORY", "docs/bench-history.jsonl")
if history and summary["audit_ok"] and not any(summary["failures"].values()):
    git = lambda *a: subprocess.run(["git", *a], capture_output=True, text=True).stdout.strip()
    commit = git("rev-parse", "--short=7", "HEAD") + ("-dirty" if git("status", "--porcelain", "--untracked-files=no") else "")
    record = {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%MZ"),
        "kind": "bench",
        "commit": commit,
        "binary": os.environ.get("BENCH_BINARY", "target/server/sanduq (profile server)"),
        "seconds_each": int(os.environ.get("SECONDS_EACH", "20")),
        **{k: v for k, v in summary.items() if k != "failures"},
    }
    with open(history, "a") as f:
        f.write(json.dumps(record) + "\n")
    print(f"== appended to {history}")
print("== summary (target/bench/summary.json)")
for k, v in summary.items():
    print(f"  {k:<36} {v}")
if not summary["audit_ok"] or any(summary["failures"].values()):
    sys.exit("bench: failures or a failed audit")
