//! The pages family as a Lambda function: the shared router, served by lambda_http, with
//! the published contract (/api/v1/openapi.json and /docs).

use sanduq_api::AppState;

pub fn app(state: AppState) -> axum::Router {
    let router = sanduq_api::families::pages::router(state.clone())
        .merge(sanduq_api::families::docs::router(state.clone()));
    sanduq_api::family(state, router)
}
