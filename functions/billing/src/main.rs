use lambda_runtime::{service_fn, LambdaEvent};

#[tokio::main]
async fn main() -> Result<(), lambda_runtime::Error> {
    sanduq_kernel::state::lambda_env::init_logs();
    let state = sanduq_kernel::state::lambda_env::state().await;
    let st = &state;
    lambda_runtime::run(service_fn(
        move |e: LambdaEvent<sanduq_fn_billing::Scheduled>| async move {
            sanduq_fn_billing::handle(st, e).await
        },
    ))
    .await
}
