//! What Sanduq shows a person: the popup and the hosted checkout page in Arabic, Kurdish
//! (Sorani) and English, the browser SDK and the pages' assets. Pure rendering: the HTTP
//! layer decides what to show and calls these.

pub mod agent;
pub mod console;
pub mod dashboard;
pub mod format;
pub mod locale;
pub mod places;
pub mod receipt;
pub mod wallet;

pub use locale::{Locale, Strings};

use askama::Template;

/// The files served under `/assets/v1/` and `/sdk/v1/`.
pub mod assets {
    pub const SDK: &str = include_str!("../assets/sanduq.js");
    pub const POPUP_JS: &str = include_str!("../assets/popup.js");
    pub const PAGE_JS: &str = include_str!("../assets/page.js");
    pub const CSS: &str = include_str!("../assets/checkout.css");
    pub const LINK_JS: &str = include_str!("../assets/link.js");
    pub const DOCS_JS: &str = include_str!("../assets/docs.js");
    pub const DASHBOARD_CSS: &str = include_str!("../assets/dashboard.css");
    pub const DASHBOARD_JS: &str = include_str!("../assets/dashboard.js");
    /// Redoc 2.5.4's standalone bundle (MIT, vendored from npm: assets/vendor), which
    /// renders /docs from the OpenAPI document with no fetch beyond Sanduq's own origin.
    pub const REDOC_JS: &str = include_str!("../assets/vendor/redoc.standalone.js");
    pub const RECEIPT_CSS: &str = include_str!("../assets/receipt.css");
    pub const RECEIPT_JS: &str = include_str!("../assets/receipt.js");
    pub const WALLET_CSS: &str = include_str!("../assets/wallet.css");
    pub const WALLET_JS: &str = include_str!("../assets/wallet.js");
    pub const WALLET_SCAN_JS: &str = include_str!("../assets/wallet-scan.js");
    /// What is said before the PIN (the wallet, the agent app, the popup).
    pub const SAY_JS: &str = include_str!("../assets/say.js");
    /// jsQR 1.4.0 (Apache-2.0, vendored from npm: assets/vendor), the hosted wallet's QR
    /// reader where the browser has no BarcodeDetector (Chromium on Linux, Firefox).
    pub const JSQR_JS: &str = include_str!("../assets/vendor/jsQR.js");
    /// The hosted wallet's service worker (served at /wallet/sw.js for its scope).
    pub const WALLET_SW_JS: &str = include_str!("../assets/wallet-sw.js");
    pub const WALLET_ICON_SVG: &str = include_str!("../assets/icon.svg");
    pub const WALLET_ICON_192: &[u8] = include_bytes!("../assets/icon-192.png");
    pub const WALLET_ICON_512: &[u8] = include_bytes!("../assets/icon-512.png");

    /// An asset by its file name, with its content type.
    pub fn get(name: &str) -> Option<(&'static str, &'static str)> {
        match name {
            "popup.js" => Some((POPUP_JS, "application/javascript; charset=utf-8")),
            "page.js" => Some((PAGE_JS, "application/javascript; charset=utf-8")),
            "link.js" => Some((LINK_JS, "application/javascript; charset=utf-8")),
            "checkout.css" => Some((CSS, "text/css; charset=utf-8")),
            "docs.js" => Some((DOCS_JS, "application/javascript; charset=utf-8")),
            "dashboard.css" => Some((DASHBOARD_CSS, "text/css; charset=utf-8")),
            "dashboard.js" => Some((DASHBOARD_JS, "application/javascript; charset=utf-8")),
            "redoc.standalone.js" => Some((REDOC_JS, "application/javascript; charset=utf-8")),
            "wallet.css" => Some((WALLET_CSS, "text/css; charset=utf-8")),
            "wallet.js" => Some((WALLET_JS, "application/javascript; charset=utf-8")),
            "wallet-scan.js" => Some((WALLET_SCAN_JS, "application/javascript; charset=utf-8")),
            "say.js" => Some((SAY_JS, "application/javascript; charset=utf-8")),
            "jsQR.js" => Some((JSQR_JS, "application/javascript; charset=utf-8")),
            "receipt.css" => Some((RECEIPT_CSS, "text/css; charset=utf-8")),
            "receipt.js" => Some((RECEIPT_JS, "application/javascript; charset=utf-8")),
            _ => None,
        }
    }
}

