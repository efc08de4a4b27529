//! The published contract: /api/v1/openapi.json is an OpenAPI 3.1 document built from the
//! route table; every route deployed (template.yaml) is in it and every operation in it is
//! routed; /docs renders it from Sanduq's own origin. (schemathesis fuzzes the server
//! against it: infra/schemathesis.sh.)

use crate::common;

use common::Server;
use reqwest::Method;
use serde_json::{json, Value};
use std::collections::BTreeSet;

fn operations(doc: &Value) -> Vec<(String, String, Value)> {
    let mut out = vec![];
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            out.push((method.to_uppercase(), path.clone(), op.clone()));
        }
    }
    out
}

fn refs(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            if let Some(Value::String(r)) = m.get("$ref") {
                out.push(r.clone());
            }
            m.values().for_each(|x| refs(x, out));
        }
        Value::Array(a) => a.iter().for_each(|x| refs(x, out)),
        _ => {}
    }
}

#[tokio::test]
async fn the_document_is_openapi_3_1_and_complete_in_itself() {
    let s = Server::start().await;
    let doc = s.document().await;
    assert_eq!(doc["openapi"], "3.1.0");
    let mut all = vec![];
    refs(&doc, &mut all);
    assert!(all.len() > 100);
    for r in &all {
        let pointer = r.strip_prefix('#').expect("local reference");
        assert!(doc.pointer(pointer).is_some(), "{r} resolves to nothing");
    }
    let ops = operations(&doc);
    assert!(ops.len() >= 70, "{}", ops.len());
    let ids: BTreeSet<&str> = ops
        .iter()
        .map(|(_, _, o)| o["operationId"].as_str().unwrap())
        .collect();
    assert_eq!(ids.len(), ops.len(), "operationIds are unique");
    for (method, path, op) in &ops {
        let responses = op["responses"].as_object().unwrap();
        assert!(
            responses
                .keys()
                .any(|k| k.starts_with('2') || k.starts_with('3')),
            "{method} {path}: no success answer"
        );
        assert!(responses.contains_key("500"), "{method} {path}");
        for p in path.split('/').filter(|p| p.starts_with('{')) {
            let name = p.trim_matches(|c| c == '{' || c == '}');
            assert!(
                op["parameters"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|x| x["name"] == name && x["in"] == "path"),
                "{method} {path}: {name} undeclared"
            );
        }
        // every merchant write names its Idempotency-Key and the errors it brings
        if op["parameters"].to_string().contains("IdempotencyKey") {
            let text = op["responses"].to_string();
            for code in [
                "IDEMPOTENCY_KEY_REQUIRED",
                "IDEMPOTENCY_KEY_REUSED",
                "VALIDATION_ERROR",
            ] {
                assert!(text.contains(code), "{method} {path}: {code}");
            }
        }
    }
    // limits come from the code's own constants
    let create = &doc["paths"]["/api/v1/embedded/checkout/sessions"]["post"];
    let body = &create["requestBody"]["content"]["application/json"]["schema"];
    assert_eq!(body["properties"]["expires_in"]["minimum"], 300);
    assert_eq!(body["properties"]["expires_in"]["maximum"], 1800);
    assert_eq!(body["properties"]["description"]["maxLength"], 256);
    assert_eq!(body["properties"]["metadata"]["maxProperties"], 20);
    assert_eq!(body["additionalProperties"], false);
    let list = &doc["paths"]["/api/v1/gateway/payments"]["get"]["parameters"];
    let per_page = list
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "per_page")
        .unwrap();
    assert_eq!(per_page["schema"]["maximum"], 100);
    let schemes = doc["components"]["securitySchemes"].as_object().unwrap();
    for k in [
        "secretKey",
        "adminKey",
        "apiKey",
        "apiTimestamp",
        "apiSignature",
    ] {
        assert!(schemes.contains_key(k), "{k}");
    }
}

#[tokio::test]
async fn every_deployed_route_is_documented_and_every_documented_one_deployed() {
    let s = Server::start().await;
    let doc = s.document().await;
    let documented: BTreeSet<(String, String)> = operations(&doc)
        .into_iter()
        .map(|(m, p, _)| (m, p))
        .collect();
    // the browser applications (the dashboard, the hosted wallet) are deployed but not part
    // of the API's document (tests/dashboard.rs and tests/wallet_app.rs check their routes
    // against template.yaml)
    let deployed: BTreeSet<(String, String)> = common::template::routes()
        .into_iter()
        .filter(|(_, p)| {
            !["/dashboard", "/console", "/wallet", "/agent"]
                .iter()
                .any(|a| p == a || p.starts_with(&format!("{a}/")))
        })
        .collect();
    let undocumented: Vec<_> = deployed.difference(&documented).collect();
    let undeployed: Vec<_> = documented.difference(&deployed).collect();
    assert!(
        undocumented.is_empty(),
        "routes in template.yaml without a document entry: {undocumented:?}"
    );
    assert!(
        undeployed.is_empty(),
        "documented routes template.yaml does not deploy: {undeployed:?}"
    );
}

