//! Lists read as their publishers give them, and refused whole, naming where, when they do
//! not read. The UN sample has the published XML's shape (element names as in the Security
//! Council's consolidated list); its people are made up.

use sanduq_screening::lists::{read, Kind, Source};
use sanduq_screening::{score, Dob, Entry, Name, THRESHOLD};

const UN: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2026-11-30T00:00:00">
  <INDIVIDUALS>
    <INDIVIDUAL>
      <DATAID>6900001</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>KHALID</FIRST_NAME>
      <SECOND_NAME>JASIM</SECOND_NAME>
      <THIRD_NAME>AL-TIKRITI</THIRD_NAME>
      <UN_LIST_TYPE>Iraq</UN_LIST_TYPE>
      <REFERENCE_NUMBER>IQi.999</REFERENCE_NUMBER>
      <NAME_ORIGINAL_SCRIPT>خالد جاسم التكريتي</NAME_ORIGINAL_SCRIPT>
      <NATIONALITY><VALUE>Iraq</VALUE></NATIONALITY>
      <INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>Khaled Jassim al-Takriti</ALIAS_NAME></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS><QUALITY>Low</QUALITY><ALIAS_NAME>Abu Layth</ALIAS_NAME></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1961-03-14</DATE></INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>APPROXIMATELY</TYPE_OF_DATE><YEAR>1962</YEAR></INDIVIDUAL_DATE_OF_BIRTH>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>6900002</DATAID>
      <FIRST_NAME>SAMIRA</FIRST_NAME>
      <SECOND_NAME>HAMAD</SECOND_NAME>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE><FROM_YEAR>1970</FROM_YEAR><TO_YEAR>1972</TO_YEAR></INDIVIDUAL_DATE_OF_BIRTH>
    </INDIVIDUAL>
  </INDIVIDUALS>
  <ENTITIES>
    <ENTITY>
      <DATAID>6900100</DATAID>
      <FIRST_NAME>AL-RAFIDAIN TRADING &amp; TRANSPORT COMPANY</FIRST_NAME>
      <ENTITY_ALIAS><QUALITY>a.k.a.</QUALITY><ALIAS_NAME>Rafidain Trading</ALIAS_NAME></ENTITY_ALIAS>
    </ENTITY>
  </ENTITIES>
</CONSOLIDATED_LIST>"#;

#[test]
fn the_un_list_reads_people_and_organisations_with_their_aliases_and_dates() {
    let e = read(Source::Un, UN).unwrap();
    assert_eq!(e.len(), 3);
    assert_eq!(
        (e[0].id.as_str(), e[0].kind, e[0].name.as_str()),
        ("6900001", Kind::Person, "KHALID JASIM AL-TIKRITI")
    );
    // the original script kept as an alias, a low-quality alias left out
    assert_eq!(
        e[0].aliases,
        ["خالد جاسم التكريتي", "Khaled Jassim al-Takriti"]
    );
    assert_eq!(e[0].dates_of_birth, ["1961-03-14", "1962"]);
    assert_eq!(e[0].nationalities, ["Iraq"]);
    assert_eq!(e[1].dates_of_birth, ["1970", "1971", "1972"]);
    assert_eq!(
        (e[2].kind, e[2].name.as_str(), e[2].aliases.len()),
        (
            Kind::Organisation,
            "AL-RAFIDAIN TRADING & TRANSPORT COMPANY",
            1
        )
    );
    // a user who wrote the name in Arabic, born that day, matches the entry
    let entry = Entry::from(&e[0]);
    let s = score(
        &Name::parse("خالد جاسم التكريتي"),
        Dob::parse("1961-03-14").as_ref(),
        &entry,
    );
    assert!(s >= THRESHOLD, "{s}");
    let s = score(&Name::parse("Khalid Jassem Tikriti"), None, &entry);
    assert!(s >= THRESHOLD, "{s}");
}

