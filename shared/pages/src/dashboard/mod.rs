//! The merchant dashboard's pages: server-rendered, whole without JavaScript, in the three
//! locales. The HTTP layer (`sanduq-dashboard`) decides what to show and
//! who may see it; this only renders what it is given.

pub mod branding;
pub mod chart;
pub mod developers;
pub mod dispute_strings;
pub mod disputes;
pub mod links;
pub mod money;
pub mod money_strings;
pub mod strings;
pub mod subscriptions;

use crate::{Locale, Theme};
use askama::Template;
pub use strings::Dash;

/// One entry of the side navigation.
#[derive(Debug, Clone)]
pub struct Nav {
    pub section: &'static str,
    pub href: &'static str,
    pub label: &'static str,
}

#[derive(Debug, Clone)]
pub struct Flash {
    pub ok: bool,
    pub text: String,
}

/// What every page around its content shows: the locale and theme, who is signed in, the
/// navigation their role may use, the session's CSRF token for its forms.
#[derive(Debug, Clone)]
pub struct Frame {
    pub tag: &'static str,
    pub dir: &'static str,
    pub code: &'static str,
    pub theme: &'static str,
    pub s: &'static Dash,
    pub merchant: String,
    pub email: String,
    pub role_text: &'static str,
    pub sandbox: bool,
    pub csrf: String,
    pub section: &'static str,
    pub nav: Vec<Nav>,
    pub flash: Option<Flash>,
    /// This page's address without `locale` and `theme`, ending in `?` or `&`.
    pub here: String,
}

impl Frame {
    /// A frame for a page nobody is signed in to (sign-in, invitations).
    pub fn anonymous(locale: Locale, theme: Theme, csrf: &str, here: &str) -> Frame {
        Frame {
            tag: locale.tag(),
            dir: locale.dir(),
            code: locale.code(),
            theme: theme.code(),
            s: Dash::of(locale),
            merchant: String::new(),
            email: String::new(),
            role_text: "",
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
#[template(path = "dashboard/signin.html")]
struct SigninHtml<'a> {
    f: &'a Frame,
    email: &'a str,
}

pub fn signin(f: &Frame, email: &str) -> String {
    render(SigninHtml { f, email })
}

#[derive(Template)]
#[template(path = "dashboard/invite.html")]
struct InviteHtml<'a> {
    f: &'a Frame,
    token: &'a str,
    email: Option<&'a str>,
}

/// An invitation's page: the password form, or (None) why there is none (in the flash).
pub fn invite(f: &Frame, token: &str, email: Option<&str>) -> String {
    render(InviteHtml { f, token, email })
}

#[derive(Template)]
#[template(path = "dashboard/message.html")]
struct MessageHtml<'a> {
    f: &'a Frame,
    title: &'a str,
    text: &'a str,
}

pub fn message(f: &Frame, title: &str, text: &str) -> String {
    render(MessageHtml { f, title, text })
}

#[derive(Template)]
#[template(path = "dashboard/confirm.html")]
struct ConfirmHtml<'a> {
    f: &'a Frame,
    question: &'a str,
    action: &'a str,
    fields: &'a [(String, String)],
    back: &'a str,
}

/// The confirmation step of an action: the question, and the same form again with
/// `confirmed=yes`.
pub fn confirm(
    f: &Frame,
    question: &str,
    action: &str,
    fields: &[(String, String)],
    back: &str,
) -> String {
    render(ConfirmHtml {
        f,
        question,
        action,
        fields,
        back,
    })
}

/// Volume, count and commission of a period, as text.
#[derive(Debug, Clone, Default)]
pub struct Figures {
    pub volume: String,
    pub count: String,
    pub commission: String,
}

/// One day's figures in the chart's table.
#[derive(Debug, Clone)]
pub struct Day {
    pub day: String,
    pub volume: String,
    pub count: String,
    pub commission: String,
}

#[derive(Debug, Clone)]
pub struct CurrencyCard {
    pub currency: String,
    pub today: Figures,
    pub month: Figures,
    /// The SVG chart (`chart::bars`).
    pub chart: String,
    pub days: Vec<Day>,
}

