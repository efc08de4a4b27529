//! A text sent once off the payment path (a receipt's link, a guardian's notice): claimed by
//! an effect item written before it is sent, so a relay that hands the same event twice
//! texts once; a sandbox merchant's text lands in its sandbox inbox, written with the claim;
//! a send that fails is logged and not tried again (a courtesy, not a record).

use sanduq_domain::merchant::Merchant;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::tx::effect_record;
use sanduq_kernel::AppState;
use sanduq_store::StoreError;

/// Texts `body` to `phone` for merchant `m` once per `effect`: whether it was sent now
/// (false: sent before, or the send failed and was logged).
pub async fn once(
    st: &AppState,
    m: &Merchant,
    phone: &str,
    body: &str,
    effect: &str,
) -> ApiResult<bool> {
    let mut writes = vec![effect_record(effect)];
    if m.sandbox {
        writes.push(sanduq_kernel::sms::sandbox_message(
            &m.id,
            phone,
            body,
            st.now_for(m),
        ));
    }
    match st.store.transact(writes).await {
        Ok(()) => {}
        // texted before (the relay ran this event again)
        Err(StoreError::ConditionFailed { .. }) => return Ok(false),
        Err(e) => return Err(e.into()),
    }
    if !m.sandbox {
        if let Err(e) = st.sms.send(phone, body).await {
            tracing::error!(error = %e, effect, "a text was not sent");
            return Ok(false);
        }
    }
    Ok(true)
}
