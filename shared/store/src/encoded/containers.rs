//! Lists and structs written straight into an item's bytes, as `write_value` writes
//! `serde_json::to_value` of them: a list's elements in turn, a struct's fields in name order
//! (serde_json's map keeps them so), each field once (the last of a name). A journal's
//! postings and a statement line's counterparty went through serde_json's value, built and
//! dropped for each item (docs/bench-history.jsonl, "Updates worked out on the bytes"). A map, and what
//! serde_json writes its own way (a struct variant's or a newtype variant's wrapping map),
//! are refused here: `Value_::write` writes the whole attribute again through serde_json.

use super::{Failed, Value_};
use crate::encoding::{last_of_each_name, len32};
use serde::ser::{
    Error as _, Serialize, SerializeSeq, SerializeStruct, SerializeTuple, SerializeTupleStruct,
};

/// A list being written: its length first (a list of unknown length is refused), then each
/// element. Its size as DynamoDB counts it: 3, and for each element 1 and the element's.
pub(super) struct List<'x, 'y> {
    to: &'x mut Value_<'y>,
    left: usize,
    size: usize,
}

impl<'x, 'y> List<'x, 'y> {
    pub(super) fn start(to: &'x mut Value_<'y>, len: Option<usize>) -> Result<Self, Failed> {
        let n = len.ok_or_else(|| Failed::custom("a list of unknown length"))?;
        let n32 = len32(n).map_err(Failed::custom)?;
        rmp::encode::write_array_len(&mut *to.out, n32).map_err(Failed::custom)?;
        Ok(List {
            to,
            left: n,
            size: 3,
        })
    }

    fn element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Failed> {
        self.left = self
            .left
            .checked_sub(1)
            .ok_or_else(|| Failed::custom("a list longer than its length"))?;
        self.size += 1 + v.serialize(&mut *self.to)?;
        Ok(())
    }

    fn done(self) -> Result<usize, Failed> {
        match self.left {
            0 => Ok(self.size),
            _ => Err(Failed::custom("a list shorter than its length")),
        }
    }
}

/// serde's three list-like traits, each an element at a time.
macro_rules! list_like {
    ($($trait_:ident :: $method:ident),*) => {$(
        impl $trait_ for List<'_, '_> {
            type Ok = usize;
            type Error = Failed;
            fn $method<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Failed> {
                self.element(v)
            }
            fn end(self) -> Result<usize, Failed> {
                self.done()
            }
        }
    )*};
}

list_like!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field
);

/// A struct being written: each field's value written as it comes, then, at its end, the
/// values taken back and written again after the map's length, each behind its name, in
/// name order.
pub(super) struct Struct<'x, 'y> {
    to: &'x mut Value_<'y>,
    start: usize,
    fields: Vec<Field>,
}

/// A field written: its name, where its value's bytes are, its value's size.
struct Field {
    name: &'static str,
    from: usize,
    to: usize,
    size: usize,
}

impl<'x, 'y> Struct<'x, 'y> {
    pub(super) fn start(to: &'x mut Value_<'y>, len: usize) -> Self {
        Struct {
            start: to.out.len(),
            to,
            fields: Vec::with_capacity(len),
        }
    }
}

impl SerializeStruct for Struct<'_, '_> {
    type Ok = usize;
    type Error = Failed;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        name: &'static str,
        v: &T,
    ) -> Result<(), Failed> {
        let from = self.to.out.len();
        let size = v.serialize(&mut *self.to)?;
        self.fields.push(Field {
            name,
            from,
            to: self.to.out.len(),
            size,
        });
        Ok(())
    }

    fn end(self) -> Result<usize, Failed> {
        let Struct {
            to,
            start,
            fields: mut kept,
        } = self;
        last_of_each_name(&mut kept, |f| f.name.as_bytes());
        let values = to.out.split_off(start);
        let out = &mut *to.out;
        let n = len32(kept.len()).map_err(Failed::custom)?;
        rmp::encode::write_map_len(out, n).map_err(Failed::custom)?;
        let mut size = 3;
        for f in &kept {
            crate::encoding::put_str(out, f.name);
            out.extend_from_slice(&values[f.from - start..f.to - start]);
            size += 1 + f.name.len() + f.size;
        }
        Ok(size)
    }
}
