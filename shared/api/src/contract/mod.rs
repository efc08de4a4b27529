//! The published contract: every route is registered together with its description (`Op`),
//! and the OpenAPI 3.1 document is built from those registrations, so a route cannot exist
//! without its entry. Request fields are described once (`Field`) and, in debug builds,
//! the body reader checks every field a handler reads against them (`validate::Body`), so
//! the document cannot drift from what the handlers accept.

pub mod document;
mod examples;
mod resources;
pub mod routes;
pub mod schemas;
mod wallet;

use sanduq_domain::ErrorCode;

pub use routes::{OpRef, Routes};

/// How a route authenticates its caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Auth {
    /// `Authorization: Bearer sk_...`, the merchant's secret key.
    Secret,
    /// The gateway's HMAC headers (GETs also take the Bearer secret key).
    Gateway,
    /// `Authorization: Bearer <admin key>`.
    Admin,
    /// No credentials (pages, the popup's own calls with a session token in the body).
    Public,
    /// `Authorization: Bearer pk_...` (or the secret key): a browser or an app acting for a
    /// merchant's user before the user has a session (the wallet's sign-in).
    Publishable,
    /// `Authorization: Bearer <user access token>`: a merchant's user in its wallet.
    User,
    /// `Authorization: Bearer <agent access token>`: one of a merchant's agents at its counter.
    Agent,
}

/// What a request field holds, as the body reader reads it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Kind {
    /// Text of 1 to `max` characters, not blank, no control characters but \n and \t.
    Text {
        max: usize,
    },
    /// One of these words (read as text of at most `max` characters).
    Word {
        max: usize,
        one_of: &'static [&'static str],
    },
    /// Four digits.
    Pin,
    /// A preference of a page: one of these, anything else falls back to the default.
    Preference {
        one_of: &'static [&'static str],
    },
    /// Text of at most `max` characters matching `pattern` (a shape the handler checks).
    Shaped {
        max: usize,
        pattern: &'static str,
        about: &'static str,
    },
    /// A currency code, any case: IQD or USD (another ISO 4217 code is UNSUPPORTED_CURRENCY).
    Currency,
    /// An absolute http(s) URL.
    Url,
    /// An absolute https URL.
    HttpsUrl,
    /// An amount in minor units, 1 to MAX_AMOUNT.
    Amount,
    /// An integer in [min, max].
    Int {
        min: i64,
        max: i64,
    },
    /// An integer written as text in a query string, in [min, max].
    IntText {
        min: i64,
        max: i64,
    },
    /// An RFC 3339 date-time.
    Time,
    /// A calendar date, YYYY-MM-DD.
    Date,
    /// A JPEG or PNG image in base64 (a `data:image/...;base64,` prefix is read too), at
    /// most `max_bytes` decoded.
    Image {
        max_bytes: usize,
    },
    /// At most `max_files` files, each `{name, data}`: a name and a PDF, JPEG or PNG in base64
    /// of at most `max_bytes` decoded.
    Files {
        max_bytes: usize,
        max_files: usize,
    },
    Bool,
    /// Free key-value pairs, at most `max_keys`.
    Metadata {
        max_keys: usize,
    },
    /// One webhook event type (read as text of at most 64 characters).
    EventType,
    /// A browser origin, `http(s)://host[:port]` (read by the pages).
    Origin,
    /// A list of webhook event types, or `["*"]` for all (read whole, checked by the handler).
    EventTypes,
    /// A list of at most `max` browser origins (read whole, checked by the handler).
    Origins {
        max: usize,
    },
    /// A bank account to pay to: `{iban, holder_name}`, an Iraqi IBAN (read whole, checked
    /// by the handler: `settlement::check_iban`).
    BankAccount,
    /// Where an agent is: `{governorate, district, address, lat?, lng?}` (read whole, checked
    /// by `sanduq_domain::agent::Location::parse`).
    Location,
    /// An agent's limits by currency: `{"IQD": {max_float?, daily_cash_in?, daily_cash_out?},
    /// "USD": {...}}` (read whole, checked by `sanduq_domain::agent::AgentLimits::changed`).
    AgentLimits,
    /// One currency's agent fees: `{cash_in, cash_out}`, each `{tiers: [{up_to?, fixed?,
    /// bps?}], paid_by, agent_share_bps?}` or null (read whole, checked by
    /// `sanduq_domain::agent_fees::Schedule::parse`).
    AgentFees,
    /// A family wallet's rules to change (read whole, checked by
    /// `sanduq_domain::family::changed`).
    FamilyRules,
    /// A phone number: E.164 or an Iraqi national number, Arabic-Indic digits read too
    /// (`Body::req_phone`).
    Phone,
    /// A list of 1 to `max` strings, each fitting `pattern` (read whole, checked by the
    /// handler).
    Strings {
        max: usize,
        pattern: &'static str,
        about: &'static str,
    },
    /// A list of 1 to `max` distinct words, each one of `one_of` (`Body::req_words`).
    Words {
        max: usize,
        one_of: &'static [&'static str],
    },
}

