"""The Python client against `sanduq serve`: the README's payment walkthrough through the
generated operations, typed errors, pagination, gateway signing, webhook verification, and
retries proven against a proxy that drops the first answer (same key, one effect)."""

import socket
import threading
import uuid

import httpx
import pytest

from sanduq import Sanduq, RetryTransport, verify_webhook
from sanduq import errors
from sanduq.transport import sign
from sanduq_api.api.core import (capture_payment, create_checkout_session, get_core_payment,
                                 get_merchant_wallet, refund_payment, sync_user)
from sanduq_api.api.gateway import list_payments
from sanduq_api.api.sandbox import sandbox_pay_checkout, sandbox_set_pin, sandbox_top_up, sandbox_wallet
from sanduq_api.models import (CapturePaymentBody, CreateCheckoutSessionBody, RefundPaymentBody,
                               SandboxPayCheckoutBody, SandboxSetPinBody, SandboxTopUpBody, SyncUserBody)


def client(server, **kw):
    return Sanduq(server["base"], server["secret_key"], **kw)


def buyer(s, ext, amount=100_000):
    s.call(sync_user, body=SyncUserBody(external_user_id=ext, name="Zainab Ali", phone=None))
    s.call(sandbox_top_up, body=SandboxTopUpBody(user_id=ext, currency="IQD", amount=amount))
    s.call(sandbox_set_pin, user_id=ext, body=SandboxSetPinBody(pin="1234"))


def session(s, ext, amount=25_000):
    return s.call(create_checkout_session, body=CreateCheckoutSessionBody(
        external_user_id=ext, amount=amount, currency="IQD", description="Order 1001",
        success_url="https://shop.example/ok", cancel_url="https://shop.example/cancel"))


def test_the_readme_walkthrough(server):
    s = client(server)
    buyer(s, "py-1001")
    cs = session(s, "py-1001")
    assert cs.status == "pending"
    paid = s.call(sandbox_pay_checkout, session_id=cs.id, body=SandboxPayCheckoutBody(pin="1234"))
    assert paid.status == "authorized"
    captured = s.call(capture_payment, payment_id=cs.payment_id, body=CapturePaymentBody(amount=20_000))
    assert (captured.status, captured.captured_amount, captured.commission_amount) == ("captured", 20_000, 200)
    refunded = s.call(refund_payment, payment_id=cs.payment_id,
                      body=RefundPaymentBody(amount=5_000, reason="returned"))
    assert refunded.status == "partially_refunded"
    payment = s.call(get_core_payment, payment_id=cs.payment_id)
    assert payment.status == "partially_refunded" and len(payment.refunds) == 1
    merchant = s.call(get_merchant_wallet)
    iqd = next(a for a in merchant.accounts if a.currency == "IQD")
    assert iqd.available >= 14_850 and iqd.display.replace(",", "").isdigit()
    wallet = s.call(sandbox_wallet, user_id="py-1001")
    assert next(a for a in wallet.accounts if a.currency == "IQD").available == 85_000


def test_refusals_are_typed_by_their_code(server):
    s = client(server)
    with pytest.raises(errors.ValidationError) as e:
        s.call(create_checkout_session, body=CreateCheckoutSessionBody(
            external_user_id="nobody", amount=-5, currency="IQD",
            success_url="https://shop.example/ok", cancel_url="https://shop.example/cancel"))
    assert e.value.status == 422 and "amount" in e.value.fields and e.value.request_id.startswith("req_")
    with pytest.raises(errors.PaymentNotFound):
        s.call(get_core_payment, payment_id="pay_00000000000000000000000000")
    buyer(s, "py-short", amount=1_000)
    cs = session(s, "py-short")
    with pytest.raises(errors.InsufficientBalance) as e:
        s.call(sandbox_pay_checkout, session_id=cs.id, body=SandboxPayCheckoutBody(pin="1234"))
    assert isinstance(e.value, errors.SanduqError)
    # the same key with another body: a 409, never retried
    key = str(uuid.uuid4())
    s.call(sync_user, idempotency_key=key, body=SyncUserBody(external_user_id="py-k", name="A", phone=None))
    before = s.transport.attempts
    with pytest.raises(errors.IdempotencyKeyReused):
        s.call(sync_user, idempotency_key=key, body=SyncUserBody(external_user_id="py-k", name="B", phone=None))
    assert s.transport.attempts == before + 1


