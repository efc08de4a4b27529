//! The report function's AWS path on moto_server: a report asked for through the core
//! function's sample event, written by this function fed the table stream's record of it,
//! kept in S3 (encrypted) and downloaded by the presigned link the core function answers;
//! and a file larger than a part kept by a multipart upload, read back whole.

#[path = "../../support/lambda.rs"]
mod lambda;
#[path = "../../../shared/store/tests/support/moto.rs"]
mod moto;

use lambda::{call, event};
use sanduq_kernel::report_files::ReportFiles;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_report_is_written_to_s3_and_downloaded_by_its_link() {
    let m = moto::Moto::start();
    for (k, v) in m.env() {
        std::env::set_var(k, v);
    }
    sanduq_store::DynamoStore::from_env("sanduq-reports")
        .await
        .ensure_table()
        .await
        .unwrap();
    std::env::set_var("TABLE_NAME", "sanduq-reports");
    std::env::set_var("WARM_SECONDS", "0");
    std::env::set_var("REPORTS_BUCKET", "sanduq-reports-test");
    let http = reqwest::Client::new();
    let bucket = format!("{}/sanduq-reports-test", m.endpoint);
    assert!(http
        .put(&bucket)
        .send()
        .await
        .unwrap()
        .status()
        .is_success());

    let st = sanduq_fn_reports::state()
        .await
        .with_config(lambda::config());
    let merchant = lambda::seed(&st).await;
    sanduq_admin::deposits::deposit(&st, &merchant, 250_000, sanduq_domain::Currency::Iqd, "R-1")
        .await
        .unwrap();
    let core = sanduq_fn_core::app(st.clone());
    let (s, b) = call(&core, event("core", "reports-create", &[])).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (201, Some("pending")),
        "{b}"
    );
    let id = b["data"]["id"].as_str().unwrap().to_string();

    // the stream's record of the new run: this function writes it
    let record = json!({ "Records": [{
        "eventID": "1", "eventName": "INSERT", "eventVersion": "1.1", "eventSource": "aws:dynamodb",
        "awsRegion": "us-east-1",
        "dynamodb": { "Keys": { "pk": { "S": format!("RPT#{id}") }, "sk": { "S": "REPORT" } },
            "SequenceNumber": "100", "SizeBytes": 10, "StreamViewType": "KEYS_ONLY" },
    }]});
    let out = sanduq_fn_reports::handle(&st, record.clone())
        .await
        .unwrap();
    assert_eq!(out["written"], 1, "{out}");
    // the same record again (a retried batch) writes nothing twice
    let again = sanduq_fn_reports::handle(&st, record).await.unwrap();
    assert_eq!(again["written"], 0, "{again}");
    let caught_up = sanduq_fn_reports::handle(&st, json!({ "source": "aws.scheduler" }))
        .await
        .unwrap();
    assert_eq!(caught_up["written"], 0, "{caught_up}");

    let (s, b) = call(
        &core,
        event(
            "core",
            "reports-get",
            &[("rpt_sample000000000000000000", &id)],
        ),
    )
    .await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("succeeded")),
        "{b}"
    );
    let url = b["data"]["url"].as_str().unwrap();
    assert!(url.contains("X-Amz-Signature="), "a presigned link: {url}");
    assert!(url.contains("X-Amz-Expires=900"), "{url}");
    // anyone holding the link reads the file (no credentials of their own)
    let got = http.get(url).send().await.unwrap();
    assert_eq!(got.status(), 200, "{:?}", got.headers());
    assert_eq!(
        got.headers()
            .get("x-amz-server-side-encryption")
            .and_then(|v| v.to_str().ok()),
        Some("AES256")
    );
    let text = got.text().await.unwrap();
    assert!(text.starts_with('\u{FEFF}'), "{text}");
    let lines: Vec<&str> = text.trim_end().split("\r\n").collect();
    assert_eq!(
        lines.len() as i64,
        1 + b["data"]["rows"].as_i64().unwrap(),
        "{text}"
    );
    assert!(lines.iter().any(|l| l.contains(",deposit,")), "{text}");
    // (moto does not check a presigned link's signature: S3 does, which the link's
    // parts above are for)
    assert!(url.contains("X-Amz-Credential=") && url.contains("X-Amz-SignedHeaders=host"));
    // the file route is a local server's: here the link is the way
    let (s, _) = call(
        &core,
        event(
            "core",
            "reports-file",
            &[("rpt_sample000000000000000000", &id)],
        ),
    )
    .await;
    assert_eq!(s, 404);

    // a file larger than a part goes up in parts and comes back whole
    let conf = aws_config::load_from_env().await;
    let files = sanduq_aws::reports::from_env(&conf);
    let path = files.scratch().unwrap();
    let big: Vec<u8> = (0..(sanduq_aws::reports::PART + 1234))
        .map(|i| b"0123456789,\r\n"[i % 13])
        .collect();
    std::fs::write(&path, &big).unwrap();
    files.keep("mer_x/big.csv", &path).await.unwrap();
    assert!(!path.exists(), "the scratch file is gone");
    let link = files
        .link("mer_x/big.csv", std::time::Duration::from_secs(60))
        .await
        .unwrap()
        .unwrap();
    let back = http.get(&link).send().await.unwrap().bytes().await.unwrap();
    assert_eq!(back.len(), big.len());
    assert!(back.as_ref() == big.as_slice());
}
