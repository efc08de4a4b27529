//! The wallet function's tests' shared parts: a production merchant with the samples' keys
//! (`sk_live_…`, `pk_live_…` in place of the sandbox ones), and the samples sent as it.
#![allow(dead_code)]

use super::lambda::{event, PK, SK};
use sanduq_admin::merchants::{self, Keys, NewMerchant};
use sanduq_domain::merchant::{Merchant, MerchantStatus};

/// The production sample merchant (the samples' keys, no sandbox).
pub async fn live_merchant(st: &sanduq_kernel::AppState) -> Merchant {
    let mut keys = Keys::generate();
    keys.secret_key = sanduq_domain::secret::Secret::new(SK.replace("sk_sandbox_", "sk_live_"));
    keys.publishable_key = PK.replace("pk_sandbox_", "pk_live_");
    merchants::create(
        st,
        NewMerchant {
            name: "Live Sample Shop".into(),
            status: MerchantStatus::Approved,
            commission_bps: 100,
            rate_limit: None,
            sandbox: false,
        },
        &keys,
    )
    .await
    .unwrap()
}

pub fn live(family: &str, name: &str, subs: &[(&str, &str)]) -> lambda_http::Request {
    let sk = SK.replace("sk_sandbox_", "sk_live_");
    let pk = PK.replace("pk_sandbox_", "pk_live_");
    let mut all: Vec<(&str, &str)> = vec![(SK, &sk), (PK, &pk)];
    all.extend_from_slice(subs);
    event(family, name, &all)
}
