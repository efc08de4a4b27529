//! The route table: the one way a family adds a route, with its description beside it.

use super::{Auth, Op};
use axum::handler::Handler;
use axum::http::Method;
use axum::routing::{on, MethodFilter};
use axum::{Extension, Router};
use sanduq_kernel::state::AppState;

/// The description of the route a request matched, in its extensions, so that the body
/// reader can check what it reads (see `validate::Body::declared`).
#[derive(Clone, Copy, Debug)]
pub struct OpRef(pub &'static Op);

/// One documented route.
#[derive(Clone, Debug)]
pub struct Entry {
    pub method: Method,
    pub path: &'static str,
    pub tag: &'static str,
    pub auth: Auth,
    pub op: &'static Op,
}

/// A family's routes and their descriptions, built together.
pub struct Routes {
    router: Router<AppState>,
    entries: Vec<Entry>,
    tag: &'static str,
    auth: Auth,
}

impl Routes {
    /// Routes of one tag (the family's name in the document) and one way of authenticating.
    pub fn new(tag: &'static str, auth: Auth) -> Routes {
        Routes {
            router: Router::new(),
            entries: Vec::new(),
            tag,
            auth,
        }
    }

    pub fn get<H, T>(self, path: &'static str, handler: H, op: &'static Op) -> Routes
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.add(Method::GET, MethodFilter::GET, path, handler, op)
    }

    pub fn post<H, T>(self, path: &'static str, handler: H, op: &'static Op) -> Routes
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.add(Method::POST, MethodFilter::POST, path, handler, op)
    }

    pub fn patch<H, T>(self, path: &'static str, handler: H, op: &'static Op) -> Routes
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.add(Method::PATCH, MethodFilter::PATCH, path, handler, op)
    }

    pub fn put<H, T>(self, path: &'static str, handler: H, op: &'static Op) -> Routes
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.add(Method::PUT, MethodFilter::PUT, path, handler, op)
    }

    pub fn delete<H, T>(self, path: &'static str, handler: H, op: &'static Op) -> Routes
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.add(Method::DELETE, MethodFilter::DELETE, path, handler, op)
    }

    fn add<H, T>(
        mut self,
        method: Method,
        filter: MethodFilter,
        path: &'static str,
        handler: H,
        op: &'static Op,
    ) -> Routes
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        #[allow(clippy::disallowed_methods)] // the one place a route is added
        let router = self
            .router
            .route(path, on(filter, handler).layer(Extension(OpRef(op))));
        self.router = router;
        self.entries.push(Entry {
            method,
            path,
            tag: self.tag,
            auth: self.auth,
            op,
        });
        self
    }

    /// Wraps the routes added so far (authentication, a sandbox guard...).
    pub fn layer(mut self, f: impl FnOnce(Router<AppState>) -> Router<AppState>) -> Routes {
        self.router = f(self.router);
        self
    }

    /// Joins another group of the same family (another way of authenticating).
    pub fn merge(mut self, other: Routes) -> Routes {
        self.router = self.router.merge(other.router);
        self.entries.extend(other.entries);
        self
    }

    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The router, ready to serve, and the entries for the document.
    pub fn finish(self, st: AppState) -> (Router, Vec<Entry>) {
        (self.router.with_state(st), self.entries)
    }
}
