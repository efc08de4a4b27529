//! Every event type Sanduq emits, what triggers it and the object it carries. Endpoints
//! subscribe to any of these (or to all); docs/reference/events.md shows a sample of each.

/// (type, the object in `data.object`, when it is emitted)
pub const EVENTS: &[(&str, &str, &str)] = &[
    ("payment.created", "payment", "A payment exists: a core checkout session was created, or an embedded checkout was confirmed"),
    ("checkout.authorized", "payment", "The buyer paid: the funds are held (reserved); with automatic capture it is followed by payment.completed"),
    ("payment.completed", "payment", "The payment was captured and settled to the merchant (commission deducted)"),
    ("payment.voided", "payment", "A reservation was voided (by the merchant, or void_reason authorization_expired): funds back to the buyer"),
    ("payment.refunded", "payment", "A refund was made (data.refund, with the refund's metadata); partial or full"),
    ("payment.expired", "payment", "The checkout expired before the buyer paid"),
    ("payment.failed", "payment", "The checkout failed before any money moved (too many wrong PINs)"),
    ("checkout.session_created", "embedded.checkout.session", "An embedded checkout session was created"),
    ("checkout.session_canceled", "embedded.checkout.session", "The buyer closed the popup without paying"),
    ("checkout.session_expired", "embedded.checkout.session", "An embedded checkout's time ran out before the buyer paid (written down by the expiry sweep, or a sandbox clock advance)"),
    ("checkout.session_failed", "embedded.checkout.session", "An embedded checkout ended without a payment (failure_code: insufficient_funds, pin_blocked, too_many_wrong_pins)"),
    ("user.created", "user", "A user was synced for the first time (a wallet was made)"),
    ("user.updated", "user", "A user was synced again"),
    ("user.pin_set", "user", "A user's PIN was set"),
    ("user.frozen", "user", "A user's wallet was frozen, by an operator (debits, credits or all) or by the platform's compliance (all, reason `screening`); `freeze` says which and why"),
    ("user.unfrozen", "user", "A freeze was lifted (all or part of it); `freeze` is what stays"),
    ("wallet.topped_up", "wallet.topup", "Sandbox money was put into a wallet"),
    ("deposit.completed", "deposit", "The platform credited the merchant's balance after its bank transfer arrived"),
    ("cash_in.completed", "cash_in", "The merchant moved money from its balance into a user's wallet (cash taken at its counter)"),
    ("payout.created", "payout", "A payout left the merchant's balance and is pending (or ended at once in the sandbox)"),
    ("payout.paid", "payout", "A payout reached the bank"),
    ("payout.failed", "payout", "A payout failed; its amount is back in the merchant's balance (failure_reason says why)"),
    ("report.succeeded", "report_run", "A report's file is ready: GET /reports/{id} answers its download url"),
    ("dispute.created", "dispute", "A buyer opened a dispute on a payment: its amount left the balance for the dispute's hold (shortfall: what the balance could not cover yet)"),
    ("dispute.updated", "dispute", "A dispute changed without closing: evidence added or submitted for review, or a shortfall taken"),
    ("dispute.closed", "dispute", "A dispute closed: status won or withdrawn (the hold back in the balance), lost or accepted (the buyer refunded; payment.refunded beside it); outcome_reason says why"),
    ("agent.created", "agent", "An agent (a cash point of the merchant) was registered: pending until it signs in"),
    ("agent.updated", "agent", "An agent changed: its details, limits or status (suspended, active again, closed)"),
    ("agent.float_moved", "agent_float_move", "Float moved between the merchant's balance and an agent (direction in: to the agent; out: back)"),
    ("withdrawal.created", "withdrawal", "A user asked to withdraw cash at an agent: the amount is held, the code's first half shown in the app and its second texted"),
    ("withdrawal.updated", "withdrawal", "A wrong code was tried at an agent (tries_left says how many are left)"),
    ("withdrawal.redeemed", "withdrawal", "An agent paid the withdrawal out: the hold went to its float (agent_id, receipt)"),
    ("withdrawal.canceled", "withdrawal", "The user canceled the withdrawal, or the last wrong code did (canceled_by): the hold is back in the wallet"),
    ("withdrawal.expired", "withdrawal", "The withdrawal's 15 minutes passed unpaid: the hold is back in the wallet"),
    ("kyc.approved", "kyc_verification", "An identity verification was approved: the user's tier (and limits) rose (data.user: the user)"),
    ("kyc.rejected", "kyc_verification", "An identity verification was rejected (reason: why; data.user: the user)"),
    ("cash_out.created", "cash_out", "A user's cash-out left the wallet and is pending (or ended at once in the sandbox)"),
    ("cash_out.paid", "cash_out", "A cash-out was paid out to the user"),
    ("cash_out.failed", "cash_out", "A cash-out failed; its amount is back in the user's wallet (failure_reason says why)"),
    ("exchange.completed", "exchange", "A user exchanged between IQD and USD at a quote's rate (data.object: the exchange, both amounts, the rate and the official rate)"),
    ("transfer.completed", "transfer", "A user sent money to another user of the merchant (data.object: the transfer, with from and to)"),
    ("payment_link.created", "payment_link", "A payment link was created (each payment through it emits the payment events, with the link's reference and metadata, session_id the link's id)"),
    ("payment_link.deactivated", "payment_link", "A payment link was deactivated (permanent)"),
    ("qr.created", "qr_code", "A merchant-presented QR was generated (its payment awaits the customer; payment events follow when it is paid or expires)"),
    ("subscription.created", "subscription", "A subscription was enrolled (trialing, or active after its first charge in the same transaction)"),
    ("subscription.trial_ending", "subscription", "The trial ends in 3 days (at once when the trial is shorter)"),
    ("subscription.activated", "subscription", "The first successful charge: at enrollment, at the trial's end, or the first retry that succeeds (data.payment)"),
    ("subscription.payment_succeeded", "subscription", "A period was charged (data.payment: the payment, reference the subscription id, metadata the period)"),
    ("subscription.payment_failed", "subscription", "A charge attempt was refused (data.error: INSUFFICIENT_BALANCE, PIN_BLOCKED, WALLET_NOT_FOUND)"),
    ("subscription.payment_retry", "subscription", "A retry was attempted (data.retry: scheduled 1-3 on days 1, 3, 7 after the failure, or top_up); payment_succeeded or payment_failed follows"),
    ("subscription.past_due", "subscription", "The first charge of a period failed: the grace period starts"),
    ("subscription.paused", "subscription", "Paused by the merchant: no charges, retries or grace clock"),
    ("subscription.resumed", "subscription", "Resumed: billing goes on at the next date on the calendar"),
    ("subscription.updated", "subscription", "cancel_at_period_end was set: the subscription ends when the current period does"),
    ("subscription.canceled", "subscription", "Canceled for good (cancellation_reason requested or payment_failed); never charged again"),
    ("endpoint.disabled", "webhook_endpoint", "An endpoint was disabled (410 Gone, or failing for 5 days)"),
];

