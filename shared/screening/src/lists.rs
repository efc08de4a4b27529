//! Watch lists as their publishers give them, read into entries (a name, aliases, dates of
//! birth, nationalities):
//!
//! - `un`: the UN Security Council's consolidated list, its published XML
//!   (`CONSOLIDATED_LIST` of `INDIVIDUAL`s and `ENTITY`s: `DATAID`, `FIRST_NAME` to
//!   `FOURTH_NAME`, `NAME_ORIGINAL_SCRIPT` (often Arabic: kept as an alias),
//!   `INDIVIDUAL_ALIAS`/`ENTITY_ALIAS` `ALIAS_NAME` (those of `QUALITY` "Low", single
//!   nicknames by the list's own word, left out), `INDIVIDUAL_DATE_OF_BIRTH` as `DATE`, `YEAR`
//!   or `FROM_YEAR`..`TO_YEAR`, `NATIONALITY` `VALUE`);
//! - `opensanctions`: FollowTheMoney entities, one JSON object a line (`entities.ftm.json`,
//!   `targets.nested.json`): `Person`s, and `Organization`, `Company`, `LegalEntity` and
//!   `PublicBody` as organisations, with `properties.name`, `alias`, `birthDate` and
//!   `nationality`; other schemata (vessels, addresses, sanctions) are not names to screen;
//! - `own`: the platform's own list (and Iraq's national list where no machine-readable copy
//!   exists), a JSON array of `{name, aliases?, date_of_birth?, nationality?, id?}`.
//!
//! A list that does not read is refused whole, naming where (an operator fixes the file; a
//! list half taken would screen against less than it says).

use crate::Dob;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Who publishes a list, and so how it is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    Un,
    Opensanctions,
    Own,
}

impl Source {
    pub const NAMES: [&'static str; 3] = ["un", "opensanctions", "own"];

    pub fn as_str(self) -> &'static str {
        Source::NAMES[self as usize]
    }

    pub fn parse(s: &str) -> Option<Source> {
        match s {
            "un" => Some(Source::Un),
            "opensanctions" => Some(Source::Opensanctions),
            "own" => Some(Source::Own),
            _ => None,
        }
    }
}

/// What an entry names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Person,
    Organisation,
}

/// One entry of a list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListEntry {
    /// The publisher's id for it (the UN's DATAID, OpenSanctions' id, or the own list's `id`,
    /// else its name and date of birth): a cleared match is not raised again for it.
    pub id: String,
    pub kind: Kind,
    pub name: String,
    pub aliases: Vec<String>,
    /// `YYYY-MM-DD` or `YYYY`.
    pub dates_of_birth: Vec<String>,
    pub nationalities: Vec<String>,
}

/// Why a list was refused: where (`content`, `content line 12`, `content[3].name`) and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListError {
    pub field: String,
    pub message: String,
}

fn refused(field: impl Into<String>, message: impl Into<String>) -> ListError {
    ListError {
        field: field.into(),
        message: message.into(),
    }
}

/// The entries of a list's `content` as `source` publishes it (at least one).
pub fn read(source: Source, content: &str) -> Result<Vec<ListEntry>, ListError> {
    let entries = match source {
        Source::Un => un(content)?,
        Source::Opensanctions => opensanctions(content)?,
        Source::Own => own(content)?,
    };
    if entries.is_empty() {
        return Err(refused("content", "the list names no one"));
    }
    Ok(entries)
}

/// A date of birth as lists write it, as `Dob` reads it (`1957-04` is its year): None when
/// it is no date.
fn date_of(text: &str) -> Option<String> {
    let t = text.trim();
    let t = if t.len() == 7 && t.as_bytes()[4] == b'-' {
        &t[..4]
    } else {
        t
    };
    let t = if t.len() > 10 { &t[..10] } else { t };
    Dob::parse(t).map(|_| t.to_string())
}

fn push_unique(v: &mut Vec<String>, s: String) {
    if !s.is_empty() && !v.contains(&s) {
        v.push(s);
    }
}

