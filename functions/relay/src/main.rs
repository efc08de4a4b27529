use lambda_runtime::{service_fn, LambdaEvent};
use sanduq_delivery::bus::{Bus, EventBridgeBus, NoBus};
use serde_json::Value;

#[tokio::main]
async fn main() -> Result<(), lambda_runtime::Error> {
    sanduq_kernel::state::lambda_env::init_logs();
    // receipts' links are texted to buyers (`sanduq_delivery::receipt_texts`)
    let conf = aws_config::load_from_env().await;
    let state = sanduq_aws::with_sms(sanduq_kernel::state::lambda_env::state().await, &conf);
    let bus: Box<dyn Bus> = match std::env::var("EVENT_BUS_NAME")
        .ok()
        .filter(|b| !b.is_empty())
    {
        Some(name) => Box::new(EventBridgeBus::from_env(name).await),
        None => Box::new(NoBus),
    };
    let (st, bus) = (&state, bus.as_ref());
    lambda_runtime::run(service_fn(move |e: LambdaEvent<Value>| async move {
        sanduq_fn_relay::handle(st, bus, e.payload).await
    }))
    .await
}
