//! The merchant dashboard as a Lambda function: the shared router, served by lambda_http.
//! Its pages' stylesheet and script come from the pages function (/assets/v1/).

use sanduq_kernel::AppState;

pub fn app(state: AppState) -> axum::Router {
    sanduq_api::family(state.clone(), sanduq_dashboard::router(state))
        .layer(axum::middleware::map_request(edge_address))
}

/// The client's address as API Gateway saw it (`requestContext.http.sourceIp`), for the
/// sign-in limit; X-Forwarded-For is the client's to write and is never read.
async fn edge_address(mut req: axum::extract::Request) -> axum::extract::Request {
    use lambda_http::request::RequestContext;
    use lambda_http::RequestExt;
    let ip = match req.request_context_ref() {
        Some(RequestContext::ApiGatewayV2(c)) => {
            c.http.source_ip.as_deref().and_then(|s| s.parse().ok())
        }
        _ => None,
    };
    if let Some(ip) = ip {
        req.extensions_mut()
            .insert(sanduq_api::extract::ClientAddr(ip));
    }
    req
}
