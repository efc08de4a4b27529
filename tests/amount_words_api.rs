//! `GET /amount-words` (issue 80): an amount in words as the receipts write it, for pages and
//! merchants' own receipts, with the publishable key; its refusals name the field.

use crate::common;
use common::Server;
use reqwest::{Method, StatusCode};

#[tokio::test]
async fn an_amount_is_written_in_words_in_the_three_languages() {
    let s = Server::start().await;
    let pk = s.creds["publishable_key"].as_str().unwrap().to_string();
    let get = |q: &str| {
        let (s, pk, q) = (&s, pk.clone(), q.to_string());
        async move {
            s.send(
                Method::GET,
                &format!("/amount-words?{q}"),
                Some(&pk),
                &[],
                None,
            )
            .await
        }
    };
    for (q, words) in [
        (
            "amount=25000&currency=IQD&locale=ar",
            "خمسة وعشرون ألف دينار",
        ),
        ("amount=2000&currency=IQD&locale=ar", "ألفا دينار"),
        ("amount=1050&currency=USD", "ten US dollars and fifty cents"),
        ("amount=1&currency=IQD&locale=ku", "یەک دینار"),
    ] {
        let r = get(q).await;
        assert_eq!(r.status, StatusCode::OK, "{q}: {r:?}");
        assert_eq!(r.data()["words"], words, "{q}");
    }
    for (q, field) in [
        ("currency=IQD", "amount"),
        ("amount=-1&currency=IQD", "amount"),
        ("amount=ten&currency=IQD", "amount"),
        ("amount=5&currency=IQD&locale=fr", "locale"),
        ("amount=5", "currency"),
    ] {
        let r = get(q).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{q}: {r:?}");
    }
    get("amount=5&currency=EUR")
        .await
        .expect_error(422, "UNSUPPORTED_CURRENCY");
    // no key: refused as the other publishable-key routes are
    let r = s
        .send(
            Method::GET,
            "/amount-words?amount=5&currency=IQD",
            None,
            &[],
            None,
        )
        .await;
    r.expect_error(403, "MERCHANT_NOT_FOUND");
}
