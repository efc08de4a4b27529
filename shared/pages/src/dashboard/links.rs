//! The payment links pages: the list with the form that makes one, and a link's page
//! with its QR code.

use super::{render, Frame, PaymentRow};
use askama::Template;

#[derive(Debug, Clone)]
pub struct LinkRow {
    pub id: String,
    pub description: String,
    pub amount: String,
    pub status: String,
    pub status_text: String,
    pub uses: String,
    pub created: String,
}

/// The create form's fields as typed (given back after a refusal).
#[derive(Debug, Clone, Default)]
pub struct LinkForm {
    pub amount: String,
    pub currency: String,
    pub description: String,
    pub reference: String,
    pub max_uses: String,
    pub expires_on: String,
    pub redirect_url: String,
}

#[derive(Debug, Clone, Default)]
pub struct Links {
    pub rows: Vec<LinkRow>,
    pub can_manage: bool,
    pub form: LinkForm,
    /// The create form's Idempotency-Key.
    pub key: String,
    pub page_text: String,
    pub prev: Option<String>,
    pub next: Option<String>,
}

#[derive(Template)]
#[template(path = "dashboard/links.html")]
struct LinksHtml<'a> {
    f: &'a Frame,
    v: &'a Links,
}

pub fn links(f: &Frame, v: &Links) -> String {
    render(LinksHtml { f, v })
}

/// A link's page.
#[derive(Debug, Clone, Default)]
pub struct Link {
    pub id: String,
    pub description: String,
    pub amount: String,
    pub status: String,
    pub status_text: String,
    pub url: String,
    pub short_url: String,
    pub summary: Vec<(String, String)>,
    /// Every field of the API's answer, by its API name.
    pub fields: Vec<(String, String)>,
    pub payments: Vec<PaymentRow>,
    pub can_deactivate: bool,
}

#[derive(Template)]
#[template(path = "dashboard/link.html")]
struct LinkHtml<'a> {
    f: &'a Frame,
    v: &'a Link,
}

pub fn link(f: &Frame, v: &Link) -> String {
    render(LinkHtml { f, v })
}
