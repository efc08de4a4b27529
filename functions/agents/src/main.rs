#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    sanduq_kernel::state::lambda_env::init_logs();
    let state = sanduq_kernel::state::lambda_env::state().await;
    lambda_http::run(sanduq_fn_agents::app(state)).await
}
