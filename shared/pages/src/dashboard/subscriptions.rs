//! The subscriptions pages: subscriptions (filtered by status or plan) and the plans, and
//! a subscription's page with pause, resume and cancel.

use super::{render, Frame};
use askama::Template;

#[derive(Debug, Clone)]
pub struct SubscriptionRow {
    pub id: String,
    pub customer: String,
    pub plan: String,
    pub amount: String,
    pub status: String,
    pub status_text: String,
    pub period_end: String,
}

#[derive(Debug, Clone)]
pub struct PlanRow {
    pub id: String,
    pub name: String,
    pub amount: String,
    pub every: String,
    pub status: String,
    pub status_text: String,
}

#[derive(Debug, Clone, Default)]
pub struct Subscriptions {
    pub status: String,
    pub plan_id: String,
    pub status_options: Vec<(String, String)>,
    pub error: Option<String>,
    pub rows: Vec<SubscriptionRow>,
    pub plans: Vec<PlanRow>,
    pub page_text: String,
    pub prev: Option<String>,
    pub next: Option<String>,
}

#[derive(Template)]
#[template(path = "dashboard/subscriptions.html")]
struct SubscriptionsHtml<'a> {
    f: &'a Frame,
    v: &'a Subscriptions,
}

pub fn subscriptions(f: &Frame, v: &Subscriptions) -> String {
    render(SubscriptionsHtml { f, v })
}

/// A subscription's page.
#[derive(Debug, Clone, Default)]
pub struct Subscription {
    pub id: String,
    pub amount: String,
    pub status: String,
    pub status_text: String,
    pub summary: Vec<(String, String)>,
    pub fields: Vec<(String, String)>,
    pub can_pause: bool,
    pub can_resume: bool,
    pub can_cancel: bool,
    /// Fresh Idempotency-Keys of the pause, resume and cancel forms.
    pub keys: (String, String, String),
}

#[derive(Template)]
#[template(path = "dashboard/subscription.html")]
struct SubscriptionHtml<'a> {
    f: &'a Frame,
    v: &'a Subscription,
}

pub fn subscription(f: &Frame, v: &Subscription) -> String {
    render(SubscriptionHtml { f, v })
}
