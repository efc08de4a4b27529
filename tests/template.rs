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
