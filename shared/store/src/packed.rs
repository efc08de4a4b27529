//! Long texts as DynamoDB keeps them: LZ4-compressed in a binary attribute. DynamoDB bills a
//! write by the kilobyte (twice in a transaction), and the longest attributes are texts of
//! JSON that compress to about half: an event's `data` (a payment's view, 0.8 to 1 KB) took
//! its item past 1 KB, two write units and four in a transaction (docs/speed.md, "Write heat
//! and cost on DynamoDB"). A text attribute from `PACK_FROM` bytes up to `PACK_UNTIL` that is
//! not a key, index or TTL attribute is written packed when that is shorter, and read back as
//! the text it was: callers never see the difference. A condition or update on such an
//! attribute packs its value alike (LZ4 is deterministic), so equality holds. The embedded
//! store keeps texts as they are (its log compresses whole groups).

use crate::model::{value_bytes, Item};
use serde_json::Value;

/// Texts shorter than this are kept as they are.
pub const PACK_FROM: usize = 512;
/// Texts this long or longer are kept as they are too: packing is for the kilobyte that
/// decides a write's units, and an update that grows an item past DynamoDB's 400 KB with
/// long texts is refused by DynamoDB as the embedded store refuses it (by the texts' own
/// length; a put is checked before it is sent).
pub const PACK_UNTIL: usize = 32 * 1024;

/// What a packed text begins with: no text written as a binary attribute before packing
/// existed (nothing wrote binary attributes), so nothing else reads as packed.
const MAGIC: &[u8; 4] = b"\0LZ4";

/// Whether attribute `name` may be packed: not a key, index key or TTL attribute (those are
/// read by DynamoDB itself).
pub fn packable(name: &str) -> bool {
    !matches!(name, "pk" | "sk" | "ttl" | "version")
        && !(name.starts_with("gsi") && (name.ends_with("pk") || name.ends_with("sk")))
}

/// The text packed, if it is long enough and packing makes it shorter.
pub fn pack(text: &str) -> Option<Vec<u8>> {
    if !(PACK_FROM..PACK_UNTIL).contains(&text.len()) {
        return None;
    }
    let mut out = MAGIC.to_vec();
    out.extend_from_slice(&lz4_flex::compress_prepend_size(text.as_bytes()));
    (out.len() < text.len()).then_some(out)
}

/// A packed text read back; None if `bytes` are not a packed text (or are damaged).
pub fn unpack(bytes: &[u8]) -> Option<String> {
    let packed = bytes.strip_prefix(MAGIC)?;
    let raw = lz4_flex::decompress_size_prepended(packed).ok()?;
    String::from_utf8(raw).ok()
}

/// An item's size as DynamoDB counts it once written by the DynamoDB adapter: as
/// `model::item_bytes`, each long text packed.
pub fn stored_bytes(item: &Item) -> usize {
    item.iter()
        .map(|(k, v)| {
            let packed = match v {
                Value::String(s) if packable(k) => pack(s).map(|p| p.len()),
                _ => None,
            };
            k.len() + packed.unwrap_or_else(|| value_bytes(v, &mut None))
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_long_text_packs_shorter_and_reads_back_as_it_was() {
        let view = json!({"object": {"id": "pay_0123456789abcdef01234567", "object": "payment",
            "amount": 25000, "currency": "IQD", "status": "captured", "captured_amount": 25000,
            "refunded_amount": 0, "created_at": "2026-12-06T08:00:00.123456Z",
            "description": "Order 1234 — كتب", "metadata": {"order": "1234"},
            "merchant_id": "mer_0123456789abcdef01234567", "user_id": "usr_0123456789abcdef01234567",
            "reference": null, "capture_mode": "manual", "commission_amount": 250,
            "authorized_at": "2026-12-06T08:00:01.123456Z", "captured_at": "2026-12-06T08:00:02.123456Z"}})
        .to_string();
        let packed = pack(&view).expect("a payment's view packs");
        assert!(
            packed.len() < view.len() * 3 / 4,
            "{} of {}",
            packed.len(),
            view.len()
        );
        assert_eq!(unpack(&packed).as_deref(), Some(view.as_str()));
        // the same text packs the same (a condition on it compares equal)
        assert_eq!(pack(&view), Some(packed));
        // short texts, and texts packing makes no shorter, stay as they are
        assert_eq!(pack("short"), None);
        assert_eq!(pack(&"y".repeat(PACK_UNTIL)), None);
        assert!(pack(&"y".repeat(PACK_UNTIL - 1)).is_some());
        let random: String = (0..600u32)
            .map(|i| char::from_u32(0x4e00 + (i * 7919) % 20000).unwrap())
            .collect();
        assert!(pack(&random).is_none_or(|p| p.len() < random.len()));
        // bytes that are not a packed text are not read as one
        assert_eq!(unpack(b"plain bytes"), None);
        assert_eq!(unpack(b"\0LZ4\xff\xff\xff\xff"), None);
    }

    #[test]
    fn keys_indexes_and_ttl_are_never_packed() {
        for name in ["pk", "sk", "gsi1pk", "gsi5sk", "ttl", "version"] {
            assert!(!packable(name), "{name}");
        }
        for name in ["data", "body", "gsi", "gsi1", "description"] {
            assert!(packable(name), "{name}");
        }
        let long = "x".repeat(2_000);
        let item: Item = json!({"pk": "EVT#1", "sk": "EVENT", "data": long, "gsi1sk": long})
            .as_object()
            .unwrap()
            .clone();
        let size = stored_bytes(&item);
        assert!(size < crate::model::item_bytes(&item) - 1_500, "{size}");
        assert!(size > 2_000, "the index key stays whole: {size}");
    }
}
