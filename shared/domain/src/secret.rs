//! A secret (API key, HMAC secret) that never prints: Debug and Display show only a short,
//! non-secret hint. The value is read with `expose`, where it is really needed.

#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    pub fn new(s: impl Into<String>) -> Secret {
        Secret(s.into())
    }

    pub fn expose(&self) -> &str {
        &self.0
    }

    /// The first characters (the key's kind, e.g. `sk_sandbox_`), then a mask.
    pub fn hint(&self) -> String {
        let prefix: String = self
            .0
            .chars()
            .take_while(|c| !c.is_ascii_digit())
            .take(12)
            .collect();
        format!("{prefix}…")
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Secret({})", self.hint())
    }
}

impl std::fmt::Display for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.hint())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn never_prints_the_value() {
        let s = Secret::new("sk_sandbox_0123456789abcdef");
        assert!(!format!("{s:?} {s}").contains("0123456789abcdef"));
        assert!(format!("{s}").starts_with("sk_sandbox_"));
        assert_eq!(s.expose(), "sk_sandbox_0123456789abcdef");
    }
}
