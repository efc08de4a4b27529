//! The HTTP routes template.yaml declares (HttpApi events), as `(METHOD, /path/{param})`.

use std::collections::BTreeSet;

pub fn root() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn routes() -> BTreeSet<(String, String)> {
    let text = std::fs::read_to_string(root().join("template.yaml")).unwrap();
    let mut out = BTreeSet::new();
    for line in text.lines().filter(|l| l.contains("Type: HttpApi")) {
        let method = line
            .split("Method: ")
            .nth(1)
            .and_then(|r| r.split(',').next())
            .unwrap()
            .trim()
            .to_string();
        let path = line
            .split("Path: ")
            .nth(1)
            .and_then(|r| r.split(" }").next())
            .unwrap()
            .trim()
            .trim_matches('"')
            .to_string();
        out.insert((method, path));
    }
    out
}

/// Whether template route `pattern` (`{param}` one segment, a last `{proxy+}` the rest)
/// matches `path`.
pub fn matches(pattern: &str, path: &str) -> bool {
    let (p, q): (Vec<_>, Vec<_>) = (pattern.split('/').collect(), path.split('/').collect());
    if p.last() == Some(&"{proxy+}") {
        let head = &p[..p.len() - 1];
        return q.len() > head.len() && matches(&head.join("/"), &q[..head.len()].join("/"));
    }
    p.len() == q.len() && p.iter().zip(&q).all(|(a, b)| a.starts_with('{') || a == b)
}

/// A browser application under `prefix` is deployed by `function` alone, by two greedy
/// routes (`ANY prefix` and `ANY prefix/{proxy+}`: its own router answers each page); every
/// route it serves is under `prefix` and has a sample event. How many routes it serves.
#[allow(dead_code)] // used by the browser applications' tests only
pub fn browser_app_is_deployed_by(function: &str, prefix: &str) -> usize {
    let text = std::fs::read_to_string(root().join("template.yaml")).unwrap();
    let start = text
        .find(&format!("  {function}:"))
        .unwrap_or_else(|| panic!("{function} in template.yaml"));
    let end = text[start..].find("\n\n").map_or(text.len(), |e| start + e);
    let greedy = format!("{prefix}/{{proxy+}}");
    let ours = |p: &str| p == prefix || p.starts_with(&format!("{prefix}/"));
    let deployed: BTreeSet<(String, String)> =
        routes().into_iter().filter(|(_, p)| ours(p)).collect();
    let want = BTreeSet::from([
        ("ANY".to_string(), prefix.to_string()),
        ("ANY".to_string(), greedy.clone()),
    ]);
    assert_eq!(deployed, want, "{function}");
    let block = &text[start..end];
    assert!(
        block.contains(&format!("Method: ANY, Path: {prefix} }}"))
            && block.contains(&format!("Method: ANY, Path: \"{greedy}\" }}")),
        "{prefix} is not {function}'s"
    );
    let st = sanduq_kernel::AppState::new(
        std::sync::Arc::new(sanduq_store::EmbeddedStore::in_memory()),
        sanduq_kernel::Config::default(),
    );
    let routed: BTreeSet<(String, String)> = sanduq_service::browser_routes(&st)
        .iter()
        .flat_map(|r| r.entries().to_vec())
        .map(|e| (e.method.to_string(), e.path.to_string()))
        .filter(|(_, p)| ours(p))
        .collect();
    let samples = samples();
    for (m, p) in &routed {
        assert!(
            samples.iter().any(|(sm, raw)| sm == m && matches(p, raw)),
            "{m} {p} has no sample event"
        );
    }
    routed.len()
}

/// Every HTTP sample event's method and path (events/*/*.json).
pub fn samples() -> Vec<(String, String)> {
    let mut out = vec![];
    for family in std::fs::read_dir(root().join("events")).unwrap() {
        for f in std::fs::read_dir(family.unwrap().path()).unwrap() {
            let e: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(f.unwrap().path()).unwrap()).unwrap();
            if let Some(raw) = e["rawPath"].as_str() {
                let m = e["requestContext"]["http"]["method"].as_str().unwrap();
                out.push((m.to_string(), raw.to_string()));
            }
        }
    }
    out
}
