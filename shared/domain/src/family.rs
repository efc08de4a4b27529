//! Family wallets: a verified user (the guardian) opens wallets for children or family
//! members (dependants) and sets the rules their spending keeps. The rules are pure here;
//! the store's side (the day's counter, written on condition in the spending transaction)
//! is the payments crate's `family`.

use crate::merchant::Merchant;
use crate::{Currency, DomainError, ErrorCode};
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::collections::BTreeMap;

/// How many dependants one guardian may have.
pub const MAX_DEPENDANTS: usize = 5;
/// The identity tier a guardian needs.
pub const GUARDIAN_TIER: u8 = 1;
/// How many merchants or categories a rule may name.
pub const MAX_ALLOWED: usize = 20;
/// The longest age a date of birth may give.
pub const MAX_AGE_YEARS: i32 = 120;

/// Where a dependant's transfers may go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Transfers {
    /// None at all.
    None,
    /// Only back to the guardian (the default).
    #[default]
    GuardianOnly,
}

impl Transfers {
    pub const NAMES: [&'static str; 2] = ["none", "guardian_only"];

    pub fn parse(s: &str) -> Option<Transfers> {
        match s {
            "none" => Some(Transfers::None),
            "guardian_only" => Some(Transfers::GuardianOnly),
            _ => None,
        }
    }
}

/// An amount per currency (a currency left out has no such amount).
pub type Caps = BTreeMap<Currency, i64>;

/// The rules a guardian sets on a dependant's wallet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct Rules {
    /// The most one payment may be, per currency.
    #[serde(default)]
    pub per_payment: Caps,
    /// The most the payments (and cash-outs) of one Baghdad day may add up to, per currency.
    #[serde(default)]
    pub daily: Caps,
    /// The merchants a dependant may pay (empty, with no categories: any).
    #[serde(default)]
    pub allowed_merchants: Vec<String>,
    /// The merchant category codes (ISO 18245) a dependant may pay.
    #[serde(default)]
    pub allowed_categories: Vec<String>,
    /// Whether cash may leave the wallet (cash-out, cash at an agent). Off by default.
    #[serde(default)]
    pub cash_out: bool,
    #[serde(default)]
    pub transfers: Transfers,
    /// Nothing leaves the wallet while paused.
    #[serde(default)]
    pub paused: bool,
    /// The guardian is texted of each payment over this amount, per currency.
    #[serde(default)]
    pub notify_over: Caps,
}

/// A dependant's side of a user: whose it is, when they were born, the rules.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Dependant {
    pub guardian_id: String,
    pub date_of_birth: chrono::NaiveDate,
    pub rules: Rules,
}

/// What money is leaving a dependant's wallet for.
#[derive(Debug, Clone, PartialEq)]
pub enum Spend<'a> {
    /// A payment to a merchant (any of its ways: checkout, popup, QR, link, payment code).
    Payment {
        amount: i64,
        currency: Currency,
        payee: &'a Merchant,
    },
    /// A transfer to another user of the merchant.
    Transfer { to_user_id: &'a str },
    /// Cash: a cash-out or a withdrawal at an agent.
    Cash { amount: i64, currency: Currency },
    /// An exchange between the wallet's own currencies.
    Exchange,
}

impl Spend<'_> {
    /// The amount this spend adds to the day's counter (payments and cash), if any.
    pub fn counted(&self) -> Option<(i64, Currency)> {
        match self {
            Spend::Payment {
                amount, currency, ..
            }
            | Spend::Cash { amount, currency } => Some((*amount, *currency)),
            _ => None,
        }
    }
}

fn refusal(code: ErrorCode, rule: &str, message: &str) -> DomainError {
    DomainError::new(code, message).with_details(json!({ "rule": rule }))
}

