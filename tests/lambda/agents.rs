//! The agents function fed its events/ samples: an agent registered, listed, read, its
//! limits changed, and float moved to it from the balance a captured payment left.

use crate::lambda;
use lambda::{call, event, state};

#[tokio::test]
async fn agents_samples() {
    let (st, merchant) = state().await;
    let agents = sanduq_fn_agents::app(st.clone());
    let all = sanduq_service::app(st.clone());

    // a captured payment: the balance the float comes from
    call(&all, event("core", "users-sync", &[])).await;
    let (s, b) = call(&all, event("sandbox", "wallets-topup", &[])).await;
    assert_eq!(s, 200, "{b}");
    call(&all, event("sandbox", "users-pin", &[])).await;
    let (s, b) = call(&all, event("core", "checkout-sessions-create", &[])).await;
    assert_eq!(s, 201, "{b}");
    let ids = [
        (
            "cs_sample000000000000000000",
            b["data"]["id"].as_str().unwrap().to_string(),
        ),
        (
            "pay_sample00000000000000000",
            b["data"]["payment_id"].as_str().unwrap().to_string(),
        ),
    ];
    let ids: Vec<(&str, &str)> = ids.iter().map(|(a, b)| (*a, b.as_str())).collect();
    let (s, b) = call(&all, event("sandbox", "checkout-sessions-pay", &ids)).await;
    assert_eq!(s, 200, "{b}");
    let (s, b) = call(&all, event("core", "payments-capture", &ids)).await;
    assert_eq!(s, 200, "{b}");

    let (s, b) = call(&agents, event("agents", "create", &[])).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (201, Some("pending")),
        "{b}"
    );
    let id = b["data"]["id"].as_str().unwrap().to_string();
    let at = [("ag_sample000000000000000000", id.as_str())];
    let (s, b) = call(&agents, event("agents", "list", &[])).await;
    assert_eq!(
        (s, b["data"]["data"][0]["id"].as_str()),
        (200, Some(id.as_str())),
        "{b}"
    );
    let (s, b) = call(&agents, event("agents", "get", &at)).await;
    assert_eq!(
        (s, b["data"]["till_number"].as_str()),
        (200, Some("T-7")),
        "{b}"
    );
    let (s, b) = call(&agents, event("agents", "update", &at)).await;
    assert_eq!(
        (s, &b["data"]["limits"]["IQD"]["max_float"]),
        (200, &20_000_000.into()),
        "{b}"
    );
    // the sample's 1,000,000 is more than the balance holds: refused, nothing moved
    let (s, b) = call(&agents, event("agents", "float", &at)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("INSUFFICIENT_BALANCE")),
        "{b}"
    );
    let small = [at[0], ("1000000", "10000")];
    let (s, b) = call(&agents, event("agents", "float", &small)).await;
    assert_eq!(
        (s, b["data"]["amount"].as_i64()),
        (201, Some(10_000)),
        "{b}"
    );
    let (_, b) = call(&agents, event("agents", "get", &at)).await;
    assert_eq!(b["data"]["float"]["IQD"], 10_000, "{b}");
    let audit = sanduq_admin::audit::merchant(&st, &merchant).await.unwrap();
    assert!(audit.ok(), "{:?}", audit.problems);
}
