//! The disputes function fed its events/ samples (and the admin function its dispute
//! samples): a captured payment disputed from the wallet, read by both sides, answered with
//! evidence, submitted, decided by an operator; a second withdrawn by the buyer; a third
//! accepted by the merchant.

use crate::lambda;
use lambda::{call, event, state};
use serde_json::Value;

fn id(b: &Value) -> String {
    b["data"]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("an id in {b}"))
        .to_string()
}

#[tokio::test]
async fn disputes_samples() {
    let (st, merchant) = state().await;
    // evidence files go where identity documents do: a folder here, S3 in AWS
    let st = lambda::with_docs(st);
    let disputes = sanduq_fn_disputes::app(st.clone());
    let admin = sanduq_fn_admin::app(st.clone());
    let all = sanduq_service::app(st.clone());

    // a buyer who paid 25,000 and was captured 20,000, three times over
    call(&all, event("core", "users-sync", &[])).await;
    let (s, b) = call(&all, event("sandbox", "wallets-topup", &[])).await;
    assert_eq!(s, 200, "{b}");
    call(&all, event("sandbox", "users-pin", &[])).await;
    let mut payments = vec![];
    for _ in 0..3 {
        let (s, b) = call(&all, event("core", "checkout-sessions-create", &[])).await;
        assert_eq!(s, 201, "{b}");
        let cs = b["data"]["id"].as_str().unwrap().to_string();
        let pay = b["data"]["payment_id"].as_str().unwrap().to_string();
        let ids = [
            ("cs_sample000000000000000000", cs.as_str()),
            ("pay_sample00000000000000000", pay.as_str()),
        ];
        let (s, b) = call(&all, event("sandbox", "checkout-sessions-pay", &ids)).await;
        assert_eq!(s, 200, "{b}");
        let (s, b) = call(&all, event("core", "payments-capture", &ids)).await;
        assert_eq!(s, 200, "{b}");
        payments.push(pay);
    }
    let (s, b) = call(&all, event("wallet", "sessions-mint", &[])).await;
    assert_eq!(s, 201, "{b}");
    let token = b["data"]["access_token"].as_str().unwrap().to_string();

    let open = |pay: &str| {
        event(
            "disputes",
            "open",
            &[
                ("USER_ACCESS_TOKEN", &token),
                ("pay_sample00000000000000000", pay),
            ],
        )
    };
    let mut ids = vec![];
    for pay in &payments {
        let (s, b) = call(&disputes, open(pay)).await;
        assert_eq!(
            (s, b["data"]["status"].as_str()),
            (201, Some("needs_response")),
            "{b}"
        );
        assert_eq!(b["data"]["held"], 5000, "{b}");
        ids.push(id(&b));
    }
    let on = |name: &str, dp: &str| {
        event(
            "disputes",
            name,
            &[
                ("USER_ACCESS_TOKEN", &token),
                ("dp_sample000000000000000000", dp),
            ],
        )
    };
    let admin_on =
        |name: &str, dp: &str| event("admin", name, &[("dp_sample000000000000000000", dp)]);

    // both sides see them
    let (s, b) = call(&disputes, on("mine-list", &ids[0])).await;
    assert_eq!(
        (s, b["data"]["data"].as_array().map(Vec::len)),
        (200, Some(3)),
        "{b}"
    );
    let (s, b) = call(&disputes, on("list", &ids[0])).await;
    assert_eq!(
        (s, b["data"]["data"].as_array().map(Vec::len)),
        (200, Some(3)),
        "{b}"
    );
    let (s, b) = call(&disputes, on("mine-get", &ids[0])).await;
    assert_eq!((s, id(&b)), (200, ids[0].clone()));
    let (s, b) = call(&disputes, on("get", &ids[0])).await;
    assert_eq!((s, id(&b)), (200, ids[0].clone()));
    // the sample's own id is no dispute
    let (s, b) = call(&disputes, event("disputes", "get", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );

    // the first: evidence, submitted, in the operators' queue, decided won
    let (s, b) = call(&disputes, on("submit", &ids[0])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (409, Some("INVALID_DISPUTE_STATUS")),
        "{b}"
    );
    let (s, b) = call(&disputes, on("evidence", &ids[0])).await;
    assert_eq!(
        (s, b["data"]["evidence"].as_array().map(Vec::len)),
        (200, Some(1)),
        "{b}"
    );
    let file = b["data"]["evidence"][0]["files"][0]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("a file in {b}"))
        .to_string();
    assert!(
        !b.to_string().contains("disputes/"),
        "where it is kept is not shown: {b}"
    );
    let (s, b) = call(&disputes, on("submit", &ids[0])).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("under_review")),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "disputes-queue", &[])).await;
    assert_eq!(
        (s, b["data"]["data"][0]["id"].as_str()),
        (200, Some(ids[0].as_str())),
        "{b}"
    );
    let (s, b) = call(&admin, admin_on("dispute-review", &ids[0])).await;
    assert_eq!(
        (s, b["data"]["payment"]["disputed_amount"].as_i64()),
        (200, Some(5000)),
        "{b}"
    );
    // the operator reads the merchant's file as it was sent
    let req = event(
        "admin",
        "dispute-file",
        &[
            ("dp_sample000000000000000000", &ids[0]),
            ("file_sample000000000000000000", &file),
        ],
    );
    let (s, headers, b) = lambda::call_full(&admin, req).await;
    assert_eq!(
        (s, headers.get("content-type").and_then(|v| v.to_str().ok())),
        (200, Some("image/png")),
        "{b}"
    );
    let (s, b) = call(&admin, admin_on("dispute-file", &ids[0])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    let (s, b) = call(&admin, admin_on("dispute-decide", &ids[0])).await;
    assert_eq!((s, b["data"]["status"].as_str()), (200, Some("won")), "{b}");

    // the second withdrawn by the buyer, the third accepted by the merchant
    let (s, b) = call(&disputes, on("withdraw", &ids[1])).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("withdrawn")),
        "{b}"
    );
    let (s, b) = call(&disputes, on("accept", &ids[2])).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("accepted")),
        "{b}"
    );
    let (s, b) = call(&disputes, on("accept", &ids[2])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (409, Some("INVALID_DISPUTE_STATUS")),
        "{b}"
    );

    // the books hold: holds returned or paid out, the buyer refunded once
    let audit = sanduq_admin::audit::merchant(&st, &merchant).await.unwrap();
    assert!(audit.ok(), "{:?}", audit.problems);
}