/// The pages' Content-Security-Policy: only Sanduq's own scripts, styles and API, https
/// logos, forms that post only to Sanduq, and never inside another site's frame. (Every
/// form of the pages and the dashboard posts to its own origin and answers a page or a
/// redirect on it; the merchant's success and cancel addresses are links, not form targets.)
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' https:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/// Strict-Transport-Security for every page: browsers keep to HTTPS for a year after a page
/// served over HTTPS (and ignore the header over plain HTTP, as `sanduq serve` on a laptop).
pub const HSTS: &str = "max-age=31536000";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Theme {
    Light,
    Dark,
    Auto,
}

impl Theme {
    pub fn parse(s: Option<&str>) -> Theme {
        match s {
            Some("light") => Theme::Light,
            Some("dark") => Theme::Dark,
            _ => Theme::Auto,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
            Theme::Auto => "auto",
        }
    }
}

/// How the popup was opened: in a window (talking to its opener) or full-page (going back
/// to the session's redirect_url).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mode {
    /// With the opener's exact origin (`https://shop.example`).
    Popup(String),
    Redirect,
}

/// A well-formed web origin (`scheme://host[:port]`, http or https, nothing more), or None.
/// Longest opener origin the popup takes.
pub const MAX_ORIGIN: usize = 300;

pub fn origin(s: &str) -> Option<String> {
    if s.len() > MAX_ORIGIN {
        return None;
    }
    let (scheme, rest) = s.split_once("://")?;
    let host_ok = !rest.is_empty()
        && rest
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b".-:[]".contains(&b));
    let web = scheme.eq_ignore_ascii_case("https") || scheme.eq_ignore_ascii_case("http");
    (web && host_ok).then(|| s.to_ascii_lowercase())
}

fn fill(s: &str, merchant: &str) -> String {
    s.replace("{merchant}", merchant)
}

/// JSON for a `<script type="application/json">` block: `<` escaped so nothing closes it.
fn script_json(v: &serde_json::Value) -> String {
    v.to_string().replace('<', "\\u003c")
}

#[derive(Template)]
#[template(path = "popup.html")]
struct PopupPage<'a> {
    tag: &'a str,
    number_tags: &'a str,
    dir: &'a str,
    theme: &'a str,
    s: &'a Strings,
    config: String,
}

/// The popup page. What it shows comes from Sanduq's API once it holds the session token.
pub fn popup(locale: Locale, theme: Theme, mode: &Mode) -> String {
    let (mode_name, origin) = match mode {
        Mode::Popup(o) => ("popup", o.as_str()),
        Mode::Redirect => ("redirect", ""),
    };
    let config = serde_json::json!({
        "locale": locale.code(), "tag": locale.tag(), "number_tags": locale.number_tags(),
        "mode": mode_name, "origin": origin,
        "strings": locale.strings(),
        "family": wallet::family::Words::of(locale).refusals(),
    });
    PopupPage {
        tag: locale.tag(),
        number_tags: locale.number_tags(),
        dir: locale.dir(),
        theme: theme.code(),
        s: locale.strings(),
        config: script_json(&config),
    }
    .render()
    .unwrap_or_default()
}

