#!/usr/bin/env python3
"""Writes events/<family>/<name>.json: one API Gateway HTTP API (payload 2.0) sample event per
route, in the shape of aws_lambda_events' example-apigw-v2-request-no-authorizer fixture.

The sample keys below are the ones the Lambda tests seed into their store; ids such as
cs_sample... and pay_sample... are placeholders the tests replace with real ids.
Run: python3 infra/make_events.py
"""
import base64
import hashlib
import hmac
import json
import pathlib
import sys

SK = "sk_sandbox_sample0000000000000000000000000000000000000000000000000000"
ADMIN = "adm_sample000000000000000000000000000000000000000000000000000000000"
IDEM = "7f3c1a52-8d4e-4b6f-9a0e-2c5d8e1f3a7b"
MK = "mk_sample000000000000000000"
MK_SECRET = "sample0hmac0secret000000000000000000000000000000000000000000000000"
TOKEN = "est_sample0000000000000000000000000000000000000000000000000000000000"
TS = "1795341600"  # the samples' X-Api-Timestamp; tests re-sign with the current time
HMAC = "hmac"  # marks a gateway sample signed with MK/MK_SECRET
PUBLIC_IDEM = "public-idem"  # marks a public sample that carries an Idempotency-Key (the hosted page's pay)
# the dashboard's cookies: a session (dss_SESSION and CSRF_TOKEN are replaced by the tests
# with a real session's), or a sign-in form's pre-session token
PRESESSION = "dsp_sample0000000000000000000000000000000000000000000000000000000"
SESSION = "cookie:sanduq_session=dss_SESSION"
PRE = f"cookie:sanduq_presession={PRESESSION}"
PAY = "pay_sample000000000000000000"
# the hosted wallet's cookies: a signed-in browser (wck_SESSION and CSRF_TOKEN are replaced
# by the tests with a real sign-in's), or a sign-in form's pre-session token
WPRESESSION = "wps_sample0000000000000000000000000000000000000000000000000000000"
WSESSION = "cookie:sanduq_wallet=wck_SESSION"
WPRE = f"cookie:sanduq_wallet_pre={WPRESESSION}"
MER = "mer_sample000000000000000000"
# the agent app's cookies: a signed-in till (ack_SESSION and CSRF_TOKEN replaced by the tests
# with a real sign-in's), or a sign-in form's pre-session token
APRESESSION = "aps_sample0000000000000000000000000000000000000000000000000000000"
ASESSION = "cookie:sanduq_agent=ack_SESSION"
APRE = f"cookie:sanduq_agent_pre={APRESESSION}"
PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
PK = "pk_sandbox_sample0000000000000000000000000000000000000000000000000000"
USER = "USER_ACCESS_TOKEN"  # a user's access token: the tests put a real one in
AGENT = "AGENT_ACCESS_TOKEN"  # an agent's access token: the tests put a real one in
OTP = "otp_sample000000000000000000"
DEP = "usr_sampledependant000000000"  # a family wallet: the tests put a real id in
# the console's cookies: an operator's session (ops_SESSION and CSRF_TOKEN replaced by the
# tests with a real sign-in's), or the sign-in form's pre-session token
CPRESESSION = "csp_sample0000000000000000000000000000000000000000000000000000000"
CSESSION = "cookie:sanduq_console=ops_SESSION"
CPRE = f"cookie:sanduq_console_pre={CPRESESSION}"
# an operator's invitation and session: the tests put real ones in (and the TOTP code)
OPI = "opi_INVITATION"
OPS = "ops_SESSION"
OPS_PASSWORD = "correct horse battery staple"