/// The refusal of a day's payments past `cap` (`used` already today, when known).
pub fn daily_refusal(cap: i64, used: Option<i64>, c: Currency) -> DomainError {
    let mut message = format!(
        "this family wallet may spend at most {} a day",
        c.display(cap)
    );
    let mut details = json!({ "rule": "daily", "daily": cap, "currency": c.code() });
    if let Some(used) = used {
        message.push_str(&format!("; {} is spent today", c.display(used)));
        details["used_today"] = used.into();
    }
    DomainError::new(ErrorCode::FamilyDailyCapExceeded, message).with_details(details)
}

impl Dependant {
    /// Whether `spend` keeps every rule but the day's (which `daily_refusal` says, from the
    /// counter the spend writes on condition).
    pub fn allows(&self, spend: &Spend) -> Result<(), DomainError> {
        let r = &self.rules;
        if r.paused {
            return Err(refusal(
                ErrorCode::FamilyWalletPaused,
                "paused",
                "the guardian has paused this family wallet",
            ));
        }
        match spend {
            Spend::Payment {
                amount,
                currency,
                payee,
            } => {
                if let Some(cap) = r.per_payment.get(currency).filter(|cap| amount > cap) {
                    return Err(DomainError::new(
                        ErrorCode::FamilyPaymentCapExceeded,
                        format!(
                            "one payment from this family wallet may be at most {}",
                            currency.display(*cap)
                        ),
                    )
                    .with_details(json!({
                        "rule": "per_payment", "per_payment": cap, "currency": currency.code(),
                    })));
                }
                if !self.may_pay(payee) {
                    return Err(refusal(
                        ErrorCode::FamilyMerchantNotAllowed,
                        "allowed_merchants",
                        "the guardian has not allowed this family wallet to pay this merchant",
                    ));
                }
                Ok(())
            }
            Spend::Transfer { to_user_id } => match r.transfers {
                Transfers::GuardianOnly if *to_user_id == self.guardian_id => Ok(()),
                Transfers::GuardianOnly => Err(refusal(
                    ErrorCode::FamilyTransferNotAllowed,
                    "transfers",
                    "this family wallet sends money only back to its guardian",
                )),
                Transfers::None => Err(refusal(
                    ErrorCode::FamilyTransferNotAllowed,
                    "transfers",
                    "this family wallet does not send money",
                )),
            },
            Spend::Cash { .. } if !r.cash_out => Err(refusal(
                ErrorCode::FamilyCashOutNotAllowed,
                "cash_out",
                "the guardian has not allowed cash out of this family wallet",
            )),
            Spend::Cash { .. } | Spend::Exchange => Ok(()),
        }
    }

    /// Whether the allowed merchants and categories take `payee` (none named: any).
    pub fn may_pay(&self, payee: &Merchant) -> bool {
        let r = &self.rules;
        if r.allowed_merchants.is_empty() && r.allowed_categories.is_empty() {
            return true;
        }
        r.allowed_merchants.contains(&payee.id)
            || payee
                .branding
                .category_code
                .as_ref()
                .is_some_and(|c| r.allowed_categories.contains(c))
    }

    /// The amount over which a payment of `c` is texted to the guardian.
    pub fn notify_over(&self, c: Currency) -> Option<i64> {
        self.rules.notify_over.get(&c).copied()
    }
}

