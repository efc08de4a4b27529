//! The first report writer: goAML XML (UNODC's format, which many FIUs take), pure. A
//! suspicious transaction report (`STR`) is written from a case; a cash transaction report
//! (`CTR`) from a day's cash-ins and cash-outs over a threshold. The elements, their order
//! and their types are goAML schema 5's (`report` → `rentity_id`, `submission_code`,
//! `report_code`, `entity_reference`, `submission_date`, `currency_code_local`,
//! `reporting_person`, `reason`, `action`, `transaction`…, `report_indicators`); the subset
//! written is described by `goaml-subset.xsd` beside this file, which the tests validate
//! every file against. The lookup codes (funds, conduction, indicators) are each FIU's
//! own: they come from the `Profile`, whose defaults are to be confirmed with Iraq's AML/CFT
//! Office before launch (docs/compliance.md).

use chrono::{DateTime, NaiveDate, Utc};
use quick_xml::events::BytesText;
use quick_xml::Writer;
use sanduq_domain::Currency;
use std::io;

/// The reporting entity and the FIU's lookup codes.
#[derive(Debug, Clone, PartialEq)]
pub struct Profile {
    /// The id the FIU registered the platform under.
    pub rentity_id: u32,
    pub rentity_branch: Option<String>,
    /// How a report is submitted: `E` electronically.
    pub submission_code: String,
    /// The funds code of wallet money and of cash.
    pub funds_wallet: String,
    pub funds_cash: String,
    /// The conduction (transmode) code of a wallet movement and of a cash one.
    pub transmode_wallet: String,
    pub transmode_cash: String,
    /// What a transaction's location says.
    pub location: String,
}

impl Default for Profile {
    fn default() -> Profile {
        Profile {
            rentity_id: 1,
            rentity_branch: None,
            submission_code: "E".into(),
            funds_wallet: "ELCFT".into(),
            funds_cash: "CASH".into(),
            transmode_wallet: "MB".into(),
            transmode_cash: "BO".into(),
            location: "Sanduq e-money wallet".into(),
        }
    }
}

impl Profile {
    /// The profile from the environment (`SANDUQ_FIU_*`), the defaults where unset or bad.
    pub fn from_env() -> Profile {
        let d = Profile::default();
        let var = |k: &str| std::env::var(k).ok().filter(|v| !v.trim().is_empty());
        Profile {
            rentity_id: var("SANDUQ_FIU_ENTITY_ID")
                .and_then(|v| v.parse().ok())
                .filter(|n| *n >= 1)
                .unwrap_or(d.rentity_id),
            rentity_branch: var("SANDUQ_FIU_ENTITY_BRANCH"),
            submission_code: d.submission_code,
            funds_wallet: var("SANDUQ_FIU_FUNDS_WALLET").unwrap_or(d.funds_wallet),
            funds_cash: var("SANDUQ_FIU_FUNDS_CASH").unwrap_or(d.funds_cash),
            transmode_wallet: var("SANDUQ_FIU_TRANSMODE_WALLET").unwrap_or(d.transmode_wallet),
            transmode_cash: var("SANDUQ_FIU_TRANSMODE_CASH").unwrap_or(d.transmode_cash),
            location: d.location,
        }
    }
}

/// A person as a report names them.
#[derive(Debug, Clone, PartialEq)]
pub struct Person {
    pub name: String,
    pub birthdate: Option<NaiveDate>,
    pub id_number: Option<String>,
    pub phone: Option<String>,
    /// The wallet's id: the account the movement was on.
    pub account: Option<String>,
}

/// Who a side of a transaction is.
#[derive(Debug, Clone, PartialEq)]
pub enum Party {
    /// One of the platform's users: a client of the reporting entity.
    Client(Person),
    /// A merchant (named, by its id).
    Merchant { name: String, id: String },
    /// Cash, handed over by or to this person.
    Cash(Person),
}

/// One transaction of a report.
#[derive(Debug, Clone, PartialEq)]
pub struct Transaction {
    pub number: String,
    pub description: String,
    pub at: DateTime<Utc>,
    pub amount: i64,
    pub currency: Currency,
    /// IQD per one unit of `currency` when it is not IQD (the rate the report used).
    pub rate: Option<String>,
    /// `amount` in IQD, in whole dinars.
    pub amount_local: i64,
    pub from: Party,
    pub to: Party,
}

/// The person who files the report.
#[derive(Debug, Clone, PartialEq)]
pub struct Reporter {
    pub name: String,
    pub email: Option<String>,
}

/// A report: an STR (`reason`, `action`, `indicators` from the officer) or a CTR.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    pub code: &'static str,
    /// Ours: the case's id, or the CTR's day.
    pub reference: String,
    pub at: DateTime<Utc>,
    pub reporter: Reporter,
    pub reason: Option<String>,
    pub action: Option<String>,
    pub transactions: Vec<Transaction>,
    pub indicators: Vec<String>,
}

