//! template.yaml is valid (cfn-lint), and it routes exactly the requests the events/
//! samples make: every sample has a route in the template, every route a sample.

mod common;

use std::collections::BTreeSet;
use std::process::Command;

use common::template::root;

#[test]
fn cfn_lint_passes() {
    let out = Command::new("python3")
        .args([
            "-c",
            "import sys; from cfnlint.runner import main; sys.exit(main())",
            "template.yaml",
        ])
        .current_dir(root())
        .output()
        .expect("cfn-lint (pip install cfn-lint)");
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn matches(pattern: &str, path: &str) -> bool {
    let (p, q): (Vec<_>, Vec<_>) = (pattern.split('/').collect(), path.split('/').collect());
    p.len() == q.len() && p.iter().zip(&q).all(|(a, b)| a.starts_with('{') || a == b)
}

#[test]
fn every_route_has_a_sample_event_and_back() {
    let routes = common::template::routes();
    assert!(routes.len() >= 20, "{routes:?}");
    let mut covered = BTreeSet::new();
    for family in std::fs::read_dir(root().join("events")).unwrap() {
        for f in std::fs::read_dir(family.unwrap().path()).unwrap() {
            let path = f.unwrap().path();
            let e: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
            if e.get("rawPath").is_none() {
                continue; // not an HTTP event (the sweeper's schedule)
            }
            let method = e["requestContext"]["http"]["method"]
                .as_str()
                .unwrap()
                .to_string();
            let raw = e["rawPath"].as_str().unwrap();
            assert!(!e["headers"]["host"].is_null(), "{}", path.display());
            let hit = routes.iter().find(|(m, p)| *m == method && matches(p, raw));
            let hit = hit.unwrap_or_else(|| {
                panic!(
                    "{}: {method} {raw} has no route in template.yaml",
                    path.display()
                )
            });
            covered.insert(hit.clone());
        }
    }
    let missing: Vec<_> = routes.difference(&covered).collect();
    assert!(
        missing.is_empty(),
        "routes without a sample event: {missing:?}"
    );
}

/// Blast radius (issue 32, first part): the API stage is throttled, the payment functions
/// can have concurrency reserved, and the webhook queue cannot run more deliveries at once
/// than the stack allows (read through cfn-lint's own template decoder).
#[test]
fn the_stack_bounds_its_load_and_keeps_room_for_payments() {
    let script = r#"
import json, sys
from cfnlint.decode import cfn_yaml
t = cfn_yaml.load("template.yaml")
r = t["Resources"]
out = {
  "route_settings": r["HttpApi"]["Properties"].get("DefaultRouteSettings"),
  "delivery": r["DeliveryFunction"]["Properties"]["Events"]["Wakes"]["Properties"].get("ScalingConfig"),
  "reserved": {n: r[n]["Properties"].get("ReservedConcurrentExecutions") for n in ["CoreFunction", "EmbeddedFunction", "GatewayFunction", "WalletFunction"]},
  "parameters": {k: v.get("Default") for k, v in t["Parameters"].items()},
}
print(json.dumps(out))
"#;
    let out = Command::new("python3")
        .args(["-c", script])
        .current_dir(root())
        .output()
        .expect("python3 with cfn-lint");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        v["route_settings"],
        serde_json::json!({ "ThrottlingRateLimit": { "Ref": "ApiRateLimit" }, "ThrottlingBurstLimit": { "Ref": "ApiBurstLimit" } })
    );
    assert_eq!(
        v["delivery"],
        serde_json::json!({ "MaximumConcurrency": { "Ref": "DeliveryMaxConcurrency" } })
    );
    for (name, reserved) in v["reserved"].as_object().unwrap() {
        assert_eq!(
            reserved["Fn::If"][0], "ReservePaymentConcurrency",
            "{name}: {reserved}"
        );
    }
    assert_eq!(v["parameters"]["DeliveryMaxConcurrency"], 20);
    assert_eq!(v["parameters"]["PaymentReservedConcurrency"], 0);
}