fn un(content: &str) -> Result<Vec<ListEntry>, ListError> {
    let doc = roxmltree::Document::parse(content)
        .map_err(|e| refused("content", format!("not XML: {e}")))?;
    let root = doc.root_element();
    if !root.has_tag_name("CONSOLIDATED_LIST") {
        return Err(refused(
            "content",
            "not the UN consolidated list: its root is not CONSOLIDATED_LIST",
        ));
    }
    let text = |n: roxmltree::Node, tag: &str| -> String {
        n.children()
            .find(|c| c.has_tag_name(tag))
            .and_then(|c| c.text())
            .map(|t| t.split_whitespace().collect::<Vec<_>>().join(" "))
            .unwrap_or_default()
    };
    let mut out = vec![];
    for (n, node) in root
        .descendants()
        .filter(|d| d.has_tag_name("INDIVIDUAL") || d.has_tag_name("ENTITY"))
        .enumerate()
    {
        let person = node.has_tag_name("INDIVIDUAL");
        let tag = if person { "INDIVIDUAL" } else { "ENTITY" };
        let id = text(node, "DATAID");
        if id.is_empty() {
            return Err(refused(
                "content",
                format!("entry {} ({tag}) has no DATAID", n + 1),
            ));
        }
        let name = ["FIRST_NAME", "SECOND_NAME", "THIRD_NAME", "FOURTH_NAME"]
            .iter()
            .map(|t| text(node, t))
            .filter(|t| !t.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        if name.is_empty() {
            return Err(refused("content", format!("{tag} {id} has no name")));
        }
        let mut aliases = vec![];
        push_unique(&mut aliases, text(node, "NAME_ORIGINAL_SCRIPT"));
        let alias_tag = if person {
            "INDIVIDUAL_ALIAS"
        } else {
            "ENTITY_ALIAS"
        };
        for a in node.children().filter(|c| c.has_tag_name(alias_tag)) {
            if text(a, "QUALITY").eq_ignore_ascii_case("low") {
                continue;
            }
            push_unique(&mut aliases, text(a, "ALIAS_NAME"));
        }
        let mut dates = vec![];
        for d in node
            .children()
            .filter(|c| c.has_tag_name("INDIVIDUAL_DATE_OF_BIRTH"))
        {
            let (from, to) = (text(d, "FROM_YEAR"), text(d, "TO_YEAR"));
            if let Some(date) = date_of(&text(d, "DATE")).or_else(|| date_of(&text(d, "YEAR"))) {
                push_unique(&mut dates, date);
            } else if let (Ok(from), Ok(to)) = (from.parse::<i32>(), to.parse::<i32>()) {
                // a span of years, each one (a span over ten years says too little)
                if (0..=10).contains(&(to - from)) {
                    for y in from..=to {
                        push_unique(&mut dates, date_of(&y.to_string()).unwrap_or_default());
                    }
                }
            }
        }
        let mut nationalities = vec![];
        for nat in node.children().filter(|c| c.has_tag_name("NATIONALITY")) {
            for v in nat.children().filter(|c| c.has_tag_name("VALUE")) {
                push_unique(
                    &mut nationalities,
                    v.text().unwrap_or_default().trim().into(),
                );
            }
        }
        out.push(ListEntry {
            id,
            kind: if person {
                Kind::Person
            } else {
                Kind::Organisation
            },
            name,
            aliases,
            dates_of_birth: dates,
            nationalities,
        });
    }
    Ok(out)
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .into_iter()
        .flatten()
        .filter_map(|s| s.as_str())
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

fn opensanctions(content: &str) -> Result<Vec<ListEntry>, ListError> {
    let mut out = vec![];
    for (n, line) in content.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let where_ = || format!("content line {}", n + 1);
        let v: Value = serde_json::from_str(line)
            .map_err(|e| refused(where_(), format!("not a JSON object: {e}")))?;
        let kind = match v["schema"].as_str() {
            Some("Person") => Kind::Person,
            Some("Organization" | "Company" | "LegalEntity" | "PublicBody") => Kind::Organisation,
            Some(_) => continue,
            None => return Err(refused(where_(), "an entity without its schema")),
        };
        let Some(id) = v["id"].as_str().filter(|s| !s.is_empty()) else {
            return Err(refused(where_(), "an entity without its id"));
        };
        let p = &v["properties"];
        let mut names = strings(&p["name"]);
        if names.is_empty() {
            if let Some(c) = v["caption"].as_str() {
                names.push(c.trim().to_string());
            }
        }
        if names.is_empty() {
            return Err(refused(where_(), format!("{id} has no name")));
        }
        let name = names.remove(0);
        let mut aliases = vec![];
        for a in names.into_iter().chain(strings(&p["alias"])) {
            if a != name {
                push_unique(&mut aliases, a);
            }
        }
        let mut dates = vec![];
        for d in strings(&p["birthDate"]) {
            push_unique(&mut dates, date_of(&d).unwrap_or_default());
        }
        out.push(ListEntry {
            id: id.to_string(),
            kind,
            name,
            aliases,
            dates_of_birth: dates,
            nationalities: strings(&p["nationality"]),
        });
    }
    Ok(out)
}

fn own(content: &str) -> Result<Vec<ListEntry>, ListError> {
    let v: Value =
        serde_json::from_str(content).map_err(|e| refused("content", format!("not JSON: {e}")))?;
    let Some(rows) = v.as_array() else {
        return Err(refused("content", "must be an array of entries"));
    };
    let mut out = vec![];
    for (n, row) in rows.iter().enumerate() {
        let at = |f: &str| format!("content[{n}].{f}");
        let Some(name) = row["name"]
            .as_str()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        else {
            return Err(refused(at("name"), "required: the name as written"));
        };
        let aliases = match &row["aliases"] {
            Value::Null => vec![],
            Value::Array(a) if a.iter().all(Value::is_string) => strings(&row["aliases"]),
            _ => return Err(refused(at("aliases"), "must be an array of names")),
        };
        let dates = match &row["date_of_birth"] {
            Value::Null => vec![],
            Value::String(d) => match date_of(d) {
                Some(d) if d.len() == 4 || d.len() == 10 => vec![d],
                _ => return Err(refused(at("date_of_birth"), "must be YYYY-MM-DD or YYYY")),
            },
            _ => return Err(refused(at("date_of_birth"), "must be YYYY-MM-DD or YYYY")),
        };
        let nationalities = match &row["nationality"] {
            Value::Null => vec![],
            Value::String(s) if !s.trim().is_empty() => vec![s.trim().to_string()],
            _ => {
                return Err(refused(
                    at("nationality"),
                    "must be a country's name or code",
                ))
            }
        };
        let id = match &row["id"] {
            Value::Null => format!("{}|{}", name.to_lowercase(), dates.join(",")),
            Value::String(s) if !s.trim().is_empty() => s.trim().to_string(),
            _ => return Err(refused(at("id"), "must be a text")),
        };
        out.push(ListEntry {
            id,
            kind: Kind::Person,
            name: name.to_string(),
            aliases,
            dates_of_birth: dates,
            nationalities,
        });
    }
    Ok(out)
}
