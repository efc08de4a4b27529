//! template.yaml is valid (cfn-lint), and it routes exactly the requests the events/
//! samples make: every sample has a route in the template, every route a sample.

use crate::common;

use std::collections::BTreeSet;
use std::process::Command;

use common::template::{matches, root};

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
            let hit = routes
                .iter()
                .find(|(m, p)| (*m == method || m == "ANY") && matches(p, raw));
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
    let t = decoded();
    let r = &t["Resources"];
    // the public pages' own, smaller limit reaches every function
    let env = &t["Globals"]["Function"]["Environment"]["Variables"];
    assert_eq!(env["PUBLIC_RATE_LIMIT"]["Ref"], "PublicRateLimit");
    let default = |p: &str| {
        t["Parameters"][p]["Default"]
            .to_string()
            .trim_matches('"')
            .parse::<u32>()
    };
    assert_eq!(
        default("PublicRateLimit"),
        Ok(sanduq_kernel::state::PUBLIC_RATE_LIMIT)
    );
    assert!(default("PublicRateLimit").unwrap() < default("RateLimit").unwrap());
    let reserved: serde_json::Map<String, serde_json::Value> = [
        "CoreFunction",
        "EmbeddedFunction",
        "GatewayFunction",
        "WalletFunction",
    ]
    .iter()
    .map(|n| {
        (
            n.to_string(),
            r[*n]["Properties"]["ReservedConcurrentExecutions"].clone(),
        )
    })
    .collect();
    let parameters: serde_json::Map<String, serde_json::Value> = t["Parameters"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, p)| (k.clone(), p["Default"].clone()))
        .collect();
    let v = serde_json::json!({
        "route_settings": r["HttpApi"]["Properties"]["DefaultRouteSettings"],
        "delivery": r["DeliveryFunction"]["Properties"]["Events"]["Wakes"]["Properties"]["ScalingConfig"],
        "reserved": reserved,
        "parameters": parameters,
    });
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
    // the sweeper, billing, the relay's catch-up and the reports' catch-up
    assert_eq!(schedules, 4);

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
/// (a `Write::Delete`: spent QR tokens in embedded, webhook endpoints, an agent's claim on
/// its phone once it closes or changes number, spent one-time codes
/// in the wallet and the hosted wallet, dashboard sessions and invitations, the hosted
/// wallet's sign-ins); the functions with public routes can never write API keys, staff or
/// their sessions; only the wallet functions (and the agents', which sign an agent's token as a
/// wallet's) read the token keys, only the admin function
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
            "AdminFunction",
            "AgentAppFunction",
            "AgentsFunction",
            "ConsoleFunction",
            "DashboardFunction",
            "EmbeddedFunction",
            "RelayFunction",
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
        "AgentAppFunction",
    ] {
        let denied = statements(&r[public])
            .into_iter()
            .find(|s| s["Effect"] == "Deny")
            .unwrap_or_else(|| panic!("{public}"));
        let keys = &denied["Condition"]["ForAnyValue:StringLike"]["dynamodb:LeadingKeys"];
        for prefix in [
            "KEY#*",
            "STAFF#*",
            "DSES#*",
            "DINV#*",
            "OPR*",
            "OSES#*",
            "OINV#*",
            "OKEY*",
            "OAUD#*",
            "OSIGNIN#*",
        ] {
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
            "WalletFunction" | "WalletAppFunction" | "DisputesFunction" | "AgentsFunction"
            | "AgentAppFunction" => {
                vec![r#"[{"Ref":"TokenKeys"}]"#.into()]
            }
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

/// Whether a Lambda event filter pattern passes a record: each key of the pattern names a
/// field of the record; a list holds the values it allows (strings, or `{"prefix": ..}`).
fn passes(pattern: &serde_json::Value, record: &serde_json::Value) -> bool {
    match pattern {
        serde_json::Value::Object(fields) => fields
            .iter()
            .all(|(k, p)| record.get(k).is_some_and(|r| passes(p, r))),
        serde_json::Value::Array(allowed) => allowed.iter().any(|a| match a {
            serde_json::Value::Object(rule) => match (rule.get("prefix"), record.as_str()) {
                (Some(serde_json::Value::String(p)), Some(r)) => r.starts_with(p.as_str()),
                _ => panic!("a rule this test does not know: {a}"),
            },
            _ => a == record,
        }),
        _ => panic!("a pattern this test does not know: {pattern}"),
    }
}

/// The relay's stream filter passes inserted outbox markers (its sample) and nothing else
/// the table writes: not the event itself, not a marker's deletion, not other items.
#[test]
fn the_relays_stream_filter_passes_outbox_markers_only() {
    let t = decoded();
    let filters = &t["Resources"]["RelayFunction"]["Properties"]["Events"]["Outbox"]["Properties"]
        ["FilterCriteria"]["Filters"];
    let patterns: Vec<serde_json::Value> = filters
        .as_array()
        .unwrap()
        .iter()
        .map(|f| serde_json::from_str(f["Pattern"].as_str().unwrap()).unwrap())
        .collect();
    let sample: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("events/relay/stream-insert.json")).unwrap(),
    )
    .unwrap();
    let record = &sample["Records"][0];
    let relayed = |r: &serde_json::Value| patterns.iter().any(|p| passes(p, r));
    assert!(relayed(record), "the sample passes");
    let with = |name: &str, pk: &str, sk: &str| {
        let mut r = record.clone();
        r["eventName"] = name.into();
        r["dynamodb"]["Keys"] = serde_json::json!({"pk": {"S": pk}, "sk": {"S": sk}});
        r
    };
    let place = "2026-11-22T00:00:00.000000Z#00000000000000000016#evt_1";
    assert!(relayed(&with("INSERT", "OUTBOX#a", place)));
    assert!(!relayed(&with("REMOVE", "OUTBOX#a", place)));
    assert!(!relayed(&with("MODIFY", "OUTBOX#a", place)));
    // on AWS the stream is the outbox: a new event itself, not its deliveries nor its changes
    assert!(relayed(&with("INSERT", "EVT#evt_1", "EVENT")));
    assert!(!relayed(&with("MODIFY", "EVT#evt_1", "EVENT")));
    assert!(!relayed(&with("INSERT", "EVT#evt_1", "DLV#we_1")));
    assert!(!relayed(&with("INSERT", "PAY#pay_1", "PAYMENT")));
    let event: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("events/relay/stream-insert-event.json")).unwrap(),
    )
    .unwrap();
    assert!(relayed(&event["Records"][0]), "the event sample passes");
}

