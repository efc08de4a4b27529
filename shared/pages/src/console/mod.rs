//! The platform's console pages (`/console`): server-rendered, whole without JavaScript, in
//! the three locales. The HTTP layer (`sanduq-console`) decides what to show and who may see
//! it; this only renders what it is given.

pub mod alerts;
pub mod cases;
pub mod disputes;
pub mod rules;
pub mod strings;

use crate::dashboard::{Flash, Nav};
use crate::{Locale, Theme};
use askama::Template;
pub use strings::Con;

/// What every console page around its content shows.
#[derive(Debug, Clone)]
pub struct Frame {
    pub tag: &'static str,
    pub dir: &'static str,
    pub code: &'static str,
    pub theme: &'static str,
    pub s: &'static Con,
    pub email: String,
    pub roles: String,
    pub sandbox: bool,
    pub csrf: String,
    pub section: &'static str,
    pub nav: Vec<Nav>,
    pub flash: Option<Flash>,
    /// This page's address without `locale` and `theme`, ending in `?` or `&`.
    pub here: String,
}

impl Frame {
    /// A frame for a page nobody is signed in to (sign-in).
    pub fn anonymous(locale: Locale, theme: Theme, csrf: &str, here: &str) -> Frame {
        Frame {
            tag: locale.tag(),
            dir: locale.dir(),
            code: locale.code(),
            theme: theme.code(),
            s: Con::of(locale),
            email: String::new(),
            roles: String::new(),
            sandbox: false,
            csrf: csrf.into(),
            section: "",
            nav: vec![],
            flash: None,
            here: here.into(),
        }
    }

    pub fn locale(&self) -> Locale {
        Locale::parse(self.code).unwrap_or(Locale::En)
    }

    pub fn with_flash(mut self, ok: bool, text: impl Into<String>) -> Frame {
        self.flash = Some(Flash {
            ok,
            text: text.into(),
        });
        self
    }
}

fn render(t: impl Template) -> String {
    t.render().unwrap_or_default()
}

#[derive(Template)]
#[template(path = "console/signin.html")]
struct SigninHtml<'a> {
    f: &'a Frame,
    email: &'a str,
}

pub fn signin(f: &Frame, email: &str) -> String {
    render(SigninHtml { f, email })
}

#[derive(Template)]
#[template(path = "console/message.html")]
struct MessageHtml<'a> {
    f: &'a Frame,
    title: &'a str,
    text: &'a str,
}

pub fn message(f: &Frame, title: &str, text: &str) -> String {
    render(MessageHtml { f, title, text })
}

/// One queue of the home page: what it holds and how many.
#[derive(Debug, Clone)]
pub struct Queue {
    pub id: &'static str,
    /// The page that works through it (empty: this one).
    pub href: &'static str,
    pub label: &'static str,
    pub count: String,
}

/// One request waiting for a second person, as a row.
#[derive(Debug, Clone)]
pub struct ApprovalRow {
    pub id: String,
    pub action: &'static str,
    pub target: String,
    pub maker: String,
    pub created: String,
}

#[derive(Template)]
#[template(path = "console/home.html")]
struct HomeHtml<'a> {
    f: &'a Frame,
    queues: &'a [Queue],
    rows: &'a [ApprovalRow],
}

pub fn home(f: &Frame, queues: &[Queue], rows: &[ApprovalRow]) -> String {
    render(HomeHtml { f, queues, rows })
}

/// A request, as its page shows it.
#[derive(Debug, Clone)]
pub struct Approval {
    pub id: String,
    pub action: &'static str,
    pub permission: String,
    pub target: String,
    /// The change, as indented JSON.
    pub change: String,
    pub maker: String,
    pub checker: String,
    pub status: &'static str,
    pub created: String,
    pub expires: String,
    pub reason: String,
    /// Whether this person may approve or reject it now.
    pub decidable: bool,
}

#[derive(Template)]
#[template(path = "console/approval.html")]
struct ApprovalHtml<'a> {
    f: &'a Frame,
    a: &'a Approval,
}

pub fn approval(f: &Frame, a: &Approval) -> String {
    render(ApprovalHtml { f, a })
}

/// A person's wallet at one merchant, as the people page lists it.
#[derive(Debug, Clone)]
pub struct WalletRow {
    pub user_id: String,
    pub name: String,
    pub merchant: String,
    pub balances: String,
    pub tier: String,
    /// The frozen scope's words, or empty.
    pub frozen: String,
}

#[derive(Template)]
#[template(path = "console/people.html")]
struct PeopleHtml<'a> {
    f: &'a Frame,
    phone: &'a str,
    rows: &'a [WalletRow],
    searched: bool,
    may_freeze: bool,
}