fn sql_date(t: DateTime<Utc>) -> String {
    t.format("%Y-%m-%dT%H:%M:%S").to_string()
}

/// A name split as goAML asks: the first word, and the rest (the first again when there is
/// no rest: goAML requires both).
fn split_name(name: &str) -> (String, String) {
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    match name.split_once(' ') {
        Some((first, rest)) => (first.to_string(), rest.to_string()),
        None => (name.clone(), name),
    }
}

type W = Writer<Vec<u8>>;

fn text(w: &mut W, name: &str, value: &str) -> io::Result<()> {
    w.create_element(name)
        .write_text_content(BytesText::new(value))?;
    Ok(())
}

fn person(w: &mut W, tag: &str, p: &Person, client: bool) -> io::Result<()> {
    w.create_element(tag).write_inner_content(|w| {
        let (first, last) = split_name(&p.name);
        text(w, "first_name", &first)?;
        text(w, "last_name", &last)?;
        if let Some(b) = p.birthdate {
            text(w, "birthdate", &format!("{b}T00:00:00"))?;
        }
        if let Some(id) = &p.id_number {
            text(w, "id_number", id)?;
        }
        if let Some(phone) = &p.phone {
            w.create_element("phones").write_inner_content(|w| {
                w.create_element("phone").write_inner_content(|w| {
                    text(w, "tph_contact_type", "P")?;
                    text(w, "tph_communication_type", "M")?;
                    text(w, "tph_number", phone)
                })?;
                Ok(())
            })?;
        }
        if client {
            if let Some(a) = &p.account {
                text(w, "comments", &format!("wallet {a}"))?;
            }
        }
        Ok(())
    })?;
    Ok(())
}

/// One side of a transaction: `side` is `from` or `to`.
fn side(
    w: &mut W,
    profile: &Profile,
    side: &str,
    party: &Party,
    t: &Transaction,
) -> io::Result<()> {
    let client = matches!(party, Party::Client(_));
    let tag = if client {
        format!("t_{side}_my_client")
    } else {
        format!("t_{side}")
    };
    w.create_element(tag.as_str()).write_inner_content(|w| {
        let funds = match party {
            Party::Cash(_) => &profile.funds_cash,
            _ => &profile.funds_wallet,
        };
        text(w, &format!("{side}_funds_code"), funds)?;
        if t.currency != Currency::Iqd {
            w.create_element(format!("{side}_foreign_currency").as_str())
                .write_inner_content(|w| {
                    text(w, "foreign_currency_code", t.currency.code())?;
                    text(w, "foreign_amount", &t.currency.decimal(t.amount))?;
                    text(w, "foreign_exchange_rate", t.rate.as_deref().unwrap_or("0"))
                })?;
        }
        match party {
            Party::Client(p) | Party::Cash(p) => {
                person(w, &format!("{side}_person"), p, client)?;
            }
            Party::Merchant { name, id } => {
                w.create_element(format!("{side}_entity").as_str())
                    .write_inner_content(|w| {
                        text(w, "name", name)?;
                        text(w, "comments", &format!("merchant {id}"))
                    })?;
            }
        }
        text(w, &format!("{side}_country"), "IQ")
    })?;
    Ok(())
}

fn transaction(w: &mut W, profile: &Profile, t: &Transaction) -> io::Result<()> {
    let cash = matches!(t.from, Party::Cash(_)) || matches!(t.to, Party::Cash(_));
    w.create_element("transaction").write_inner_content(|w| {
        text(w, "transactionnumber", &t.number)?;
        text(w, "transaction_location", &profile.location)?;
        text(w, "transaction_description", &t.description)?;
        text(w, "date_transaction", &sql_date(t.at))?;
        let mode = if cash {
            &profile.transmode_cash
        } else {
            &profile.transmode_wallet
        };
        text(w, "transmode_code", mode)?;
        text(w, "amount_local", &t.amount_local.to_string())?;
        side(w, profile, "from", &t.from, t)?;
        side(w, profile, "to", &t.to, t)
    })?;
    Ok(())
}

