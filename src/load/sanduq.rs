//! Sanduq's lifecycle over its public API: sync a buyer, top the wallet up (sandbox), create
//! a checkout session, pay it (sandbox), capture, refund a part.

use super::client::{call, text, Expect};
use super::stats::Recorder;
use reqwest::Client;
use serde_json::json;

pub struct Sanduq {
    pub http: Client,
    /// `http://host:port/api/v1`
    pub base: String,
    pub key: String,
}

pub const AMOUNT: i64 = 25_000;
pub const REFUND: i64 = 5_000;

impl Sanduq {
    fn post(&self, path: &str, body: serde_json::Value) -> reqwest::RequestBuilder {
        self.http
            .post(format!("{}{path}", self.base))
            .bearer_auth(&self.key)
            .header("idempotency-key", uuid::Uuid::new_v4().to_string())
            .json(&body)
    }

    /// Creates (or updates) the buyer; their user id.
    pub async fn sync(&self, rec: &mut Recorder, buyer: &str) -> Result<String, ()> {
        let user = call(
            rec,
            "sync",
            self.post(
                "/users/sync",
                json!({ "external_user_id": buyer, "name": "Load buyer" }),
            ),
            Expect::Success,
        )
        .await?;
        text(rec, "sync", &user, "/data/id")
    }

    pub async fn lifecycle(&self, rec: &mut Recorder, buyer: &str) -> Result<(), ()> {
        let user_id = self.sync(rec, buyer).await?;
        call(
            rec,
            "topup",
            self.post(
                "/sandbox/wallets/topup",
                json!({ "user_id": user_id, "currency": "IQD", "amount": AMOUNT }),
            ),
            Expect::Success,
        )
        .await?;
        let (session, payment) = self.session(rec, buyer).await?;
        call(
            rec,
            "pay",
            self.post(
                &format!("/sandbox/checkout/sessions/{session}/pay"),
                json!({}),
            ),
            Expect::Success,
        )
        .await?;
        call(
            rec,
            "capture",
            self.post(&format!("/payments/{payment}/capture"), json!({})),
            Expect::Success,
        )
        .await?;
        call(
            rec,
            "refund",
            self.post(
                &format!("/payments/{payment}/refund"),
                json!({ "amount": REFUND, "reason": "load test" }),
            ),
            Expect::Success,
        )
        .await?;
        Ok(())
    }

    /// A checkout session for the buyer: (session id, payment id).
    pub async fn session(&self, rec: &mut Recorder, buyer: &str) -> Result<(String, String), ()> {
        let s = call(
            rec,
            "session",
            self.post(
                "/checkout/sessions",
                json!({ "external_user_id": buyer, "amount": AMOUNT, "currency": "IQD",
                        "success_url": "https://shop.example/ok",
                        "cancel_url": "https://shop.example/cancel" }),
            ),
            Expect::Success,
        )
        .await?;
        Ok((
            text(rec, "session", &s, "/data/id")?,
            text(rec, "session", &s, "/data/payment_id")?,
        ))
    }

    /// The authenticated read the issue compares with: the merchant's wallet.
    pub async fn wallet(&self, rec: &mut Recorder) -> Result<(), ()> {
        let req = self
            .http
            .get(format!("{}/merchant/wallet", self.base))
            .bearer_auth(&self.key);
        call(rec, "wallet", req, Expect::Success).await.map(drop)
    }
}