/// The value of a condition of the template for a `TableIndexes` value (the shapes the
/// table's conditions use: Equals, Not, Or on that parameter).
fn holds(t: &serde_json::Value, cond: &serde_json::Value, indexes: &str) -> bool {
    if let Some(name) = cond.as_str() {
        return holds(t, &t["Conditions"][name], indexes);
    }
    if let Some(c) = cond.get("Condition").and_then(|c| c.as_str()) {
        return holds(t, &t["Conditions"][c], indexes);
    }
    if let Some(pair) = cond["Fn::Equals"].as_array() {
        let value = |v: &serde_json::Value| {
            if v["Ref"] == "TableIndexes" {
                indexes.to_string()
            } else {
                v.as_str().map_or_else(|| v.to_string(), str::to_string)
            }
        };
        return value(&pair[0]) == value(&pair[1]);
    }
    if let Some(c) = cond["Fn::Not"].as_array() {
        return !holds(t, &c[0], indexes);
    }
    if let Some(cs) = cond["Fn::Or"].as_array() {
        return cs.iter().any(|c| holds(t, c, indexes));
    }
    panic!("an unexpected condition: {cond}")
}

/// A list of the template's items with their Fn::If resolved for a `TableIndexes` value.
fn resolved(
    t: &serde_json::Value,
    list: &serde_json::Value,
    indexes: &str,
) -> Vec<serde_json::Value> {
    list.as_array()
        .unwrap()
        .iter()
        .filter_map(|x| match x["Fn::If"].as_array() {
            Some(f) if holds(t, &f[0], indexes) => Some(f[1].clone()),
            Some(f) => Some(f[2].clone()).filter(|v| v["Ref"] != "AWS::NoValue"),
            None => Some(x.clone()),
        })
        .collect()
}

