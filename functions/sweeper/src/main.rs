use lambda_runtime::{service_fn, LambdaEvent};

#[tokio::main]
async fn main() -> Result<(), lambda_runtime::Error> {
    sanduq_kernel::state::lambda_env::init_logs();
    // a dispute closed for no answer is texted to its buyer
    let conf = aws_config::load_from_env().await;
    let state = sanduq_aws::with_sms(sanduq_kernel::state::lambda_env::state().await, &conf);
    // the watch lists in force (KYC_BUCKET, screening/): re-screening after a new version
    let state = state.with_documents(std::sync::Arc::new(sanduq_aws::documents::from_env(&conf)));
    let st = &state;
    lambda_runtime::run(service_fn(
        move |e: LambdaEvent<sanduq_fn_sweeper::Scheduled>| async move {
            sanduq_fn_sweeper::handle(st, e).await
        },
    ))
    .await
}
