//! Webhook relay and delivery, the part with I/O. The relay hands outbox events to the
//! queue (one wake per endpoint that wants the event) and to the bus; the delivery worker
//! POSTs each wake's event, signed (Standard Webhooks), records the attempt and schedules
//! the next one. The same code runs in the Lambda functions (DynamoDB Streams → relay,
//! SQS → delivery) and in `sanduq serve`'s background task.

pub mod bus;
pub mod deliver;
pub mod family_texts;
pub mod post;
pub mod receipt_texts;
pub mod relay;
pub mod test_event;
pub mod texted;
pub mod worker;
