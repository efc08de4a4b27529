//! The admin API's route table: every admin route with its description, behind the guard
//! (`crate::guard`) that checks the caller and the route's permission; the team's own
//! sign-in and invitation routes, which take no admin credential.

use crate::guard::{self, Guard};
use crate::routes::*;
use crate::{dual, lookups, people};
use axum::middleware::from_fn_with_state;
use axum::Router;
use sanduq_api::auth;
use sanduq_api::contract::{Auth, Routes};
use sanduq_kernel::state::AppState;
use std::sync::Arc;

pub fn router(st: AppState) -> Router {
    routes(st.clone()).finish(st).0
}

pub fn routes(st: AppState) -> Routes {
    let guarded = Routes::new("admin", Auth::Admin)
        .post("/api/v1/admin/merchants", create, &CREATE)
        .get("/api/v1/admin/merchants/{id}", show, &SHOW)
        .patch("/api/v1/admin/merchants/{id}", patch, &PATCH)
        .post("/api/v1/admin/merchants/{id}/status", status, &STATUS)
        .get("/api/v1/admin/merchants/{id}/keys", list_keys, &LIST_KEYS)
        .post("/api/v1/admin/merchants/{id}/keys", issue_key, &ISSUE_KEY)
        .post(
            "/api/v1/admin/merchants/{id}/keys/{key_id}/revoke",
            revoke_key,
            &REVOKE_KEY,
        )
        .get("/api/v1/admin/merchants/{id}/audit", audit_merchant, &AUDIT)
        .get(
            "/api/v1/admin/safeguarding",
            crate::safeguarding::http::statement,
            &crate::safeguarding::http::STATEMENT,
        )
        .get(
            "/api/v1/admin/safeguarding/days",
            crate::safeguarding_days::http::day,
            &crate::safeguarding_days::http::DAY,
        )
        .post(
            "/api/v1/admin/safeguarding/bank-statements",
            crate::safeguarding::http::bank_statement,
            &crate::safeguarding::http::BANK_STATEMENT,
        )
        .post(
            "/api/v1/admin/screening/lists",
            crate::screening::upload,
            &crate::screening::UPLOAD,
        )
        .get(
            "/api/v1/admin/screening/lists",
            crate::screening::list,
            &crate::screening::LIST,
        )
        .post(
            "/api/v1/admin/screening/check",
            crate::screening::check,
            &crate::screening::CHECK,
        )
        .get(
            "/api/v1/admin/alerts",
            crate::alerts::list,
            &crate::alerts::LIST,
        )
        .get(
            "/api/v1/admin/alerts/{id}",
            crate::alerts::show,
            &crate::alerts::SHOW,
        )
        .post(
            "/api/v1/admin/alerts/{id}/clear",
            crate::alerts::clear,
            &crate::alerts::CLEAR,
        )
        .post(
            "/api/v1/admin/alerts/{id}/confirm",
            crate::alerts::confirm,
            &crate::alerts::CONFIRM,
        )
        .get(
            "/api/v1/admin/rules",
            crate::rules::list,
            &crate::rules::LIST,
        )
        .get(
            "/api/v1/admin/monitoring",
            crate::rules::lag,
            &crate::rules::LAG,
        )
        .put(
            "/api/v1/admin/rules/{id}",
            crate::rules::put,
            &crate::rules::PUT,
        )
        .post(
            "/api/v1/admin/rules/{id}/backtest",
            crate::rules::backtest,
            &crate::rules::BACKTEST,
        )
        .get(
            "/api/v1/admin/cases",
            crate::cases::list,
            &crate::cases::LIST,
        )
        .post(
            "/api/v1/admin/cases",
            crate::cases::open,
            &crate::cases::OPEN,
        )
        .get(
            "/api/v1/admin/cases/{id}",
            crate::cases::show,
            &crate::cases::SHOW,
        )
        .post(
            "/api/v1/admin/cases/{id}/assign",
            crate::cases::assign,
            &crate::cases::ASSIGN,
        )
        .post(
            "/api/v1/admin/cases/{id}/notes",
            crate::cases::note,
            &crate::cases::NOTE,
        )
        .get(
            "/api/v1/admin/cases/{id}/files/{file_id}",
            crate::cases::file,
            &crate::cases::FILE,
        )
        .post(
            "/api/v1/admin/cases/{id}/close",
            crate::cases::close,
            &crate::cases::CLOSE,
        )
        .post(
            "/api/v1/admin/cases/{id}/freeze",
            crate::cases::freeze,
            &crate::cases::FREEZE,
        )
        .post(
            "/api/v1/admin/cases/{id}/unfreeze",
            crate::cases::unfreeze,
            &crate::cases::UNFREEZE,
        )
        .post(
            "/api/v1/admin/cases/{id}/request-kyc",
            crate::cases::request_kyc,
            &crate::cases::REQUEST_KYC,
        )
        .post(
            "/api/v1/admin/cases/{id}/report",
            crate::fiu::report,
            &crate::fiu::REPORT,
        )
        .get("/api/v1/admin/reports", crate::fiu::list, &crate::fiu::LIST)
        .get(
            "/api/v1/admin/reports/ctr",
            crate::fiu::ctr,
            &crate::fiu::CTR,
        )
        .get(
            "/api/v1/admin/reports/{id}",
            crate::fiu::file,
            &crate::fiu::FILE,
        )
        .post("/api/v1/admin/merchants/{id}/deposits", deposit, &DEPOSIT)
        .get(
            "/api/v1/admin/merchants/{id}/limits",
            get_limits,
            &GET_LIMITS,
        )
        .patch(
            "/api/v1/admin/merchants/{id}/limits",
            set_limits,
            &SET_LIMITS,
        )
        .post(
            "/api/v1/admin/payouts/{id}/complete",
            complete_payout,
            &COMPLETE_PAYOUT,
        )
        .post("/api/v1/admin/payouts/{id}/fail", fail_payout, &FAIL_PAYOUT)
        .post(
            "/api/v1/admin/cash-outs/{id}/complete",
            complete_cash_out,
            &COMPLETE_CASH_OUT,
        )
        .post(
            "/api/v1/admin/cash-outs/{id}/fail",
            fail_cash_out,
            &FAIL_CASH_OUT,
        )
        .put("/api/v1/admin/fx/rates", set_rates, &SET_RATES)
        .get("/api/v1/admin/fx/rates", get_rates, &GET_RATES)
        .get(
            "/api/v1/admin/disputes",
            crate::disputes::queue,
            &crate::disputes::QUEUE,
        )
        .get(
            "/api/v1/admin/disputes/{id}",
            crate::disputes::show,
            &crate::disputes::SHOW,
        )
        .get(
            "/api/v1/admin/disputes/{id}/files/{file_id}",
            crate::disputes::file,
            &crate::disputes::FILE,
        )
        .post(
            "/api/v1/admin/disputes/{id}/decide",
            crate::disputes::decide,
            &crate::disputes::DECIDE,
        )
        .get("/api/v1/admin/kyc", kyc_queue, &KYC_QUEUE)
        .get("/api/v1/admin/kyc/{id}", kyc_show, &KYC_SHOW)
        .get(
            "/api/v1/admin/kyc/{id}/document",
            kyc_document,
            &KYC_DOCUMENT,
        )
        .post("/api/v1/admin/kyc/{id}/approve", kyc_approve, &KYC_APPROVE)
        .post("/api/v1/admin/kyc/{id}/reject", kyc_reject, &KYC_REJECT)
        .post("/api/v1/admin/users/{id}/freeze", freeze, &FREEZE)
        .post("/api/v1/admin/users/{id}/unfreeze", unfreeze, &UNFREEZE)
        .post(
            "/api/v1/admin/merchants/{id}/dashboard-users",
            create_staff,
            &CREATE_STAFF,
        )
        .post("/api/v1/admin/staff", people::invite, &people::INVITE)
        .get("/api/v1/admin/staff", people::list, &people::LIST)
        .post(
            "/api/v1/admin/staff/{id}/disable",
            people::disable,
            &people::DISABLE,
        )
        .post(
            "/api/v1/admin/staff/{id}/roles",
            people::set_roles,
            &people::ROLES,
        )
        .post("/api/v1/admin/keys", people::issue_key, &people::ISSUE_KEY)
        .get("/api/v1/admin/keys", people::list_keys, &people::LIST_KEYS)
        .post(
            "/api/v1/admin/keys/{id}/revoke",
            people::revoke_key,
            &people::REVOKE_KEY,
        )
        .get(
            "/api/v1/admin/merchants",
            lookups::merchants,
            &lookups::MERCHANTS,
        )
        .get("/api/v1/admin/users", lookups::users, &lookups::USERS)
        .get(
            "/api/v1/admin/users/{id}/statement",
            lookups::statement,
            &lookups::STATEMENT,
        )
        .get(
            "/api/v1/admin/merchants/{id}/deposits",
            lookups::deposit,
            &lookups::DEPOSIT,
        )
        .get(
            "/api/v1/admin/payouts",
            lookups::payout_queue,
            &lookups::PAYOUTS,
        )
        .get(
            "/api/v1/admin/cash-outs",
            lookups::cash_out_queue,
            &lookups::CASH_OUTS,
        )
        .get("/api/v1/admin/approvals", dual::list, &dual::LIST)
        .get("/api/v1/admin/approvals/{id}", dual::show, &dual::SHOW)
        .post(
            "/api/v1/admin/approvals/{id}/approve",
            dual::approve,
            &dual::APPROVE,
        )
        .post(
            "/api/v1/admin/approvals/{id}/reject",
            dual::reject,
            &dual::REJECT,
        )
        .get(
            "/api/v1/admin/audit-log",
            people::audit_trail,
            &people::TRAIL,
        )
        .get(
            "/api/v1/admin/audit-log/export",
            people::audit_trail_csv,
            &people::TRAIL_CSV,
        );
    let ops = guarded
        .entries()
        .iter()
        .map(|e| ((e.method.clone(), e.path), e.op))
        .collect();
    let guard = Arc::new(Guard {
        st: st.clone(),
        ops,
    });
    let guarded = guarded.layer(|r| r.route_layer(from_fn_with_state(guard, guard::check)));
    let open = Routes::new("admin", Auth::Public)
        .post("/api/v1/admin/sessions", people::sign_in, &people::SIGN_IN)
        .post(
            "/api/v1/admin/sessions/end",
            people::sign_out,
            &people::SIGN_OUT,
        )
        .post(
            "/api/v1/admin/invitations/accept",
            people::accept,
            &people::ACCEPT,
        )
        .layer(|r| r.route_layer(from_fn_with_state(st, auth::public)));
    guarded.merge(open)
}
