//! Who is calling, as the edge saw them: the client's address, for the limits that count
//! per caller (public routes, refusals, dashboard sign-ins).

/// The client's address as the edge saw it: the TCP peer of `sanduq serve`, or API
/// Gateway's `requestContext.http.sourceIp` in Lambda. Set by whoever serves the router,
/// never read from a header a client can write (X-Forwarded-For). Absent: one bucket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientAddr(pub std::net::IpAddr);

impl ClientAddr {
    /// The bucket name of a request's client: its address, or "direct" when whoever served
    /// the router set none (a router called in process).
    pub fn of(req: &axum::extract::Request) -> String {
        match req.extensions().get::<ClientAddr>() {
            Some(ClientAddr(ip)) => ip.to_string(),
            None => "direct".into(),
        }
    }
}

/// In Lambda: the client's address as API Gateway saw it (`requestContext.http.sourceIp`).
/// Elsewhere there is no request context and the server's own `ClientAddr` stands.
pub async fn edge_address(mut req: axum::extract::Request) -> axum::extract::Request {
    use lambda_http::request::RequestContext;
    use lambda_http::RequestExt;
    let ip = match req.request_context_ref() {
        Some(RequestContext::ApiGatewayV2(c)) => {
            c.http.source_ip.as_deref().and_then(|s| s.parse().ok())
        }
        _ => None,
    };
    if let Some(ip) = ip {
        req.extensions_mut().insert(ClientAddr(ip));
    }
    req
}