#[derive(Debug, Clone)]
pub struct StatusRow {
    pub status: String,
    pub text: String,
    pub counts: Vec<String>,
}

pub struct Overview {
    pub cards: Vec<CurrencyCard>,
    pub partial: Option<String>,
    pub status_currencies: Vec<String>,
    pub statuses: Vec<StatusRow>,
}

#[derive(Template)]
#[template(path = "dashboard/overview.html")]
struct OverviewHtml<'a> {
    f: &'a Frame,
    cards: &'a [CurrencyCard],
    partial: &'a Option<String>,
    status_currencies: &'a [String],
    statuses: &'a [StatusRow],
}

pub fn overview(f: &Frame, o: &Overview) -> String {
    render(OverviewHtml {
        f,
        cards: &o.cards,
        partial: &o.partial,
        status_currencies: &o.status_currencies,
        statuses: &o.statuses,
    })
}

#[derive(Debug, Clone)]
pub struct PaymentRow {
    pub id: String,
    pub created: String,
    pub amount: String,
    pub status: String,
    pub status_text: String,
    pub reference: String,
    /// The merchant's own id for the buyer (its user id when it has none).
    pub user: String,
    pub description: String,
}

/// The payments list: its filters as given, its rows, and the pages around it.
#[derive(Debug, Clone, Default)]
pub struct Payments {
    pub status: String,
    pub reference: String,
    pub currency: String,
    pub user_id: String,
    pub from: String,
    pub to: String,
    pub status_options: Vec<(String, String)>,
    pub error: Option<String>,
    pub rows: Vec<PaymentRow>,
    pub page_text: String,
    pub prev: Option<String>,
    pub next: Option<String>,
}

#[derive(Template)]
#[template(path = "dashboard/payments.html")]
struct PaymentsHtml<'a> {
    f: &'a Frame,
    status: &'a str,
    reference: &'a str,
    currency: &'a str,
    user_id: &'a str,
    from: &'a str,
    to: &'a str,
    status_options: &'a [(String, String)],
    error: &'a Option<String>,
    rows: &'a [PaymentRow],
    page_text: &'a str,
    prev: &'a Option<String>,
    next: &'a Option<String>,
}

pub fn payments(f: &Frame, p: &Payments) -> String {
    render(PaymentsHtml {
        f,
        status: &p.status,
        reference: &p.reference,
        currency: &p.currency,
        user_id: &p.user_id,
        from: &p.from,
        to: &p.to,
        status_options: &p.status_options,
        error: &p.error,
        rows: &p.rows,
        page_text: &p.page_text,
        prev: &p.prev,
        next: &p.next,
    })
}

#[derive(Debug, Clone)]
pub struct RefundRow {
    pub id: String,
    pub amount: String,
    pub reason: String,
    pub created: String,
    /// The refund's receipt: its number and its page.
    pub receipt: Option<(String, String)>,
}

#[derive(Debug, Clone)]
pub struct AttemptRow {
    pub number: u32,
    pub at: String,
    /// The HTTP status, or what went wrong.
    pub result: String,
    /// The start of the answer's body, as recorded.
    pub response: String,
}

#[derive(Debug, Clone)]
pub struct DeliveryRow {
    pub endpoint: String,
    pub status: String,
    pub attempts: Vec<AttemptRow>,
}

#[derive(Debug, Clone)]
pub struct EventRow {
    pub id: String,
    pub kind: String,
    pub at: String,
    pub deliveries: Vec<DeliveryRow>,
}

/// A payment's page.
#[derive(Debug, Clone, Default)]
pub struct Payment {
    pub id: String,
    pub amount: String,
    pub currency: String,
    pub status: String,
    pub status_text: String,
    pub summary: Vec<(String, String)>,
    /// Every field of the API's answer, by its API name.
    pub fields: Vec<(String, String)>,
    pub refunds: Vec<RefundRow>,
    /// The payment's receipt once completed: its number and its page.
    pub receipt: Option<(String, String)>,
    pub timeline: Vec<EventRow>,
    pub can_capture: bool,
    pub can_void: bool,
    pub can_refund: bool,
    pub refund_hint: String,
    /// Fresh Idempotency-Keys of the capture, void and refund forms.
    pub keys: (String, String, String),
}

