//! The links function fed its events/ samples: a link created, listed, read; the hosted
//! page's view and payment; deactivation.

use crate::lambda;
use lambda::{call, event, state};
use serde_json::json;

#[tokio::test]
async fn links_samples_create_pay_and_deactivate_a_link() {
    let (st, _) = state().await;
    let app = sanduq_fn_links::app(st.clone());
    let (s, b) = call(&app, event("links", "payment-links-create", &[])).await;
    assert_eq!(s, 201, "{b}");
    let id = b["data"]["id"].as_str().unwrap().to_string();
    assert_eq!(
        b["data"]["url"],
        format!("https://pay.sanduq.example/links/{id}")
    );
    let ids = [("pl_sample000000000000000000", id.as_str())];
    let (s, b) = call(&app, event("links", "payment-links-list", &[])).await;
    assert_eq!(
        (s, &b["data"]["pagination"]["total"]),
        (200, &json!(1)),
        "{b}"
    );
    let (s, b) = call(&app, event("links", "link-page-get", &ids)).await;
    assert_eq!((s, &b["data"]["status"]), (200, &json!("active")), "{b}");
    // the sample's buyer: synced with the sample phone, a PIN, money (other families)
    let all = sanduq_service::app(st.clone());
    let (s, b) = call(&all, event("core", "users-sync", &[])).await;
    assert!(s == 200 || s == 201, "{b}");
    let user = b["data"]["id"].as_str().unwrap().to_string();
    let u = [("cust-1001", user.as_str())];
    let (s, b) = call(&all, event("sandbox", "users-pin", &u)).await;
    assert_eq!(s, 200, "{b}");
    let (s, b) = call(&all, event("sandbox", "wallets-topup", &u)).await;
    assert_eq!(s, 200, "{b}");
    // what the link's IQD amount costs in dollars (the sandbox's rates, at the bid)
    let (s, b) = call(&app, event("links", "link-page-fx-quote", &ids)).await;
    assert_eq!(
        (s, &b["data"]["to_amount"], &b["data"]["from_currency"]),
        (200, &json!(25_000), &json!("USD")),
        "{b}"
    );
    let (s, b) = call(&app, event("links", "link-page-pay", &ids)).await;
    assert_eq!((s, &b["data"]["status"]), (201, &json!("completed")), "{b}");
    let (s, b) = call(&app, event("links", "payment-links-get", &ids)).await;
    assert_eq!((s, &b["data"]["uses"]), (200, &json!(1)), "{b}");
    let (s, b) = call(&app, event("links", "payment-links-deactivate", &ids)).await;
    assert_eq!(
        (s, &b["data"]["status"]),
        (200, &json!("deactivated")),
        "{b}"
    );
    let (s, b) = call(&app, event("links", "link-page-pay", &ids)).await;
    assert_eq!(
        (s, &b["error"]["code"]),
        (422, &json!("PAYMENT_EXPIRED")),
        "{b}"
    );
}