/// The upgrade path (issue 32): DynamoDB adds one secondary index per table update, so a
/// stack made with two indexes reaches five by `TableIndexes` 3, 4, 5, one index a step;
/// each step's attribute definitions are exactly its keys' attributes.
#[test]
fn an_old_stack_gains_one_index_per_update() {
    let t = decoded();
    let table = &t["Resources"]["Table"]["Properties"];
    assert_eq!(t["Parameters"]["TableIndexes"]["Default"], 5);
    let mut before: Option<BTreeSet<String>> = None;
    for step in ["2", "3", "4", "5"] {
        let gsis = resolved(&t, &table["GlobalSecondaryIndexes"], step);
        let names: BTreeSet<String> = gsis
            .iter()
            .map(|g| g["IndexName"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(
            names.len(),
            step.parse::<usize>().unwrap(),
            "{step}: {names:?}"
        );
        if let Some(b) = &before {
            assert_eq!(names.difference(b).count(), 1, "{step}: one index added");
            assert!(b.is_subset(&names), "{step}: none removed");
        }
        let mut keys: BTreeSet<String> = BTreeSet::from(["pk".to_string(), "sk".to_string()]);
        for g in &gsis {
            for k in g["KeySchema"].as_array().unwrap() {
                keys.insert(k["AttributeName"].as_str().unwrap().to_string());
            }
        }
        let defined: BTreeSet<String> = resolved(&t, &table["AttributeDefinitions"], step)
            .iter()
            .map(|a| a["AttributeName"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(defined, keys, "{step}");
        before = Some(names);
    }
}

/// The hot-partition and cost settings (issue 32) reach every function, within the bounds
/// the code accepts: `IndexSpread` (sanduq_kernel::spread), `OutboxShards` (the outbox's
/// shards), `DueShards` (sanduq_kernel::due), `IndexProjection` on every index.
#[test]
fn hot_partition_settings_reach_every_function_within_the_codes_bounds() {
    let t = decoded();
    let env = &t["Globals"]["Function"]["Environment"]["Variables"];
    assert_eq!(env["INDEX_SPREAD"]["Ref"], "IndexSpread");
    assert_eq!(env["OUTBOX_SHARDS"]["Ref"], "OutboxShards");
    assert_eq!(env["DUE_SHARDS"]["Ref"], "DueShards");
    let p = &t["Parameters"];
    let bounds = |name: &str| {
        let n = |f: &str| {
            p[name][f]
                .as_str()
                .map_or_else(|| p[name][f].as_u64(), |s| s.parse().ok())
        };
        (n("Default"), n("MinValue"), n("MaxValue"))
    };
    assert_eq!(
        bounds("IndexSpread"),
        (Some(1), Some(1), Some(sanduq_kernel::spread::MAX as u64))
    );
    assert_eq!(bounds("OutboxShards"), (Some(16), Some(16), Some(1024)));
    assert_eq!(bounds("DueShards"), (Some(16), Some(16), Some(1024)));
    // every index holds keys only unless a stack made before says ALL (the store reads the
    // items behind an index page; sanduq_store's DynamoStore::ensure_table makes the same)
    let table = t["Resources"]["Table"].to_string();
    let by_parameter = r#"{"ProjectionType":{"Ref":"IndexProjection"}}"#;
    assert_eq!(table.matches(by_parameter).count(), 5, "{table}");
    assert_eq!(table.matches("ProjectionType").count(), 5);
    assert_eq!(p["IndexProjection"]["Default"], "KEYS_ONLY");
}

/// `TableCapacity` PROVISIONED (issue 74, the bill): the table and each of its indexes get
/// read and write capacity that auto scaling keeps at `TableTargetUtilization` between the
/// bounds; an index's scaling exists only where the index does. ON_DEMAND (the default)
/// leaves no capacity on the table or an index (DynamoDB refuses one with PAY_PER_REQUEST).
#[test]
fn provisioned_capacity_scales_the_table_and_every_index() {
    let t = decoded();
    let p = &t["Parameters"];
    assert_eq!(p["TableCapacity"]["Default"], "ON_DEMAND");
    let table = &t["Resources"]["Table"]["Properties"];
    assert_eq!(
        table["BillingMode"]["Fn::If"],
        serde_json::json!(["Provisioned", "PROVISIONED", "PAY_PER_REQUEST"])
    );
    let least = |v: &serde_json::Value| {
        let f = v["Fn::If"].as_array().expect("capacity on condition");
        assert_eq!(f[0], "Provisioned");
        assert_eq!(f[2]["Ref"], "AWS::NoValue", "none on demand");
        assert_eq!(f[1]["WriteCapacityUnits"]["Ref"], "TableWriteCapacityMin");
        assert_eq!(f[1]["ReadCapacityUnits"]["Ref"], "TableReadCapacityMin");
    };
    least(&table["ProvisionedThroughput"]);
    let gsis = resolved(&t, &table["GlobalSecondaryIndexes"], "5");
    assert_eq!(gsis.len(), 5);
    for g in &gsis {
        least(&g["ProvisionedThroughput"]);
    }
    let resources = t["Resources"].as_object().unwrap();
    let mut scaled = BTreeSet::new();
    for (name, r) in resources {
        if r["Type"] != "AWS::ApplicationAutoScaling::ScalableTarget" {
            continue;
        }
        let props = &r["Properties"];
        let id = props["ResourceId"]["Fn::Sub"].as_str().unwrap();
        let dim = props["ScalableDimension"].as_str().unwrap();
        let (what, units) = dim
            .strip_prefix("dynamodb:")
            .and_then(|d| d.split_once(':'))
            .unwrap();
        let index = id.strip_prefix("table/${Table}/index/");
        assert_eq!(
            what,
            if index.is_some() { "index" } else { "table" },
            "{name}"
        );
        let bound = if units == "WriteCapacityUnits" {
            "Write"
        } else {
            "Read"
        };
        assert_eq!(
            props["MinCapacity"]["Ref"],
            format!("Table{bound}CapacityMin")
        );
        assert_eq!(
            props["MaxCapacity"]["Ref"],
            format!("Table{bound}CapacityMax")
        );
        // only where the index is: gsi3 to gsi5 come with TableIndexes
        let cond = r["Condition"].as_str().unwrap();
        match index {
            Some(ix @ ("gsi3" | "gsi4" | "gsi5")) => {
                assert_eq!(cond, format!("ProvisionedIndex{}", &ix[3..]), "{name}");
                let c = &t["Conditions"][cond]["Fn::And"];
                assert_eq!(c[0]["Condition"], "Provisioned");
                assert_eq!(c[1]["Condition"], format!("HasIndex{}", &ix[3..]));
            }
            _ => assert_eq!(cond, "Provisioned", "{name}"),
        }
        // its policy tracks the target utilization of the same dimension
        let policy = resources
            .values()
            .find(|x| x["Properties"]["ScalingTargetId"]["Ref"] == name.as_str())
            .unwrap_or_else(|| panic!("{name} has a policy"));
        assert_eq!(policy["Condition"], r["Condition"]);
        let tracking = &policy["Properties"]["TargetTrackingScalingPolicyConfiguration"];
        assert_eq!(tracking["TargetValue"]["Ref"], "TableTargetUtilization");
        let metric = tracking["PredefinedMetricSpecification"]["PredefinedMetricType"]
            .as_str()
            .unwrap();
        assert_eq!(metric, format!("DynamoDB{bound}CapacityUtilization"));
        assert!(scaled.insert((index.unwrap_or("table").to_string(), bound)));
    }
    let expected: BTreeSet<(String, &str)> = ["table", "gsi1", "gsi2", "gsi3", "gsi4", "gsi5"]
        .into_iter()
        .flat_map(|x| [(x.to_string(), "Write"), (x.to_string(), "Read")])
        .collect();
    assert_eq!(scaled, expected);
}
