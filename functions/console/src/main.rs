#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    sanduq_kernel::state::lambda_env::init_logs();
    let state = sanduq_fn_console::aws_state().await;
    lambda_http::run(sanduq_fn_console::app(state)).await
}