/// One request field: a body property or a query parameter.
#[derive(Clone, Copy, Debug)]
pub struct Field {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
    /// Null is accepted and clears the setting.
    pub nullable: bool,
    pub about: &'static str,
}

impl Field {
    pub const fn req(name: &'static str, kind: Kind, about: &'static str) -> Field {
        Field {
            name,
            kind,
            required: true,
            nullable: false,
            about,
        }
    }

    pub const fn opt(name: &'static str, kind: Kind, about: &'static str) -> Field {
        Field {
            name,
            kind,
            required: false,
            nullable: false,
            about,
        }
    }

    /// Optional, and null clears it.
    pub const fn clearable(name: &'static str, kind: Kind, about: &'static str) -> Field {
        Field {
            name,
            kind,
            required: false,
            nullable: true,
            about,
        }
    }
}

/// What a successful answer carries.
#[derive(Clone, Copy, Debug)]
pub enum Answer {
    /// The success envelope around a component schema (by name, see `schemas`).
    Json { status: u16, schema: &'static str },
    /// 201 with the schema when it created the resource, 200 when it updated it.
    Upsert { schema: &'static str },
    /// An HTML page.
    Html,
    /// A redirect (302) with a Location.
    Redirect,
    /// A file of this media type.
    File { media: &'static str },
}

impl Answer {
    /// 200 with this schema.
    pub const fn ok(schema: &'static str) -> Answer {
        Answer::Json {
            status: 200,
            schema,
        }
    }

    /// 201 with this schema: the operation made it.
    pub const fn created(schema: &'static str) -> Answer {
        Answer::Json {
            status: 201,
            schema,
        }
    }
}

/// One operation: what the document says of a route.
#[derive(Clone, Copy, Debug)]
pub struct Op {
    pub id: &'static str,
    pub summary: &'static str,
    pub about: &'static str,
    /// The JSON body's fields (None: the route takes no body).
    pub body: Option<&'static [Field]>,
    pub query: &'static [Field],
    pub answer: Answer,
    /// Error codes this operation answers beyond those of its authentication and of every
    /// write (see `document::common_errors`).
    pub errors: &'static [ErrorCode],
    /// A write that takes the Idempotency-Key header (every merchant POST/PATCH).
    pub idempotent: bool,
    /// The largest body read, in bytes (`crate::MAX_BODY` unless the route takes uploads).
    pub max_body: usize,
    /// What a platform operator needs to call it (every admin route names one; the
    /// document shows it as `x-permission`).
    pub permission: Option<sanduq_domain::operators::Permission>,
    /// A second person approves it first (dual control): it may answer 202 with the
    /// approval request.
    pub held: bool,
    /// A read the staff audit trail keeps (an identity document, a full statement), as it
    /// keeps every write.
    pub audited_read: bool,
    /// The body may also come as `multipart/form-data`: each part is the field of its name,
    /// its text (a file's too: a list, a statement), read as the JSON body's would be.
    pub multipart: bool,
}

impl Op {
    pub const DEFAULT: Op = Op {
        id: "",
        summary: "",
        about: "",
        body: None,
        query: &[],
        answer: Answer::Json {
            status: 200,
            schema: "Object", // no such schema: an operation must name its answer (tests/openapi.rs fails on the dangling reference)
        },
        errors: &[],
        idempotent: false,
        max_body: crate::MAX_BODY,
        permission: None,
        held: false,
        audited_read: false,
        multipart: false,
    };

    /// The declared field read under `name`, body first, then the query.
    pub fn field(&self, name: &str) -> Option<&'static Field> {
        self.body
            .unwrap_or(&[])
            .iter()
            .chain(self.query.iter())
            .find(|f| f.name == name)
    }
}

/// The fields every paginated list reads from its query string.
pub const PAGE: [Field; 2] = [
    Field::opt(
        "page",
        Kind::IntText {
            min: 1,
            max: 1_000_000,
        },
        "page number, from 1",
    ),
    Field::opt(
        "per_page",
        Kind::IntText {
            min: 1,
            max: sanduq_kernel::paging::MAX_PER_PAGE as i64,
        },
        "rows per page (default 20)",
    ),
];