/// True when `t` names an event type in the catalogue.
pub fn known(t: &str) -> bool {
    EVENTS.iter().any(|(n, _, _)| *n == t)
}

/// What `types=` may hold, as the published document says it: comma-separated `*`, families
/// (`payment.*`) and types of the catalogue (a test keeps it equal to `EVENTS`).
pub const TYPES_PATTERN: &str = "^(?:\\*|payment\\.\\*|checkout\\.\\*|user\\.\\*|wallet\\.\\*|deposit\\.\\*|cash_in\\.\\*|payout\\.\\*|report\\.\\*|dispute\\.\\*|agent\\.\\*|withdrawal\\.\\*|kyc\\.\\*|cash_out\\.\\*|exchange\\.\\*|transfer\\.\\*|payment_link\\.\\*|qr\\.\\*|subscription\\.\\*|endpoint\\.\\*|payment\\.created|checkout\\.authorized|payment\\.completed|payment\\.voided|payment\\.refunded|payment\\.expired|payment\\.failed|checkout\\.session_created|checkout\\.session_canceled|checkout\\.session_expired|checkout\\.session_failed|user\\.created|user\\.updated|user\\.pin_set|user\\.frozen|user\\.unfrozen|wallet\\.topped_up|deposit\\.completed|cash_in\\.completed|payout\\.created|payout\\.paid|payout\\.failed|report\\.succeeded|dispute\\.created|dispute\\.updated|dispute\\.closed|agent\\.created|agent\\.updated|agent\\.float_moved|withdrawal\\.created|withdrawal\\.updated|withdrawal\\.redeemed|withdrawal\\.canceled|withdrawal\\.expired|kyc\\.approved|kyc\\.rejected|cash_out\\.created|cash_out\\.paid|cash_out\\.failed|exchange\\.completed|transfer\\.completed|payment_link\\.created|payment_link\\.deactivated|qr\\.created|subscription\\.created|subscription\\.trial_ending|subscription\\.activated|subscription\\.payment_succeeded|subscription\\.payment_failed|subscription\\.payment_retry|subscription\\.past_due|subscription\\.paused|subscription\\.resumed|subscription\\.updated|subscription\\.canceled|endpoint\\.disabled)(?:,(?:\\*|payment\\.\\*|checkout\\.\\*|user\\.\\*|wallet\\.\\*|deposit\\.\\*|cash_in\\.\\*|payout\\.\\*|report\\.\\*|dispute\\.\\*|agent\\.\\*|withdrawal\\.\\*|kyc\\.\\*|cash_out\\.\\*|exchange\\.\\*|transfer\\.\\*|payment_link\\.\\*|qr\\.\\*|subscription\\.\\*|endpoint\\.\\*|payment\\.created|checkout\\.authorized|payment\\.completed|payment\\.voided|payment\\.refunded|payment\\.expired|payment\\.failed|checkout\\.session_created|checkout\\.session_canceled|checkout\\.session_expired|checkout\\.session_failed|user\\.created|user\\.updated|user\\.pin_set|user\\.frozen|user\\.unfrozen|wallet\\.topped_up|deposit\\.completed|cash_in\\.completed|payout\\.created|payout\\.paid|payout\\.failed|report\\.succeeded|dispute\\.created|dispute\\.updated|dispute\\.closed|agent\\.created|agent\\.updated|agent\\.float_moved|withdrawal\\.created|withdrawal\\.updated|withdrawal\\.redeemed|withdrawal\\.canceled|withdrawal\\.expired|kyc\\.approved|kyc\\.rejected|cash_out\\.created|cash_out\\.paid|cash_out\\.failed|exchange\\.completed|transfer\\.completed|payment_link\\.created|payment_link\\.deactivated|qr\\.created|subscription\\.created|subscription\\.trial_ending|subscription\\.activated|subscription\\.payment_succeeded|subscription\\.payment_failed|subscription\\.payment_retry|subscription\\.past_due|subscription\\.paused|subscription\\.resumed|subscription\\.updated|subscription\\.canceled|endpoint\\.disabled))*$";

