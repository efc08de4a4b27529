//! The shapes of text fields accounts take, as the API document states them.

/// A password as accounts take it (`sanduq_domain::staff::password_problem`).
pub const PASSWORD: &str = "^[^\\x00-\\x1f\\x7f-\\x9f]{12,128}$";

/// An e-mail address as accounts take it (what `sanduq_domain::staff::email` accepts).
pub const EMAIL: &str = "^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";

/// A user's id as a query or body field takes it.
pub const USER_ID: sanduq_api::contract::Kind = sanduq_api::contract::Kind::Shaped {
    max: 68,
    pattern: "^usr_[A-Za-z0-9]{1,64}$",
    about: "a user id",
};
