//! The pages family as a Lambda function: the shared router, served by lambda_http, with
//! the published contract (/api/v1/openapi.json and /docs).

use sanduq_kernel::AppState;

pub fn app(state: AppState) -> axum::Router {
    let router = sanduq_payments::routes::pages::router(state.clone())
        .merge(sanduq_service::docs::router(state.clone()));
    sanduq_api::family(state, router)
}