/// The people page: the phone asked for, the wallets found, and whether this person may
/// freeze and lift freezes.
pub fn people(
    f: &Frame,
    phone: &str,
    rows: &[WalletRow],
    searched: bool,
    may_freeze: bool,
) -> String {
    render(PeopleHtml {
        f,
        phone,
        rows,
        searched,
        may_freeze,
    })
}

/// A payout or cash-out waiting to be sent, as a row.
#[derive(Debug, Clone)]
pub struct PayoutRow {
    pub id: String,
    pub merchant: String,
    pub amount: String,
    pub destination: String,
    pub created: String,
}

#[derive(Template)]
#[template(path = "console/payouts.html")]
struct PayoutsHtml<'a> {
    f: &'a Frame,
    title: &'a str,
    rows: &'a [PayoutRow],
    may_end: bool,
}

/// A queue of payouts or cash-outs, with complete and fail for who may end them.
pub fn payouts(f: &Frame, title: &str, rows: &[PayoutRow], may_end: bool) -> String {
    render(PayoutsHtml {
        f,
        title,
        rows,
        may_end,
    })
}

#[derive(Template)]
#[template(path = "console/invite.html")]
struct InviteHtml<'a> {
    f: &'a Frame,
    token: &'a str,
    email: &'a str,
}

/// An invitation's page: the password form.
pub fn invite(f: &Frame, token: &str, email: &str) -> String {
    render(InviteHtml { f, token, email })
}

#[derive(Template)]
#[template(path = "console/enrol.html")]
struct EnrolHtml<'a> {
    f: &'a Frame,
    qr_svg: &'a str,
    secret: &'a str,
    codes: &'a [String],
}

/// The second factor's set-up, shown once: the otpauth address as a QR code (an inline SVG
/// made by `sanduq_qr`), its key, the recovery codes.
pub fn enrol(f: &Frame, qr_svg: &str, secret: &str, codes: &[String]) -> String {
    render(EnrolHtml {
        f,
        qr_svg,
        secret,
        codes,
    })
}

/// An operator, as the staff page lists them.
#[derive(Debug, Clone)]
pub struct StaffRow {
    pub id: String,
    pub email: String,
    pub roles: String,
    pub status: String,
    /// Whether this person may be disabled and given roles from here (not oneself, not
    /// already disabled).
    pub disableable: bool,
    /// Whether they hold each role of `OpsRole::NAMES`, in its order.
    pub held: Vec<bool>,
}

#[derive(Template)]
#[template(path = "console/staff.html")]
struct StaffHtml<'a> {
    f: &'a Frame,
    rows: &'a [StaffRow],
    roles: &'a [&'static str],
    invited: &'a str,
}

/// The platform team: who they are, an invitation form, and (once) a new invitation's
/// address.
pub fn staff(f: &Frame, rows: &[StaffRow], roles: &[&'static str], invited: &str) -> String {
    render(StaffHtml {
        f,
        rows,
        roles,
        invited,
    })
}

/// One entry of the audit trail, as a row.
#[derive(Debug, Clone)]
pub struct TrailRow {
    pub at: String,
    pub who: String,
    pub action: String,
    pub target: String,
    pub outcome: String,
}

#[derive(Template)]
#[template(path = "console/trail.html")]
struct TrailHtml<'a> {
    f: &'a Frame,
    rows: &'a [TrailRow],
    actor: &'a str,
    target: &'a str,
    export: &'a str,
}

/// The audit trail, newest first, with its filters and the CSV of the same.
pub fn trail(f: &Frame, rows: &[TrailRow], actor: &str, target: &str, export: &str) -> String {
    render(TrailHtml {
        f,
        rows,
        actor,
        target,
        export,
    })
}

/// The rates as set (None: never), as text.
#[derive(Debug, Clone)]
pub struct RatesShown {
    pub bid: String,
    pub ask: String,
    pub official: String,
    pub updated: String,
}

#[derive(Template)]
#[template(path = "console/rates.html")]
struct RatesHtml<'a> {
    f: &'a Frame,
    rates: &'a Option<RatesShown>,
    may_set: bool,
}

/// The platform's exchange rates, and (for `fx:write`) the form that asks to set them.
pub fn rates(f: &Frame, rates: &Option<RatesShown>, may_set: bool) -> String {
    render(RatesHtml { f, rates, may_set })
}

/// A merchant, as the merchants page lists it.
#[derive(Debug, Clone)]
pub struct MerchantRow {
    pub id: String,
    pub name: String,
    pub status: String,
    pub environment: String,
    pub commission: String,
    pub approvable: bool,
    pub suspendable: bool,
    /// Disputes against payments in the last 30 days ("4 / 120 · 3.33%"), and whether that
    /// flags the merchant; empty with none.
    pub disputes: String,
    pub flagged: bool,
}

