//! A request's body must arrive whole within a bound (`--body-timeout-secs`), as its headers
//! must within theirs: a client sending a byte every few seconds cannot hold a connection,
//! and the lane's memory for it, open for ever. A body that is not whole by then ends in an
//! error, which the handler reading it answers (VALIDATION_ERROR on `body`) and the
//! connection is closed.

use hyper::body::{Body, Frame, SizeHint};
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use tokio::time::{Instant, Sleep};

/// Seconds a request's body may take to arrive whole, from its headers.
pub const BODY_TIMEOUT_SECS: u64 = 30;

pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// `body`, failing once `deadline` passes before its end. The timer is made only when the
/// body has to be waited for (most arrive with their headers).
pub struct Deadline<B> {
    body: B,
    deadline: Instant,
    sleep: Option<Pin<Box<Sleep>>>,
}

impl<B> Deadline<B> {
    pub fn new(body: B, deadline: Instant) -> Deadline<B> {
        Deadline {
            body,
            deadline,
            sleep: None,
        }
    }
}

impl<B> Body for Deadline<B>
where
    B: Body + Unpin,
    B::Error: Into<BoxError>,
{
    type Data = B::Data;
    type Error = BoxError;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Self::Data>, Self::Error>>> {
        let this = &mut *self;
        if let Poll::Ready(frame) = Pin::new(&mut this.body).poll_frame(cx) {
            return Poll::Ready(frame.map(|f| f.map_err(Into::into)));
        }
        let deadline = this.deadline;
        let sleep = this
            .sleep
            .get_or_insert_with(|| Box::pin(tokio::time::sleep_until(deadline)));
        match sleep.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Some(Err(
                "the request body did not arrive whole in time".into(),
            ))),
            Poll::Pending => Poll::Pending,
        }
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::Bytes;
    use http_body_util::BodyExt;
    use std::time::Duration;

    /// A body that gives one byte every 50 ms, ten in all.
    struct Trickle {
        left: u32,
        next: Pin<Box<Sleep>>,
    }

    impl Body for Trickle {
        type Data = Bytes;
        type Error = std::convert::Infallible;

        fn poll_frame(
            mut self: Pin<&mut Self>,
            cx: &mut Context<'_>,
        ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
            if self.left == 0 {
                return Poll::Ready(None);
            }
            match self.next.as_mut().poll(cx) {
                Poll::Pending => Poll::Pending,
                Poll::Ready(()) => {
                    self.left -= 1;
                    let at = Instant::now() + Duration::from_millis(50);
                    self.next.as_mut().reset(at);
                    Poll::Ready(Some(Ok(Frame::data(Bytes::from_static(b"x")))))
                }
            }
        }
    }

    #[tokio::test]
    async fn a_body_that_trickles_past_its_deadline_ends_in_an_error() {
        let trickle = Trickle {
            left: 10,
            next: Box::pin(tokio::time::sleep(Duration::ZERO)),
        };
        let body = Deadline::new(trickle, Instant::now() + Duration::from_millis(120));
        let e = body.collect().await.expect_err("cut off");
        assert!(e.to_string().contains("in time"), "{e}");
        // the same, given the time it needs, arrives whole
        let trickle = Trickle {
            left: 10,
            next: Box::pin(tokio::time::sleep(Duration::ZERO)),
        };
        let body = Deadline::new(trickle, Instant::now() + Duration::from_secs(30));
        assert_eq!(body.collect().await.unwrap().to_bytes().len(), 10);
    }

    #[tokio::test]
    async fn a_body_in_time_arrives_whole() {
        let body = Deadline::new(
            http_body_util::Full::new(Bytes::from_static(b"whole")),
            Instant::now() + Duration::from_secs(5),
        );
        let got = body.collect().await.unwrap().to_bytes();
        assert_eq!(&got[..], b"whole");
    }
}