/// What the hosted checkout page shows.
pub struct Hosted {
    pub merchant: String,
    pub logo_url: Option<String>,
    pub brand_color: Option<String>,
    pub support_url: Option<String>,
    pub amount_minor: i64,
    pub amount_text: String,
    pub currency: String,
    pub exponent: u32,
    pub description: Option<String>,
    /// The core family's status name (pending, authorized, captured...).
    pub status: String,
    pub error: Option<String>,
    pub payable: bool,
    pub paid: bool,
    pub pin_set: bool,
    pub success_url: String,
    pub cancel_url: String,
    /// The buyer's balance in the payment's currency, shown while the page takes payment.
    pub balance_minor: Option<i64>,
    /// Short of the payment's currency but not of the other: the quote offered.
    pub fx: Option<HostedFx>,
    /// Why this buyer cannot pay now (shown instead of asking for the PIN), if so.
    pub blocked: Option<Blocked>,
    /// The buyer's hosted wallet, in the page's language (to set or reset a PIN there).
    pub wallet_url: String,
}

/// Why a hosted checkout's buyer cannot pay now: said before any PIN is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Blocked {
    /// Frozen by an operator for payments.
    Frozen,
    /// Too many wrong PINs: reset it in the wallet.
    PinBlocked,
    /// No PIN yet: set one in the wallet.
    NoPin,
    /// The balance does not cover the payment (and the other currency cannot either).
    Short,
}

/// A quote to pay a hosted checkout from the other currency, as the page shows it.
#[derive(Debug, Clone)]
pub struct HostedFx {
    pub quote_id: String,
    /// The offer, the amount paid, the quoted rate and the official one, in the page's words.
    pub offer: String,
    pub pay_text: String,
    pub rate_line: String,
    pub official_line: String,
}

/// Seconds a paid hosted page counts down before it returns to the merchant's success_url.
pub const HOSTED_REDIRECT_SECS: u32 = 5;

#[derive(Template)]
#[template(path = "hosted.html")]
struct HostedPage<'a> {
    tag: &'a str,
    number_tags: &'a str,
    dir: &'a str,
    theme: &'a str,
    s: &'a Strings,
    title: String,
    merchant: &'a str,
    logo_url: &'a Option<String>,
    brand_color: &'a Option<String>,
    support_url: &'a Option<String>,
    amount_minor: i64,
    amount_text: &'a str,
    currency: &'a str,
    exponent: u32,
    description: &'a Option<String>,
    status: &'a str,
    status_text: &'a str,
    error: &'a Option<String>,
    payable: bool,
    paid: bool,
    pin_set: bool,
    success_url: &'a str,
    cancel_url: &'a str,
    cancel_text: String,
    back_text: String,
    balance_minor: Option<i64>,
    redirect_secs: u32,
    returning_in: String,
    fx: &'a Option<HostedFx>,
    /// What stops the buyer, in the page's words, and whether the wallet can undo it.
    blocked: Option<(String, bool)>,
    wallet_url: &'a str,
}

pub fn hosted(locale: Locale, theme: Theme, h: &Hosted) -> String {
    let s = locale.strings();
    HostedPage {
        tag: locale.tag(),
        number_tags: locale.number_tags(),
        dir: locale.dir(),
        theme: theme.code(),
        s,
        title: fill(s.pay_to, &h.merchant),
        merchant: &h.merchant,
        logo_url: &h.logo_url,
        brand_color: &h.brand_color,
        support_url: &h.support_url,
        amount_minor: h.amount_minor,
        amount_text: &h.amount_text,
        currency: &h.currency,
        exponent: h.exponent,
        description: &h.description,
        status: &h.status,
        // the buyer's money has left their wallet once it is authorized: paid, to them
        status_text: match h.status.as_str() {
            "authorized" => s.st_paid,
            other => s.status(other),
        },
        error: &h.error,
        payable: h.payable,
        paid: h.paid,
        pin_set: h.pin_set,
        success_url: &h.success_url,
        cancel_url: &h.cancel_url,
        cancel_text: fill(s.cancel_back, &h.merchant),
        back_text: fill(s.back, &h.merchant),
        balance_minor: h.balance_minor.filter(|_| h.payable),
        redirect_secs: HOSTED_REDIRECT_SECS,
        returning_in: fill(s.returning_in, &h.merchant),
        fx: &h.fx,
        blocked: h.blocked.map(|b| match b {
            Blocked::Frozen => (fill(s.frozen_here, &h.merchant), false),
            Blocked::PinBlocked => (s.pin_blocked.to_string(), true),
            Blocked::NoPin => (s.no_pin.to_string(), true),
            Blocked::Short => (s.insufficient_funds.to_string(), false),
        }),
        wallet_url: &h.wallet_url,
    }
    .render()
    .unwrap_or_default()
}