#[test]
fn a_un_list_that_does_not_read_is_refused_whole() {
    for (content, says) in [
        ("<CONSOLIDATED_LIST><INDIVIDUALS>", "not XML"),
        ("<SOMETHING_ELSE/>", "root is not CONSOLIDATED_LIST"),
        ("<CONSOLIDATED_LIST/>", "names no one"),
        (
            "<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>A</FIRST_NAME></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>",
            "entry 1 (INDIVIDUAL) has no DATAID",
        ),
        (
            "<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><DATAID>7</DATAID></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>",
            "INDIVIDUAL 7 has no name",
        ),
    ] {
        let e = read(Source::Un, content).unwrap_err();
        assert_eq!(e.field, "content");
        assert!(e.message.contains(says), "{content}: {}", e.message);
    }
}

#[test]
fn opensanctions_entities_read_people_and_organisations_and_pass_over_the_rest() {
    let lines = [
        r#"{"id":"NK-abc","schema":"Person","caption":"Ali Hassan","properties":{"name":["Ali Hassan al-Majid","علي حسن المجيد"],"alias":["Chemical Ali"],"birthDate":["1941-11-30","1941"],"nationality":["iq"]}}"#,
        "",
        r#"{"id":"NK-ves","schema":"Vessel","properties":{"name":["Sea Star"]}}"#,
        r#"{"id":"NK-co","schema":"Company","properties":{"name":["Baghdad Export Co"]}}"#,
        r#"{"id":"NK-p2","schema":"Person","caption":"Omar X","properties":{"birthDate":["1980-05"]}}"#,
    ]
    .join("\n");
    let e = read(Source::Opensanctions, &lines).unwrap();
    assert_eq!(e.len(), 3, "the vessel is not screened");
    assert_eq!(e[0].name, "Ali Hassan al-Majid");
    assert_eq!(e[0].aliases, ["علي حسن المجيد", "Chemical Ali"]);
    assert_eq!(e[0].dates_of_birth, ["1941-11-30", "1941"]);
    assert_eq!(e[1].kind, Kind::Organisation);
    assert_eq!(
        (e[2].name.as_str(), e[2].dates_of_birth.clone()),
        ("Omar X", vec!["1980".to_string()])
    );

    let bad = format!("{}\n{{not json", lines);
    let e = read(Source::Opensanctions, &bad).unwrap_err();
    assert_eq!(e.field, "content line 6");
    let e = read(Source::Opensanctions, r#"{"id":"x","properties":{}}"#).unwrap_err();
    assert!(e.message.contains("schema"), "{e:?}");
    let e = read(
        Source::Opensanctions,
        r#"{"id":"x","schema":"Person","properties":{}}"#,
    )
    .unwrap_err();
    assert!(e.message.contains("x has no name"), "{e:?}");
}

#[test]
fn the_own_list_reads_its_fields_and_names_the_one_that_is_wrong() {
    let e = read(
        Source::Own,
        r#"[{"name":"سعد الحمداني","aliases":["Saad al-Hamdani"],"date_of_birth":"1975-02-01","nationality":"IQ"},
            {"name":"Kawa Mahmoud","id":"iq-national-12"}]"#,
    )
    .unwrap();
    assert_eq!(e[0].id, "سعد الحمداني|1975-02-01");
    assert_eq!(e[0].aliases, ["Saad al-Hamdani"]);
    assert_eq!(e[1].id, "iq-national-12");
    for (content, field) in [
        ("{}", "content"),
        ("[]", "content"),
        ("not json", "content"),
        (r#"[{"name":" "}]"#, "content[0].name"),
        (r#"[{"name":"A","aliases":"B"}]"#, "content[0].aliases"),
        (
            r#"[{"name":"A"},{"name":"B","date_of_birth":"1975-13-01"}]"#,
            "content[1].date_of_birth",
        ),
        (
            r#"[{"name":"A","date_of_birth":"01/02/1975"}]"#,
            "content[0].date_of_birth",
        ),
        (
            r#"[{"name":"A","nationality":7}]"#,
            "content[0].nationality",
        ),
        (r#"[{"name":"A","id":7}]"#, "content[0].id"),
    ] {
        assert_eq!(
            read(Source::Own, content).unwrap_err().field,
            field,
            "{content}"
        );
    }
}
