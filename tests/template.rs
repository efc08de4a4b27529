//! template.yaml is valid (cfn-lint), and it routes exactly the requests the events/
//! samples make: every sample has a route in the template, every route a sample.

mod common;

use std::collections::BTreeSet;
use std::process::Command;

use common::template::root;

#[test]
fn cfn_lint_passes() {
    let out = Command::new("python3")
        .args([
            "-c",
            "import sys; from cfnlint.runner import main; sys.exit(main())",
            "template.yaml",
        ])
        .current_dir(root())
        .output()
        .expect("cfn-lint (pip install cfn-lint)");
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn matches(pattern: &str, path: &str) -> bool {
    let (p, q): (Vec<_>, Vec<_>) = (pattern.split('/').collect(), path.split('/').collect());
    p.len() == q.len() && p.iter().zip(&q).all(|(a, b)| a.starts_with('{') || a == b)
}

#[test]
fn every_route_has_a_sample_event_and_back() {
    let routes = common::template::routes();
    assert!(routes.len() >= 20, "{routes:?}");
    let mut covered = BTreeSet::new();
    for family in std::fs::read_dir(root().join("events")).unwrap() {
        for f in std::fs::read_dir(family.unwrap().path()).unwrap() {
            let path = f.unwrap().path();
            let e: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
            if e.get("rawPath").is_none() {
                continue; // not an HTTP event (the sweeper's schedule)
            }
            let method = e["requestContext"]["http"]["method"]
                .as_str()
                .unwrap()
                .to_string();
            let raw = e["rawPath"].as_str().unwrap();
            assert!(!e["headers"]["host"].is_null(), "{}", path.display());
            let hit = routes.iter().find(|(m, p)| *m == method && matches(p, raw));
            let hit = hit.unwrap_or_else(|| {
                panic!(
                    "{}: {method} {raw} has no route in template.yaml",
                    path.display()
                )
            });
            covered.insert(hit.clone());
        }
    }
    let missing: Vec<_> = routes.difference(&covered).collect();
    assert!(
        missing.is_empty(),
        "routes without a sample event: {missing:?}"
    );
}

/// Blast radius (issue 32, first part): the API stage is throttled, the payment functions
/// can have concurrency reserved, and the webhook queue cannot run more deliveries at once
/// than the stack allows (read through cfn-lint's own template decoder).
#[test]
fn the_stack_bounds_its_load_and_keeps_room_for_payments() {
    let script = r#"
import json, sys
from cfnlint.decode import cfn_yaml
t = cfn_yaml.load("template.yaml")
r = t["Resources"]
out = {
  "route_settings": r["HttpApi"]["Properties"].get("DefaultRouteSettings"),
  "delivery": r["DeliveryFunction"]["Properties"]["Events"]["Wakes"]["Properties"].get("ScalingConfig"),
  "reserved": {n: r[n]["Properties"].get("ReservedConcurrentExecutions") for n in ["CoreFunction", "EmbeddedFunction", "GatewayFunction", "WalletFunction"]},
  "parameters": {k: v.get("Default") for k, v in t["Parameters"].items()},
}
print(json.dumps(out))
"#;
    let out = Command::new("python3")
        .args(["-c", script])
        .current_dir(root())
        .output()
        .expect("python3 with cfn-lint");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        v["route_settings"],
        serde_json::json!({ "ThrottlingRateLimit": { "Ref": "ApiRateLimit" }, "ThrottlingBurstLimit": { "Ref": "ApiBurstLimit" } })
    );
    assert_eq!(
        v["delivery"],
        serde_json::json!({ "MaximumConcurrency": { "Ref": "DeliveryMaxConcurrency" } })
    );
    for (name, reserved) in v["reserved"].as_object().unwrap() {
        assert_eq!(
            reserved["Fn::If"][0], "ReservePaymentConcurrency",
            "{name}: {reserved}"
        );
    }
    assert_eq!(v["parameters"]["DeliveryMaxConcurrency"], 20);
    assert_eq!(v["parameters"]["PaymentReservedConcurrency"], 0);
}