/// The template through cfn-lint's own decoder, as JSON.
fn decoded() -> serde_json::Value {
    let script = r#"
import json
from cfnlint.decode import cfn_yaml
print(json.dumps(cfn_yaml.load("template.yaml"), default=str))
"#;
    let out = Command::new("python3")
        .args(["-c", script])
        .current_dir(root())
        .output()
        .expect("python3 with cfn-lint");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Whether a name (a string or an Fn::Sub) starts with the stack's name.
fn carries_stack_name(v: &serde_json::Value) -> bool {
    v["Fn::Sub"].as_str().is_some_and(|s| {
        s.starts_with("${AWS::StackName}") || s.starts_with("/sanduq/${AWS::StackName}/")
    })
}

/// Operations (issue 32): stacks side by side (every name carries the stack's), alarms
/// that notify, logs kept as long as the parameter says, the table protected, the payment
/// functions rolled out by canary in production, no sandbox in production.
#[test]
fn the_stack_is_one_a_platform_team_can_run() {
    let t = decoded();
    let r = t["Resources"].as_object().unwrap();
    let of = |kind: &str| -> Vec<(&String, &serde_json::Value)> {
        r.iter().filter(|(_, v)| v["Type"] == kind).collect()
    };

    // names carry the stack's name: queues, secrets, log groups, alarms, the bus, schedules
    for (kind, field) in [
        ("AWS::SQS::Queue", "QueueName"),
        ("AWS::SecretsManager::Secret", "Name"),
        ("AWS::Logs::LogGroup", "LogGroupName"),
        ("AWS::CloudWatch::Alarm", "AlarmName"),
        ("AWS::Events::EventBus", "Name"),
        ("AWS::SNS::Topic", "TopicName"),
    ] {
        let all = of(kind);
        assert!(!all.is_empty(), "{kind}");
        for (name, v) in all {
            assert!(
                carries_stack_name(&v["Properties"][field]),
                "{name}.{field}: {}",
                v["Properties"][field]
            );
        }
    }
    let mut schedules = 0;
    for (name, v) in of("AWS::Serverless::Function") {
        for (event, e) in v["Properties"]["Events"].as_object().into_iter().flatten() {
            if e["Type"] == "ScheduleV2" {
                schedules += 1;
                assert!(
                    carries_stack_name(&e["Properties"]["Name"]),
                    "{name}.{event}"
                );
            }
        }
    }
    assert_eq!(schedules, 3);

    // every alarm notifies the on-call topic; the ones the issue names exist
    let alarms = of("AWS::CloudWatch::Alarm");
    for (name, v) in &alarms {
        assert_eq!(
            v["Properties"]["AlarmActions"][0]["Fn::If"][0], "HasAlarmTopic",
            "{name} notifies nobody"
        );
    }
    let watched: Vec<String> = alarms
        .iter()
        .flat_map(|(_, v)| {
            let p = &v["Properties"];
            let mut m: Vec<String> = p["MetricName"]
                .as_str()
                .map(str::to_string)
                .into_iter()
                .collect();
            for q in p["Metrics"].as_array().into_iter().flatten() {
                if let Some(n) = q["MetricStat"]["Metric"]["MetricName"].as_str() {
                    m.push(n.to_string());
                }
            }
            m
        })
        .collect();
    for metric in [
        "Errors",
        "Throttles",
        "5xx",
        "Latency",
        "WriteThrottleEvents",
        "TransactionConflict",
        "IteratorAge",
        "ApproximateAgeOfOldestMessage",
        "ApproximateNumberOfMessagesVisible",
        "WalletBusy",
    ] {
        assert!(
            watched.iter().any(|m| m == metric),
            "no alarm on {metric}: {watched:?}"
        );
    }
    assert_eq!(r["AlarmTopic"]["Condition"], "MakeAlarmTopic");

    // logs: one group for the functions, one for the API's access log, both kept as long
    // as the parameter says; the functions write to it
    for (name, v) in of("AWS::Logs::LogGroup") {
        assert_eq!(
            v["Properties"]["RetentionInDays"],
            serde_json::json!({ "Ref": "LogRetentionDays" }),
            "{name}"
        );
    }
    assert_eq!(
        t["Globals"]["Function"]["LoggingConfig"]["LogGroup"],
        serde_json::json!({ "Ref": "FunctionLogs" })
    );
    assert_eq!(
        r["HttpApi"]["Properties"]["AccessLogSettings"]["DestinationArn"],
        serde_json::json!({ "Fn::GetAtt": ["ApiAccessLogs", "Arn"] })
    );

    // the table: deletion protection, retained, point-in-time recovery, a key of one's own
    let table = &r["Table"];
    assert_eq!(table["DeletionPolicy"], "Retain");
    assert_eq!(table["Properties"]["DeletionProtectionEnabled"], true);
    assert_eq!(
        table["Properties"]["PointInTimeRecoverySpecification"]["PointInTimeRecoveryEnabled"],
        true
    );
    assert_eq!(
        table["Properties"]["SSESpecification"]["KMSMasterKeyId"]["Fn::If"][0],
        "HasTableKey"
    );

    // versions behind an alias; the payment functions by canary in production, rolled back
    // by their errors alarm
    assert_eq!(t["Globals"]["Function"]["AutoPublishAlias"], "live");
    for f in [
        "CoreFunction",
        "EmbeddedFunction",
        "GatewayFunction",
        "WalletFunction",
    ] {
        let d = &r[f]["Properties"]["DeploymentPreference"];
        assert_eq!(
            d["Type"],
            serde_json::json!({ "Fn::If": ["IsProduction", "Canary10Percent5Minutes", "AllAtOnce"] }),
            "{f}"
        );
        assert_eq!(
            d["Alarms"][0],
            serde_json::json!({ "Ref": "PaymentErrorsAlarm" }),
            "{f}"
        );
    }

    // no sandbox in production: the sandbox function (and with it every /sandbox route)
    // is conditional, and no other function serves a /sandbox route
    assert_eq!(r["SandboxFunction"]["Condition"], "HasSandbox");
    assert_eq!(
        t["Conditions"]["HasSandbox"],
        serde_json::json!({ "Fn::Not": [{ "Fn::Equals": [{ "Ref": "Stage" }, "production"] }] })
    );
    for (name, v) in of("AWS::Serverless::Function") {
        for (_, e) in v["Properties"]["Events"].as_object().into_iter().flatten() {
            let path = e["Properties"]["Path"].as_str().unwrap_or_default();
            if path.starts_with("/api/v1/sandbox") {
                assert_eq!(name, "SandboxFunction", "{path} is served by {name}");
            }
        }
    }

    // samconfig.toml: one environment per stack, production's Stage production
    let cfg = std::fs::read_to_string(root().join("samconfig.toml")).unwrap();
    for (env, stack, stage) in [
        ("default", "sanduq", "sandbox"),
        ("staging", "sanduq-staging", "staging"),
        ("production", "sanduq-production", "production"),
    ] {
        let at = cfg
            .find(&format!("[{env}.global.parameters]"))
            .unwrap_or_else(|| panic!("{env}"));
        assert!(
            cfg[at..].contains(&format!("stack_name = \"{stack}\"")),
            "{env}"
        );
        let deploy = cfg.find(&format!("[{env}.deploy.parameters]")).unwrap();
        let section = &cfg[deploy..];
        let section = &section[..section[1..].find("\n[").map_or(section.len(), |e| e + 1)];
        assert!(
            section.contains(&format!("Stage={stage}")),
            "{env}: {section}"
        );
    }
}

/// Least privilege (issue 32): only the functions whose code deletes items may delete them
/// (a `Write::Delete`: spent QR tokens in embedded, webhook endpoints, spent one-time codes
/// in the wallet and the hosted wallet, dashboard sessions and invitations, the hosted
/// wallet's sign-ins); the functions with public routes can never write API keys, staff or
/// their sessions; only the wallet functions read the token keys, only the admin function
/// the admin key.
#[test]
fn each_function_may_do_only_what_its_code_does() {
    let t = decoded();
    let r = t["Resources"].as_object().unwrap();
    let functions: Vec<(&String, &serde_json::Value)> = r
        .iter()
        .filter(|(_, v)| v["Type"] == "AWS::Serverless::Function")
        .collect();
    let statements = |f: &serde_json::Value| -> Vec<serde_json::Value> {
        f["Properties"]["Policies"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|p| p["Statement"].as_array().cloned().unwrap_or_default())
            .collect()
    };
    let allows = |f: &serde_json::Value, action: &str| {
        statements(f).iter().any(|s| {
            s["Effect"] == "Allow"
                && s["Action"]
                    .as_array()
                    .is_some_and(|a| a.iter().any(|x| x == action))
        })
    };
    let deleters: BTreeSet<&str> = functions
        .iter()
        .filter(|(_, f)| allows(f, "dynamodb:DeleteItem"))
        .map(|(n, _)| n.as_str())
        .collect();
    assert_eq!(
        deleters,
        BTreeSet::from([
            "DashboardFunction",
            "EmbeddedFunction",
            "WalletAppFunction",
            "WalletFunction",
            "WebhooksFunction"
        ])
    );
    for public in [
        "PagesFunction",
        "LinksFunction",
        "EmbeddedFunction",
        "WalletFunction",
        "WalletAppFunction",
    ] {
        let denied = statements(&r[public])
            .into_iter()
            .find(|s| s["Effect"] == "Deny")
            .unwrap_or_else(|| panic!("{public}"));
        let keys = &denied["Condition"]["ForAnyValue:StringLike"]["dynamodb:LeadingKeys"];
        for prefix in ["KEY#*", "STAFF#*", "DSES#*", "DINV#*"] {
            assert!(
                keys.as_array().unwrap().iter().any(|k| k == prefix),
                "{public}: {prefix}"
            );
        }
        for action in [
            "dynamodb:PutItem",
            "dynamodb:UpdateItem",
            "dynamodb:DeleteItem",
        ] {
            assert!(
                denied["Action"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|a| a == action),
                "{public}: {action}"
            );
        }
    }
    for (name, f) in &functions {
        let secrets: Vec<String> = statements(f)
            .iter()
            .filter(|s| {
                s["Action"]
                    .as_array()
                    .is_some_and(|a| a.iter().any(|x| x == "secretsmanager:GetSecretValue"))
            })
            .map(|s| s["Resource"].to_string())
            .collect();
        let expected: Vec<String> = match name.as_str() {
            "AdminFunction" => vec![r#"[{"Ref":"AdminKey"}]"#.into()],
            "WalletFunction" | "WalletAppFunction" => vec![r#"[{"Ref":"TokenKeys"}]"#.into()],
            _ => vec![],
        };
        assert_eq!(secrets, expected, "{name}");
        // and nothing may touch every resource but the SNS text messages (no ARN to name)
        for s in statements(f) {
            if s["Resource"] == "*" {
                assert_eq!(
                    s["Action"],
                    serde_json::json!(["sns:Publish"]),
                    "{name}: {s}"
                );
            }
        }
    }
}
