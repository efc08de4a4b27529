//! The branding page: the name, logo and colour buyers see, with a live preview of the
//! checkout popup and the colour's contrast with white text.

use super::{render, Frame};
use askama::Template;

#[derive(Debug, Clone, Default)]
pub struct Branding {
    pub name: String,
    pub logo_url: String,
    pub brand_color: String,
    pub support_url: String,
    pub legal_name: String,
    pub tax_number: String,
    /// Buyers are texted their receipts' links.
    pub receipt_sms: bool,
    /// The registered popup sites, one per line.
    pub popup_origins: String,
    /// The contrast as the page opens (the script keeps it up to date as one types).
    pub contrast: String,
    pub passes: bool,
    /// The smallest contrast allowed, as the script compares it.
    pub minimum: f64,
    pub key: String,
    /// What the popup preview shows.
    pub preview_name: String,
    /// The name the popup shows when none is set (the merchant's).
    pub fallback_name: String,
    pub preview_amount: String,
}

#[derive(Template)]
#[template(path = "dashboard/branding.html")]
struct BrandingHtml<'a> {
    f: &'a Frame,
    v: &'a Branding,
}

pub fn branding(f: &Frame, v: &Branding) -> String {
    render(BrandingHtml { f, v })
}
