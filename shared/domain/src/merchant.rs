//! Merchants: status, commission and rate limit.

use serde::{Deserialize, Serialize};

pub const DEFAULT_COMMISSION_BPS: u32 = 100;
pub const MAX_COMMISSION_BPS: u32 = 10_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MerchantStatus {
    Pending,
    Approved,
    Rejected,
    Suspended,
}

impl MerchantStatus {
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "pending" => Some(Self::Pending),
            "approved" => Some(Self::Approved),
            "rejected" => Some(Self::Rejected),
            "suspended" => Some(Self::Suspended),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Approved => "approved",
            Self::Rejected => "rejected",
            Self::Suspended => "suspended",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Merchant {
    pub id: String,
    pub name: String,
    pub status: MerchantStatus,
    pub commission_bps: u32,
    /// Requests per second; None means the deployment default.
    pub rate_limit: Option<u32>,
    pub sandbox: bool,
    /// Seconds the merchant's sandbox test clock runs ahead of real time.
    #[serde(default)]
    pub clock_offset_secs: i64,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
}

/// The kinds of API key a merchant holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KeyKind {
    Secret,
    Publishable,
    Hmac,
}
