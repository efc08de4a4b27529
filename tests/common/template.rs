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
