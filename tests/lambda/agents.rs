//! The agents function fed its events/ samples: an agent registered, listed, read, its
//! limits changed, and float moved to it from the balance a captured payment left.

use crate::lambda;
use lambda::{call, event, state};

#[tokio::test]
async fn agents_samples() {
    let (st, merchant) = state().await;
    // identity documents kept in a folder (the buyer verifies before withdrawing at an agent)
    let st = lambda::with_docs(st);
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

    // the agent signs in with the code its phone got, sets its PIN, finds the sample buyer
    // and takes cash in for them
    let (s, b) = call(&agents, event("agents", "agent-auth-otp", &[])).await;
    assert_eq!(s, 202, "{b}");
    let otp = b["data"]["otp_id"].as_str().unwrap().to_string();
    let inbox = [("%2B9647701234567", "%2B9647801234567")];
    let (s, b) = call(&all, event("sandbox", "sms-inbox", &inbox)).await;
    assert_eq!(s, 200, "{b}");
    let text = b["data"]["messages"][0]["text"]
        .as_str()
        .unwrap()
        .to_string();
    let sent = [
        ("otp_sample000000000000000000", otp.as_str()),
        ("123456", &text[..6]),
    ];
    let (s, b) = call(&agents, event("agents", "agent-auth-verify", &sent)).await;
    assert_eq!(s, 200, "{b}");
    let token = b["data"]["access_token"].as_str().unwrap().to_string();
    let me = [("AGENT_ACCESS_TOKEN", token.as_str())];
    let (s, b) = call(&agents, event("agents", "agent-get", &me)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("pending")),
        "{b}"
    );
    let (s, b) = call(&agents, event("agents", "agent-pin", &me)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("active")),
        "{b}"
    );
    let (s, b) = call(&agents, event("agents", "agent-users", &me)).await;
    assert_eq!(
        (s, b["data"]["name"].as_str()),
        (200, Some("Zainab A.")),
        "{b}"
    );
    let (s, b) = call(&agents, event("agents", "agent-cash-ins", &me)).await;
    assert_eq!(
        (s, b["data"]["agent_id"].as_str()),
        (201, Some(id.as_str())),
        "{b}"
    );
    let (_, b) = call(&agents, event("agents", "agent-get", &me)).await;
    assert_eq!(b["data"]["float"]["IQD"], 0, "{b}");

    // the buyer, verified, withdraws 5,000 at the agent: the code's halves from the answer
    // and the text message; a second withdrawal is read and canceled
    let (s, b) = call(&all, event("wallet", "sessions-mint", &[])).await;
    assert_eq!(s, 201, "{b}");
    let user = b["data"]["access_token"].as_str().unwrap().to_string();
    let kyc = [
        ("USER_ACCESS_TOKEN", user.as_str()),
        ("A98765432", "SANDBOX-APPROVE"),
    ];
    let (s, b) = call(&all, event("wallet", "kyc-submit", &kyc)).await;
    assert_eq!(s, 201, "{b}");
    let mine = [("USER_ACCESS_TOKEN", user.as_str())];
    let (s, b) = call(&agents, event("agents", "wallet-agents", &mine)).await;
    assert_eq!(
        (s, b["data"]["data"][0]["id"].as_str()),
        (200, Some(id.as_str())),
        "{b}"
    );
    let (s, b) = call(&agents, event("agents", "withdraw", &mine)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (201, Some("pending")),
        "{b}"
    );
    let half = b["data"]["code_part"].as_str().unwrap().to_string();
    let (_, inbox) = call(&all, event("sandbox", "sms-inbox", &[])).await;
    let text = inbox["data"]["messages"][0]["text"].as_str().unwrap();
    let code = format!("{half}{}", &text[..4]);
    let redeem = [
        ("AGENT_ACCESS_TOKEN", token.as_str()),
        ("1234567890", code.as_str()),
    ];
    let (s, b) = call(&agents, event("agents", "agent-redeem", &redeem)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("redeemed")),
        "{b}"
    );
    let (_, b) = call(&agents, event("agents", "agent-get", &me)).await;
    assert_eq!(b["data"]["float"]["IQD"], 5_000, "{b}");
    let (s, b) = call(&agents, event("agents", "withdraw", &mine)).await;
    assert_eq!(s, 201, "{b}");
    let wd = b["data"]["id"].as_str().unwrap().to_string();
    let it = [
        ("USER_ACCESS_TOKEN", user.as_str()),
        ("wd_sample000000000000000000", wd.as_str()),
    ];
    let (s, b) = call(&agents, event("agents", "withdrawal-get", &it)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("pending")),
        "{b}"
    );
    let (s, b) = call(&agents, event("agents", "withdrawal-cancel", &it)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("canceled")),
        "{b}"
    );
    // the user's list: the canceled one asked for by status; the agent's operations
    let (s, b) = call(&agents, event("agents", "withdrawals-list", &mine)).await;
    assert_eq!(
        (s, b["data"]["data"].as_array().map(Vec::len)),
        (200, Some(0)),
        "{b}"
    );
    let canceled = [mine[0], ("status=pending", "status=canceled")];
    let (s, b) = call(&agents, event("agents", "withdrawals-list", &canceled)).await;
    assert_eq!(
        (s, b["data"]["data"][0]["id"].as_str()),
        (200, Some(wd.as_str())),
        "{b}"
    );
    let (s, b) = call(&agents, event("agents", "agent-operations", &me)).await;
    let kinds: Vec<&str> = b["data"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["type"].as_str().unwrap())
        .collect();
    assert_eq!(
        (s, kinds),
        (200, vec!["cash_out", "cash_in", "float_in"]),
        "{b}"
    );

    // the day's statement, by the agent and by the merchant (today in Baghdad: the sample's
    // date is replaced, a fixed day would age)
    let (s, b) = call(&agents, event("agents", "agent-statement", &me)).await;
    assert_eq!(s, 200, "{b}");
    let iqd = &b["data"]["currencies"][0];
    assert_eq!(
        (
            &iqd["cash_ins"]["amount"],
            &iqd["cash_outs"]["amount"],
            &iqd["closing_float"]
        ),
        (&10_000.into(), &5_000.into(), &5_000.into()),
        "{b}"
    );
    let today = b["data"]["date"].as_str().unwrap().to_string();
    let of = [
        ("ag_sample000000000000000000", id.as_str()),
        ("2026-12-07", today.as_str()),
    ];
    let (s, b) = call(&agents, event("agents", "statement", &of)).await;
    assert_eq!(
        (s, &b["data"]["currencies"][0]["opening_float"]),
        (200, &0.into()),
        "{b}"
    );

    // the fee schedule, shown before an operation; the agent has earned no commission yet
    let (s, b) = call(&agents, event("agents", "fees-put", &[])).await;
    assert_eq!(
        (s, &b["data"]["IQD"]["cash_out"]["paid_by"]),
        (200, &"merchant".into()),
        "{b}"
    );
    let (s, b) = call(&agents, event("agents", "fees-get", &[])).await;
    assert_eq!(
        (s, &b["data"]["object"]),
        (200, &"agent_fees".into()),
        "{b}"
    );
    let (s, b) = call(&agents, event("agents", "agent-cash-ins-preview", &me)).await;
    assert_eq!(
        (s, &b["data"]["fee"], &b["data"]["credited"]),
        (200, &500.into(), &9_500.into()),
        "{b}"
    );
    let (s, b) = call(&agents, event("agents", "withdrawal-preview", &mine)).await;
    assert_eq!(
        (s, &b["data"]["fee"], &b["data"]["total"]),
        (200, &1_000.into(), &5_000.into()),
        "{b}"
    );
    let (s, b) = call(&agents, event("agents", "settings-update", &[])).await;
    assert_eq!(
        (s, &b["data"]["smallest_iqd_note"]),
        (200, &250.into()),
        "{b}"
    );
    let (s, b) = call(&agents, event("agents", "settings-get", &[])).await;
    assert_eq!(
        (s, &b["data"]["user_daily_iqd"]),
        (200, &1_000_000.into()),
        "{b}"
    );
    // cash the agent hands its merchant: one confirmed, one rejected
    let (s, b) = call(&agents, event("agents", "agent-deposit", &me)).await;
    assert_eq!(s, 201, "{b}");
    let dep = b["data"]["id"].as_str().unwrap().to_string();
    let (s, b) = call(&agents, event("agents", "deposits-list", &[])).await;
    assert_eq!(
        (s, b["data"]["data"][0]["id"].as_str()),
        (200, Some(dep.as_str())),
        "{b}"
    );
    let it = [("adp_sample000000000000000000", dep.as_str())];
    let (s, b) = call(&agents, event("agents", "deposit-confirm", &it)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("confirmed")),
        "{b}"
    );
    let (_, b) = call(&agents, event("agents", "agent-deposit", &me)).await;
    let dep = b["data"]["id"].as_str().unwrap().to_string();
    let it = [("adp_sample000000000000000000", dep.as_str())];
    let (s, b) = call(&agents, event("agents", "deposit-reject", &it)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("rejected")),
        "{b}"
    );
    let (s, b) = call(&agents, event("agents", "agent-commission-move", &me)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("INSUFFICIENT_BALANCE")),
        "{b}"
    );
    let audit = sanduq_admin::audit::merchant(&st, &merchant).await.unwrap();
    assert!(audit.ok(), "{:?}", audit.problems);
}
