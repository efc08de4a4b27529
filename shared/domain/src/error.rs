//! The error codes of the specification, with their HTTP statuses.

use serde_json::Value;

/// Every machine-readable error code the service answers with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorCode {
    HmacHeadersMissing,
    HmacTimestampExpired,
    HmacKeyInvalid,
    HmacSignatureInvalid,
    MerchantNotFound,
    /// The same code as MerchantNotFound, for a merchant named in a path (404, not 403).
    UnknownMerchant,
    MerchantNotApproved,
    Forbidden,
    AccountFrozen,
    /// A session token that expired or was already used (the spec's TOKEN_EXPIRED).
    TokenExpired,
    /// A customer-presented QR's user token that expired or was used: `token_expired`,
    /// lower case as the spec writes it (422).
    QrTokenExpired,
    VelocityLimitExceeded,
    TransferLimitExceeded,
    /// A day's (or a month's) limit of a wallet's transfers.
    DailyLimitExceeded,
    SelfTransferNotAllowed,
    RecipientNotFound,
    /// The recipient is frozen for credits, or cannot hold the amount.
    RecipientUnavailable,
    TierUpgradeRequired,
    /// The operation needs an identity tier the user has not verified.
    KycRequired,
    /// An identity verification is waiting for review.
    KycPending,
    /// The user's identity verification was rejected.
    KycRejected,
    /// A one-time code asked for again within a minute for one phone.
    OtpRateLimited,
    InvalidPin,
    PinBlocked,
    PinNotSet,
    PinRequired,
    InsufficientBalance,
    WalletNotFound,
    AccountNotFound,
    WalletBusy,
    UnsupportedCurrency,
    PaymentNotFound,
    PaymentAlreadyCaptured,
    PaymentAlreadyVoided,
    PaymentExpired,
    InvalidPaymentStatus,
    RefundExceedsAmount,
    RefundWindowExpired,
    DisputeWindowExpired,
    InvalidDisputeStatus,
    /// A step an agent's status does not allow (closed, or activated only by signing in).
    InvalidAgentStatus,
    /// Float that would take an agent past its `max_float`.
    AgentFloatLimitExceeded,
    /// A withdrawal that ended already (paid out, canceled, expired).
    InvalidWithdrawalStatus,
    /// A family wallet its guardian paused.
    FamilyWalletPaused,
    /// One payment over a family wallet's per-payment cap.
    FamilyPaymentCapExceeded,
    /// A family wallet's day of payments over its daily cap.
    FamilyDailyCapExceeded,
    /// A merchant a family wallet's rules do not allow.
    FamilyMerchantNotAllowed,
    /// Cash out of a family wallet whose rules keep it in.
    FamilyCashOutNotAllowed,
    /// A transfer a family wallet's rules do not allow.
    FamilyTransferNotAllowed,
    /// A guardian's sixth dependant.
    DependantLimitReached,
    RateLimitExceeded,
    IdempotencyKeyRequired,
    IdempotencyKeyReused,
    ValidationError,
    NotFound,
    ServerError,
    ServiceUnavailable,
}

