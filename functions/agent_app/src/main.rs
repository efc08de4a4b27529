#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    sanduq_kernel::state::lambda_env::init_logs();
    let (state, keys) = sanduq_aws::wallet_state().await;
    lambda_http::run(sanduq_fn_agent_app::app_with_keys(state, keys)).await
}
