//! The platform's console as a Lambda function: the shared router, served by lambda_http,
//! with identity documents read from S3 (the bucket KYC_BUCKET names) for KYC review. Its
//! pages' stylesheet comes from the pages function (/assets/v1/).

use sanduq_kernel::AppState;
use std::sync::Arc;

pub fn app(state: AppState) -> axum::Router {
    sanduq_api::family(state.clone(), sanduq_console::router(state))
}

/// The function's state in AWS: the shared Lambda state with identity documents in S3.
pub async fn aws_state() -> AppState {
    let state = sanduq_kernel::state::lambda_env::state().await;
    let conf = aws_config::load_from_env().await;
    state.with_documents(Arc::new(sanduq_aws::documents::from_env(&conf)))
}
