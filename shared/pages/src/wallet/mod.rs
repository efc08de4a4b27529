//! The hosted wallet's pages (`/wallet`): server-rendered, whole without JavaScript (the
//! camera, the countdowns and the live quote add to them), in the three locales, right to
//! left for Arabic and Kurdish. The HTTP layer (`sanduq-wallet-app`) decides what to show;
//! this only renders what it is given.

pub mod disputes;
pub mod family;
pub mod strings;
pub mod withdraw;

use crate::{Locale, Theme};
use askama::Template;
pub use strings::Wal;

#[derive(Debug, Clone)]
pub struct Flash {
    pub ok: bool,
    pub text: String,
    /// The API's error code, shown beside the words.
    pub code: Option<String>,
}

/// What every page shows around its content.
#[derive(Debug, Clone)]
pub struct Frame {
    pub tag: &'static str,
    pub dir: &'static str,
    pub code: &'static str,
    pub number_tags: &'static str,
    pub theme: &'static str,
    pub s: &'static Wal,
    pub merchant: String,
    pub brand_color: Option<String>,
    pub logo_url: Option<String>,
    pub sandbox: bool,
    pub signed_in: bool,
    pub csrf: String,
    pub section: &'static str,
    pub flash: Option<Flash>,
    /// This page's address without `locale` and `theme`, ending in `?` or `&`.
    pub here: String,
}

impl Frame {
    pub fn new(locale: Locale, theme: Theme, csrf: &str, here: &str) -> Frame {
        Frame {
            tag: locale.tag(),
            dir: locale.dir(),
            code: locale.code(),
            number_tags: locale.number_tags(),
            theme: theme.code(),
            s: Wal::of(locale),
            merchant: String::new(),
            brand_color: None,
            logo_url: None,
            sandbox: false,
            signed_in: false,
            csrf: csrf.into(),
            section: "",
            flash: None,
            here: here.into(),
        }
    }

    pub fn locale(&self) -> Locale {
        Locale::parse(self.code).unwrap_or(Locale::En)
    }

    /// The family wallets' words in this page's locale.
    pub fn family(&self) -> &'static family::Words {
        family::Words::of(self.locale())
    }

    pub fn ok(mut self, text: impl Into<String>) -> Frame {
        self.flash = Some(Flash {
            ok: true,
            text: text.into(),
            code: None,
        });
        self
    }

    pub fn bad(mut self, text: impl Into<String>, code: Option<String>) -> Frame {
        self.flash = Some(Flash {
            ok: false,
            text: text.into(),
            code,
        });
        self
    }
}

/// A statement line as the pages show it.
#[derive(Debug, Clone)]
pub struct Line {
    pub kind: String,
    pub what: &'static str,
    pub with: String,
    pub amount: String,
    /// The amount in words: its accessible name.
    pub words: String,
    pub negative: bool,
    pub when: String,
    /// A payment's "Report a problem" (its address and words), on a payment made.
    pub report: Option<(String, &'static str)>,
    /// The line's receipt page (its address in the line's locale), where it has one.
    pub receipt: Option<String>,
}

/// A balance as the home page shows it.
#[derive(Debug, Clone)]
pub struct Balance {
    pub currency: String,
    pub name: &'static str,
    pub shown: String,
    /// The balance in words: its accessible name.
    pub words: String,
}

fn render(t: impl Template) -> String {
    t.render().unwrap_or_default()
}

#[derive(Template)]
#[template(path = "wallet/signin.html")]
pub struct Signin<'a> {
    pub f: &'a Frame,
    pub merchant_id: &'a str,
    pub intro: String,
    pub phone: &'a str,
    pub otp_id: Option<&'a str>,
    pub sent_to: String,
    pub family: &'static family::Words,
    /// The family code's form open (a code was just refused).
    pub family_open: bool,
}

#[derive(Template)]
#[template(path = "wallet/message.html")]
pub struct Message<'a> {
    pub f: &'a Frame,
    pub title: &'a str,
    pub text: &'a str,
    pub link_href: Option<&'a str>,
    pub link_text: &'a str,
}

#[derive(Template)]
#[template(path = "wallet/home.html")]
pub struct Home<'a> {
    pub f: &'a Frame,
    pub name: &'a str,
    pub notes: Vec<&'static str>,
    /// A family wallet's own card (its guardian, its rules).
    pub family: Option<family::Own>,
    pub balances: Vec<Balance>,
    pub tier: String,
    pub lines: Vec<Line>,
}

#[derive(Template)]
#[template(path = "wallet/statement.html")]
pub struct Statement<'a> {
    pub f: &'a Frame,
    pub currency: &'a str,
    pub lines: Vec<Line>,
    pub first: bool,
    pub next: Option<String>,
}

