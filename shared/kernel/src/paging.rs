//! Numbered pages of a list: `?page=` (from 1) and `?per_page=` (1–100, default 20), and the
//! `pagination` object every list answers with.

use serde_json::{json, Value};

pub const MAX_PER_PAGE: usize = 100;
pub const DEFAULT_PER_PAGE: usize = 20;

/// A page of a list: `?page=` (from 1) and `?per_page=` (1–100, default 20). Every list
/// answers with the same `pagination` object.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    pub page: usize,
    pub per_page: usize,
}

impl Default for Page {
    fn default() -> Self {
        Page {
            page: 1,
            per_page: DEFAULT_PER_PAGE,
        }
    }
}

impl Page {
    /// This page's rows.
    pub fn of<T>(&self, rows: impl IntoIterator<Item = T>) -> Vec<T> {
        rows.into_iter()
            .skip((self.page - 1).saturating_mul(self.per_page))
            .take(self.per_page)
            .collect()
    }

    /// The `pagination` object of an answer.
    pub fn meta(&self, total: usize) -> Value {
        json!({ "page": self.page, "per_page": self.per_page, "total": total, "total_pages": total.div_ceil(self.per_page) })
    }
}
