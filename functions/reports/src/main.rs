#[tokio::main]
async fn main() -> Result<(), lambda_runtime::Error> {
    sanduq_kernel::state::lambda_env::init_logs();
    let state = sanduq_fn_reports::state().await;
    let st = &state;
    lambda_runtime::run(lambda_runtime::service_fn(
        move |e: lambda_runtime::LambdaEvent<serde_json::Value>| async move {
            sanduq_fn_reports::handle(st, e.payload).await
        },
    ))
    .await
}