#[derive(Template)]
#[template(path = "console/merchants.html")]
struct MerchantsHtml<'a> {
    f: &'a Frame,
    q: &'a str,
    rows: &'a [MerchantRow],
    may_write: bool,
    d: &'static disputes::Words,
}

/// The locale a frame was made in.
fn locale_of(f: &Frame) -> crate::Locale {
    match f.code {
        "ar" => crate::Locale::Ar,
        "ku" => crate::Locale::Ku,
        _ => crate::Locale::En,
    }
}

/// Merchants found by name or id, with approve and suspend for who may.
pub fn merchants(f: &Frame, q: &str, rows: &[MerchantRow], may_write: bool) -> String {
    let d = disputes::Words::of(locale_of(f));
    render(MerchantsHtml {
        f,
        q,
        rows,
        may_write,
        d,
    })
}

/// An identity verification waiting for review, as a row.
#[derive(Debug, Clone)]
pub struct KycRow {
    pub id: String,
    pub user_id: String,
    pub name: String,
    pub merchant: String,
    pub tier: String,
    pub document: &'static str,
    pub created: String,
}

#[derive(Template)]
#[template(path = "console/kyc.html")]
struct KycHtml<'a> {
    f: &'a Frame,
    rows: &'a [KycRow],
}

/// The queue of identity verifications, oldest first.
pub fn kyc(f: &Frame, rows: &[KycRow]) -> String {
    render(KycHtml { f, rows })
}

/// One verification as a reviewer reads it (its image is fetched by the page).
#[derive(Debug, Clone)]
pub struct KycReview {
    pub id: String,
    pub user_id: String,
    pub name: String,
    pub merchant: String,
    pub status: &'static str,
    pub date_of_birth: String,
    pub tier: String,
    pub document: &'static str,
    pub number: String,
    pub created: String,
    pub reason: String,
}

#[derive(Template)]
#[template(path = "console/kyc_review.html")]
struct KycReviewHtml<'a> {
    f: &'a Frame,
    r: &'a KycReview,
    may_decide: bool,
}

/// A verification's review page: its facts, its image, approve and reject.
pub fn kyc_review(f: &Frame, r: &KycReview, may_decide: bool) -> String {
    render(KycReviewHtml { f, r, may_decide })
}

/// A statement line, as the console shows it.
#[derive(Debug, Clone)]
pub struct LineRow {
    pub created: String,
    pub kind: &'static str,
    pub amount: String,
    pub counterparty: String,
    pub reference: String,
}

#[derive(Template)]
#[template(path = "console/statement.html")]
struct StatementHtml<'a> {
    f: &'a Frame,
    name: &'a str,
    merchant: &'a str,
    user_id: &'a str,
    rows: &'a [LineRow],
    older: &'a str,
}

/// Who the statement is of (name, merchant, id), its lines, and the address of the page of
/// older lines (empty: none).
pub fn statement(f: &Frame, who: [&str; 3], rows: &[LineRow], older: &str) -> String {
    let [name, merchant, user_id] = who;
    render(StatementHtml {
        f,
        name,
        merchant,
        user_id,
        rows,
        older,
    })
}

/// One merchant as the console shows it.
#[derive(Debug, Clone)]
pub struct MerchantView {
    pub id: String,
    pub name: String,
    pub status: &'static str,
    pub environment: &'static str,
    pub commission: String,
    /// The commission in percent as typed in its form ("2.50").
    pub percent: String,
    pub rate_limit: String,
    pub since: String,
}

/// One tier's limits in one currency, as shown.
#[derive(Debug, Clone)]
pub struct LimitRow {
    pub tier: String,
    pub currency: &'static str,
    pub figures: [String; 6],
}

/// One of a merchant's keys (its hint only).
#[derive(Debug, Clone)]
pub struct KeyRow {
    pub id: String,
    pub kind: &'static str,
    pub hint: String,
    pub revoked: bool,
    pub created: String,
}

/// What a merchant's page shows and what this person may do there.
#[derive(Debug, Clone)]
pub struct MerchantPage {
    pub m: MerchantView,
    pub limits: Vec<LimitRow>,
    pub keys: Vec<KeyRow>,
    /// Keys just made, in the clear (label, value): shown this once.
    pub shown: Vec<(&'static str, String)>,
    pub may_write: bool,
    pub may_limits: bool,
    pub may_keys: bool,
}

#[derive(Template)]
#[template(path = "console/merchant.html")]
struct MerchantHtml<'a> {
    f: &'a Frame,
    p: &'a MerchantPage,
}

/// A merchant's page: its facts, commission, wallet limits and keys, with the forms the
/// person's roles allow.
pub fn merchant(f: &Frame, p: &MerchantPage) -> String {
    render(MerchantHtml { f, p })
}
