#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    sanduq_kernel::state::lambda_env::init_logs();
    let state = sanduq_kernel::state::lambda_env::state().await;
    // report files in S3: a succeeded report's download link is presigned here
    let conf = aws_config::load_from_env().await;
    let state = state.with_report_files(std::sync::Arc::new(sanduq_aws::reports::from_env(&conf)));
    // the watch lists in force (KYC_BUCKET, screening/): a user is screened at sync
    let state = state.with_documents(std::sync::Arc::new(sanduq_aws::documents::from_env(&conf)));
    lambda_http::run(sanduq_fn_core::app(state)).await
}