impl ErrorCode {
    pub fn as_str(self) -> &'static str {
        use ErrorCode::*;
        match self {
            HmacHeadersMissing => "HMAC_HEADERS_MISSING",
            HmacTimestampExpired => "HMAC_TIMESTAMP_EXPIRED",
            HmacKeyInvalid => "HMAC_KEY_INVALID",
            HmacSignatureInvalid => "HMAC_SIGNATURE_INVALID",
            MerchantNotFound | UnknownMerchant => "MERCHANT_NOT_FOUND",
            MerchantNotApproved => "MERCHANT_NOT_APPROVED",
            Forbidden => "FORBIDDEN",
            AccountFrozen => "ACCOUNT_FROZEN",
            TokenExpired => "TOKEN_EXPIRED",
            QrTokenExpired => "token_expired",
            VelocityLimitExceeded => "VELOCITY_LIMIT_EXCEEDED",
            TransferLimitExceeded => "TRANSFER_LIMIT_EXCEEDED",
            DailyLimitExceeded => "DAILY_LIMIT_EXCEEDED",
            SelfTransferNotAllowed => "SELF_TRANSFER_NOT_ALLOWED",
            RecipientNotFound => "RECIPIENT_NOT_FOUND",
            RecipientUnavailable => "RECIPIENT_UNAVAILABLE",
            TierUpgradeRequired => "TIER_UPGRADE_REQUIRED",
            KycRequired => "KYC_REQUIRED",
            KycPending => "KYC_PENDING",
            KycRejected => "KYC_REJECTED",
            OtpRateLimited => "OTP_RATE_LIMITED",
            InvalidPin => "INVALID_PIN",
            PinBlocked => "PIN_BLOCKED",
            PinNotSet => "PIN_NOT_SET",
            PinRequired => "PIN_REQUIRED",
            InsufficientBalance => "INSUFFICIENT_BALANCE",
            WalletNotFound => "WALLET_NOT_FOUND",
            AccountNotFound => "ACCOUNT_NOT_FOUND",
            WalletBusy => "WALLET_BUSY",
            UnsupportedCurrency => "UNSUPPORTED_CURRENCY",
            PaymentNotFound => "PAYMENT_NOT_FOUND",
            PaymentAlreadyCaptured => "PAYMENT_ALREADY_CAPTURED",
            PaymentAlreadyVoided => "PAYMENT_ALREADY_VOIDED",
            PaymentExpired => "PAYMENT_EXPIRED",
            InvalidPaymentStatus => "INVALID_PAYMENT_STATUS",
            RefundExceedsAmount => "REFUND_EXCEEDS_AMOUNT",
            RefundWindowExpired => "REFUND_WINDOW_EXPIRED",
            DisputeWindowExpired => "DISPUTE_WINDOW_EXPIRED",
            InvalidDisputeStatus => "INVALID_DISPUTE_STATUS",
            InvalidAgentStatus => "INVALID_AGENT_STATUS",
            AgentFloatLimitExceeded => "AGENT_FLOAT_LIMIT_EXCEEDED",
            InvalidWithdrawalStatus => "INVALID_WITHDRAWAL_STATUS",
            FamilyWalletPaused => "FAMILY_WALLET_PAUSED",
            FamilyPaymentCapExceeded => "FAMILY_PAYMENT_CAP_EXCEEDED",
            FamilyDailyCapExceeded => "FAMILY_DAILY_CAP_EXCEEDED",
            FamilyMerchantNotAllowed => "FAMILY_MERCHANT_NOT_ALLOWED",
            FamilyCashOutNotAllowed => "FAMILY_CASH_OUT_NOT_ALLOWED",
            FamilyTransferNotAllowed => "FAMILY_TRANSFER_NOT_ALLOWED",
            DependantLimitReached => "DEPENDANT_LIMIT_REACHED",
            RateLimitExceeded => "RATE_LIMIT_EXCEEDED",
            IdempotencyKeyRequired => "IDEMPOTENCY_KEY_REQUIRED",
            IdempotencyKeyReused => "IDEMPOTENCY_KEY_REUSED",
            ValidationError => "VALIDATION_ERROR",
            NotFound => "NOT_FOUND",
            ServerError => "SERVER_ERROR",
            ServiceUnavailable => "SERVICE_UNAVAILABLE",
        }
    }

    pub fn http_status(self) -> u16 {
        use ErrorCode::*;
        match self {
            HmacHeadersMissing | HmacTimestampExpired | HmacKeyInvalid | HmacSignatureInvalid
            | InvalidPin | PinBlocked | PinNotSet | TokenExpired => 401,
            MerchantNotFound | MerchantNotApproved | Forbidden | AccountFrozen
            | FamilyWalletPaused => 403,
            WalletNotFound | AccountNotFound | PaymentNotFound | NotFound | UnknownMerchant
            | RecipientNotFound => 404,
            WalletBusy
            | PaymentAlreadyCaptured
            | PaymentAlreadyVoided
            | IdempotencyKeyReused
            | InvalidDisputeStatus
            | InvalidAgentStatus
            | InvalidWithdrawalStatus => 409,
            PinRequired
            | InsufficientBalance
            | UnsupportedCurrency
            | PaymentExpired
            | QrTokenExpired
            | VelocityLimitExceeded
            | TransferLimitExceeded
            | DailyLimitExceeded
            | SelfTransferNotAllowed
            | RecipientUnavailable
            | TierUpgradeRequired
            | KycRequired
            | KycPending
            | KycRejected
            | OtpRateLimited
            | InvalidPaymentStatus
            | RefundExceedsAmount
            | RefundWindowExpired
            | DisputeWindowExpired
            | AgentFloatLimitExceeded
            | FamilyPaymentCapExceeded
            | FamilyDailyCapExceeded
            | FamilyMerchantNotAllowed
            | FamilyCashOutNotAllowed
            | FamilyTransferNotAllowed
            | DependantLimitReached
            | IdempotencyKeyRequired
            | ValidationError => 422,
            RateLimitExceeded => 429,
            ServerError => 500,
            ServiceUnavailable => 503,
        }
    }
}

/// A refusal from the domain: a code, a human message and optional details.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{code:?}: {message}")]
pub struct DomainError {
    pub code: ErrorCode,
    pub message: String,
    pub details: Option<Value>,
}

impl DomainError {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        DomainError {
            code,
            message: message.into(),
            details: None,
        }
    }

    pub fn with_details(mut self, details: Value) -> Self {
        self.details = Some(details);
        self
    }

    /// A VALIDATION_ERROR about one field.
    pub fn field(field: &str, issue: impl Into<String>) -> Self {
        let issue = issue.into();
        DomainError::new(ErrorCode::ValidationError, format!("{field}: {issue}"))
            .with_details(serde_json::json!({ "fields": { field: issue } }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_follow_the_spec_table() {
        assert_eq!(ErrorCode::HmacTimestampExpired.http_status(), 401);
        assert_eq!(ErrorCode::MerchantNotApproved.http_status(), 403);
        assert_eq!(ErrorCode::IdempotencyKeyRequired.http_status(), 422);
        assert_eq!(ErrorCode::IdempotencyKeyReused.http_status(), 409);
        assert_eq!(
            ErrorCode::PaymentAlreadyVoided.as_str(),
            "PAYMENT_ALREADY_VOIDED"
        );
        assert_eq!(ErrorCode::RateLimitExceeded.http_status(), 429);
        assert_eq!(
            ErrorCode::UnknownMerchant.as_str(),
            ErrorCode::MerchantNotFound.as_str()
        );
        assert_eq!(
            (
                ErrorCode::UnknownMerchant.http_status(),
                ErrorCode::MerchantNotFound.http_status()
            ),
            (404, 403)
        );
    }

    #[test]
    fn field_error_carries_details() {
        let e = DomainError::field("amount", "must be positive");
        assert_eq!(e.code, ErrorCode::ValidationError);
        assert_eq!(e.details.unwrap()["fields"]["amount"], "must be positive");
    }
}
