//! A user's cash-out (`POST /wallet/cash-outs`): with identity tier 1 or more and the PIN,
//! the amount leaves the wallet at once for the merchant's in-transit account, `pending`,
//! until an operator or the bank's callback ends it (`sanduq_payments::payouts`, the same
//! machinery as a merchant's payout): paid (the money left) or failed (it comes back to
//! the wallet). Sandbox destinations `sandbox_paid` and `sandbox_failed` end it at once.

use axum::http::StatusCode;
use axum::response::Response;
use sanduq_domain::ids::new_id;
use sanduq_domain::kyc::require_tier;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payout::{CashOutBy, Payout, PayoutStatus};
use sanduq_domain::Currency;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Plan};
use sanduq_payments::family::{self, Spend};
use sanduq_payments::payouts::{self, Kind};
use sanduq_payments::users::{self, PinCheck, PinLess};
use sanduq_store::{Cond, Write};

/// The identity tier a cash-out needs.
pub const TIER: u8 = 1;
pub const MAX_DESTINATION: usize = 64;

/// What a user asks to cash out.
pub struct Ask {
    pub amount: i64,
    pub currency: Currency,
    pub method: String,
    pub destination: String,
    pub pin: String,
}

pub async fn cash_out(
    st: &AppState,
    m: &Merchant,
    user_id: &str,
    ask: &Ask,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        let f = users::require_id(st, &m.id, user_id).await?;
        let cash = Spend::Cash {
            amount: ask.amount,
            currency: ask.currency,
        };
        let family = family::guard(st, &f.user, &cash, st.now_for(m)).await?;
        // the tier before the PIN: a user who may not cash out is not asked for it
        require_tier(f.user.kyc_tier, f.user.kyc.as_ref(), TIER)?;
        if f.user.kyc_due.is_some() {
            return Err(ApiError::new(
                sanduq_domain::ErrorCode::KycRequired,
                "verify your identity again before a cash-out",
            ));
        }
        let user_write = match users::check_pin(&f, Some(&ask.pin), PinLess::Refused).await? {
            PinCheck::Accepted(w) => w,
            PinCheck::Wrong { count, left } => {
                return Ok(Plan::refusal(
                    vec![count],
                    users::wrong_pin_error(left, left),
                ));
            }
        };
        let p = Payout {
            id: new_id(Kind::CashOut.prefix()),
            merchant_id: m.id.clone(),
            amount: ask.amount,
            currency: ask.currency,
            destination: sanduq_domain::payout::kept_destination(&ask.method, &ask.destination),
            status: PayoutStatus::Pending,
            failure_reason: None,
            created_at: st.now_for(m),
            finished_at: None,
            settles: None,
            cash_out: Some(CashOutBy {
                user_id: f.user.id.clone(),
                method: ask.method.clone(),
            }),
            receipt: None,
        };
        let (mut writes, out) = payouts::open(st, m, &p).await?;
        // the user as read: its tier, freeze and PIN count
        writes.push(user_write.unwrap_or(Write::Check {
            key: items::user_key(&f.user.id),
            cond: Cond::Eq("version".into(), f.version.into()),
        }));
        writes.extend(family.writes);
        Ok(Plan::answer(writes, StatusCode::CREATED, payouts::view(&out)).rules(family.rules))
    })
    .await
}
