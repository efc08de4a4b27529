#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,aws_config=warn".into()),
        )
        .json()
        .flatten_event(true)
        .with_target(false)
        .without_time()
        .init();
    let state = sanduq_api::state::lambda_env::state().await;
    lambda_http::run(sanduq_fn_subscriptions::app(state)).await
}