/// True when the event type `t` is one `pattern` names: `*` (every type), a family
/// `payment.*` (every type that starts `payment.`), or the type itself.
pub fn matches(pattern: &str, t: &str) -> bool {
    match pattern.strip_suffix('*') {
        Some("") => true,
        Some(family) if family.ends_with('.') => t.starts_with(family),
        _ => pattern == t,
    }
}

/// Why `pattern` names no catalogue type (None: it names at least one).
pub fn pattern_problem(pattern: &str) -> Option<String> {
    if EVENTS.iter().any(|(n, _, _)| matches(pattern, n)) {
        None
    } else if pattern.contains('*') && !(pattern == "*" || pattern.ends_with(".*")) {
        Some(format!(
            "{pattern}: a wildcard is * or a family such as payment.*"
        ))
    } else {
        Some(format!(
            "{pattern} names no event type (see docs/reference/events.md)"
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_published_pattern_is_the_catalogues() {
        let mut families: Vec<&str> = vec![];
        for (n, _, _) in EVENTS {
            let f = n.split('.').next().unwrap();
            if !families.contains(&f) {
                families.push(f);
            }
        }
        let mut alts = vec!["\\*".to_string()];
        alts.extend(families.iter().map(|f| format!("{f}\\.\\*")));
        alts.extend(EVENTS.iter().map(|(n, _, _)| n.replace('.', "\\.")));
        let one = format!("(?:{})", alts.join("|"));
        assert_eq!(TYPES_PATTERN, format!("^{one}(?:,{one})*$"));
    }

    #[test]
    fn patterns_name_a_type_a_family_or_all() {
        assert!(matches("*", "kyc.approved"));
        assert!(matches("payment.*", "payment.completed"));
        assert!(!matches("payment.*", "payment_link.created"));
        assert!(!matches("payment.*", "checkout.authorized"));
        assert!(matches("kyc.approved", "kyc.approved"));
        assert!(!matches("kyc.approved", "kyc.rejected"));
        assert!(!matches("pay*", "payment.completed"));
        assert_eq!(pattern_problem("subscription.*"), None);
        assert!(pattern_problem("pay*").unwrap().contains("wildcard"));
        assert!(pattern_problem("nothing.*")
            .unwrap()
            .contains("names no event type"));
        assert!(pattern_problem("payment.done").is_some());
    }

    #[test]
    fn names_are_unique_and_dotted() {
        for (i, (n, _, _)) in EVENTS.iter().enumerate() {
            assert!(
                n.contains('.')
                    && n.chars()
                        .all(|c| c.is_ascii_lowercase() || c == '.' || c == '_'),
                "{n}"
            );
            assert!(!EVENTS[..i].iter().any(|(m, _, _)| m == n), "{n} twice");
        }
        assert!(known("payment.completed") && !known("payment.done"));
    }
}
