//! Safeguarding over HTTP (issue 76): the platform's statement of e-money outstanding
//! against its backing ties to zero after real money moved (a deposit approved by a second
//! person, a cash-in, a payout paid), sandbox money left out; and a bank statement is
//! matched to the deposits and payouts of its day, with its duplicates, its lines the books
//! do not have and the movements the bank does not show; and the daily statements of
//! yesterday and today hold the day's money and tie.

use crate::common;
use common::{Resp, Server};
use reqwest::Method;
use serde_json::{json, Value};

fn of<'a>(statement: &'a Value, currency: &str) -> &'a Value {
    statement["currencies"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["currency"] == currency)
        .unwrap()
}

#[tokio::test]
async fn the_statement_ties_and_the_bank_statement_is_matched_line_by_line() {
    let s = Server::start().await;
    let before = s.admin(Method::GET, "/admin/safeguarding", None).await;
    assert_eq!(before.status, 200, "{before:?}");
    assert_eq!(before.data()["ok"], true);
    let iqd0 = of(before.data(), "IQD").clone();

    // sandbox money is not real: a sandbox deposit changes nothing
    let mid = s.merchant_id();
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/merchants/{mid}/deposits"),
            Some(json!({ "amount": 5_000, "currency": "IQD", "bank_reference": "SANDBOX-1" })),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");

    // a production merchant: a deposit (two people), a cash-in, a payout paid
    let m = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({ "name": "Real Shop", "status": "approved", "environment": "production" })),
        )
        .await;
    assert_eq!(m.status, 201, "{m:?}");
    let real = m.data()["id"].as_str().unwrap().to_string();
    let sk = m.data()["keys"]["secret_key"].as_str().unwrap().to_string();
    let held = s
        .admin(
            Method::POST,
            &format!("/admin/merchants/{real}/deposits"),
            Some(json!({ "amount": 1_000_000, "currency": "IQD", "bank_reference": "BT 7001" })),
        )
        .await;
    // a person's deposit to a production merchant waits for a second (the platform key's
    // does not)
    if held.status == 202 {
        let done = s.approve(held.data()["id"].as_str().unwrap()).await;
        assert!(done.status.is_success(), "{done:?}");
    } else {
        assert_eq!(held.status, 201, "{held:?}");
    }
    let r = s
        .post_as(
            &sk,
            "/users/sync",
            json!({ "external_user_id": "real-1", "name": "Real Buyer" }),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
    let r = s
        .post_as(
            &sk,
            "/wallets/real-1/cash-in",
            json!({ "amount": 200_000, "currency": "IQD", "reference": "till-1" }),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
    let po = s
        .post_as(
            &sk,
            "/payouts",
            json!({ "amount": 100_000, "currency": "IQD", "destination": "IQ98NBIQ850123456789012" }),
        )
        .await;
    assert_eq!(po.status, 201, "{po:?}");
    let po_id = po.data()["id"].as_str().unwrap().to_string();
    let unpaid = s
        .post_as(
            &sk,
            "/payouts",
            json!({ "amount": 50_000, "currency": "IQD", "destination": "IQ98NBIQ850123456789012" }),
        )
        .await;
    assert_eq!(unpaid.status, 201, "{unpaid:?}");
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/payouts/{po_id}/complete"),
            Some(json!({})),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");

    let st = s.admin(Method::GET, "/admin/safeguarding", None).await;
    assert_eq!(st.data()["ok"], true, "{st:?}");
    let iqd = of(st.data(), "IQD");
    let delta = |k: &str| iqd[k].as_i64().unwrap() - iqd0[k].as_i64().unwrap();
    assert_eq!(delta("wallets"), 200_000);
    assert_eq!(delta("merchant_balances"), 1_000_000 - 200_000 - 150_000);
    assert_eq!(delta("in_transit"), 50_000, "the payout not yet paid");
    assert_eq!(delta("outstanding"), 900_000);
    assert_eq!(
        delta("backed_by"),
        900_000,
        "1,000,000 came in, 100,000 went out"
    );
    assert_eq!(iqd["difference"], 0);

    // the sandbox's own statement holds its test money, the mint standing for the outside
    let sb = s
        .admin(Method::GET, "/admin/safeguarding?environment=sandbox", None)
        .await;
    assert_eq!(
        (sb.data()["ok"].clone(), sb.data()["environment"].clone()),
        (json!(true), json!("sandbox")),
        "{sb:?}"
    );
    assert!(of(sb.data(), "IQD")["merchant_balances"].as_i64().unwrap() >= 5_000);
    let r = s
        .admin(Method::GET, "/admin/safeguarding?environment=staging", None)
        .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("environment").is_some(), "{r:?}");

    // the bank's statement of the day
    let today = (chrono::Utc::now() + chrono::Duration::hours(3))
        .date_naive()
        .to_string();

    // the daily statements of yesterday and today (Baghdad days) hold what moved: together
    // 1,000,000 came in as a deposit and 100,000 went out as a payout; each day ties
    let yesterday = (chrono::Utc::now() + chrono::Duration::hours(3) - chrono::Duration::days(1))
        .date_naive()
        .to_string();
    let (mut came, mut went) = (0, 0);
    let mut closing = json!(null);
    for day in [&yesterday, &today] {
        let r = s
            .admin(
                Method::GET,
                &format!("/admin/safeguarding/days?day={day}"),
                None,
            )
            .await;
        assert_eq!(r.status, 200, "{r:?}");
        let d = r.data();
        assert_eq!(
            (d["ok"].clone(), d["day"].as_str()),
            (json!(true), Some(day.as_str())),
            "{d}"
        );
        assert_eq!(d["complete"], json!(day == &yesterday), "{d}");
        let iqd = of(d, "IQD");
        assert_eq!(
            (iqd["ties"].clone(), iqd["difference"].clone()),
            (json!(true), json!(0)),
            "{iqd}"
        );
        came += iqd["came_in"]["deposit"].as_i64().unwrap_or(0);
        went += iqd["went_out"]["payout"].as_i64().unwrap_or(0);
        assert_eq!(
            iqd["total_in"].as_i64(),
            iqd["came_in"]["deposit"].as_i64().or(Some(0))
        );
        closing = iqd["closing"].clone();
        // read again: the same statement (a kept closing reads as the journal did)
        let again = s
            .admin(
                Method::GET,
                &format!("/admin/safeguarding/days?day={day}"),
                None,
            )
            .await;
        assert_eq!(of(again.data(), "IQD")["opening"], iqd["opening"]);
    }
    assert_eq!((came, went), (1_000_000, 100_000));
    // today's closing is the position now, as the balances have it
    for k in [
        "wallets",
        "holds",
        "merchant_balances",
        "in_transit",
        "commission",
        "outstanding",
        "backed_by",
    ] {
        assert_eq!(closing[k], iqd[k], "{k}");
    }
    // a day not yet begun, and one that is not a date
    let tomorrow = (chrono::Utc::now() + chrono::Duration::hours(3) + chrono::Duration::days(1))
        .date_naive()
        .to_string();
    for bad in [tomorrow.as_str(), "2026-13-01", ""] {
        let r = s
            .admin(
                Method::GET,
                &format!("/admin/safeguarding/days?day={bad}"),
                None,
            )
            .await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field("day").is_some(), "{r:?}");
    }
    let csv = format!(
        "Date,Amount,Reference\n{today},\"1,000,000\",bt 7001\n{today},-100000,SANDUQ {po_id} payout\n{today},\"1,000,000\",BT 7001\n{today},777,fee refund\n"
    );
    let body = json!({ "currency": "IQD", "from": today, "to": today, "statement": csv });
    let r = s
        .admin(
            Method::POST,
            "/admin/safeguarding/bank-statements",
            Some(body),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let d = r.data();
    assert_eq!(d["lines"], 4);
    assert_eq!(d["ok"], false);
    let matched: Vec<(i64, &str)> = d["matched"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["line"].as_i64().unwrap(), m["kind"].as_str().unwrap()))
        .collect();
    assert_eq!(matched, vec![(2, "deposit"), (3, "payout")]);
    assert_eq!(d["duplicates"][0]["line"], 4);
    assert_eq!(d["unmatched_lines"][0]["line"], 5);
    assert_eq!(d["unmatched_lines"][0]["amount"], 777);
    // the sandbox deposit is not the bank's to show; nothing else of the day is missing
    assert_eq!(d["unmatched_movements"], json!([]), "{d}");

    // a statement that is not one is a field error, with its line
    for (statement, field) in [
        ("when,amount,reference\n", "statement"),
        (
            &*format!("date,amount,reference\n{today},1.5,x\n"),
            "statement",
        ),
    ] {
        let body = json!({ "currency": "IQD", "from": today, "to": today, "statement": statement });
        let r: Resp = s
            .admin(
                Method::POST,
                "/admin/safeguarding/bank-statements",
                Some(body),
            )
            .await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{r:?}");
    }
    let body = json!({ "currency": "IQD", "from": today, "to": "2000-01-01", "statement": "date,amount,reference\n" });
    let r = s
        .admin(
            Method::POST,
            "/admin/safeguarding/bank-statements",
            Some(body),
        )
        .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("to").is_some(), "{r:?}");
}