#[derive(Template)]
#[template(path = "wallet/code.html")]
pub struct Code<'a> {
    pub f: &'a Frame,
    /// The QR as SVG markup, made by Sanduq (never from input).
    pub svg: &'a str,
    pub expires_at: &'a str,
    pub seconds: i64,
    pub countdown: String,
}

#[derive(Template)]
#[template(path = "wallet/pay.html")]
pub struct Pay<'a> {
    pub f: &'a Frame,
}

#[derive(Template)]
#[template(path = "wallet/pay_confirm.html")]
pub struct PayConfirm<'a> {
    pub f: &'a Frame,
    pub title: String,
    pub qr_id: &'a str,
    pub readable_code: String,
    pub amount: String,
    pub description: &'a str,
    /// The amount in words (its accessible name) and what is said before the PIN.
    pub amount_words: String,
    pub said: String,
    pub payable: bool,
    /// Paid just now by this visit: the flash is its receipt, and nothing says it cannot be
    /// paid.
    pub paid: bool,
    pub key: &'a str,
}

#[derive(Template)]
#[template(path = "wallet/send_review.html")]
pub struct SendReview<'a> {
    pub f: &'a Frame,
    pub key: &'a str,
    /// The recipient as the API shows them (first name and initials).
    pub name: &'a str,
    pub to: &'a str,
    /// As typed (sent again with the PIN), and as the page shows it.
    pub amount: &'a str,
    pub amount_text: String,
    pub amount_words: String,
    pub said: String,
    pub currency: &'a str,
    pub note: &'a str,
}

#[derive(Template)]
#[template(path = "wallet/send.html")]
pub struct Send<'a> {
    pub f: &'a Frame,
    pub key: &'a str,
    pub to: &'a str,
    pub amount: &'a str,
    pub currency: &'a str,
    pub note: &'a str,
}

/// A quote on the exchange page.
#[derive(Debug, Clone)]
pub struct Quote {
    pub id: String,
    pub give: String,
    pub get: String,
    /// Both in words: their accessible names.
    pub give_words: String,
    pub get_words: String,
    pub rate: String,
    pub official: String,
    pub expires_at: String,
    pub seconds: i64,
    pub countdown: String,
}

#[derive(Template)]
#[template(path = "wallet/exchange.html")]
pub struct Exchange<'a> {
    pub f: &'a Frame,
    pub key: &'a str,
    pub amount: &'a str,
    pub from: &'a str,
    pub quote: Option<Quote>,
}

#[derive(Template)]
#[template(path = "wallet/cash_out.html")]
pub struct CashOut<'a> {
    pub f: &'a Frame,
    pub key: &'a str,
    pub amount: &'a str,
    pub currency: &'a str,
    pub method: &'a str,
    pub destination: &'a str,
}

#[derive(Template)]
#[template(path = "wallet/identity.html")]
pub struct Identity<'a> {
    pub f: &'a Frame,
    pub key: &'a str,
    pub tier: String,
    pub status_code: &'a str,
    pub status: &'static str,
    pub reason: &'a str,
    pub may_submit: bool,
    /// Asked to verify again.
    pub renewal_due: bool,
    pub one: String,
    pub two: String,
    pub documents: Vec<(&'static str, &'static str)>,
}

#[derive(Template)]
#[template(path = "wallet/security.html")]
pub struct Security<'a> {
    pub f: &'a Frame,
    pub key: &'a str,
    pub pin_set: bool,
    pub reset_otp: Option<&'a str>,
    pub reset_sent: String,
}

/// Renders any of the pages above.
pub fn page(t: impl Template) -> String {
    render(t)
}

/// The offline page the service worker keeps: every locale's words in one page, the
/// browser's language chooses (no server to ask).
pub fn offline() -> String {
    let mut sections = String::new();
    for l in Locale::ALL {
        let s = Wal::of(l);
        sections.push_str(&format!(
            "<section lang=\"{}\" dir=\"{}\" data-locale=\"{}\"><h1>{}</h1><p>{}</p><p><a class=\"button primary\" href=\"/wallet\">{}</a></p></section>\n",
            l.tag(),
            l.dir(),
            l.code(),
            s.offline_title,
            s.offline_text,
            s.retry
        ));
    }
    format!(
        "<!doctype html>\n<html lang=\"en\" data-theme=\"auto\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n<link rel=\"stylesheet\" href=\"/assets/v1/wallet.css\">\n</head>\n<body class=\"offline\">\n<main id=\"main\">\n{sections}</main>\n</body>\n</html>\n",
        Wal::of(Locale::En).offline_title
    )
}