/// The report as goAML XML (UTF-8).
pub fn write(profile: &Profile, r: &Report) -> String {
    let mut w = Writer::new_with_indent(Vec::new(), b' ', 2);
    let out: io::Result<()> = (|| {
        w.write_event(quick_xml::events::Event::Decl(
            quick_xml::events::BytesDecl::new("1.0", Some("UTF-8"), None),
        ))?;
        w.create_element("report").write_inner_content(|w| {
            text(w, "rentity_id", &profile.rentity_id.to_string())?;
            if let Some(b) = &profile.rentity_branch {
                text(w, "rentity_branch", b)?;
            }
            text(w, "submission_code", &profile.submission_code)?;
            text(w, "report_code", r.code)?;
            text(w, "entity_reference", &r.reference)?;
            text(w, "submission_date", &sql_date(r.at))?;
            text(w, "currency_code_local", "IQD")?;
            w.create_element("reporting_person")
                .write_inner_content(|w| {
                    let (first, last) = split_name(&r.reporter.name);
                    text(w, "first_name", &first)?;
                    text(w, "last_name", &last)?;
                    if let Some(e) = &r.reporter.email {
                        text(w, "email", e)?;
                    }
                    Ok(())
                })?;
            if let Some(reason) = &r.reason {
                text(w, "reason", reason)?;
            }
            if let Some(action) = &r.action {
                text(w, "action", action)?;
            }
            for t in &r.transactions {
                transaction(w, profile, t)?;
            }
            w.create_element("report_indicators")
                .write_inner_content(|w| {
                    for i in &r.indicators {
                        text(w, "indicator", i)?;
                    }
                    Ok(())
                })?;
            Ok(())
        })?;
        Ok(())
    })();
    // writing into a Vec cannot fail
    debug_assert!(out.is_ok());
    String::from_utf8(w.into_inner()).unwrap_or_default()
}

/// The schema the written subset follows (the tests validate every file against it).
pub const SUBSET_XSD: &str = include_str!("goaml-subset.xsd");

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn person(name: &str) -> Person {
        Person {
            name: name.into(),
            birthdate: NaiveDate::from_ymd_opt(1990, 3, 1),
            id_number: Some("A1234567".into()),
            phone: Some("+9647701234567".into()),
            account: Some("usr_1".into()),
        }
    }

    fn report() -> Report {
        let at = Utc.with_ymd_and_hms(2026, 1, 2, 3, 4, 5).unwrap();
        Report {
            code: "STR",
            reference: "case_1".into(),
            at,
            reporter: Reporter {
                name: "Zainab Ali Hassan".into(),
                email: Some("z@x.iq".into()),
            },
            reason: Some("amounts just under the limit <every day> & at night".into()),
            action: Some("wallet frozen".into()),
            transactions: vec![
                Transaction {
                    number: "pay_1".into(),
                    description: "payment to a merchant".into(),
                    at,
                    amount: 1250,
                    currency: Currency::Usd,
                    rate: Some("1310".into()),
                    amount_local: 16375,
                    from: Party::Client(person("علي حسن")),
                    to: Party::Merchant {
                        name: "Baghdad Books".into(),
                        id: "mer_1".into(),
                    },
                },
                Transaction {
                    number: "ci_1".into(),
                    description: "cash-in".into(),
                    at,
                    amount: 5_000_000,
                    currency: Currency::Iqd,
                    rate: None,
                    amount_local: 5_000_000,
                    from: Party::Cash(person("Ali")),
                    to: Party::Client(person("Ali")),
                },
            ],
            indicators: vec!["STRUC".into()],
        }
    }

    #[test]
    fn a_report_is_written_in_goamls_order_with_its_text_escaped() {
        let x = write(&Profile::default(), &report());
        let order = [
            "<rentity_id>1</rentity_id>",
            "<submission_code>E</submission_code>",
            "<report_code>STR</report_code>",
            "<entity_reference>case_1</entity_reference>",
            "<submission_date>2026-01-02T03:04:05</submission_date>",
            "<currency_code_local>IQD</currency_code_local>",
            "<first_name>Zainab</first_name>",
            "<last_name>Ali Hassan</last_name>",
            "<reason>amounts just under the limit &lt;every day&gt; &amp; at night</reason>",
            "<action>wallet frozen</action>",
            "<transactionnumber>pay_1</transactionnumber>",
            "<amount_local>16375</amount_local>",
            "<t_from_my_client>",
            "<foreign_amount>12.50</foreign_amount>",
            "<first_name>علي</first_name>",
            "<t_to>",
            "<name>Baghdad Books</name>",
            "<transactionnumber>ci_1</transactionnumber>",
            "<transmode_code>BO</transmode_code>",
            "<t_from>",
            "<from_funds_code>CASH</from_funds_code>",
            "<t_to_my_client>",
            "<indicator>STRUC</indicator>",
        ];
        let mut at = 0;
        for o in order {
            let found = x[at..]
                .find(o)
                .unwrap_or_else(|| panic!("{o} after {at} in\n{x}"));
            at += found + o.len();
        }
        assert!(x.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
        let parsed = roxmltree::Document::parse(&x).expect("well formed");
        assert_eq!(parsed.root_element().tag_name().name(), "report");
    }

    #[test]
    fn a_one_word_name_is_both_first_and_last() {
        assert_eq!(split_name("  Ali  "), ("Ali".into(), "Ali".into()));
        assert_eq!(
            split_name("Ali  bin  Hassan"),
            ("Ali".into(), "bin Hassan".into())
        );
    }
}
