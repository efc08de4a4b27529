#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    tracing_subscriber::fmt()
        .json()
        .with_target(false)
        .without_time()
        .init();
    let state = sanduq_api::state::lambda_env::state().await;
    lambda_http::run(sanduq_fn_gateway::app(state)).await
}