#[derive(Template)]
#[template(path = "dashboard/payment.html")]
struct PaymentHtml<'a> {
    f: &'a Frame,
    id: &'a str,
    amount: &'a str,
    currency: &'a str,
    status: &'a str,
    status_text: &'a str,
    summary: &'a [(String, String)],
    fields: &'a [(String, String)],
    refunds: &'a [RefundRow],
    receipt: &'a Option<(String, String)>,
    timeline: &'a [EventRow],
    can_capture: bool,
    can_void: bool,
    can_refund: bool,
    refund_hint: &'a str,
    keys: &'a (String, String, String),
}

pub fn payment(f: &Frame, p: &Payment) -> String {
    render(PaymentHtml {
        f,
        id: &p.id,
        amount: &p.amount,
        currency: &p.currency,
        status: &p.status,
        status_text: &p.status_text,
        summary: &p.summary,
        fields: &p.fields,
        refunds: &p.refunds,
        receipt: &p.receipt,
        timeline: &p.timeline,
        can_capture: p.can_capture,
        can_void: p.can_void,
        can_refund: p.can_refund,
        refund_hint: &p.refund_hint,
        keys: &p.keys,
    })
}

#[derive(Debug, Clone)]
pub struct StaffRow {
    pub email: String,
    pub role: String,
    pub state: String,
    pub removable: bool,
}

#[derive(Debug, Clone)]
pub struct AuditRow {
    pub at: String,
    pub actor: String,
    pub action: String,
    pub target: String,
    pub outcome: String,
}

#[derive(Debug, Clone, Default)]
pub struct Team {
    pub staff: Vec<StaffRow>,
    pub can_manage: bool,
    pub invite_link: Option<String>,
    pub invite_text: String,
    /// Roles one may invite: (code, text).
    pub roles: Vec<(String, String)>,
    /// Every role, the permission table's columns.
    pub roles_all: Vec<(String, String)>,
    /// (action, may each role of `roles_all`).
    pub permissions: Vec<(String, Vec<bool>)>,
    pub audit: Vec<AuditRow>,
}

#[derive(Template)]
#[template(path = "dashboard/team.html")]
struct TeamHtml<'a> {
    f: &'a Frame,
    staff: &'a [StaffRow],
    can_manage: bool,
    invite_link: &'a Option<String>,
    invite_text: &'a str,
    roles: &'a [(String, String)],
    roles_all: &'a [(String, String)],
    permissions: &'a [(String, Vec<bool>)],
    audit: &'a [AuditRow],
}

pub fn team(f: &Frame, t: &Team) -> String {
    render(TeamHtml {
        f,
        staff: &t.staff,
        can_manage: t.can_manage,
        invite_link: &t.invite_link,
        invite_text: &t.invite_text,
        roles: &t.roles,
        roles_all: &t.roles_all,
        permissions: &t.permissions,
        audit: &t.audit,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(locale: Locale) -> Frame {
        let mut f = Frame::anonymous(locale, Theme::Dark, "tok\"en", "/dashboard?");
        f.email = "o@shop.example".into();
        f.nav = vec![Nav {
            section: "payments",
            href: "/dashboard/payments",
            label: Dash::of(locale).nav_payments,
        }];
        f.section = "payments";
        f
    }

    #[test]
    fn pages_carry_direction_theme_and_an_escaped_csrf_token() {
        let html = signin(&frame(Locale::Ar), "a\"<b>@x.example");
        assert!(html.contains(r#"dir="rtl""#) && html.contains(r#"lang="ar-IQ""#));
        assert!(html.contains(r#"data-theme="dark""#));
        assert!(html.contains(r#"name="csrf" value="tok&#34;en""#), "{html}");
        assert!(!html.contains("<b>@x"));
        assert!(html.contains(r#"aria-current="page""#));
        let en = signin(&frame(Locale::En), "");
        assert!(en.contains(r#"dir="ltr""#) && en.contains("Sign in to your dashboard"));
        let ku = message(&frame(Locale::Ku), "t", "x");
        assert!(ku.contains(r#"lang="ckb-IQ""#) && ku.contains("داشبۆردی سندوق"));
    }
}
