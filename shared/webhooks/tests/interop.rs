//! Sanduq's signatures verify with the Standard Webhooks reference library (PyPI
//! `standardwebhooks`, installed by the test command): a verifier nobody here wrote.

use sanduq_webhooks::signing::{new_secret, signature_header};
use std::process::Command;

fn verify_in_python(secret: &str, id: &str, ts: i64, sig: &str, body: &str) -> (bool, String) {
    let script = r#"
import sys, json
from standardwebhooks.webhooks import Webhook
secret, id, ts, sig, body = sys.argv[1:6]
try:
    payload = Webhook(secret).verify(body, {"webhook-id": id, "webhook-timestamp": ts, "webhook-signature": sig})
    print("ok", json.dumps(payload))
except Exception as e:
    print("refused", type(e).__name__, e)
"#;
    let out = Command::new("python3")
        .args(["-c", script, secret, id, &ts.to_string(), sig, body])
        .output()
        .expect("python3 with standardwebhooks (pip install standardwebhooks)");
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    (text.starts_with("ok"), text)
}

#[test]
fn the_reference_library_accepts_our_signatures_and_refuses_forgeries() {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    let (old, new) = (new_secret(), new_secret());
    let body = r#"{"id":"evt_1","type":"payment.completed","data":{"object":{"id":"pay_1","amount":25000}}}"#;
    // during a rotation both secrets sign; a receiver holding either one verifies
    let sig = signature_header(&[&old, &new], "evt_1", now, body.as_bytes());
    for s in [&old, &new] {
        let (ok, text) = verify_in_python(s, "evt_1", now, &sig, body);
        assert!(ok, "{text}");
    }
    let (ok, text) = verify_in_python(&new_secret(), "evt_1", now, &sig, body);
    assert!(!ok, "another secret verified: {text}");
    let (ok, _) = verify_in_python(&old, "evt_2", now, &sig, body);
    assert!(!ok, "another id verified");
    let (ok, _) = verify_in_python(&old, "evt_1", now, &sig, &body.replace("25000", "2500"));
    assert!(!ok, "another body verified");
    let stale = now - 600;
    let sig = signature_header(&[&old], "evt_1", stale, body.as_bytes());
    let (ok, _) = verify_in_python(&old, "evt_1", stale, &sig, body);
    assert!(!ok, "a 10-minute-old timestamp verified");
}
