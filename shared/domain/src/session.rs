//! Checkout sessions (core family). A session's status follows its payment.

use crate::payment::PaymentStatus;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CheckoutSession {
    pub cancel_url: String,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub external_user_id: String,
    pub id: String,
    pub merchant_id: String,
    pub payment_id: String,
    pub success_url: String,
    pub user_id: String,
}

/// The core family's name for a payment status.
pub fn core_status(status: PaymentStatus) -> &'static str {
    match status {
        PaymentStatus::Created => "pending",
        PaymentStatus::Reserved => "authorized",
        PaymentStatus::Completed => "captured",
        PaymentStatus::PartiallyRefunded => "partially_refunded",
        PaymentStatus::Refunded => "refunded",
        PaymentStatus::Cancelled => "voided",
        PaymentStatus::Expired => "expired",
        PaymentStatus::Failed => "failed",
    }
}
