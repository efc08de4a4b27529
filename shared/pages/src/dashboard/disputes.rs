//! The Disputes pages: the list (by status), and one dispute with the buyer's words, the
//! money it holds, the merchant's evidence and the forms to answer it.

use super::dispute_strings::Disputes;
use super::{render, Frame};
use askama::Template;

#[derive(Debug, Clone)]
pub struct Row {
    pub id: String,
    pub date: String,
    pub payment: String,
    pub amount: String,
    pub reason: String,
    pub status: String,
    pub status_text: String,
    pub respond_by: String,
}

#[derive(Debug, Clone, Default)]
pub struct List {
    pub status: String,
    pub statuses: Vec<(String, String)>,
    pub rows: Vec<Row>,
    pub older: Option<String>,
}

#[derive(Template)]
#[template(path = "dashboard/disputes.html")]
struct ListHtml<'a> {
    f: &'a Frame,
    d: &'static Disputes,
    v: &'a List,
}

pub fn list(f: &Frame, v: &List) -> String {
    render(ListHtml {
        f,
        d: Disputes::of(f.locale()),
        v,
    })
}

#[derive(Debug, Clone)]
pub struct Piece {
    pub text: String,
    pub date: String,
    /// (name, size)
    pub files: Vec<(String, String)>,
}

#[derive(Debug, Clone, Default)]
pub struct One {
    pub id: String,
    pub amount: String,
    pub status: String,
    pub status_text: String,
    pub summary: Vec<(String, String)>,
    pub payment: String,
    pub description: String,
    pub held: String,
    pub shortfall: Option<String>,
    pub deadline: Option<String>,
    pub outcome: Option<String>,
    pub evidence: Vec<Piece>,
    /// The forms shown: evidence and accept while it waits for the merchant, submit once
    /// it has evidence; none for a role that may not answer.
    pub can_answer: bool,
    pub can_submit: bool,
    /// A fresh Idempotency-Key for each form: evidence, submit, accept.
    pub keys: [String; 3],
}

#[derive(Template)]
#[template(path = "dashboard/dispute.html")]
struct OneHtml<'a> {
    f: &'a Frame,
    d: &'static Disputes,
    v: &'a One,
}

pub fn one(f: &Frame, v: &One) -> String {
    render(OneHtml {
        f,
        d: Disputes::of(f.locale()),
        v,
    })
}
