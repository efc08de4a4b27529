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

/// A browser application's routes (those whose path `ours` picks) are exactly the
/// template's, and every one of them is deployed by `function`: how many there are.
#[allow(dead_code)] // used by the browser applications' tests only
pub fn browser_app_is_deployed_by(function: &str, ours: impl Fn(&str) -> bool) -> usize {
    let text = std::fs::read_to_string(root().join("template.yaml")).unwrap();
    let start = text
        .find(&format!("  {function}:"))
        .unwrap_or_else(|| panic!("{function} in template.yaml"));
    let end = text[start..].find("\n\n").map_or(text.len(), |e| start + e);
    let deployed: BTreeSet<(String, String)> =
        routes().into_iter().filter(|(_, p)| ours(p)).collect();
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
    assert_eq!(routed, deployed);
    for (_, p) in &deployed {
        assert!(
            text[start..end].contains(&format!("{p} }}"))
                || text[start..end].contains(&format!("{p}\" }}")),
            "{p} is not {function}'s"
        );
    }
    deployed.len()
}
