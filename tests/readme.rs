//! The README's five minutes and the payments guide's gateway section, run as written (bash,
//! curl, python3, openssl) against `sanduq serve`: the `cs_...; pay_...` placeholders take
//! the ids from the answer before them, the rest runs verbatim.

use crate::common;
use common::Server;
use serde_json::Value;
use std::process::Command;

/// The sh blocks of a markdown file of the repository between two headings.
fn blocks(file: &str, between: &str, and: &str) -> Vec<String> {
    let readme =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file))
            .unwrap();
    let start = readme.find(between).expect("the section");
    let end = start + readme[start..].find(and).expect("the next section");
    readme[start..end]
        .split("```sh\n")
        .skip(1)
        .map(|b| b.split("```").next().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn the_readme_walkthrough_and_gateway_section_run_as_written() {
    let s = Server::start().await;
    let mut blocks = blocks(
        "README.md",
        "## Five minutes with Sanduq",
        "## Client libraries",
    );
    blocks.extend(self::blocks(
        "docs/guides/payments.md",
        "## The gateway family",
        "## Time in the sandbox",
    ));
    assert_eq!(
        blocks.len(),
        3,
        "the walkthrough, events and dashboard, the gateway section"
    );
    let script = blocks.join("\n");
    assert!(script.contains("ROOT=http://127.0.0.1:8080;"), "{script}");
    let pick = |var: &str, field: &str| {
        format!("{var}=$(python3 -c 'import json;print(json.load(open(\"last.json\"))[\"data\"][\"{field}\"])')")
    };
    let script = script
        .replace("ROOT=http://127.0.0.1:8080;", &format!("ROOT={};", s.root))
        .replace(
            "CS=cs_...; PAY=pay_...",
            &format!("{}; {}", pick("CS", "id"), pick("PAY", "payment_id")),
        )
        .replace(
            "CS2=cs_...; PAY2=pay_...",
            &format!("{}; {}", pick("CS2", "id"), pick("PAY2", "payment_id")),
        );
    // every answer on its own line, the last one also in last.json
    let script = format!(
        "set -euo pipefail\ncurl() {{ command curl --fail-with-body \"$@\" | tee last.json; echo; }}\n{script}"
    );
    let cwd = common::temp_dir();
    std::fs::create_dir_all(&cwd).unwrap();
    std::os::unix::fs::symlink(&s.dir, cwd.join(".sanduq")).unwrap();
    let out = Command::new("bash")
        .arg("-c")
        .arg(&script)
        .current_dir(&cwd)
        .output()
        .expect("bash");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let answers: Vec<Value> = stdout
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert!(answers.iter().all(|a| a["success"] == true), "{stdout}");
    let data = |i: usize| &answers[i]["data"];
    // walkthrough: sync, top-up, PIN, session, pay, capture, refund, payment, 2 wallets
    assert_eq!(data(4)["status"], "authorized");
    assert_eq!(data(5)["status"], "captured");
    assert_eq!(data(7)["status"], "partially_refunded");
    assert_eq!(data(7)["refunds"].as_array().unwrap().len(), 1);
    assert_eq!(data(8)["accounts"][0]["display"], "14,850");
    assert_eq!(data(9)["accounts"][0]["display"], "85,000");
    // the payment's events, newest first; the dashboard's first user
    let events = data(10)["events"].as_array().expect("a list of events");
    let mut types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    types.sort_unstable();
    assert_eq!(
        types,
        [
            "checkout.authorized",
            "payment.completed",
            "payment.created",
            "payment.refunded"
        ],
        "{stdout}"
    );
    assert_eq!(data(11)["email"], "owner@shop.example");
    // gateway: session, pay, list, capture, refund, read
    assert_eq!(data(14)["payments"][0]["status"], "reserved");
    assert_eq!(data(14)["payments"][0]["id"], data(12)["payment_id"]);
    assert_eq!(data(15)["status"], "completed");
    assert_eq!(data(17)["status"], "partially_refunded");
    assert_eq!(answers.len(), 18, "{stdout}");
    assert_eq!(s.audit().await["ok"], true);
}
