//! The developers pages: API keys (hints, roll, revoke), webhook endpoints (add; an
//! endpoint's page to edit its event types, rotate its secret, disable or enable it, see
//! each attempt, resend and recover) and the sandbox test clock.

use super::{render, AttemptRow, Frame};
use askama::Template;

#[derive(Debug, Clone)]
pub struct KeyRow {
    pub id: String,
    pub kind_text: String,
    pub hint: String,
    pub created: String,
    pub revoked: bool,
}

#[derive(Debug, Clone)]
pub struct EndpointRow {
    pub id: String,
    pub url: String,
    pub events: String,
    /// Every event (the text is a phrase in the page's language, not type names).
    pub all_events: bool,
    pub enabled: bool,
    pub state_text: String,
}

/// A secret shown once, right after it was made: what it is, and the secret.
#[derive(Debug, Clone)]
pub struct Shown {
    pub label: String,
    pub secret: String,
}

#[derive(Debug, Clone)]
pub struct Clock {
    pub now: String,
    pub offset: String,
    pub can_advance: bool,
    pub key: String,
}

/// One API request of the merchant's (`sanduq_kernel::request_log`).
#[derive(Debug, Clone)]
pub struct RequestRow {
    pub id: String,
    pub at: String,
    pub method: String,
    pub route: String,
    pub status: String,
    pub ok: bool,
    pub code: String,
    pub latency: String,
}

#[derive(Debug, Clone, Default)]
pub struct Developers {
    /// The newest API requests.
    pub requests: Vec<RequestRow>,
    pub keys: Vec<KeyRow>,
    pub can_keys: bool,
    pub endpoints: Vec<EndpointRow>,
    pub can_webhooks: bool,
    pub shown: Option<Shown>,
    /// Every event type (the add form's choices).
    pub event_types: Vec<String>,
    /// The add form's Idempotency-Key and URL as typed.
    pub key: String,
    pub url: String,
    pub clock: Option<Clock>,
}

#[derive(Template)]
#[template(path = "dashboard/developers.html")]
struct DevelopersHtml<'a> {
    f: &'a Frame,
    v: &'a Developers,
}

pub fn developers(f: &Frame, v: &Developers) -> String {
    render(DevelopersHtml { f, v })
}

/// One endpoint's delivery of an event, in the events browser.
#[derive(Debug, Clone)]
pub struct EventDelivery {
    pub endpoint: String,
    pub status: String,
    pub status_text: String,
    pub attempts: Vec<AttemptRow>,
}

/// An event in the events browser: its payload as delivered, and every delivery.
#[derive(Debug, Clone)]
pub struct EventRow {
    pub id: String,
    pub kind: String,
    pub at: String,
    pub payload: String,
    pub deliveries: Vec<EventDelivery>,
}

#[derive(Debug, Clone, Default)]
pub struct Events {
    pub events: Vec<EventRow>,
    /// Every event type, and the one chosen ("" for any).
    pub types: Vec<String>,
    pub chosen: String,
    /// The older page's query string.
    pub next: Option<String>,
}

#[derive(Template)]
#[template(path = "dashboard/events.html")]
struct EventsHtml<'a> {
    f: &'a Frame,
    v: &'a Events,
}

pub fn events(f: &Frame, v: &Events) -> String {
    render(EventsHtml { f, v })
}

/// An event as one endpoint got it: its delivery's status and attempts.
#[derive(Debug, Clone)]
pub struct Sent {
    pub id: String,
    pub kind: String,
    pub at: String,
    pub status: String,
    pub status_text: String,
    pub attempts: Vec<AttemptRow>,
    /// The resend form's Idempotency-Key.
    pub key: String,
}

#[derive(Debug, Clone, Default)]
pub struct Endpoint {
    pub id: String,
    pub url: String,
    pub description: String,
    pub enabled: bool,
    pub state_text: String,
    pub disabled_reason: String,
    /// Every event type, and whether the endpoint takes it.
    pub events: Vec<(String, bool)>,
    pub all_events: bool,
    pub shown: Option<Shown>,
    pub can_manage: bool,
    /// Idempotency-Keys of the event types, rotate, enable/disable and recover forms.
    pub keys: [String; 4],
    /// Every event type, for "send a test event".
    pub types: Vec<String>,
    pub recover_since: String,
    pub failed_only: bool,
    pub sent: Vec<Sent>,
}

#[derive(Template)]
#[template(path = "dashboard/endpoint.html")]
struct EndpointHtml<'a> {
    f: &'a Frame,
    v: &'a Endpoint,
}

pub fn endpoint(f: &Frame, v: &Endpoint) -> String {
    render(EndpointHtml { f, v })
}
