"""A fresh `sanduq serve` for the client's tests (SANDUQ_BIN, else the workspace's debug build)."""

import json
import os
import subprocess
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="session")
def server():
    binary = os.environ.get("SANDUQ_BIN", str(ROOT / "target" / "debug" / "sanduq"))
    data = tempfile.mkdtemp(prefix="sanduq-py-")
    proc = subprocess.Popen(
        [binary, "serve", "--addr", "127.0.0.1:0", "--data-dir", data, "--no-test-buyers",
         "--rate-limit", "100000", "--public-rate-limit", "100000", "--allow-private-webhooks"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env={**os.environ, "RUST_LOG": "warn"})
    base = None
    for line in proc.stdout:
        if line.startswith("listening on "):
            base = line.split()[2].removesuffix("/api/v1")
            break
    assert base, "sanduq did not start"
    creds = json.loads(Path(data, "sandbox-credentials.json").read_text())
    yield {"base": base, **creds}
    proc.terminate()
    proc.wait(10)
