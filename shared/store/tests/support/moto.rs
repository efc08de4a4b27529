//! moto_server for tests: installed with pip when missing, started (single-threaded) on a
//! free loopback port, stopped (killed) when dropped. Beside moto's own API it answers
//! `GET /_peek/sms`: the text messages SNS `Publish` took, as `[{phone, text}]` (moto keeps
//! them but has no API that returns them).
#![allow(dead_code)]

use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const SERVER: &str = r#"import sys, json
from werkzeug.serving import run_simple
from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
moto = DomainDispatcherApplication(create_backend_app)
def app(environ, start_response):
    if environ.get('PATH_INFO') != '/_peek/sms':
        return moto(environ, start_response)
    from moto.sns.models import sns_backends
    sent = [{'phone': p, 'text': t} for regions in sns_backends.values() for b in regions.values() for (p, t) in b.sms_messages.values()]
    start_response('200 OK', [('content-type', 'application/json')])
    return [json.dumps(sent).encode()]
run_simple('127.0.0.1', int(sys.argv[1]), app, threaded=sys.argv[2] == 'threaded')
"#;

pub struct Moto {
    child: Child,
    pub endpoint: String,
}

fn installed() -> bool {
    Command::new("python3")
        .args(["-c", "import moto.server, werkzeug"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

impl Moto {
    /// One request at a time (see below): for tests of transactions.
    pub fn start() -> Moto {
        Moto::start_as(false)
    }

    /// A thread per connection: for clients that may be killed mid-request (benchmarks).
    pub fn start_threaded() -> Moto {
        Moto::start_as(true)
    }

    fn start_as(threaded: bool) -> Moto {
        if !installed() {
            let ok = Command::new("python3")
                .args(["-m", "pip", "install", "--quiet", "moto[server]"])
                .status()
                .is_ok_and(|s| s.success());
            assert!(
                ok && installed(),
                "moto_server is missing and `pip install \"moto[server]\"` failed"
            );
        }
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        // moto's DynamoDB applies a transaction without a lock, so its default threaded server
        // can interleave two transactions (real DynamoDB cannot). One thread serializes them.
        let child = Command::new("python3")
            .args(["-c", SERVER, &port.to_string()])
            .arg(if threaded { "threaded" } else { "single" })
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start moto_server");
        let deadline = Instant::now() + Duration::from_secs(60);
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "moto_server did not start");
            std::thread::sleep(Duration::from_millis(100));
        }
        Moto {
            child,
            endpoint: format!("http://127.0.0.1:{port}"),
        }
    }

    /// The standard AWS environment pointing at this moto.
    pub fn env(&self) -> Vec<(String, String)> {
        vec![
            ("AWS_ENDPOINT_URL".into(), self.endpoint.clone()),
            ("AWS_ACCESS_KEY_ID".into(), "testing".into()),
            ("AWS_SECRET_ACCESS_KEY".into(), "testing".into()),
            ("AWS_REGION".into(), "us-east-1".into()),
            ("AWS_EC2_METADATA_DISABLED".into(), "true".into()),
        ]
    }
}

impl Drop for Moto {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
