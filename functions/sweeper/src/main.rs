use lambda_runtime::{service_fn, LambdaEvent};

#[tokio::main]
async fn main() -> Result<(), lambda_runtime::Error> {
    sanduq_kernel::state::lambda_env::init_logs();
    let state = sanduq_kernel::state::lambda_env::state().await;
    let st = &state;
    lambda_runtime::run(service_fn(
        move |e: LambdaEvent<sanduq_fn_sweeper::Scheduled>| async move {
            sanduq_fn_sweeper::handle(st, e).await
        },
    ))
    .await
}
