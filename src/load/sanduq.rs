//! Sanduq's lifecycle over its public API: sync a buyer, top the wallet up (sandbox), create
//! a checkout session, pay it (sandbox), capture, refund a part.

use super::client::{call, text, Api, Call, Conn, Expect};
use super::stats::Recorder;
use serde_json::json;

pub struct Sanduq {
    pub api: Api,
}

pub const AMOUNT: i64 = 25_000;
pub const REFUND: i64 = 5_000;

impl Sanduq {
    fn post(&self, path: &str, body: serde_json::Value) -> Result<Call, String> {
        self.api.post(path, "application/json", body.to_string())
    }

    /// Creates (or updates) the buyer; their user id.
    pub async fn sync(
        &self,
        conn: &mut Conn,
        rec: &mut Recorder,
        buyer: &str,
    ) -> Result<String, ()> {
        let user = call(
            conn,
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

    pub async fn lifecycle(
        &self,
        conn: &mut Conn,
        rec: &mut Recorder,
        buyer: &str,
    ) -> Result<(), ()> {
        let user_id = self.sync(conn, rec, buyer).await?;
        call(
            conn,
            rec,
            "topup",
            self.post(
                "/sandbox/wallets/topup",
                json!({ "user_id": user_id, "currency": "IQD", "amount": AMOUNT }),
            ),
            Expect::Success,
        )
        .await?;
        let (session, payment) = self.session(conn, rec, buyer).await?;
        call(
            conn,
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
            conn,
            rec,
            "capture",
            self.post(&format!("/payments/{payment}/capture"), json!({})),
            Expect::Success,
        )
        .await?;
        call(
            conn,
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
    pub async fn session(
        &self,
        conn: &mut Conn,
        rec: &mut Recorder,
        buyer: &str,
    ) -> Result<(String, String), ()> {
        let s = call(
            conn,
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
    pub async fn wallet(&self, conn: &mut Conn, rec: &mut Recorder) -> Result<(), ()> {
        let req = self.api.get("/merchant/wallet");
        call(conn, rec, "wallet", req, Expect::Success)
            .await
            .map(drop)
    }
}