/// The rules after a change `v` asks for (`{per_payment?, daily?, notify_over?,
/// allowed_merchants?, allowed_categories?, cash_out?, transfers?, paused?}`: what is left
/// out stays; a cap map replaces the one before, a currency set to null or left out of it
/// has no cap). Refusals name the field inside `rules`.
pub fn changed(before: &Rules, v: &serde_json::Value) -> Result<Rules, Vec<(String, String)>> {
    use serde_json::Value;
    let mut r = before.clone();
    let mut bad: Vec<(String, String)> = vec![];
    let Some(o) = v.as_object() else {
        return Err(vec![("rules".into(), "must be an object".into())]);
    };
    for (k, v) in o {
        let at = format!("rules.{k}");
        match k.as_str() {
            "per_payment" | "daily" | "notify_over" => {
                let caps = match v {
                    Value::Null => Some(Caps::new()),
                    Value::Object(m) => {
                        let mut caps = Caps::new();
                        for (code, amount) in m {
                            let c = match code.as_str() {
                                "IQD" => Currency::Iqd,
                                "USD" => Currency::Usd,
                                _ => {
                                    bad.push((format!("{at}.{code}"), "must be IQD or USD".into()));
                                    continue;
                                }
                            };
                            match amount {
                                Value::Null => {}
                                _ => match amount.as_i64() {
                                    Some(n) if (1..=crate::money::MAX_AMOUNT).contains(&n) => {
                                        caps.insert(c, n);
                                    }
                                    _ => bad.push((
                                        format!("{at}.{code}"),
                                        format!(
                                            "must be an amount in minor units, 1 to {}, or null",
                                            crate::money::MAX_AMOUNT
                                        ),
                                    )),
                                },
                            }
                        }
                        Some(caps)
                    }
                    _ => {
                        bad.push((
                            at,
                            "must be an object of amounts by currency, or null".into(),
                        ));
                        None
                    }
                };
                if let Some(caps) = caps {
                    match k.as_str() {
                        "per_payment" => r.per_payment = caps,
                        "daily" => r.daily = caps,
                        _ => r.notify_over = caps,
                    }
                }
            }
            "allowed_merchants" | "allowed_categories" => {
                let merchants = k == "allowed_merchants";
                let list = match v {
                    Value::Null => Some(vec![]),
                    Value::Array(items) if items.len() <= MAX_ALLOWED => {
                        let mut list: Vec<String> = vec![];
                        for i in items {
                            let ok = i.as_str().filter(|s| {
                                if merchants {
                                    crate::ids::has_shape(s, "mer")
                                } else {
                                    is_category(s)
                                }
                            });
                            match ok {
                                Some(s) if !list.iter().any(|x| x == s) => list.push(s.to_string()),
                                Some(_) => {}
                                None => {
                                    let what = if merchants {
                                        "a merchant id (mer_...)"
                                    } else {
                                        "a merchant category code of 4 digits"
                                    };
                                    bad.push((at.clone(), format!("each must be {what}")));
                                    break;
                                }
                            }
                        }
                        Some(list)
                    }
                    _ => {
                        bad.push((
                            at,
                            format!("must be a list of at most {MAX_ALLOWED}, or null"),
                        ));
                        None
                    }
                };
                if let Some(list) = list {
                    if merchants {
                        r.allowed_merchants = list;
                    } else {
                        r.allowed_categories = list;
                    }
                }
            }
            "cash_out" | "paused" => match v.as_bool() {
                Some(b) if k == "cash_out" => r.cash_out = b,
                Some(b) => r.paused = b,
                None => bad.push((at, "must be true or false".into())),
            },
            "transfers" => match v.as_str().and_then(Transfers::parse) {
                Some(t) => r.transfers = t,
                None => bad.push((
                    at,
                    format!("must be one of {}", Transfers::NAMES.join(", ")),
                )),
            },
            _ => bad.push((at, "is not a rule".into())),
        }
    }
    if bad.is_empty() {
        Ok(r)
    } else {
        Err(bad)
    }
}

/// A date of birth as the API takes it: `YYYY-MM-DD`, not after `today`, at most
/// `MAX_AGE_YEARS` before it.
pub fn date_of_birth(s: &str, today: chrono::NaiveDate) -> Result<chrono::NaiveDate, String> {
    let d = chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d")
        .map_err(|_| "must be a date as YYYY-MM-DD".to_string())?;
    if d > today {
        return Err("must not be after today".into());
    }
    let oldest = today
        .with_year(today.year() - MAX_AGE_YEARS)
        .unwrap_or(chrono::NaiveDate::MIN);
    if d < oldest {
        return Err(format!("must be within {MAX_AGE_YEARS} years before today"));
    }
    Ok(d)
}

use chrono::Datelike;

/// A merchant category code: four digits.
pub fn is_category(s: &str) -> bool {
    s.len() == 4 && s.bytes().all(|b| b.is_ascii_digit())
}