ROUTES = {
    "core": [
        ("users-sync", "POST", "/api/v1/users/sync", SK, {"external_user_id": "cust-1001", "name": "Zainab Ali", "email": "zainab@example.iq", "phone": "+9647701234567"}),
        ("checkout-sessions-create", "POST", "/api/v1/checkout/sessions", SK, {"external_user_id": "cust-1001", "amount": 25000, "currency": "IQD", "description": "Order #1001", "success_url": "https://shop.example/success", "cancel_url": "https://shop.example/cancel", "metadata": {"order_id": "1001"}}),
        ("checkout-sessions-get", "GET", "/api/v1/checkout/sessions/cs_sample000000000000000000", SK, None),
        ("payments-get", "GET", "/api/v1/payments/pay_sample00000000000000000", SK, None),
        ("payments-capture", "POST", "/api/v1/payments/pay_sample00000000000000000/capture", SK, {"amount": 20000}),
        ("payments-refund", "POST", "/api/v1/payments/pay_sample00000000000000000/refund", SK, {"amount": 5000, "reason": "Item returned", "metadata": {"rma": "77"}}),
        ("merchant-wallet", "GET", "/api/v1/merchant/wallet", SK, None),
        ("balance", "GET", "/api/v1/balance", SK, None),
        ("balance-transactions", "GET", "/api/v1/balance/transactions?type=payment&limit=10", SK, None),
        ("balance-transaction", "GET", "/api/v1/balance/transactions/txn_sample000000000000000000", SK, None),
        ("receipt-get", "GET", "/api/v1/receipts/rcp_sample000000000000000000", SK, None),
        ("payouts-create", "POST", "/api/v1/payouts", SK, {"amount": 250000, "currency": "IQD", "destination": "IQ98RAFI0000123456789"}),
        ("payouts-get", "GET", "/api/v1/payouts/po_sample000000000000000000", SK, None),
        ("payouts-list", "GET", "/api/v1/payouts?status=pending&limit=10", SK, None),
        ("payout-transactions", "GET", "/api/v1/payouts/po_sample000000000000000000/transactions?limit=50", SK, None),
        ("payout-settings-get", "GET", "/api/v1/merchant/payout-settings", SK, None),
        ("reports-create", "POST", "/api/v1/reports", SK, {"type": "balance_transactions", "from": "2026-01-01T00:00:00Z", "to": "2100-01-01T00:00:00Z", "currency": "IQD"}),
        ("reports-list", "GET", "/api/v1/reports?limit=10", SK, None),
        ("reports-get", "GET", "/api/v1/reports/rpt_sample000000000000000000", SK, None),
        ("reports-file", "GET", "/api/v1/reports/rpt_sample000000000000000000/file", SK, None),
        ("payout-settings-patch", "PATCH", "/api/v1/merchant/payout-settings", SK, {"schedule": "daily", "minimum_amount": 100000, "currency": "IQD", "bank_account": {"iban": "IQ98 NBIQ 8501 2345 6789 012", "holder_name": "Baghdad Books LLC"}}),
        ("fx-rates", "GET", "/api/v1/fx/rates", SK, None),
        ("branding-get", "GET", "/api/v1/merchant/branding", SK, None),
        ("branding-patch", "PATCH", "/api/v1/merchant/branding", SK, {"name": "Baghdad Books", "brand_color": "#0B5FFF", "logo_url": "https://shop.example/logo.png", "support_url": "https://shop.example/help"}),
    ],
    "embedded": [
        ("checkout-sessions-create", "POST", "/api/v1/embedded/checkout/sessions", SK, {"user_id": "cust-1001", "amount": 25000, "currency": "IQD", "description": "Order #1001", "reference": "order-1001", "capture_mode": "automatic", "redirect_url": "https://shop.example/return", "metadata": {"order_id": "1001"}, "expires_in": 1800}),
        ("checkout-sessions-get", "GET", "/api/v1/embedded/checkout/sessions/ses_sample000000000000000000", SK, None),
        ("payments-get", "GET", "/api/v1/embedded/payments/pay_sample00000000000000000", SK, None),
        ("popup-session", "POST", "/api/v1/embedded/popup/session", None, {"session_token": TOKEN}),
        ("popup-pin", "POST", "/api/v1/embedded/popup/pin", None, {"session_token": TOKEN, "pin": "1234"}),
        ("popup-confirm", "POST", "/api/v1/embedded/popup/confirm", None, {"session_token": TOKEN, "pin": "1234"}),
        ("popup-close", "POST", "/api/v1/embedded/popup/close", None, {"session_token": TOKEN}),
        ("popup-fx-quote", "POST", "/api/v1/embedded/popup/fx-quote", None, {"session_token": TOKEN}),
        ("qr-generate", "POST", "/api/v1/embedded/qr/generate", SK, {"amount": 3000, "currency": "IQD", "description": "2 teas", "reference": "pos-7", "format": "png", "size": 400, "expires_in": 300, "metadata": {"till": "3"}}),
        ("amount-words", "GET", "/api/v1/amount-words?amount=25000&currency=IQD&locale=ar", PK, None),
        ("qr-generate-emvco", "POST", "/api/v1/embedded/qr/generate", SK, {"amount": 3000, "currency": "IQD", "description": "2 teas", "reference": "pos-7", "format": "svg", "payload_format": "emvco", "metadata": {"terminal": "T3"}}),
        ("qr-charge", "POST", "/api/v1/embedded/qr/charge", SK, {"user_token": "uqt_sample0000000000000000000000000000000000000000000000000000000000", "amount": 3000, "currency": "IQD", "description": "2 teas", "reference": "pos-7"}),
    ],
    "webhooks": [
        ("endpoints-create", "POST", "/api/v1/webhooks/endpoints", SK, {"url": "https://shop.example/webhooks/sanduq", "events": ["payment.completed", "payment.refunded"], "description": "Order fulfilment"}),
        ("endpoints-list", "GET", "/api/v1/webhooks/endpoints", SK, None),
        ("endpoints-get", "GET", "/api/v1/webhooks/endpoints/we_sample000000000000000000", SK, None),
        ("endpoints-patch", "PATCH", "/api/v1/webhooks/endpoints/we_sample000000000000000000", SK, {"disabled": True}),
        ("endpoints-rotate", "POST", "/api/v1/webhooks/endpoints/we_sample000000000000000000/rotate-secret", SK, {}),
        ("endpoints-delete", "DELETE", "/api/v1/webhooks/endpoints/we_sample000000000000000000", SK, None),
        ("endpoints-recover", "POST", "/api/v1/webhooks/endpoints/we_sample000000000000000000/recover", SK, {"since": "2026-11-20T00:00:00Z"}),
        ("events-list", "GET", "/api/v1/events?type=user.created&per_page=20", SK, None),
        ("events-get", "GET", "/api/v1/events/evt_sample000000000000000000", SK, None),
        ("events-resend", "POST", "/api/v1/events/evt_sample000000000000000000/resend", SK, {"endpoint_id": "we_sample000000000000000000"}),
        ("request-logs", "GET", "/api/v1/request-logs?per_page=20", SK, None),
    ],
    "links": [
        ("payment-links-create", "POST", "/api/v1/embedded/payment-links", SK, {"amount": 25000, "currency": "IQD", "description": "Baghdad Books gift card", "reference": "gift-25k", "redirect_url": "https://shop.example/thanks", "max_uses": 3, "metadata": {"campaign": "eid"}}),
        ("payment-links-list", "GET", "/api/v1/embedded/payment-links?per_page=20", SK, None),
        ("payment-links-get", "GET", "/api/v1/embedded/payment-links/pl_sample000000000000000000", SK, None),
        ("payment-links-deactivate", "DELETE", "/api/v1/embedded/payment-links/pl_sample000000000000000000", SK, None),
        ("link-page-get", "GET", "/api/v1/links/pl_sample000000000000000000", None, None),
        ("link-page-pay", "POST", "/api/v1/links/pl_sample000000000000000000/pay", PUBLIC_IDEM, {"user": "+9647701234567", "pin": "1234"}),
        ("link-page-fx-quote", "POST", "/api/v1/links/pl_sample000000000000000000/fx-quote", None, {"user": "+9647701234567"}),
    ],
    "subscriptions": [
        ("plans-create", "POST", "/api/v1/subscriptions/plans", SK, {"name": "Gym monthly", "amount": 25000, "currency": "IQD", "interval": "monthly", "trial_days": 7, "grace_period_days": 7}),
        ("plans-list", "GET", "/api/v1/subscriptions/plans?per_page=20", SK, None),
        ("plans-get", "GET", "/api/v1/subscriptions/plans/plan_sample000000000000000000", SK, None),
        ("plans-archive", "POST", "/api/v1/subscriptions/plans/plan_sample000000000000000000/archive", SK, {}),
        ("subscriptions-create", "POST", "/api/v1/subscriptions", SK, {"plan_id": "plan_sample000000000000000000", "customer_id": "cust-1001"}),
        ("subscriptions-list", "GET", "/api/v1/subscriptions?customer_id=cust-1001&per_page=20", SK, None),
        ("subscriptions-get", "GET", "/api/v1/subscriptions/sub_sample000000000000000000", SK, None),
        ("subscriptions-pause", "POST", "/api/v1/subscriptions/sub_sample000000000000000000/pause", SK, {}),
        ("subscriptions-resume", "POST", "/api/v1/subscriptions/sub_sample000000000000000000/resume", SK, {}),
        ("subscriptions-cancel", "POST", "/api/v1/subscriptions/sub_sample000000000000000000/cancel", SK, {"at_period_end": True}),
    ],
    "sandbox": [
        ("wallets-topup", "POST", "/api/v1/sandbox/wallets/topup", SK, {"user_id": "cust-1001", "currency": "IQD", "amount": 100000}),
        ("wallets-get", "GET", "/api/v1/sandbox/wallets/cust-1001", SK, None),
        ("users-pin", "POST", "/api/v1/sandbox/users/cust-1001/pin", SK, {"pin": "1234"}),
        ("users-qr-token", "POST", "/api/v1/sandbox/users/cust-1001/qr-token", SK, {}),
        ("qr-pay", "POST", "/api/v1/sandbox/qr/qr_sample000000000000000000/pay", SK, {"user_id": "cust-1001", "pin": "1234"}),
        ("checkout-sessions-pay", "POST", "/api/v1/sandbox/checkout/sessions/cs_sample000000000000000000/pay", SK, {"pin": "1234"}),
        ("clock-get", "GET", "/api/v1/sandbox/clock", SK, None),
        ("clock-advance", "POST", "/api/v1/sandbox/clock/advance", SK, {"seconds": 1800}),
        ("sms-inbox", "GET", "/api/v1/sandbox/sms?phone=%2B9647701234567", SK, None),
    ],
    "agents": [
        ("create", "POST", "/api/v1/agents", SK, {"name": "Karrada cash point", "phone": "+9647801234567", "location": {"governorate": "baghdad", "district": "Karrada", "address": "Street 62"}, "till_number": "T-7"}),
        ("list", "GET", "/api/v1/agents?governorate=baghdad&limit=10", SK, None),
        ("get", "GET", "/api/v1/agents/ag_sample000000000000000000", SK, None),
        ("update", "PATCH", "/api/v1/agents/ag_sample000000000000000000", SK, {"limits": {"IQD": {"max_float": 20000000}}}),
        ("float", "POST", "/api/v1/agents/ag_sample000000000000000000/float", SK, {"amount": 1000000, "currency": "IQD", "direction": "in"}),
        ("agent-auth-otp", "POST", "/api/v1/agent/auth/otp", PK, {"phone": "+9647801234567"}),
        ("agent-auth-verify", "POST", "/api/v1/agent/auth/verify", PK, {"otp_id": OTP, "code": "123456"}),
        ("agent-get", "GET", "/api/v1/agent", AGENT, None),
        ("agent-statement", "GET", "/api/v1/agent/statement", AGENT, None),
        ("fees-get", "GET", "/api/v1/agent-fees", SK, None),
        ("settings-get", "GET", "/api/v1/agent-settings", SK, None),
        ("agent-deposit", "POST", "/api/v1/agent/deposits", AGENT, {"amount": 500000, "currency": "IQD", "pin": "2580"}),
        ("deposits-list", "GET", "/api/v1/agent-deposits?status=pending", SK, None),
        ("deposit-confirm", "POST", "/api/v1/agent-deposits/adp_sample000000000000000000/confirm", SK, {}),
        ("deposit-reject", "POST", "/api/v1/agent-deposits/adp_sample000000000000000000/reject", SK, {}),
        ("settings-update", "PATCH", "/api/v1/agent-settings", SK, {"smallest_iqd_note": 250, "user_daily_iqd": 1000000}),
        ("fees-put", "PUT", "/api/v1/agent-fees", SK, {"IQD": {"cash_in": {"paid_by": "user", "agent_share_bps": 5000, "tiers": [{"up_to": 100000, "fixed": 500}, {"bps": 100}]}, "cash_out": {"paid_by": "merchant", "agent_share_bps": 10000, "tiers": [{"fixed": 1000}]}}}),
        ("agent-cash-ins-preview", "POST", "/api/v1/agent/cash-ins/preview", AGENT, {"phone": "+9647701234567", "amount": 10000, "currency": "IQD"}),
        ("agent-commission-move", "POST", "/api/v1/agent/commission/move", AGENT, {"amount": 500, "currency": "IQD", "pin": "2580"}),
        ("withdrawal-preview", "POST", "/api/v1/wallet/withdrawals/preview", USER, {"amount": 5000, "currency": "IQD"}),
        ("statement", "GET", "/api/v1/agents/ag_sample000000000000000000/statement?date=2026-12-07", SK, None),
        ("agent-pin", "POST", "/api/v1/agent/pin", AGENT, {"pin": "2580"}),
        ("agent-users", "GET", "/api/v1/agent/users?phone=%2B9647701234567", AGENT, None),
        ("agent-cash-ins", "POST", "/api/v1/agent/cash-ins", AGENT, {"phone": "+9647701234567", "amount": 10000, "currency": "IQD", "pin": "2580"}),
        ("withdraw", "POST", "/api/v1/wallet/withdrawals", USER, {"amount": 5000, "currency": "IQD", "pin": "1234"}),
        ("wallet-agents", "GET", "/api/v1/wallet/agents?governorate=baghdad", USER, None),
        ("withdrawal-get", "GET", "/api/v1/wallet/withdrawals/wd_sample000000000000000000", USER, None),
        ("withdrawal-cancel", "POST", "/api/v1/wallet/withdrawals/wd_sample000000000000000000/cancel", USER, {}),
        ("agent-redeem", "POST", "/api/v1/agent/withdrawals/redeem", AGENT, {"code": "1234567890", "amount": 5000, "pin": "2580"}),
        ("withdrawals-list", "GET", "/api/v1/wallet/withdrawals?status=pending&limit=10", USER, None),
        ("agent-operations", "GET", "/api/v1/agent/operations?limit=50", AGENT, None),
    ],
    "disputes": [
        ("open", "POST", "/api/v1/wallet/disputes", USER, {"payment_id": "pay_sample00000000000000000", "reason": "not_received", "amount": 5000, "description": "The order never came"}),
        ("mine-list", "GET", "/api/v1/wallet/disputes?status=needs_response&limit=10", USER, None),
        ("mine-get", "GET", "/api/v1/wallet/disputes/dp_sample000000000000000000", USER, None),
        ("withdraw", "POST", "/api/v1/wallet/disputes/dp_sample000000000000000000/withdraw", USER, {}),
        ("list", "GET", "/api/v1/disputes?status=needs_response&limit=10", SK, None),
        ("get", "GET", "/api/v1/disputes/dp_sample000000000000000000", SK, None),
        ("evidence", "POST", "/api/v1/disputes/dp_sample000000000000000000/evidence", SK, {"text": "Delivered on 3 December, signed for by the buyer", "files": [{"name": "delivery-note.png", "data": PNG_1PX}]}),
        ("submit", "POST", "/api/v1/disputes/dp_sample000000000000000000/submit", SK, {}),
        ("accept", "POST", "/api/v1/disputes/dp_sample000000000000000000/accept", SK, {}),
    ],
    "wallet": [
        ("auth-otp", "POST", "/api/v1/wallet/auth/otp", PK, {"phone": "+9647701234567"}),
        ("auth-verify", "POST", "/api/v1/wallet/auth/verify", PK, {"otp_id": OTP, "code": "123456"}),
        ("auth-refresh", "POST", "/api/v1/wallet/auth/refresh", PK, {"refresh_token": "wrt_sample0000000000000000000000000000000000000000000000000000000000"}),
        ("auth-sign-out", "POST", "/api/v1/wallet/auth/sign-out", USER, {}),
        ("wallet-get", "GET", "/api/v1/wallet", USER, None),
        ("transactions", "GET", "/api/v1/wallet/transactions?currency=IQD&limit=20", USER, None),
        ("transfers-send", "POST", "/api/v1/wallet/transfers", USER, {"to": "+9647711111111", "amount": 5000, "currency": "IQD", "note": "lunch", "pin": "5678"}),
        ("transfers-preview", "POST", "/api/v1/wallet/transfers/preview", USER, {"to": "+9647711111111", "amount": 5000, "currency": "IQD"}),
        ("transfers-get", "GET", "/api/v1/wallet/transfers/trf_sample000000000000000000", USER, None),
        ("cash-outs-create", "POST", "/api/v1/wallet/cash-outs", USER, {"amount": 20000, "currency": "IQD", "method": "bank_account", "destination": "IQ98RAFI0000123456789", "pin": "1234"}),
        ("cash-outs-get", "GET", "/api/v1/wallet/cash-outs/co_sample000000000000000000", USER, None),
        ("kyc-submit", "POST", "/api/v1/wallet/kyc", USER, {"tier": 1, "full_name": "Zainab Ali Hassan", "date_of_birth": "1994-03-21", "document_type": "national_id", "document_number": "A98765432", "document_image": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="}),
        ("kyc-get", "GET", "/api/v1/wallet/kyc", USER, None),
        ("exchange-quote", "POST", "/api/v1/wallet/exchange/quotes", USER, {"from_currency": "IQD", "to_currency": "USD", "to_amount": 1000}),
        ("exchange", "POST", "/api/v1/wallet/exchange", USER, {"quote_id": "fxq_sample000000000000000000", "pin": "1234"}),
        ("pin-set", "POST", "/api/v1/wallet/pin", USER, {"pin": "1234"}),
        ("pin-change", "POST", "/api/v1/wallet/pin/change", USER, {"pin": "1234", "new_pin": "5678"}),
        ("pin-reset", "POST", "/api/v1/wallet/pin/reset", USER, {"otp_id": OTP, "code": "123456", "new_pin": "5678"}),
        ("payment-codes", "POST", "/api/v1/wallet/payment-codes", USER, {"pin": "5678"}),
        ("qr-get", "GET", "/api/v1/wallet/qr/qr_sample000000000000000000", USER, None),
        ("qr-read", "POST", "/api/v1/wallet/qr/read", USER, {"payload": "EMVCO_PAYLOAD"}),
        ("qr-pay", "POST", "/api/v1/wallet/qr/qr_sample000000000000000000/pay", USER, {"pin": "1234"}),
        ("sessions-mint", "POST", "/api/v1/users/cust-1001/sessions", SK, {}),
        ("cash-in", "POST", "/api/v1/wallets/cust-1001/cash-in", SK, {"amount": 50000, "currency": "IQD", "reference": "till 3, receipt 981"}),
        ("users-list", "GET", "/api/v1/users?status=active&limit=20", SK, None),
        ("users-get", "GET", "/api/v1/users/cust-1001", SK, None),
        ("transfers-list", "GET", "/api/v1/transfers?limit=20", SK, None),
        ("cash-ins-list", "GET", "/api/v1/cash-ins?limit=20", SK, None),
        ("cash-outs-list", "GET", "/api/v1/cash-outs?status=pending&limit=20", SK, None),
        ("dependants-create", "POST", "/api/v1/wallet/dependants", USER, {"name": "Zaid Ali", "date_of_birth": "2014-03-01"}),
        ("dependants-list", "GET", "/api/v1/wallet/dependants", USER, None),
        ("dependants-get", "GET", f"/api/v1/wallet/dependants/{DEP}", USER, None),
        ("dependants-update", "PATCH", f"/api/v1/wallet/dependants/{DEP}", USER, {"rules": {"per_payment": {"IQD": 25000}, "daily": {"IQD": 50000}, "notify_over": {"IQD": 10000}, "cash_out": False, "transfers": "guardian_only", "paused": False}}),
        ("dependants-transactions", "GET", f"/api/v1/wallet/dependants/{DEP}/transactions?currency=IQD&limit=20", USER, None),
        ("dependants-sign-in-code", "POST", f"/api/v1/wallet/dependants/{DEP}/sign-in-codes", USER, {}),
        ("auth-family-code", "POST", "/api/v1/wallet/auth/family-code", PK, {"code": "12345 67890"}),
    ],
    "wallet_app": [
        ("signin-page", "GET", f"/wallet/signin?merchant={MER}&locale=ku", None, None),
        ("signin", "POST", "/wallet/signin", WPRE, f"csrf={WPRESESSION}&merchant={MER}&phone=0770+123+4567"),
        ("verify", "POST", "/wallet/signin/verify", WPRE, f"csrf={WPRESESSION}&merchant={MER}&otp_id={OTP}&code=123456"),
        ("signout", "POST", "/wallet/signout", WSESSION, "csrf=CSRF_TOKEN"),
        ("home", "GET", "/wallet", WSESSION, None),
        ("statement", "GET", "/wallet/statement?currency=IQD", WSESSION, None),
        ("code", "GET", "/wallet/code", WSESSION, None),
        ("code-new", "POST", "/wallet/code", WSESSION, "csrf=CSRF_TOKEN"),
        ("pay", "GET", "/wallet/pay", WSESSION, None),
        ("pay-find", "GET", "/wallet/pay/find?code=1234+5678", WSESSION, None),
        ("pay-confirm", "GET", "/wallet/pay/qr_sample000000000000000000", WSESSION, None),
        ("pay-post", "POST", "/wallet/pay/qr_sample000000000000000000", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&pin=1234"),
        ("send-page", "GET", "/wallet/send", WSESSION, None),
        ("send", "POST", "/wallet/send", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&to=%2B9647711111111&amount=5%2C000&currency=IQD&note=lunch&pin=1234"),
        ("send-review", "POST", "/wallet/send/review", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&to=%2B9647711111111&amount=5%2C000&currency=IQD&note=lunch"),
        ("send-edit", "POST", "/wallet/send/edit", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&to=%2B9647711111111&amount=5%2C000&currency=IQD&note=lunch"),
        ("exchange-page", "GET", "/wallet/exchange", WSESSION, None),
        ("exchange-quote", "POST", "/wallet/exchange/quote", WSESSION, "csrf=CSRF_TOKEN&amount=10&from=USD"),
        ("exchange", "POST", "/wallet/exchange", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&quote_id=fxq_sample000000000000000000&pin=1234"),
        ("cash-out-page", "GET", "/wallet/cash-out", WSESSION, None),
        ("disputes", "GET", "/wallet/disputes", WSESSION, None),
        ("report-problem", "GET", "/wallet/disputes/new?payment=pay_sample00000000000000000&currency=IQD", WSESSION, None),
        ("dispute-open", "POST", "/wallet/disputes", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&payment_id=pay_sample00000000000000000&currency=IQD&reason=not_received&amount=&description=The+order+never+came"),
        ("dispute-withdraw", "POST", "/wallet/disputes/dp_sample000000000000000000/withdraw", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}"),
        ("cash-out", "POST", "/wallet/cash-out", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&amount=20000&currency=IQD&method=bank_account&destination=IQ98RAFI0000123456789&pin=1234"),
        ("identity", "GET", "/wallet/identity", WSESSION, None),
        ("identity-submit", "POST", "/wallet/identity", WSESSION, ("multipart", [("csrf", "CSRF_TOKEN"), ("idempotency_key", IDEM), ("tier", "1"), ("full_name", "Zainab Ali Hassan"), ("date_of_birth", "1994-03-21"), ("document_type", "national_id"), ("document_number", "SANDBOX-APPROVE")], ("document_image", "id.png", "image/png", PNG_1PX))),
        ("security", "GET", "/wallet/security", WSESSION, None),
        ("pin-set", "POST", "/wallet/security/set", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&pin=1234"),
        ("pin-change", "POST", "/wallet/security/change", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&pin=1234&new_pin=5678"),
        ("pin-reset-code", "POST", "/wallet/security/reset-code", WSESSION, "csrf=CSRF_TOKEN"),
        ("pin-reset", "POST", "/wallet/security/reset", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&otp_id={OTP}&code=123456&new_pin=5678"),
        ("offline", "GET", "/wallet/offline", None, None),
        ("manifest", "GET", "/wallet/manifest.webmanifest?locale=ar", None, None),
        ("worker", "GET", "/wallet/sw.js", None, None),
        ("icon", "GET", "/wallet/icons/icon-192.png", None, None),
        ("withdraw-page", "GET", "/wallet/withdraw", WSESSION, None),
        ("withdraw-review", "POST", "/wallet/withdraw/review", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&amount=25%2C000&currency=IQD"),
        ("withdraw-edit", "POST", "/wallet/withdraw/edit", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&amount=25%2C000&currency=IQD"),
        ("withdraw", "POST", "/wallet/withdraw", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&amount=25%2C000&currency=IQD&pin=1234"),
        ("withdrawal", "GET", "/wallet/withdraw/wd_sample000000000000000000", WSESSION, None),
        ("withdrawal-cancel", "POST", "/wallet/withdraw/wd_sample000000000000000000/cancel", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}"),
        ("agents", "GET", "/wallet/agents?governorate=baghdad", WSESSION, None),
        ("family", "GET", "/wallet/family", WSESSION, None),
        ("family-add", "POST", "/wallet/family", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&name=Zaid+Ali&date_of_birth=2014-03-01&phone="),
        ("dependant", "GET", f"/wallet/family/{DEP}", WSESSION, None),
        ("dependant-rules", "POST", f"/wallet/family/{DEP}", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&per_payment=25%2C000&daily=50%2C000&notify_over=10%2C000&categories=5942&transfers=guardian_only"),
        ("dependant-pause", "POST", f"/wallet/family/{DEP}/pause", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&paused=1"),
        ("dependant-code", "POST", f"/wallet/family/{DEP}/code", WSESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}"),
        ("signin-family", "POST", "/wallet/signin/family", WPRE, f"csrf={WPRESESSION}&merchant={MER}&code=12345+67890"),
    ],
    "agent_app": [
        ("signin-page", "GET", f"/agent/signin?merchant={MER}&locale=ar", None, None),
        ("signin", "POST", "/agent/signin", APRE, f"csrf={APRESESSION}&merchant={MER}&phone=0780+123+4567"),
        ("verify", "POST", "/agent/signin/verify", APRE, f"csrf={APRESESSION}&merchant={MER}&otp_id={OTP}&code=123456"),
        ("home", "GET", "/agent", ASESSION, None),
        ("pin", "POST", "/agent/pin", ASESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&pin=2580"),
        ("cash-in-page", "GET", "/agent/cash-in", ASESSION, None),
        ("cash-in-review", "POST", "/agent/cash-in/review", ASESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&phone=0770+123+4567&amount=5%2C000&currency=IQD"),
        ("cash-in-edit", "POST", "/agent/cash-in/edit", ASESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&phone=0770+123+4567&amount=5%2C000&currency=IQD"),
        ("cash-in", "POST", "/agent/cash-in", ASESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&phone=0770+123+4567&amount=5%2C000&currency=IQD&pin=2580"),
        ("redeem-page", "GET", "/agent/redeem", ASESSION, None),
        ("redeem", "POST", "/agent/redeem", ASESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&code=123456+7890&amount=5%2C000&currency=IQD&pin=2580"),
        ("statement", "GET", "/agent/statement", ASESSION, None),
        ("signout", "POST", "/agent/signout", ASESSION, "csrf=CSRF_TOKEN"),
        ("manifest", "GET", "/agent/manifest.webmanifest?locale=ku", None, None),
    ],
    "admin": [
        ("merchants-create", "POST", "/api/v1/admin/merchants", ADMIN, {"name": "Baghdad Books", "status": "pending", "commission_bps": 150}),
        ("merchants-get", "GET", "/api/v1/admin/merchants/mer_sample000000000000000000", ADMIN, None),
        ("merchants-patch", "PATCH", "/api/v1/admin/merchants/mer_sample000000000000000000", ADMIN, {"rate_limit": 250}),
        ("merchants-status", "POST", "/api/v1/admin/merchants/mer_sample000000000000000000/status", ADMIN, {"status": "approved"}),
        ("keys-list", "GET", "/api/v1/admin/merchants/mer_sample000000000000000000/keys", ADMIN, None),
        ("keys-issue", "POST", "/api/v1/admin/merchants/mer_sample000000000000000000/keys", ADMIN, {"kind": "secret"}),
        ("keys-revoke", "POST", "/api/v1/admin/merchants/mer_sample000000000000000000/keys/key_sample000000000000000000/revoke", ADMIN, None),
        ("audit", "GET", "/api/v1/admin/merchants/mer_sample000000000000000000/audit", ADMIN, None),
        ("safeguarding", "GET", "/api/v1/admin/safeguarding", ADMIN, None),
        ("safeguarding-day", "GET", "/api/v1/admin/safeguarding/days?day=2026-12-05", ADMIN, None),
        ("disputes-queue", "GET", "/api/v1/admin/disputes?status=under_review&limit=20", ADMIN, None),
        ("dispute-review", "GET", "/api/v1/admin/disputes/dp_sample000000000000000000", ADMIN, None),
        ("dispute-file", "GET", "/api/v1/admin/disputes/dp_sample000000000000000000/files/file_sample000000000000000000", ADMIN, None),
        ("dispute-decide", "POST", "/api/v1/admin/disputes/dp_sample000000000000000000/decide", ADMIN, {"outcome": "won", "reason": "The courier's signed delivery note"}),
        ("screening-list-load", "POST", "/api/v1/admin/screening/lists", ADMIN, {"source": "own", "content": "[{\"name\": \"خالد جاسم التكريتي\", \"aliases\": [\"Khalid Jasim al-Tikriti\"], \"date_of_birth\": \"1961-03-14\", \"nationality\": \"IQ\"}]"}),
        ("screening-lists", "GET", "/api/v1/admin/screening/lists", ADMIN, None),
        ("screening-check", "POST", "/api/v1/admin/screening/check", ADMIN, {"name": "Khaled Jassim Tikriti", "date_of_birth": "1961"}),
        ("alerts-list", "GET", "/api/v1/admin/alerts?status=open&kind=screening", ADMIN, None),
        ("alert-get", "GET", "/api/v1/admin/alerts/alr_sample000000000000000000", ADMIN, None),
        ("alert-clear", "POST", "/api/v1/admin/alerts/alr_sample000000000000000000/clear", ADMIN, {"reason": "A namesake: born 1990 in Basra, the listed person in 1961 (national ID seen)"}),
        ("alert-confirm", "POST", "/api/v1/admin/alerts/alr_sample000000000000000000/confirm", ADMIN, {"reason": "Same name, date of birth and father's name as the listed person"}),
        ("cases-list", "GET", "/api/v1/admin/cases?status=open", ADMIN, None),
        ("case-open", "POST", "/api/v1/admin/cases", ADMIN, {"user_id": "usr_sample000000000000000000", "note": "The merchant reports cash-ins just under the limit, every day"}),
        ("case-get", "GET", "/api/v1/admin/cases/case_sample000000000000000000", ADMIN, None),
        ("case-assign", "POST", "/api/v1/admin/cases/case_sample000000000000000000/assign", ADMIN, {"assignee": "opr_sample000000000000000000"}),
        ("case-note", "POST", "/api/v1/admin/cases/case_sample000000000000000000/notes", ADMIN, {"text": "Called the merchant: the user says the money is a family's savings"}),
        ("case-file", "GET", "/api/v1/admin/cases/case_sample000000000000000000/files/file_sample000000000000000000", ADMIN, None),
        ("case-freeze", "POST", "/api/v1/admin/cases/case_sample000000000000000000/freeze", ADMIN, {"scope": "debits", "reason": "Structuring suspected while we look"}),
        ("case-unfreeze", "POST", "/api/v1/admin/cases/case_sample000000000000000000/unfreeze", ADMIN, {"reason": "Savings documented: the bank's letter is in the case"}),
        ("case-request-kyc", "POST", "/api/v1/admin/cases/case_sample000000000000000000/request-kyc", ADMIN, {"reason": "The ID card on file expired in 2025"}),
        ("case-close", "POST", "/api/v1/admin/cases/case_sample000000000000000000/close", ADMIN, {"reason": "Savings documented: no suspicion remains"}),
        ("case-report", "POST", "/api/v1/admin/cases/case_sample000000000000000000/report", ADMIN, {"reason": "Cash-ins just under the limit on 9 days running, then one transfer out of all of it", "action": "Wallet frozen for debits", "indicators": ["STRUC"]}),
        ("reports-list", "GET", "/api/v1/admin/reports", ADMIN, None),
        ("report-get", "GET", "/api/v1/admin/reports/rpt_sample000000000000000000", ADMIN, None),
        ("report-ctr", "GET", "/api/v1/admin/reports/ctr?date=2026-12-01", ADMIN, None),
        ("rules-list", "GET", "/api/v1/admin/rules", ADMIN, None),
        ("monitoring-lag", "GET", "/api/v1/admin/monitoring?limit=10000", ADMIN, None),
        ("rule-set", "PUT", "/api/v1/admin/rules/large-single-iqd", ADMIN, {"amount": 20000000, "shadow": True}),
        ("rule-backtest", "POST", "/api/v1/admin/rules/large-single-iqd/backtest", ADMIN, {"from": "2026-11-01", "to": "2026-11-30", "amount": 10000000}),
        ("bank-statement", "POST", "/api/v1/admin/safeguarding/bank-statements", ADMIN, {"currency": "IQD", "from": "2026-12-05", "to": "2026-12-05", "statement": "date,amount,reference\n2026-12-05,5000000,BT-2026-0001\n2026-12-05,-250000,po_sample000000000000000000\n"}),
        ("merchants-deposit", "POST", "/api/v1/admin/merchants/mer_sample000000000000000000/deposits", ADMIN, {"amount": 5000000, "currency": "IQD", "bank_reference": "RAFIDAIN-2026-11-25-0042"}),
        ("limits-get", "GET", "/api/v1/admin/merchants/mer_sample000000000000000000/limits", ADMIN, None),
        ("limits-set", "PATCH", "/api/v1/admin/merchants/mer_sample000000000000000000/limits", ADMIN, {"tier": 0, "currency": "IQD", "per_transfer": 100000, "daily_count": 10}),
        ("payouts-complete", "POST", "/api/v1/admin/payouts/po_sample000000000000000000/complete", ADMIN, {}),
        ("payouts-fail", "POST", "/api/v1/admin/payouts/po_sample000000000000000000/fail", ADMIN, {"reason": "The beneficiary account is closed"}),
        ("cash-outs-complete", "POST", "/api/v1/admin/cash-outs/co_sample000000000000000000/complete", ADMIN, {}),
        ("cash-outs-fail", "POST", "/api/v1/admin/cash-outs/co_sample000000000000000000/fail", ADMIN, {"reason": "The IBAN does not exist"}),
        ("fx-rates-set", "PUT", "/api/v1/admin/fx/rates", ADMIN, {"pair": "USD/IQD", "bid": "1287.5", "ask": "1312.5", "official": "1300", "valid_until": "2099-01-01T00:00:00Z"}),
        ("fx-rates-get", "GET", "/api/v1/admin/fx/rates", ADMIN, None),
        ("kyc-queue", "GET", "/api/v1/admin/kyc?limit=20", ADMIN, None),
        ("kyc-get", "GET", "/api/v1/admin/kyc/kyc_sample000000000000000000", ADMIN, None),
        ("kyc-document", "GET", "/api/v1/admin/kyc/kyc_sample000000000000000000/document", ADMIN, None),
        ("kyc-approve", "POST", "/api/v1/admin/kyc/kyc_sample000000000000000000/approve", ADMIN, {}),
        ("kyc-reject", "POST", "/api/v1/admin/kyc/kyc_sample000000000000000000/reject", ADMIN, {"reason": "The photo of the card is blurred"}),
        ("users-freeze", "POST", "/api/v1/admin/users/usr_sample000000000000000000/freeze", ADMIN, {"scope": "debits", "reason": "Suspected fraud, case 4512"}),
        ("users-unfreeze", "POST", "/api/v1/admin/users/usr_sample000000000000000000/unfreeze", ADMIN, {}),
        ("dashboard-users-create", "POST", "/api/v1/admin/merchants/mer_sample000000000000000000/dashboard-users", ADMIN, {"email": "owner@sample.example", "role": "owner", "password": "correct horse battery staple"}),
        ("merchants-list", "GET", "/api/v1/admin/merchants?q=baghdad&status=approved&limit=20", ADMIN, None),
        ("users-find", "GET", "/api/v1/admin/users?phone=07701234567", ADMIN, None),
        ("users-statement", "GET", "/api/v1/admin/users/usr_sample000000000000000000/statement?limit=20", ADMIN, None),
        ("deposits-find", "GET", "/api/v1/admin/merchants/mer_sample000000000000000000/deposits?bank_reference=rafidain-2026-11-25-0042", ADMIN, None),
        ("payouts-queue", "GET", "/api/v1/admin/payouts?status=pending&limit=20", ADMIN, None),
        ("cash-outs-queue", "GET", "/api/v1/admin/cash-outs?status=pending&limit=20", ADMIN, None),
        ("staff-invite", "POST", "/api/v1/admin/staff", ADMIN, {"email": "hana@ops.example", "roles": ["admin", "finance"]}),
        ("invitations-accept", "POST", "/api/v1/admin/invitations/accept", None, {"token": OPI, "password": OPS_PASSWORD}),
        ("sessions-create", "POST", "/api/v1/admin/sessions", None, {"email": "hana@ops.example", "password": OPS_PASSWORD, "code": "TOTP_CODE"}),
        ("staff-list", "GET", "/api/v1/admin/staff", OPS, None),
        ("staff-disable", "POST", "/api/v1/admin/staff/opr_sample000000000000000000/disable", OPS, None),
        ("staff-roles", "POST", "/api/v1/admin/staff/opr_sample000000000000000000/roles", OPS, {"roles": ["support", "kyc_reviewer"]}),
        ("platform-keys-issue", "POST", "/api/v1/admin/keys", OPS, {"service": "rafidain-bank", "scopes": ["payouts:complete"]}),
        ("platform-keys-list", "GET", "/api/v1/admin/keys", OPS, None),
        ("platform-keys-revoke", "POST", "/api/v1/admin/keys/opk_sample000000000000000000/revoke", OPS, None),
        ("approvals-list", "GET", "/api/v1/admin/approvals?status=pending_approval&limit=20", OPS, None),
        ("approvals-get", "GET", "/api/v1/admin/approvals/apr_sample000000000000000000", OPS, None),
        ("approvals-approve", "POST", "/api/v1/admin/approvals/apr_sample000000000000000000/approve", OPS, None),
        ("approvals-reject", "POST", "/api/v1/admin/approvals/apr_sample000000000000000000/reject", OPS, {"reason": "The bank statement shows no such transfer"}),
        ("audit-log", "GET", "/api/v1/admin/audit-log?limit=20", OPS, None),
        ("audit-log-export", "GET", "/api/v1/admin/audit-log/export?limit=100", OPS, None),
        ("sessions-end", "POST", "/api/v1/admin/sessions/end", OPS, None),
    ],
    "gateway": [
        ("payments-list", "GET", "/api/v1/gateway/payments?status=completed&currency=IQD&per_page=20", HMAC, None),
        ("payments-get", "GET", "/api/v1/gateway/payments/pay_sample00000000000000000", SK, None),
        ("payments-capture", "POST", "/api/v1/gateway/payments/pay_sample00000000000000000/capture", HMAC, {}),
        ("payments-void", "POST", "/api/v1/gateway/payments/pay_sample00000000000000000/void", HMAC, {"reason": "Customer cancelled the order"}),
        ("payments-refund", "POST", "/api/v1/gateway/payments/pay_sample00000000000000000/refund", HMAC, {"amount": 5000, "reason": "Item returned", "metadata": {"rma": "77"}}),
    ],
    "pages": [
        ("pay-page-get", "GET", "/pay/cs_sample000000000000000000", None, None),
        ("pay-page-post", "POST", "/pay/cs_sample000000000000000000", None, "pin=1234"),
        ("popup-page", "GET", "/embedded/checkout?mode=popup&locale=ar&theme=dark&origin=https%3A%2F%2Fshop.example", None, None),
        ("sdk", "GET", "/sdk/v1/sanduq.js", None, None),
        ("asset", "GET", "/assets/v1/checkout.css", None, None),
        ("link-page", "GET", "/links/pl_sample000000000000000000?locale=ar", None, None),
        ("short-link", "GET", "/l/Sample01", None, None),
        ("qr-image-png", "GET", "/qr/qr_sample000000000000000000.png", None, None),
        ("qr-image-svg", "GET", "/qr/qr_sample000000000000000000.svg", None, None),
        ("receipt-page", "GET", "/r/5a3e0000000000000000000000000000?locale=ar&paper=80mm", None, None),
        ("openapi", "GET", "/api/v1/openapi.json", None, None),
        ("docs", "GET", "/docs", None, None),
        ("root", "GET", "/", None, None),
    ],
    "console": [
        ("signin-page", "GET", "/console/signin?locale=ku", None, None),
        ("invite-page", "GET", "/console/invite/opi_INVITATION?locale=ar", None, None),
        ("invite-accept", "POST", "/console/invite/opi_INVITATION", CPRE, f"csrf={CPRESESSION}&password=correct+horse+battery+staple"),
        ("signin", "POST", "/console/signin", CPRE, f"csrf={CPRESESSION}&email=hana%40ops.example&password=correct+horse+battery+staple&code=TOTP_CODE"),
        ("home", "GET", "/console", CSESSION, None),
        ("approval", "GET", "/console/approvals/apr_sample000000000000000000", CSESSION, None),
        ("approve", "POST", "/console/approvals/apr_sample000000000000000000/approve", CSESSION, "csrf=CSRF_TOKEN"),
        ("reject", "POST", "/console/approvals/apr_sample000000000000000000/reject", CSESSION, "csrf=CSRF_TOKEN&reason=no+such+transfer"),
        ("kyc", "GET", "/console/kyc", CSESSION, None),
        ("kyc-review", "GET", "/console/kyc/kyc_sample000000000000000000", CSESSION, None),
        ("kyc-document", "GET", "/console/kyc/kyc_sample000000000000000000/document", CSESSION, None),
        ("kyc-approve", "POST", "/console/kyc/kyc_sample000000000000000000/approve", CSESSION, "csrf=CSRF_TOKEN"),
        ("kyc-reject", "POST", "/console/kyc/kyc_sample000000000000000000/reject", CSESSION, "csrf=CSRF_TOKEN&reason=the+photo+is+blurred"),
        ("alerts", "GET", "/console/alerts?status=open", CSESSION, None),
        ("alert", "GET", "/console/alerts/alr_sample000000000000000000", CSESSION, None),
        ("alert-decide", "POST", "/console/alerts/alr_sample000000000000000000/decide", CSESSION, "csrf=CSRF_TOKEN&how=clear&reason=a+namesake%3A+another+date+of+birth+on+the+ID"),
        ("cases", "GET", "/console/cases?status=open", CSESSION, None),
        ("case", "GET", "/console/cases/case_sample000000000000000000", CSESSION, None),
        ("case-act", "POST", "/console/cases/case_sample000000000000000000/act", CSESSION, "csrf=CSRF_TOKEN&how=freeze&scope=debits&reason=structuring+suspected+while+we+look"),
        ("case-note", "POST", "/console/cases/case_sample000000000000000000/notes", CSESSION, ("multipart", [("csrf", "CSRF_TOKEN"), ("text", "The merchant sent the buyer's ID card")], ("file", "id.png", "image/png", PNG_1PX))),
        ("case-file", "GET", "/console/cases/case_sample000000000000000000/files/file_sample000000000000000000", CSESSION, None),
        ("report-file", "GET", "/console/reports/rpt_sample000000000000000000", CSESSION, None),
        ("rules", "GET", "/console/rules", CSESSION, None),
        ("rule", "GET", "/console/rules/large-single-iqd", CSESSION, None),
        ("rule-act", "POST", "/console/rules/large-single-iqd", CSESSION, "csrf=CSRF_TOKEN&how=backtest&amount=20000000&severity=high&enabled=true&from=2026-11-01&to=2026-11-30"),
        ("lists", "GET", "/console/lists", CSESSION, None),
        ("list-load", "POST", "/console/lists", CSESSION, ("multipart", [("csrf", "CSRF_TOKEN"), ("source", "own")], ("file", "own.json", "application/json", "W3siaWQiOiAib3duLTkiLCAibmFtZSI6ICLYrtin2YTYryDYrNin2LPZhSDYp9mE2KrZg9ix2YrYqtmKIiwgImFsaWFzZXMiOiBbIktoYWxpZCBKYXNpbSBhbC1UaWtyaXRpIl0sICJkYXRlX29mX2JpcnRoIjogIjE5NjEtMDMtMTQifV0="))),
        ("disputes", "GET", "/console/disputes?status=under_review", CSESSION, None),
        ("dispute", "GET", "/console/disputes/dp_sample000000000000000000", CSESSION, None),
        ("dispute-file", "GET", "/console/disputes/dp_sample000000000000000000/files/file_sample000000000000000000", CSESSION, None),
        ("dispute-decide", "POST", "/console/disputes/dp_sample000000000000000000/decide", CSESSION, "csrf=CSRF_TOKEN&outcome=lost&reason=no+proof+of+delivery"),
        ("statement", "GET", "/console/people/usr_sample000000000000000000/statement", CSESSION, None),
        ("payouts", "GET", "/console/payouts?kind=payout", CSESSION, None),
        ("payout-complete", "POST", "/console/payouts/po_sample000000000000000000/complete", CSESSION, "csrf=CSRF_TOKEN"),
        ("payout-fail", "POST", "/console/payouts/po_sample000000000000000000/fail", CSESSION, "csrf=CSRF_TOKEN&reason=account+closed"),
        ("merchants", "GET", "/console/merchants?q=sample", CSESSION, None),
        ("merchant-suspend", "POST", "/console/merchants/mer_sample000000000000000000/suspended", CSESSION, "csrf=CSRF_TOKEN"),
        ("merchant-approve", "POST", "/console/merchants/mer_sample000000000000000000/approved", CSESSION, "csrf=CSRF_TOKEN"),
        ("merchant-create", "POST", "/console/merchants", CSESSION, "csrf=CSRF_TOKEN&name=Basra+Books&environment=sandbox&percent=1.5"),
        ("merchant", "GET", "/console/merchants/mer_sample000000000000000000", CSESSION, None),
        ("merchant-commission", "POST", "/console/merchants/mer_sample000000000000000000/commission", CSESSION, "csrf=CSRF_TOKEN&percent=2.25"),
        ("merchant-limits", "POST", "/console/merchants/mer_sample000000000000000000/limits", CSESSION, "csrf=CSRF_TOKEN&tier=1&currency=IQD&per_transfer=750%2C000&daily_count=25&daily_amount=&monthly_amount=&monthly_count=&max_balance="),
        ("merchant-key", "POST", "/console/merchants/mer_sample000000000000000000/keys", CSESSION, "csrf=CSRF_TOKEN&kind=secret"),
        ("merchant-key-revoke", "POST", "/console/merchants/mer_sample000000000000000000/keys/key_sample000000000000000000/revoke", CSESSION, "csrf=CSRF_TOKEN"),
        ("rates", "GET", "/console/rates", CSESSION, None),
        ("rates-set", "POST", "/console/rates", CSESSION, "csrf=CSRF_TOKEN&bid=1290&ask=1310&official=1300"),
        ("staff", "GET", "/console/staff", CSESSION, None),
        ("staff-invite", "POST", "/console/staff/invite", CSESSION, "csrf=CSRF_TOKEN&email=sara%40ops.example&roles=viewer&roles=support"),
        ("staff-roles", "POST", "/console/staff/opr_sample000000000000000000/roles", CSESSION, "csrf=CSRF_TOKEN&roles=support&roles=kyc_reviewer"),
        ("staff-disable", "POST", "/console/staff/opr_sample000000000000000000/disable", CSESSION, "csrf=CSRF_TOKEN"),
        ("trail", "GET", "/console/trail?actor=&target=", CSESSION, None),
        ("trail-csv", "GET", "/console/trail.csv", CSESSION, None),
        ("people", "GET", "/console/people?phone=07701234567", CSESSION, None),
        ("freeze", "POST", "/console/people/usr_sample000000000000000000/freeze", CSESSION, "csrf=CSRF_TOKEN&phone=07701234567&scope=debits&reason=case+4512"),
        ("unfreeze", "POST", "/console/people/usr_sample000000000000000000/unfreeze", CSESSION, "csrf=CSRF_TOKEN&phone=07701234567"),
        ("signout", "POST", "/console/signout", CSESSION, "csrf=CSRF_TOKEN"),
    ],
    "dashboard": [
        ("signin-page", "GET", "/dashboard/signin?locale=ar", None, None),
        ("signin", "POST", "/dashboard/signin", PRE, f"csrf={PRESESSION}&email=owner%40sample.example&password=correct+horse+battery+staple"),
        ("signout", "POST", "/dashboard/signout", SESSION, "csrf=CSRF_TOKEN"),
        ("overview", "GET", "/dashboard", SESSION, None),
        ("payments", "GET", "/dashboard/payments?currency=IQD&status=reserved", SESSION, None),
        ("payment", "GET", f"/dashboard/payments/{PAY}", SESSION, None),
        ("capture", "POST", f"/dashboard/payments/{PAY}/capture", SESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&confirmed=yes"),
        ("void", "POST", f"/dashboard/payments/{PAY}/void", SESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&reason=out+of+stock&confirmed=yes"),
        ("refund", "POST", f"/dashboard/payments/{PAY}/refund", SESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&amount=5000&reason=damaged+item&confirmed=yes"),
        ("team", "GET", "/dashboard/team", SESSION, None),
        ("team-invite", "POST", "/dashboard/team/invite", SESSION, "csrf=CSRF_TOKEN&email=support%40sample.example&role=support"),
        ("team-remove", "POST", "/dashboard/team/remove", SESSION, "csrf=CSRF_TOKEN&email=support%40sample.example&confirmed=yes"),
        ("links", "GET", "/dashboard/links", SESSION, None),
        ("links-create", "POST", "/dashboard/links", SESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&description=Gift+card&amount=25%2C000&currency=IQD&max_uses=3&reference=gift-25k"),
        ("link", "GET", "/dashboard/links/pl_sample000000000000000000", SESSION, None),
        ("link-qr", "GET", "/dashboard/links/pl_sample000000000000000000/qr?format=png&download=1", SESSION, None),
        ("link-deactivate", "POST", "/dashboard/links/pl_sample000000000000000000/deactivate", SESSION, "csrf=CSRF_TOKEN&confirmed=yes"),
        ("subscriptions", "GET", "/dashboard/subscriptions?status=trialing", SESSION, None),
        ("subscription", "GET", "/dashboard/subscriptions/sub_sample000000000000000000", SESSION, None),
        ("subscription-pause", "POST", "/dashboard/subscriptions/sub_sample000000000000000000/pause", SESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&confirmed=yes"),
        ("developers", "GET", "/dashboard/developers", SESSION, None),
        ("key-roll", "POST", "/dashboard/developers/keys/key_sample000000000000000000/roll", SESSION, "csrf=CSRF_TOKEN&confirmed=yes"),
        ("endpoint-add", "POST", "/dashboard/developers/webhooks", SESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&url=https%3A%2F%2Fshop.example%2Fwebhooks%2Fsanduq&events=payment.completed&events=payment.refunded"),
        ("endpoint", "GET", "/dashboard/developers/webhooks/we_sample000000000000000000?failed=1", SESSION, None),
        ("endpoint-events", "POST", "/dashboard/developers/webhooks/we_sample000000000000000000/events", SESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&events=*"),
        ("events", "GET", "/dashboard/developers/events?type=payment.completed", SESSION, None),
        ("endpoint-test", "POST", "/dashboard/developers/webhooks/we_sample000000000000000000/test", SESSION, "csrf=CSRF_TOKEN&type=payment.completed"),
        ("event-resend", "POST", "/dashboard/developers/events/evt_sample000000000000000000/resend", SESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&endpoint_id=we_sample000000000000000000"),
        ("clock-advance", "POST", "/dashboard/developers/clock", SESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&amount=1&unit=days"),
        ("branding", "GET", "/dashboard/branding", SESSION, None),
        ("balance", "GET", "/dashboard/balance?type=payment", SESSION, None),
        ("payout", "GET", "/dashboard/payouts/po_sample000000000000000000", SESSION, None),
        ("reports", "GET", "/dashboard/reports", SESSION, None),
        ("report-run", "POST", "/dashboard/reports", SESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&type=daily_summary&from=2026-12-01&to=2026-12-05&currency=IQD"),
        ("report-download", "GET", "/dashboard/reports/rpt_sample000000000000000000/download", SESSION, None),
        ("disputes", "GET", "/dashboard/disputes?status=needs_response", SESSION, None),
        ("dispute", "GET", "/dashboard/disputes/dp_sample000000000000000000", SESSION, None),
        ("dispute-evidence", "POST", "/dashboard/disputes/dp_sample000000000000000000/evidence", SESSION, ("multipart", [("csrf", "CSRF_TOKEN"), ("idempotency_key", IDEM), ("text", "Delivered on 3 December, signed for by the buyer")], ("files", "delivery-note.png", "image/png", PNG_1PX))),
        ("dispute-submit", "POST", "/dashboard/disputes/dp_sample000000000000000000/submit", SESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}"),
        ("dispute-accept", "POST", "/dashboard/disputes/dp_sample000000000000000000/accept", SESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&confirmed=yes"),
        ("branding-save", "POST", "/dashboard/branding", SESSION, f"csrf=CSRF_TOKEN&idempotency_key={IDEM}&name=Baghdad+Books&brand_color=%230B5FFF&logo_url=https%3A%2F%2Fshop.example%2Flogo.png&support_url="),
        ("invite-page", "GET", "/dashboard/invite/dsi_INVITE", None, None),
        ("invite-accept", "POST", "/dashboard/invite/dsi_INVITE", PRE, f"csrf={PRESESSION}&password=another+long+passphrase"),
    ],
}


def signature(method, path, body):
    msg = f"{TS}.{method}.{path}.{body}".encode()
    return hmac.new(MK_SECRET.encode(), msg, hashlib.sha256).hexdigest()


def scheduled(rule):
    return {
        "version": "0",
        "id": "53dc4d37-cffa-4f76-80c9-8b7d4a4d2eaa",
        "detail-type": "Scheduled Event",
        "source": "aws.events",
        "account": "123456789012",
        "time": "2026-11-22T10:00:00Z",
        "region": "eu-central-1",
        "resources": [f"arn:aws:events:eu-central-1:123456789012:rule/{rule}"],
        "detail": {},
    }


def stream_insert_event():
    """A DynamoDB stream record of an inserted event: on AWS the stream is the outbox (a change
    writes no marker) and the relay's filter passes it."""
    record = stream_insert()
    r = record["Records"][0]
    r["eventID"] = "eccbc87e4b5ce2fe28308fd9f2a7baf3"
    r["dynamodb"]["Keys"] = {"pk": {"S": "EVT#evt_sample000000000000000000"}, "sk": {"S": "EVENT"}}
    r["dynamodb"]["SequenceNumber"] = "111100000000000000000002"
    r["dynamodb"]["StreamViewType"] = "NEW_IMAGE"
    return record


def stream_insert():
    """A DynamoDB stream record of an inserted outbox marker (the relay's filter passes it)."""
    return {
        "Records": [
            {
                "eventID": "c81e728d9d4c2f636f067f89cc14862c",
                "eventName": "INSERT",
                "eventVersion": "1.1",
                "eventSource": "aws:dynamodb",
                "awsRegion": "eu-central-1",
                "dynamodb": {
                    "ApproximateCreationDateTime": 1795341600,
                    "Keys": {
                        "pk": {"S": "OUTBOX#3"},
                        "sk": {"S": "2026-11-22T00:00:00.000000Z#00000000000000000016#evt_sample000000000000000000"},
                    },
                    "SequenceNumber": "111100000000000000000001",
                    "SizeBytes": 120,
                    "StreamViewType": "KEYS_ONLY",
                },
                "eventSourceARN": "arn:aws:dynamodb:eu-central-1:123456789012:table/sanduq/stream/2026-11-22T00:00:00.000",
            }
        ]
    }


def sqs_wake():
    """A webhook wake on the delivery queue: attempt 1 of an event to an endpoint."""
    body = json.dumps({"event": "evt_sample000000000000000000", "endpoint": "we_sample000000000000000000", "n": 1})
    return {
        "Records": [
            {
                "messageId": "059f36b4-87a3-44ab-83d2-661975830a7d",
                "receiptHandle": "AQEBwJnKyrHigUMZj6rYigCgxlaS3SLy0a",
                "body": body,
                "attributes": {
                    "ApproximateReceiveCount": "1",
                    "SentTimestamp": "1795341600000",
                    "SenderId": "AIDAIENQZJOLO23YVJ4VO",
                    "ApproximateFirstReceiveTimestamp": "1795341600001",
                },
                "messageAttributes": {},
                "md5OfBody": hashlib.md5(body.encode()).hexdigest(),
                "eventSource": "aws:sqs",
                "eventSourceARN": "arn:aws:sqs:eu-central-1:123456789012:sanduq-webhooks",
                "awsRegion": "eu-central-1",
            }
        ]
    }


WORKERS = {
    ("sweeper", "scheduled"): lambda: scheduled("sanduq-sweeper"),
    ("billing", "scheduled"): lambda: scheduled("sanduq-billing"),
    ("relay", "stream-insert"): stream_insert,
    ("relay", "stream-insert-event"): stream_insert_event,
    ("relay", "scheduled"): lambda: scheduled("sanduq-relay-catch-up"),
    ("delivery", "sqs-wake"): sqs_wake,
}


def event(method, full_path, key, body):
    path, _, query = full_path.partition("?")
    headers = {
        "accept": "application/json",
        "host": "abcdef1234.execute-api.eu-central-1.amazonaws.com",
        "user-agent": "curl/8.5.0",
        "x-forwarded-for": "198.51.100.7",
        "x-forwarded-port": "443",
        "x-forwarded-proto": "https",
    }
    if key and key.startswith("cookie:"):
        headers["cookie"] = key[len("cookie:"):]
    elif key and key not in (HMAC, PUBLIC_IDEM):
        headers["authorization"] = f"Bearer {key}"
    text = ""
    binary = None
    if isinstance(body, tuple) and body[0] == "multipart":
        boundary = "----sanduqsample7MA4YWxkTrZu0gW"
        _, fields, (fname, filename, ctype, b64) = body
        raw = b""
        for k, v in fields:
            raw += f'--{boundary}\r\nContent-Disposition: form-data; name="{k}"\r\n\r\n{v}\r\n'.encode()
        raw += f'--{boundary}\r\nContent-Disposition: form-data; name="{fname}"; filename="{filename}"\r\nContent-Type: {ctype}\r\n\r\n'.encode()
        raw += base64.b64decode(b64) + f"\r\n--{boundary}--\r\n".encode()
        headers["content-type"] = f"multipart/form-data; boundary={boundary}"
        binary = raw
    elif body is not None:
        if isinstance(body, str):
            headers["content-type"] = "application/x-www-form-urlencoded"
            text = body
        else:
            headers["content-type"] = "application/json"
            text = json.dumps(body)
    # the wallet's and the agent's sign-in take no Idempotency-Key (each call a new code or token)
    if method in ("POST", "PATCH", "PUT") and key and path.startswith("/api/v1/") and not path.startswith(("/api/v1/admin", "/api/v1/wallet/auth/", "/api/v1/agent/auth/")):
        headers["idempotency-key"] = IDEM
    headers["content-length"] = str(len(binary) if binary is not None else len(text.encode()))
    if key == HMAC:
        headers["x-api-key"] = MK
        headers["x-api-timestamp"] = TS
        headers["x-api-signature"] = signature(method, full_path, text)
    e = {
        "version": "2.0",
        "routeKey": "$default",
        "rawPath": path,
        "rawQueryString": query,
        "headers": headers,
        "requestContext": {
            "accountId": "123456789012",
            "apiId": "abcdef1234",
            "domainName": "abcdef1234.execute-api.eu-central-1.amazonaws.com",
            "domainPrefix": "abcdef1234",
            "http": {"method": method, "path": path, "protocol": "HTTP/1.1", "sourceIp": "198.51.100.7", "userAgent": "curl/8.5.0"},
            "requestId": "Sx1abcdefghijk=",
            "routeKey": "$default",
            "stage": "$default",
            "time": "22/Nov/2026:10:00:00 +0000",
            "timeEpoch": 1795341600000,
        },
        "isBase64Encoded": False,
    }
    if binary is not None:
        e["body"] = base64.b64encode(binary).decode()
        e["isBase64Encoded"] = True
    elif text:
        e["body"] = text
    return e


MARK = "by infra/make_events.py: edit it there and run it, not here"


def marked(e):
    """The event as written: its first line says it is generated and by what (an extra field,
    which every event's reader ignores)."""
    text = json.dumps({"x-generated": MARK, **e}, indent=2) + "\n"
    return text.replace('{\n  "x-generated"', '{"x-generated"', 1)


def main():
    check = "--check" in sys.argv[1:]
    root = pathlib.Path(__file__).resolve().parent.parent / "events"
    stale = []
    for family, routes in ROUTES.items():
        d = root / family
        d.mkdir(parents=True, exist_ok=True)
        for name, method, path, key, body in routes:
            f = d / f"{name}.json"
            text = marked(event(method, path, key, body))
            if check:
                if not f.exists() or f.read_text() != text:
                    stale.append(str(f))
            else:
                f.write_text(text)
    for (family, name), make in WORKERS.items():
        d = root / family
        d.mkdir(parents=True, exist_ok=True)
        f = d / f"{name}.json"
        text = marked(make())
        if check and (not f.exists() or f.read_text() != text):
            stale.append(str(f))
        elif not check:
            f.write_text(text)
    made = {root / f for f, rs in ROUTES.items() for f in [f"{f}/{r[0]}.json" for r in rs]}
    made |= {root / f"{family}/{name}.json" for family, name in WORKERS}
    unknown = [str(f) for f in root.rglob("*.json") if f not in made]
    if unknown:
        stale.append("not made here (add them to ROUTES or WORKERS): " + ", ".join(sorted(unknown)))
    if stale:
        sys.exit("events/ is out of date (run python3 infra/make_events.py): " + ", ".join(stale))


if __name__ == "__main__":
    main()