/// What a payment link's page shows.
pub struct LinkPage {
    pub link_id: String,
    pub merchant: String,
    pub logo_url: Option<String>,
    pub brand_color: Option<String>,
    pub support_url: Option<String>,
    /// 0: the buyer enters it.
    pub amount_minor: i64,
    pub amount_text: String,
    pub currency: String,
    pub exponent: u32,
    pub description: String,
    /// The link's status (active, expired, max_uses_reached, deactivated).
    pub status: String,
}

#[derive(Template)]
#[template(path = "link.html")]
struct LinkHtml<'a> {
    tag: &'a str,
    number_tags: &'a str,
    dir: &'a str,
    theme: &'a str,
    s: &'a Strings,
    title: String,
    merchant: &'a str,
    logo_url: &'a Option<String>,
    brand_color: &'a Option<String>,
    support_url: &'a Option<String>,
    amount_minor: i64,
    amount_text: &'a str,
    currency: &'a str,
    exponent: u32,
    description: &'a str,
    status: &'a str,
    /// Why the link takes no payment (None: it does).
    closed: Option<&'a str>,
    config: String,
}

/// A payment link's page: the form while the link is active, else why it is not (a
/// deactivated link shows as expired, as the spec says).
pub fn link(locale: Locale, theme: Theme, l: &LinkPage) -> String {
    let s = locale.strings();
    let closed = match l.status.as_str() {
        "active" => None,
        "max_uses_reached" => Some(s.link_used_up),
        _ => Some(s.link_expired),
    };
    let config = serde_json::json!({
        "link_id": l.link_id, "exponent": l.exponent, "merchant": l.merchant,
        "currency": l.currency, "strings": s,
        "family": wallet::family::Words::of(locale).refusals(),
    });
    LinkHtml {
        tag: locale.tag(),
        number_tags: locale.number_tags(),
        dir: locale.dir(),
        theme: theme.code(),
        s,
        title: fill(s.pay_to, &l.merchant),
        merchant: &l.merchant,
        logo_url: &l.logo_url,
        brand_color: &l.brand_color,
        support_url: &l.support_url,
        amount_minor: l.amount_minor,
        amount_text: &l.amount_text,
        currency: &l.currency,
        exponent: l.exponent,
        description: &l.description,
        status: &l.status,
        closed,
        config: script_json(&config),
    }
    .render()
    .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_are_exact() {
        assert_eq!(
            origin("https://shop.example").as_deref(),
            Some("https://shop.example")
        );
        assert_eq!(
            origin("http://127.0.0.1:8081").as_deref(),
            Some("http://127.0.0.1:8081")
        );
        assert_eq!(
            origin("HTTPS://Shop.Example").as_deref(),
            Some("https://shop.example")
        );
        assert!(origin("https://shop.example/path").is_none());
        assert!(origin("javascript://x").is_none());
        assert!(origin("https://").is_none());
        assert!(origin("https://a.example\"><script>").is_none());
    }

    #[test]
    fn the_popup_config_cannot_close_its_script_block() {
        let html = popup(
            Locale::Ar,
            Theme::Dark,
            &Mode::Popup("https://a.example".into()),
        );
        assert!(html.contains(r#"dir="rtl""#) && html.contains(r#"lang="ar-IQ""#));
        assert!(html.contains(r#"data-theme="dark""#));
        let start = html.find("sanduq-config").unwrap();
        let block = &html[start..];
        let end = block.find("</script>").unwrap();
        assert!(!block[..end].contains('<'));
    }
}