#[test]
fn the_console_deploys_exactly_its_routes() {
    let n = common::template::browser_app_is_deployed_by("ConsoleFunction", "/console");
    assert!(n >= 6, "{n}");
}

#[tokio::test]
async fn every_documented_operation_is_routed() {
    let s = Server::start().await;
    let doc = s.document().await;
    for (method, path, _) in operations(&doc) {
        let concrete: String = path
            .split('/')
            .map(|seg| if seg.starts_with('{') { "x_1" } else { seg })
            .collect::<Vec<_>>()
            .join("/");
        let r = s
            .http
            .request(
                Method::from_bytes(method.as_bytes()).unwrap(),
                format!("{}{concrete}", s.root),
            )
            .send()
            .await
            .unwrap();
        let status = r.status();
        let body = r.text().await.unwrap_or_default();
        assert!(
            !body.contains("no such resource or route"),
            "{method} {path}: the server has no such route ({status})"
        );
        assert!(status.as_u16() < 500, "{method} {path}: {status} {body}");
    }
    // and a route that is not in the document is not served
    let r = s
        .http
        .get(format!("{}/api/v1/not-a-route", s.root))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 404);
    assert!(r
        .text()
        .await
        .unwrap()
        .contains("no such resource or route"));
}

#[tokio::test]
async fn docs_page_renders_the_document_from_its_own_origin() {
    let s = Server::start().await;
    let r = s.http.get(format!("{}/docs", s.root)).send().await.unwrap();
    assert_eq!(r.status(), 200);
    let csp = r.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        csp.contains("script-src 'self'") && csp.contains("connect-src 'self'"),
        "{csp}"
    );
    let html = r.text().await.unwrap();
    assert!(
        !html.contains("https://"),
        "no fetch beyond the origin: {html}"
    );
    for src in ["/assets/v1/redoc.standalone.js", "/assets/v1/docs.js"] {
        assert!(html.contains(src), "{src}");
        let a = s.http.get(format!("{}{src}", s.root)).send().await.unwrap();
        assert_eq!(a.status(), 200, "{src}");
        assert!(a.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/javascript"));
    }
    let js = s
        .http
        .get(format!("{}/assets/v1/docs.js", s.root))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(js.contains("/api/v1/openapi.json"));
}

/// What schemathesis found stays fixed, through HTTP with the spec's envelope and code.
#[tokio::test]
async fn what_the_fuzzer_found_stays_fixed() {
    let s = Server::start().await;
    let sk = s.sk();
    // the Idempotency-Key is a UUID v4 in its hyphenated form only
    let v4 = uuid::Uuid::new_v4();
    for key in [
        format!("{{{v4}}}"),
        format!("urn:uuid:{v4}"),
        v4.simple().to_string(),
    ] {
        let r = s
            .send(
                Method::POST,
                "/users/sync",
                Some(&sk),
                &[("idempotency-key", key.clone())],
                Some(json!({ "external_user_id": "fz-1", "name": "Fuzz" }).to_string()),
            )
            .await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(
            r.body["error"]["details"]["fields"]["Idempotency-Key"].is_string(),
            "{key}"
        );
    }
    // users/sync answers 201 when it creates, 200 when it updates
    let body = json!({ "external_user_id": "fz-1", "name": "Fuzz" });
    assert_eq!(
        s.post("/users/sync", body.clone()).await.status.as_u16(),
        201
    );
    assert_eq!(s.post("/users/sync", body).await.status.as_u16(), 200);
    // an amount is written as an integer: 25000 is one; 25000.0 and 2.5 are not (issue 72:
    // a whole number that came out of floating point is refused, as Stripe refuses it)
    s.topup("fz-1", "IQD", 100_000).await;
    let session = |amount: Value| {
        json!({ "external_user_id": "fz-1", "amount": amount, "currency": "IQD",
            "success_url": "https://shop.example/ok", "cancel_url": "https://shop.example/no" })
    };
    let r = s.post("/checkout/sessions", session(json!(25000))).await;
    assert_eq!(
        (r.status.as_u16(), &r.body["data"]["amount"]),
        (201, &json!(25000)),
        "{:?}",
        r.body
    );
    for bad in [json!(25000.0), json!(2.5)] {
        let r = s.post("/checkout/sessions", session(bad.clone())).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field("amount").is_some(), "{bad}: {r:?}");
    }
    // the gateway list reads its query like every other: no control characters, no blanks
    for q in [
        "user_id=%01x",
        "reference=%20%20",
        "per_page=0",
        "colour=red",
    ] {
        s.gw(Method::GET, &format!("/gateway/payments?{q}"), "")
            .await
            .expect_error(422, "VALIDATION_ERROR");
    }
    // an e-mail of 200 Arabic characters is within its 254-character limit
    let local: String = "ب".repeat(190);
    let r = s
        .post(
            "/users/sync",
            json!({ "external_user_id": "fz-2", "name": "Fuzz", "email": format!("{local}@mail.iq") }),
        )
        .await;
    assert_eq!(r.status.as_u16(), 201, "{:?}", r.body);
    // the popup page checks an origin given in any mode, and its length
    for q in [
        "mode=redirect&origin=shop.example",
        &format!("origin=https://{}.example", "a".repeat(300)),
    ] {
        let r = s
            .http
            .get(format!("{}/embedded/checkout?{q}", s.root))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 422, "{q}");
        let b: Value = r.json().await.unwrap();
        assert_eq!(b["error"]["code"], "VALIDATION_ERROR");
        assert!(b["error"]["details"]["fields"]["origin"].is_string());
    }
}

