#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    sanduq_kernel::state::lambda_env::init_logs();
    let state = sanduq_kernel::state::lambda_env::state().await;
    // report files in S3: a report's download is a presigned link
    let conf = aws_config::load_from_env().await;
    let state = state.with_report_files(std::sync::Arc::new(sanduq_aws::reports::from_env(&conf)));
    lambda_http::run(sanduq_fn_dashboard::app(state)).await
}
