//! A domain value's fields as (name, value) pairs, each value as `serde_json::to_value` makes
//! it, in the order the type writes them: an item is then built from them at once
//! (`Map::from_iter` sorts them and builds the tree in one go) instead of a field at a time
//! into a map that shifts its entries for each (serde_json's `to_value` of a struct: the
//! inserts were 2.8% of a lifecycle request's instructions, docs/speed.md).

use serde::ser::{Error as _, Impossible, Serialize, SerializeMap, SerializeStruct, Serializer};
use serde_json::{Error, Value};

pub type Fields = Vec<(String, Value)>;

/// The fields of a struct or a map (a newtype or `Some` around one is looked through, as
/// `to_value` does). Anything else is an error, as an item is a map.
pub fn of<T: Serialize + ?Sized>(v: &T) -> Result<Fields, Error> {
    v.serialize(Top)
}

fn not_a_map() -> Error {
    Error::custom("an item is made of a struct or a map")
}

struct Top;

pub struct Collect {
    fields: Fields,
    key: Option<String>,
}

impl SerializeStruct for Collect {
    type Ok = Fields;
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.fields
            .push((key.to_string(), serde_json::to_value(value)?));
        Ok(())
    }

    fn end(self) -> Result<Fields, Error> {
        Ok(self.fields)
    }
}

impl SerializeMap for Collect {
    type Ok = Fields;
    type Error = Error;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        // as serde_json takes a map's key: a string, or a number or bool written as one
        self.key = Some(match serde_json::to_value(key)? {
            Value::String(s) => s,
            Value::Number(n) => n.to_string(),
            Value::Bool(b) => b.to_string(),
            _ => return Err(Error::custom("a map's key must be a string")),
        });
        Ok(())
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        let key = self
            .key
            .take()
            .ok_or_else(|| Error::custom("a map's value came before its key"))?;
        self.fields.push((key, serde_json::to_value(value)?));
        Ok(())
    }

    fn end(self) -> Result<Fields, Error> {
        Ok(self.fields)
    }
}

type No = Impossible<Fields, Error>;

impl Serializer for Top {
    type Ok = Fields;
    type Error = Error;
    type SerializeSeq = No;
    type SerializeTuple = No;
    type SerializeTupleStruct = No;
    type SerializeTupleVariant = No;
    type SerializeMap = Collect;
    type SerializeStruct = Collect;
    type SerializeStructVariant = No;

    fn serialize_struct(self, _: &'static str, len: usize) -> Result<Collect, Error> {
        Ok(Collect {
            fields: Vec::with_capacity(len),
            key: None,
        })
    }

    fn serialize_map(self, len: Option<usize>) -> Result<Collect, Error> {
        Ok(Collect {
            fields: Vec::with_capacity(len.unwrap_or(8)),
            key: None,
        })
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<Fields, Error> {
        value.serialize(self)
    }

    fn serialize_bool(self, _: bool) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_i8(self, _: i8) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_i16(self, _: i16) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_i32(self, _: i32) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_i64(self, _: i64) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_u8(self, _: u8) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_u16(self, _: u16) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_u32(self, _: u32) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_u64(self, _: u64) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_f32(self, _: f32) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_f64(self, _: f64) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_char(self, _: char) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_str(self, _: &str) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_none(self) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<Fields, Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
    ) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<Fields, Error> {
        Err(not_a_map())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<No, Error> {
        Err(not_a_map())
    }
    fn serialize_tuple(self, _: usize) -> Result<No, Error> {
        Err(not_a_map())
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<No, Error> {
        Err(not_a_map())
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<No, Error> {
        Err(not_a_map())
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<No, Error> {
        Err(not_a_map())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Map};
    use std::collections::BTreeMap;

    #[derive(serde::Serialize)]
    struct Inner {
        b: u8,
        a: Vec<&'static str>,
    }

    #[derive(serde::Serialize)]
    struct Thing {
        name: String,
        amount: i64,
        maybe: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        skipped: Option<u8>,
        #[serde(rename = "zz_renamed")]
        renamed: bool,
        inner: Inner,
        #[serde(flatten)]
        extra: BTreeMap<String, Value>,
        #[serde(skip)]
        _hidden: u8,
    }

    #[derive(serde::Serialize)]
    struct Wrapped(Thing);

    fn thing() -> Thing {
        Thing {
            name: "x".into(),
            amount: -5,
            maybe: None,
            skipped: None,
            renamed: true,
            inner: Inner {
                b: 7,
                a: vec!["p", "q"],
            },
            extra: BTreeMap::from([("k1".into(), json!({"deep": [1, 2]}))]),
            _hidden: 3,
        }
    }

    #[test]
    fn a_values_fields_build_the_map_to_value_builds() {
        let Value::Object(want) = serde_json::to_value(thing()).unwrap() else {
            panic!()
        };
        assert_eq!(Map::from_iter(of(&thing()).unwrap()), want);
        assert_eq!(Map::from_iter(of(&Wrapped(thing())).unwrap()), want);
        assert_eq!(Map::from_iter(of(&Some(thing())).unwrap()), want);
        let map = BTreeMap::from([("b", 2), ("a", 1)]);
        assert_eq!(
            Map::from_iter(of(&map).unwrap()),
            json!({"a": 1, "b": 2}).as_object().unwrap().clone()
        );
        // numbers as keys are written as strings, as serde_json does
        let numbered = BTreeMap::from([(3, "c")]);
        assert_eq!(of(&numbered).unwrap(), vec![("3".to_string(), json!("c"))]);
    }

    #[test]
    fn a_value_that_is_not_a_map_is_refused() {
        assert!(of(&5).is_err());
        assert!(of("text").is_err());
        assert!(of(&vec![1, 2]).is_err());
        assert!(of(&None::<Thing>).is_err());
        let pairs = BTreeMap::from([((1, 2), "x")]);
        assert!(of(&pairs).is_err());
    }

    #[test]
    fn the_last_of_two_fields_of_one_name_holds_as_an_insert_would() {
        let mut fields = of(&thing()).unwrap();
        fields.push(("amount".into(), json!(9)));
        fields.push(("name".into(), json!("y")));
        let map = Map::from_iter(fields);
        assert_eq!(
            (map["amount"].clone(), map["name"].clone()),
            (json!(9), json!("y"))
        );
    }
}
