//! The `Sms` port in AWS: Amazon SNS `Publish` straight to the phone number, as a
//! transactional message (SNS then prefers delivery over price). The text never reaches a
//! log, and an SNS error is logged without it.

use aws_sdk_sns::types::MessageAttributeValue;
use sanduq_kernel::sms::{Sms, SmsError};

pub struct SnsSms {
    client: aws_sdk_sns::Client,
}

impl SnsSms {
    pub fn new(client: aws_sdk_sns::Client) -> SnsSms {
        SnsSms { client }
    }
}

fn string(v: &str) -> Result<MessageAttributeValue, SmsError> {
    MessageAttributeValue::builder()
        .data_type("String")
        .string_value(v)
        .build()
        .map_err(|e| SmsError(e.to_string()))
}

#[async_trait::async_trait]
impl Sms for SnsSms {
    async fn send(&self, phone: &str, text: &str) -> Result<(), SmsError> {
        self.client
            .publish()
            .phone_number(phone)
            .message(text)
            .message_attributes("AWS.SNS.SMS.SMSType", string("Transactional")?)
            .send()
            .await
            .map(|_| ())
            .map_err(|e| {
                SmsError(format!(
                    "SNS Publish: {}",
                    aws_sdk_sns::error::DisplayErrorContext(e)
                ))
            })
    }
}