#[tokio::test]
async fn every_example_is_valid_by_its_own_schema() {
    let s = Server::start().await;
    let doc = s.document().await;
    let check = |what: String, schema: &Value, example: &Value, wrong: &mut Vec<String>| {
        let mut root = schema.clone();
        root["components"] = doc["components"].clone();
        let v = jsonschema::options()
            .should_validate_formats(true)
            .build(&root)
            .unwrap();
        for e in v.iter_errors(example) {
            wrong.push(format!("{what}: {example}: {e}"));
        }
    };
    let mut wrong = vec![];
    let mut seen = 0;
    for (method, path, op) in operations(&doc) {
        let media = &op["requestBody"]["content"]["application/json"];
        if let Some(example) = media.get("example") {
            seen += 1;
            check(
                format!("{method} {path} body"),
                &media["schema"],
                example,
                &mut wrong,
            );
            for (name, field) in media["schema"]["properties"].as_object().unwrap() {
                for ex in field["examples"].as_array().into_iter().flatten() {
                    check(format!("{method} {path} {name}"), field, ex, &mut wrong);
                }
            }
        }
        for p in op["parameters"].as_array().into_iter().flatten() {
            for ex in p["schema"]["examples"].as_array().into_iter().flatten() {
                check(
                    format!("{method} {path} ?{}", p["name"]),
                    &p["schema"],
                    ex,
                    &mut wrong,
                );
            }
        }
        for (status, r) in op["responses"].as_object().unwrap() {
            let media = &r["content"]["application/json"];
            if let Some(example) = media.get("example") {
                check(
                    format!("{method} {path} {status}"),
                    &media["schema"],
                    example,
                    &mut wrong,
                );
            }
        }
    }
    assert!(seen > 30, "{seen} request examples");
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// The published document, byte for byte, is the one committed in
/// tests/fixtures/openapi.json (after its first line, which says it is generated and by
/// what): a change to the contract is a deliberate one, reviewed in the fixture's diff (a
/// refactoring, such as moving families between crates, leaves it untouched).
/// `SANDUQ_WRITE_DOCUMENT=1 cargo test --test api openapi::` writes the fixture anew.
#[tokio::test]
async fn the_document_is_byte_for_byte_the_committed_one() {
    let s = Server::start().await;
    let got = s
        .http
        .get(format!("{}/api/v1/openapi.json", s.root))
        .send()
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/openapi.json");
    if std::env::var_os("SANDUQ_WRITE_DOCUMENT").is_some() {
        assert_eq!(got.first(), Some(&b'{'));
        let marked = [FIXTURE_MARK.as_bytes(), &got[1..]].concat();
        std::fs::write(&path, marked).unwrap();
    }
    let want = std::fs::read(&path).unwrap();
    let Some(rest) = want.strip_prefix(FIXTURE_MARK.as_bytes()) else {
        panic!("tests/fixtures/openapi.json does not start with its generated-by line");
    };
    assert!(
        got.first() == Some(&b'{') && &got[1..] == rest,
        "the published document differs from tests/fixtures/openapi.json ({} bytes served, {} committed)",
        got.len(),
        want.len()
    );
}

/// The fixture's first line: the document's opening brace and a specification extension
/// saying what wrote it (Redocly and the client generators read it as part of the document).
const FIXTURE_MARK: &str = "{\"x-generated\":\"by sanduq from its code (GET /api/v1/openapi.json); write it anew with SANDUQ_WRITE_DOCUMENT=1 cargo test --test api openapi:: and do not edit it\",\n";

/// docs/reference/errors.md lists every error code the document publishes (an `Error_<CODE>`
/// component), each with every HTTP status an operation answers it with, and no other code.
#[test]
fn the_error_reference_lists_every_published_code() {
    use std::collections::BTreeMap;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc: Value =
        serde_json::from_slice(&std::fs::read(root.join("tests/fixtures/openapi.json")).unwrap())
            .unwrap();
    let published: BTreeMap<String, BTreeSet<String>> = {
        let mut by_code: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        let responses = &doc["components"]["responses"];
        for ops in doc["paths"].as_object().unwrap().values() {
            for op in ops.as_object().unwrap().values() {
                let Some(answers) = op.get("responses").and_then(Value::as_object) else {
                    continue;
                };
                for (status, answer) in answers {
                    let mut text = answer.to_string();
                    if let Some(name) = answer["$ref"].as_str() {
                        let name = name.trim_start_matches("#/components/responses/");
                        text.push_str(&responses[name].to_string());
                    }
                    for part in text.split("#/components/schemas/Error_").skip(1) {
                        let code: String = part
                            .chars()
                            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                            .collect();
                        by_code.entry(code).or_default().insert(status.clone());
                    }
                }
            }
        }
        by_code
    };
    let components: BTreeSet<String> = doc["components"]["schemas"]
        .as_object()
        .unwrap()
        .keys()
        .filter_map(|k| k.strip_prefix("Error_").map(str::to_string))
        .collect();
    assert_eq!(
        published.keys().cloned().collect::<BTreeSet<_>>(),
        components
    );
    let page = std::fs::read_to_string(root.join("docs/reference/errors.md")).unwrap();
    let listed: BTreeMap<String, BTreeSet<String>> = page
        .lines()
        .filter(|l| l.starts_with("| `"))
        .map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            let statuses = cells[2].split(", ").map(str::to_string).collect();
            (cells[1].trim_matches('`').to_string(), statuses)
        })
        .collect();
    assert_eq!(listed, published);
}

