//! The same lifecycle against a Stripe-shaped API (e.g. localstripe): create a customer,
//! attach a card (the funding step), create a payment intent with manual capture, confirm
//! it, capture, refund a part. Form-encoded bodies, as Stripe takes them.

use super::client::{call, text, Api, Call, Conn, Expect};
use super::sanduq::{AMOUNT, REFUND};
use super::stats::Recorder;
use url::form_urlencoded::Serializer;

/// Paths start with /v1.
pub struct Stripe {
    pub api: Api,
}

impl Stripe {
    fn post(&self, path: &str, form: &[(&str, &str)]) -> Result<Call, String> {
        let body = Serializer::new(String::new()).extend_pairs(form).finish();
        self.api
            .post(path, "application/x-www-form-urlencoded", body)
    }

    pub async fn lifecycle(
        &self,
        conn: &mut Conn,
        rec: &mut Recorder,
        buyer: &str,
    ) -> Result<(), ()> {
        let ok = Expect::Success;
        let c = call(
            conn,
            rec,
            "customer",
            self.post("/v1/customers", &[("name", buyer)]),
            ok,
        )
        .await?;
        let customer = text(rec, "customer", &c, "/id")?;
        let pm = call(
            conn,
            rec,
            "payment_method",
            self.post(
                "/v1/payment_methods",
                &[
                    ("type", "card"),
                    ("card[number]", "4242424242424242"),
                    ("card[exp_month]", "12"),
                    ("card[exp_year]", "2034"),
                    ("card[cvc]", "123"),
                ],
            ),
            ok,
        )
        .await?;
        let pm = text(rec, "payment_method", &pm, "/id")?;
        let amount = AMOUNT.to_string();
        let pi = call(
            conn,
            rec,
            "intent",
            self.post(
                "/v1/payment_intents",
                &[
                    ("amount", amount.as_str()),
                    ("currency", "usd"),
                    ("customer", customer.as_str()),
                    ("payment_method", pm.as_str()),
                    ("capture_method", "manual"),
                ],
            ),
            ok,
        )
        .await?;
        let pi = text(rec, "intent", &pi, "/id")?;
        let confirmed = call(
            conn,
            rec,
            "confirm",
            self.post(&format!("/v1/payment_intents/{pi}/confirm"), &[]),
            ok,
        )
        .await?;
        if confirmed["status"] != "requires_capture" {
            rec.failure("confirm", format!("status {}", confirmed["status"]));
            return Err(());
        }
        call(
            conn,
            rec,
            "capture",
            self.post(&format!("/v1/payment_intents/{pi}/capture"), &[]),
            ok,
        )
        .await?;
        let refund = REFUND.to_string();
        call(
            conn,
            rec,
            "refund",
            self.post(
                "/v1/refunds",
                &[("payment_intent", pi.as_str()), ("amount", refund.as_str())],
            ),
            ok,
        )
        .await?;
        Ok(())
    }
}