def test_lists_page_by_cursor_and_the_gateway_is_signed(server):
    s = client(server, gateway_key=server["hmac_key_id"], gateway_secret=server["hmac_secret"])
    for i in range(3):
        buyer(s, f"py-page-{i}")
    events = list(s.paginate("/events", "events", {"per_page": 2, "types": "user.*"}))
    ids = [e["id"] for e in events]
    assert len(ids) == len(set(ids)) and len(ids) >= 6
    assert all(e["type"].startswith("user.") for e in events)
    # the generated gateway list, signed with HMAC by the transport (no Bearer key sent)
    unsigned = Sanduq(server["base"], "sk_sandbox_wrong", gateway_key=server["hmac_key_id"],
                      gateway_secret=server["hmac_secret"])
    listed = unsigned.call(list_payments, per_page=5)
    assert isinstance(listed.payments, list)
    with pytest.raises(errors.HmacSignatureInvalid):
        Sanduq(server["base"], "sk_sandbox_wrong", gateway_key=server["hmac_key_id"],
               gateway_secret="not-it").call(list_payments)
    assert sign("k", "1", "get", "/api/v1/x", b"") == sign("k", "1", "GET", "/api/v1/x", b"")


def test_webhooks_verify_with_the_endpoint_secret():
    import base64, hashlib, hmac, time, json
    secret = "whsec_" + base64.b64encode(b"0123456789abcdef0123456789abcdef").decode()
    body = json.dumps({"id": "evt_1", "type": "payment.completed"})
    ts = str(int(time.time()))
    mac = hmac.new(b"0123456789abcdef0123456789abcdef", f"evt_1.{ts}.{body}".encode(), hashlib.sha256)
    headers = {"Webhook-Id": "evt_1", "Webhook-Timestamp": ts,
               "Webhook-Signature": "v1," + base64.b64encode(mac.digest()).decode()}
    assert verify_webhook(secret, body.encode(), headers)["type"] == "payment.completed"
    with pytest.raises(Exception):
        verify_webhook(secret, body.replace("completed", "refunded"), headers)


class DropFirstAnswer:
    """A proxy in front of sanduq: the first request is forwarded (so it takes effect) but
    its answer is dropped (the connection closed); later ones pass."""

    def __init__(self, target: str):
        host, port = target.removeprefix("http://").split(":")
        self.target = (host, int(port))
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.url = "http://127.0.0.1:%d" % self.sock.getsockname()[1]
        self.seen = 0
        threading.Thread(target=self.run, daemon=True).start()

    def run(self):
        while True:
            conn, _ = self.sock.accept()
            threading.Thread(target=self.one, args=(conn,), daemon=True).start()

    def one(self, conn):
        request = b""
        while b"\r\n\r\n" not in request:
            request += conn.recv(65536)
        head, _, body = request.partition(b"\r\n\r\n")
        length = next((int(l.split(b":")[1]) for l in head.split(b"\r\n") if l.lower().startswith(b"content-length")), 0)
        while len(body) < length:
            body += conn.recv(65536)
        head = b"\r\n".join(l for l in head.split(b"\r\n") if not l.lower().startswith(b"connection")) + b"\r\nConnection: close"
        up = socket.create_connection(self.target)
        up.sendall(head + b"\r\n\r\n" + body)
        answer = b""
        while chunk := up.recv(65536):
            answer += chunk
        up.close()
        self.seen += 1
        if self.seen > 1:
            conn.sendall(answer)
        conn.close()


def test_a_lost_answer_is_retried_with_the_same_key_and_takes_effect_once(server):
    s = client(server)
    buyer(s, "py-retry", amount=10_000)
    proxy = DropFirstAnswer(server["base"])
    flaky = Sanduq(proxy.url, server["secret_key"], backoff=0.05)
    wallet = flaky.call(sandbox_top_up, body=SandboxTopUpBody(user_id="py-retry", currency="IQD", amount=7_000))
    assert proxy.seen == 2, "the first answer was lost, the retry got the replay"
    assert flaky.transport.attempts == 2
    assert next(a for a in wallet.accounts if a.currency == "IQD").available == 17_000
    after = s.call(sandbox_wallet, user_id="py-retry")
    assert next(a for a in after.accounts if a.currency == "IQD").available == 17_000, "one effect"


def test_429_and_5xx_wait_as_told_then_retry():
    calls = []

    def answer(request):
        calls.append(request.headers.get("idempotency-key"))
        if len(calls) == 1:
            return httpx.Response(429, headers={"retry-after": "0"}, json={"success": False})
        if len(calls) == 2:
            return httpx.Response(503, json={"success": False})
        return httpx.Response(200, json={"success": True, "data": {"ok": 1}})

    t = RetryTransport(httpx.MockTransport(answer), backoff=0.01)
    http = httpx.Client(transport=t, base_url="http://x")
    r = http.post("/api/v1/anything", json={}, headers={"idempotency-key": "k-1"})
    assert r.status_code == 200 and calls == ["k-1", "k-1", "k-1"]
    # a write without a key is not retried; a 409 or 422 never is
    calls.clear()
    r = http.post("/api/v1/anything", json={})
    assert r.status_code == 429 and len(calls) == 1
    t2 = RetryTransport(httpx.MockTransport(lambda req: httpx.Response(409, json={})), backoff=0.01)
    assert httpx.Client(transport=t2, base_url="http://x").get("/x").status_code == 409 and t2.attempts == 1