/// Issue 72 (6): currency fields listed every spelling the reader once took (16 on 17
/// fields, shown in /docs, and the Python client's enum raised on them). The document
/// publishes IQD and USD only, and the API takes only them.
#[test]
fn every_currency_field_publishes_iqd_and_usd_only() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc: Value =
        serde_json::from_slice(&std::fs::read(root.join("tests/fixtures/openapi.json")).unwrap())
            .unwrap();
    let mut found = 0;
    fn walk(v: &Value, found: &mut usize) {
        match v {
            Value::Object(m) => {
                if let Some(Value::Array(e)) = m.get("enum") {
                    let upper = e.iter().any(|x| x == "IQD");
                    let lower = e.iter().any(|x| {
                        x.as_str()
                            .is_some_and(|s| s.eq_ignore_ascii_case("iqd") && s != "IQD")
                    });
                    if upper || lower {
                        *found += 1;
                        // a nullable field's enum holds null too
                        let codes: Vec<&Value> = e.iter().filter(|x| !x.is_null()).collect();
                        assert_eq!(codes, [&json!("IQD"), &json!("USD")], "{v}");
                    }
                }
                m.values().for_each(|x| walk(x, found));
            }
            Value::Array(a) => a.iter().for_each(|x| walk(x, found)),
            _ => {}
        }
    }
    walk(&doc, &mut found);
    assert!(found >= 17, "currency enums found: {found}");
}

/// Every tag says what its operations are for (Redocly's `tag-description`, in CI).
#[tokio::test]
async fn every_tag_is_described() {
    let s = Server::start().await;
    let doc = s.document().await;
    let tags = doc["tags"].as_array().unwrap();
    assert!(tags.len() >= 10, "{tags:?}");
    for t in tags {
        assert!(
            t["description"].as_str().is_some_and(|d| !d.is_empty()),
            "{t}"
        );
    }
}