/// The age in whole years on `today` of someone born on `born`.
pub fn age(born: chrono::NaiveDate, today: chrono::NaiveDate) -> u32 {
    today.years_since(born).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    fn merchant(id: &str, category: Option<&str>) -> Merchant {
        let now = chrono::Utc::now();
        let branding = crate::merchant::Branding {
            category_code: category.map(str::to_string),
            ..Default::default()
        };
        Merchant {
            id: id.into(),
            name: "Shop".into(),
            status: crate::merchant::MerchantStatus::Approved,
            commission_bps: 100,
            rate_limit: None,
            sandbox: false,
            clock_offset_secs: 0,
            authorization_ttl_secs: crate::payment::DEFAULT_AUTHORIZATION_SECS,
            branding,
            receipt_series: 1,
            created_at: now,
            updated_at: now,
        }
    }

    fn dependant(rules: Rules) -> Dependant {
        Dependant {
            guardian_id: "usr_g".into(),
            date_of_birth: NaiveDate::from_ymd_opt(2014, 3, 1).unwrap(),
            rules,
        }
    }

    fn pay(amount: i64, payee: &Merchant) -> Spend<'_> {
        Spend::Payment {
            amount,
            currency: Currency::Iqd,
            payee,
        }
    }

    #[test]
    fn with_no_rules_set_a_dependant_pays_anyone_but_takes_no_cash_and_sends_only_home() {
        let d = dependant(Rules::default());
        let shop = merchant("mer_a", None);
        assert!(d.allows(&pay(1_000_000, &shop)).is_ok());
        assert!(d.allows(&Spend::Exchange).is_ok());
        let cash = Spend::Cash {
            amount: 1000,
            currency: Currency::Iqd,
        };
        assert_eq!(
            d.allows(&cash).unwrap_err().code,
            ErrorCode::FamilyCashOutNotAllowed
        );
        assert!(d
            .allows(&Spend::Transfer {
                to_user_id: "usr_g"
            })
            .is_ok());
        let e = d
            .allows(&Spend::Transfer {
                to_user_id: "usr_x",
            })
            .unwrap_err();
        assert_eq!(e.code, ErrorCode::FamilyTransferNotAllowed);
        assert_eq!(e.details.unwrap()["rule"], "transfers");
    }

    #[test]
    fn each_rule_refuses_under_its_own_code() {
        let shop = merchant("mer_a", Some("5942"));
        let mut rules = Rules::default();
        rules.per_payment.insert(Currency::Iqd, 25_000);
        let d = dependant(rules.clone());
        assert!(d.allows(&pay(25_000, &shop)).is_ok());
        let e = d.allows(&pay(25_001, &shop)).unwrap_err();
        assert_eq!(e.code, ErrorCode::FamilyPaymentCapExceeded);
        assert_eq!(e.details.unwrap()["per_payment"], 25_000);
        // a cap in another currency says nothing about this one
        let usd = Spend::Payment {
            amount: 1_000_000,
            currency: Currency::Usd,
            payee: &shop,
        };
        assert!(d.allows(&usd).is_ok());

        rules.allowed_categories = vec!["5411".into()];
        let d = dependant(rules.clone());
        assert_eq!(
            d.allows(&pay(100, &shop)).unwrap_err().code,
            ErrorCode::FamilyMerchantNotAllowed
        );
        rules.allowed_categories.push("5942".into());
        assert!(dependant(rules.clone()).allows(&pay(100, &shop)).is_ok());
        rules.allowed_categories = vec!["5411".into()];
        rules.allowed_merchants = vec!["mer_a".into()];
        assert!(dependant(rules.clone()).allows(&pay(100, &shop)).is_ok());
        // a merchant with no category is allowed only by name
        let plain = merchant("mer_b", None);
        assert!(dependant(rules.clone()).allows(&pay(100, &plain)).is_err());

        rules.transfers = Transfers::None;
        let d = dependant(rules.clone());
        assert!(d
            .allows(&Spend::Transfer {
                to_user_id: "usr_g"
            })
            .is_err());

        rules.cash_out = true;
        let cash = Spend::Cash {
            amount: 1000,
            currency: Currency::Iqd,
        };
        assert!(dependant(rules.clone()).allows(&cash).is_ok());

        rules.paused = true;
        let d = dependant(rules);
        for s in [pay(1, &shop), cash, Spend::Exchange] {
            let e = d.allows(&s).unwrap_err();
            assert_eq!(e.code, ErrorCode::FamilyWalletPaused);
        }
    }

    #[test]
    fn a_day_counts_payments_and_cash_only() {
        let shop = merchant("mer_a", None);
        assert_eq!(pay(700, &shop).counted(), Some((700, Currency::Iqd)));
        let cash = Spend::Cash {
            amount: 5,
            currency: Currency::Usd,
        };
        assert_eq!(cash.counted(), Some((5, Currency::Usd)));
        assert_eq!(
            Spend::Transfer {
                to_user_id: "usr_g"
            }
            .counted(),
            None
        );
        assert_eq!(Spend::Exchange.counted(), None);
        let e = daily_refusal(50_000, Some(40_000), Currency::Iqd);
        assert_eq!(e.code, ErrorCode::FamilyDailyCapExceeded);
        assert_eq!(e.details.unwrap()["used_today"], 40_000);
    }

    #[test]
    fn a_change_of_rules_keeps_what_it_leaves_out_and_names_each_bad_field() {
        let mut before = Rules::default();
        before.daily.insert(Currency::Iqd, 50_000);
        let r = changed(
            &before,
            &json!({ "per_payment": { "IQD": 25000, "USD": null }, "paused": true,
                     "allowed_categories": ["5411", "5411", "5942"], "transfers": "none" }),
        )
        .unwrap();
        assert_eq!(r.daily.get(&Currency::Iqd), Some(&50_000));
        assert_eq!(r.per_payment.get(&Currency::Iqd), Some(&25_000));
        assert_eq!(r.per_payment.get(&Currency::Usd), None);
        assert!(r.paused && !r.cash_out);
        assert_eq!(r.allowed_categories, vec!["5411", "5942"]);
        assert_eq!(r.transfers, Transfers::None);
        let cleared = changed(&r, &json!({ "daily": null, "allowed_categories": [] })).unwrap();
        assert!(cleared.daily.is_empty() && cleared.allowed_categories.is_empty());
        let bad = changed(
            &before,
            &json!({ "daily": { "EUR": 5, "IQD": 0 }, "paused": "yes", "colour": 1,
                     "allowed_merchants": ["shop"], "transfers": "anyone" }),
        )
        .unwrap_err();
        let fields: Vec<&str> = bad.iter().map(|(f, _)| f.as_str()).collect();
        for f in [
            "rules.daily.EUR",
            "rules.daily.IQD",
            "rules.paused",
            "rules.colour",
            "rules.allowed_merchants",
            "rules.transfers",
        ] {
            assert!(fields.contains(&f), "{f} in {fields:?}");
        }
        assert!(changed(&before, &json!([1])).is_err());
    }

    #[test]
    fn dates_of_birth_and_ages() {
        let today = NaiveDate::from_ymd_opt(2026, 12, 7).unwrap();
        assert!(date_of_birth("2014-03-01", today).is_ok());
        assert!(date_of_birth("2026-12-07", today).is_ok());
        assert!(date_of_birth("2026-12-08", today).is_err());
        assert!(date_of_birth("1906-12-07", today).is_ok());
        assert!(date_of_birth("1906-12-06", today).is_err());
        assert!(date_of_birth("2014-02-30", today).is_err());
        assert!(date_of_birth("01/03/2014", today).is_err());
        let born = NaiveDate::from_ymd_opt(2014, 12, 8).unwrap();
        assert_eq!(age(born, today), 11);
        assert_eq!(age(born, NaiveDate::from_ymd_opt(2026, 12, 8).unwrap()), 12);
        assert!(is_category("5411") && !is_category("541") && !is_category("54a1"));
    }
}
