//! The merchant's branding: what its checkout pages, popup and links show.

use axum::response::Response;
use chrono::Utc;
use sanduq_domain::merchant::Merchant;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::merchants;
use sanduq_kernel::state::AppState;
use serde_json::Value;

/// The merchant's branding as its pages show it.
pub fn branding_view(m: &Merchant) -> Value {
    let mut v = crate::views::brand(m);
    v["popup_origins"] = m.branding.popup_origins.clone().into();
    v["legal_name"] = m.branding.legal_name.clone().into();
    v["tax_number"] = m.branding.tax_number.clone().into();
    v["receipt_sms"] = m.branding.receipt_sms.into();
    let b = &m.branding;
    v["qr_payload"] = b.qr_payload.as_str().into();
    v["category_code"] = b.category_code.clone().into();
    v["latin_name"] = b.latin_name.clone().into();
    v["city"] = b.city.clone().into();
    v["arabic_name"] = b.arabic_name.clone().into();
    v["arabic_city"] = b.arabic_city.clone().into();
    v
}

/// Changes the merchant's branding (one transaction with its idempotency record).
pub async fn set_branding(
    st: &AppState,
    merchant_id: &str,
    change: impl Fn(&mut sanduq_domain::merchant::Branding),
    idem: &Idem,
) -> ApiResult<Response> {
    merchants::commit_change(st, merchant_id, idem, |m| {
        change(&mut m.branding);
        m.updated_at = Utc::now();
        Ok(branding_view(m))
    })
    .await
}
