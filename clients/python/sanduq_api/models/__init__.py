""" Contains all the data models used in inputs/outputs """

from .account import Account
from .account_currency import AccountCurrency
from .admin_audit_merchant_response_200 import AdminAuditMerchantResponse200
from .admin_complete_cash_out_body import AdminCompleteCashOutBody
from .admin_complete_cash_out_response_200 import AdminCompleteCashOutResponse200
from .admin_complete_payout_body import AdminCompletePayoutBody
from .admin_complete_payout_response_200 import AdminCompletePayoutResponse200
from .admin_create_dashboard_user_body import AdminCreateDashboardUserBody
from .admin_create_dashboard_user_body_role import AdminCreateDashboardUserBodyRole
from .admin_create_dashboard_user_response_201 import AdminCreateDashboardUserResponse201
from .admin_create_merchant_body import AdminCreateMerchantBody
from .admin_create_merchant_body_environment_type_1 import AdminCreateMerchantBodyEnvironmentType1
from .admin_create_merchant_body_environment_type_2_type_1 import AdminCreateMerchantBodyEnvironmentType2Type1
from .admin_create_merchant_body_environment_type_3_type_1 import AdminCreateMerchantBodyEnvironmentType3Type1
from .admin_create_merchant_body_status_type_1 import AdminCreateMerchantBodyStatusType1
from .admin_create_merchant_body_status_type_2_type_1 import AdminCreateMerchantBodyStatusType2Type1
from .admin_create_merchant_body_status_type_3_type_1 import AdminCreateMerchantBodyStatusType3Type1
from .admin_create_merchant_response_201 import AdminCreateMerchantResponse201
from .admin_deposit_body import AdminDepositBody
from .admin_deposit_body_currency import AdminDepositBodyCurrency
from .admin_deposit_response_201 import AdminDepositResponse201
from .admin_fail_cash_out_body import AdminFailCashOutBody
from .admin_fail_cash_out_response_200 import AdminFailCashOutResponse200
from .admin_fail_payout_body import AdminFailPayoutBody
from .admin_fail_payout_response_200 import AdminFailPayoutResponse200
from .admin_freeze_user_body import AdminFreezeUserBody
from .admin_freeze_user_body_scope import AdminFreezeUserBodyScope
from .admin_freeze_user_response_200 import AdminFreezeUserResponse200
from .admin_get_fx_rates_response_200 import AdminGetFxRatesResponse200
from .admin_get_limits_response_200 import AdminGetLimitsResponse200
from .admin_get_merchant_response_200 import AdminGetMerchantResponse200
from .admin_issue_key_body import AdminIssueKeyBody
from .admin_issue_key_body_kind import AdminIssueKeyBodyKind
from .admin_issue_key_response_201 import AdminIssueKeyResponse201
from .admin_kyc_approve_body import AdminKycApproveBody
from .admin_kyc_approve_response_200 import AdminKycApproveResponse200
from .admin_kyc_queue_response_200 import AdminKycQueueResponse200
from .admin_kyc_reject_body import AdminKycRejectBody
from .admin_kyc_reject_response_200 import AdminKycRejectResponse200
from .admin_kyc_show_response_200 import AdminKycShowResponse200
from .admin_list_keys_response_200 import AdminListKeysResponse200
from .admin_revoke_key_response_200 import AdminRevokeKeyResponse200
from .admin_set_fx_rates_body import AdminSetFxRatesBody
from .admin_set_fx_rates_body_pair import AdminSetFxRatesBodyPair
from .admin_set_fx_rates_response_200 import AdminSetFxRatesResponse200
from .admin_set_limits_body import AdminSetLimitsBody
from .admin_set_limits_body_currency import AdminSetLimitsBodyCurrency
from .admin_set_limits_response_200 import AdminSetLimitsResponse200
from .admin_set_merchant_status_body import AdminSetMerchantStatusBody
from .admin_set_merchant_status_body_status import AdminSetMerchantStatusBodyStatus
from .admin_set_merchant_status_response_200 import AdminSetMerchantStatusResponse200
from .admin_unfreeze_user_body import AdminUnfreezeUserBody
from .admin_unfreeze_user_body_scope_type_1 import AdminUnfreezeUserBodyScopeType1
from .admin_unfreeze_user_body_scope_type_2_type_1 import AdminUnfreezeUserBodyScopeType2Type1
from .admin_unfreeze_user_body_scope_type_3_type_1 import AdminUnfreezeUserBodyScopeType3Type1
from .admin_unfreeze_user_response_200 import AdminUnfreezeUserResponse200
from .admin_update_merchant_body import AdminUpdateMerchantBody
from .admin_update_merchant_response_200 import AdminUpdateMerchantResponse200
from .archive_plan_body import ArchivePlanBody
from .archive_plan_response_200 import ArchivePlanResponse200
from .audit import Audit
from .audit_totals import AuditTotals
from .audit_totals_additional_property import AuditTotalsAdditionalProperty
from .brand import Brand
from .branding import Branding
from .cancel_subscription_body import CancelSubscriptionBody
from .cancel_subscription_response_200 import CancelSubscriptionResponse200
from .capture_payment_body import CapturePaymentBody
from .capture_payment_response_200 import CapturePaymentResponse200
from .cash_in import CashIn
from .cash_in_body import CashInBody
from .cash_in_body_currency import CashInBodyCurrency
from .cash_in_currency import CashInCurrency
from .cash_in_response_201 import CashInResponse201
from .cash_out import CashOut
from .cash_out_currency import CashOutCurrency
from .cash_out_method import CashOutMethod
from .cash_out_status import CashOutStatus
from .charge_customer_qr_body import ChargeCustomerQrBody
from .charge_customer_qr_body_currency import ChargeCustomerQrBodyCurrency
from .charge_customer_qr_response_201 import ChargeCustomerQrResponse201
from .checkout_session import CheckoutSession
from .checkout_session_currency import CheckoutSessionCurrency
from .checkout_session_metadata import CheckoutSessionMetadata
from .clock import Clock
from .core_capture import CoreCapture
from .core_capture_currency import CoreCaptureCurrency
from .core_payment import CorePayment
from .core_payment_currency import CorePaymentCurrency
from .core_payment_fx_details_type_0 import CorePaymentFxDetailsType0
from .core_payment_fx_details_type_0_from_currency import CorePaymentFxDetailsType0FromCurrency
from .core_payment_fx_details_type_0_to_currency import CorePaymentFxDetailsType0ToCurrency
from .core_payment_metadata import CorePaymentMetadata
from .core_payment_refunds_item import CorePaymentRefundsItem
from .core_payment_status import CorePaymentStatus
from .create_checkout_session_body import CreateCheckoutSessionBody
from .create_checkout_session_body_currency import CreateCheckoutSessionBodyCurrency
from .create_checkout_session_body_metadata_type_0 import CreateCheckoutSessionBodyMetadataType0
from .create_checkout_session_response_201 import CreateCheckoutSessionResponse201
from .create_embedded_session_body import CreateEmbeddedSessionBody
from .create_embedded_session_body_capture_mode_type_1 import CreateEmbeddedSessionBodyCaptureModeType1
from .create_embedded_session_body_capture_mode_type_2_type_1 import CreateEmbeddedSessionBodyCaptureModeType2Type1
from .create_embedded_session_body_capture_mode_type_3_type_1 import CreateEmbeddedSessionBodyCaptureModeType3Type1
from .create_embedded_session_body_currency import CreateEmbeddedSessionBodyCurrency
from .create_embedded_session_body_metadata_type_0 import CreateEmbeddedSessionBodyMetadataType0
from .create_embedded_session_response_201 import CreateEmbeddedSessionResponse201
from .create_payment_link_body import CreatePaymentLinkBody
from .create_payment_link_body_currency import CreatePaymentLinkBodyCurrency
from .create_payment_link_body_metadata_type_0 import CreatePaymentLinkBodyMetadataType0
from .create_payment_link_response_201 import CreatePaymentLinkResponse201
from .create_payout_body import CreatePayoutBody
from .create_payout_body_currency import CreatePayoutBodyCurrency
from .create_payout_response_201 import CreatePayoutResponse201
from .create_plan_body import CreatePlanBody
from .create_plan_body_currency import CreatePlanBodyCurrency
from .create_plan_body_interval import CreatePlanBodyInterval
from .create_plan_response_201 import CreatePlanResponse201
from .create_subscription_body import CreateSubscriptionBody
from .create_subscription_response_201 import CreateSubscriptionResponse201
from .create_webhook_endpoint_body import CreateWebhookEndpointBody
from .create_webhook_endpoint_body_events_type_0_item import CreateWebhookEndpointBodyEventsType0Item
from .create_webhook_endpoint_response_201 import CreateWebhookEndpointResponse201
from .dashboard_user import DashboardUser
from .dashboard_user_role import DashboardUserRole
from .deactivate_payment_link_response_200 import DeactivatePaymentLinkResponse200
from .delete_webhook_endpoint_response_200 import DeleteWebhookEndpointResponse200
from .deposit import Deposit
from .deposit_currency import DepositCurrency
from .embedded_created import EmbeddedCreated
from .embedded_created_currency import EmbeddedCreatedCurrency
from .embedded_payment import EmbeddedPayment
from .embedded_payment_currency import EmbeddedPaymentCurrency
from .embedded_payment_fx_details_type_0 import EmbeddedPaymentFxDetailsType0
from .embedded_payment_fx_details_type_0_from_currency import EmbeddedPaymentFxDetailsType0FromCurrency
from .embedded_payment_fx_details_type_0_to_currency import EmbeddedPaymentFxDetailsType0ToCurrency
from .embedded_payment_metadata import EmbeddedPaymentMetadata
from .embedded_payment_refunds_item import EmbeddedPaymentRefundsItem
from .embedded_session import EmbeddedSession
from .embedded_session_currency import EmbeddedSessionCurrency
from .embedded_session_metadata import EmbeddedSessionMetadata
from .error_envelope import ErrorEnvelope
from .error_envelope_error import ErrorEnvelopeError
from .error_envelope_error_details import ErrorEnvelopeErrorDetails
from .event import Event
from .event_data import EventData
from .event_data_object import EventDataObject
from .event_deliveries_item import EventDeliveriesItem
from .event_deliveries_item_attempts_item import EventDeliveriesItemAttemptsItem
from .event_deliveries_item_status import EventDeliveriesItemStatus
from .event_list import EventList
from .event_list_events_item import EventListEventsItem
from .event_list_events_item_data import EventListEventsItemData
from .event_list_events_item_data_object import EventListEventsItemDataObject
from .event_list_pagination import EventListPagination
from .exchange import Exchange
from .exchange_from_currency import ExchangeFromCurrency
from .exchange_status import ExchangeStatus
from .exchange_to_currency import ExchangeToCurrency
from .fx_quote import FxQuote
from .fx_quote_from_currency import FxQuoteFromCurrency
from .fx_quote_status import FxQuoteStatus
from .fx_quote_to_currency import FxQuoteToCurrency
from .fx_rates import FxRates
from .fx_rates_source import FxRatesSource
from .gateway_capture import GatewayCapture
from .gateway_capture_body import GatewayCaptureBody
from .gateway_capture_currency import GatewayCaptureCurrency
from .gateway_capture_response_200 import GatewayCaptureResponse200
from .gateway_refund_body import GatewayRefundBody
from .gateway_refund_body_metadata_type_0 import GatewayRefundBodyMetadataType0
from .gateway_refund_response_200 import GatewayRefundResponse200
from .gateway_void import GatewayVoid
from .gateway_void_body import GatewayVoidBody
from .gateway_void_currency import GatewayVoidCurrency
from .gateway_void_response_200 import GatewayVoidResponse200
from .generate_merchant_qr_body import GenerateMerchantQrBody
from .generate_merchant_qr_body_currency import GenerateMerchantQrBodyCurrency
from .generate_merchant_qr_body_format_type_1 import GenerateMerchantQrBodyFormatType1
from .generate_merchant_qr_body_format_type_2_type_1 import GenerateMerchantQrBodyFormatType2Type1
from .generate_merchant_qr_body_format_type_3_type_1 import GenerateMerchantQrBodyFormatType3Type1
from .generate_merchant_qr_body_metadata_type_0 import GenerateMerchantQrBodyMetadataType0
from .generate_merchant_qr_response_201 import GenerateMerchantQrResponse201
from .get_branding_response_200 import GetBrandingResponse200
from .get_checkout_session_response_200 import GetCheckoutSessionResponse200
from .get_core_payment_response_200 import GetCorePaymentResponse200
from .get_embedded_payment_response_200 import GetEmbeddedPaymentResponse200
from .get_embedded_session_response_200 import GetEmbeddedSessionResponse200
from .get_event_response_200 import GetEventResponse200
from .get_fx_rates_response_200 import GetFxRatesResponse200
from .get_merchant_wallet_response_200 import GetMerchantWalletResponse200
from .get_payment_link_response_200 import GetPaymentLinkResponse200
from .get_payment_response_200 import GetPaymentResponse200
from .get_payout_response_200 import GetPayoutResponse200
from .get_plan_response_200 import GetPlanResponse200
from .get_public_link_response_200 import GetPublicLinkResponse200
from .get_subscription_response_200 import GetSubscriptionResponse200
from .get_webhook_endpoint_response_200 import GetWebhookEndpointResponse200
from .interval import Interval
from .key_issued import KeyIssued
from .key_issued_kind import KeyIssuedKind
from .key_list import KeyList
from .key_list_keys_item import KeyListKeysItem
from .key_list_keys_item_kind import KeyListKeysItemKind
from .key_revoked import KeyRevoked
from .kyc_queue import KycQueue
from .kyc_review import KycReview
from .kyc_review_document import KycReviewDocument
from .kyc_review_document_content_type import KycReviewDocumentContentType
from .kyc_review_document_type import KycReviewDocumentType
from .kyc_review_status import KycReviewStatus
from .kyc_verification import KycVerification
from .kyc_verification_document_type import KycVerificationDocumentType
from .kyc_verification_status import KycVerificationStatus
from .link_fx_quote_body import LinkFxQuoteBody
from .link_fx_quote_response_200 import LinkFxQuoteResponse200
from .link_paid import LinkPaid
from .link_paid_currency import LinkPaidCurrency
from .link_paid_fx_details_type_0 import LinkPaidFxDetailsType0
from .link_paid_fx_details_type_0_from_currency import LinkPaidFxDetailsType0FromCurrency
from .link_paid_fx_details_type_0_to_currency import LinkPaidFxDetailsType0ToCurrency
from .list_events_delivery_type_1 import ListEventsDeliveryType1
from .list_events_delivery_type_2_type_1 import ListEventsDeliveryType2Type1
from .list_events_delivery_type_3_type_1 import ListEventsDeliveryType3Type1
from .list_events_order_type_1 import ListEventsOrderType1
from .list_events_order_type_2_type_1 import ListEventsOrderType2Type1
from .list_events_order_type_3_type_1 import ListEventsOrderType3Type1
from .list_events_response_200 import ListEventsResponse200
from .list_events_type_type_1 import ListEventsTypeType1
from .list_events_type_type_2_type_1 import ListEventsTypeType2Type1
from .list_events_type_type_3_type_1 import ListEventsTypeType3Type1
from .list_payment_links_response_200 import ListPaymentLinksResponse200
from .list_payments_currency_type_1 import ListPaymentsCurrencyType1
from .list_payments_currency_type_2_type_1 import ListPaymentsCurrencyType2Type1
from .list_payments_currency_type_3_type_1 import ListPaymentsCurrencyType3Type1
from .list_payments_response_200 import ListPaymentsResponse200
from .list_payments_status_type_1 import ListPaymentsStatusType1
from .list_payments_status_type_2_type_1 import ListPaymentsStatusType2Type1
from .list_payments_status_type_3_type_1 import ListPaymentsStatusType3Type1
from .list_plans_response_200 import ListPlansResponse200
from .list_request_logs_order_type_1 import ListRequestLogsOrderType1
from .list_request_logs_order_type_2_type_1 import ListRequestLogsOrderType2Type1
from .list_request_logs_order_type_3_type_1 import ListRequestLogsOrderType3Type1
from .list_request_logs_response_200 import ListRequestLogsResponse200
from .list_subscriptions_response_200 import ListSubscriptionsResponse200
from .list_subscriptions_status_type_1 import ListSubscriptionsStatusType1
from .list_subscriptions_status_type_2_type_1 import ListSubscriptionsStatusType2Type1
from .list_subscriptions_status_type_3_type_1 import ListSubscriptionsStatusType3Type1
from .list_webhook_endpoints_response_200 import ListWebhookEndpointsResponse200
from .merchant import Merchant
from .merchant_created import MerchantCreated
from .merchant_created_keys import MerchantCreatedKeys
from .merchant_wallet import MerchantWallet
from .mint_user_session_body import MintUserSessionBody
from .mint_user_session_response_201 import MintUserSessionResponse201
from .pagination import Pagination
from .pause_subscription_body import PauseSubscriptionBody
from .pause_subscription_response_200 import PauseSubscriptionResponse200
from .pay_link_body import PayLinkBody
from .pay_link_response_201 import PayLinkResponse201
from .payment import Payment
from .payment_currency import PaymentCurrency
from .payment_fx_details_type_0 import PaymentFxDetailsType0
from .payment_fx_details_type_0_from_currency import PaymentFxDetailsType0FromCurrency
from .payment_fx_details_type_0_to_currency import PaymentFxDetailsType0ToCurrency
from .payment_link import PaymentLink
from .payment_link_currency import PaymentLinkCurrency
from .payment_link_deactivated import PaymentLinkDeactivated
from .payment_link_deactivated_status import PaymentLinkDeactivatedStatus
from .payment_link_list import PaymentLinkList
from .payment_link_list_pagination import PaymentLinkListPagination
from .payment_link_list_payment_links_item import PaymentLinkListPaymentLinksItem
from .payment_link_list_payment_links_item_currency import PaymentLinkListPaymentLinksItemCurrency
from .payment_link_list_payment_links_item_metadata import PaymentLinkListPaymentLinksItemMetadata
from .payment_link_list_payment_links_item_status import PaymentLinkListPaymentLinksItemStatus
from .payment_link_metadata import PaymentLinkMetadata
from .payment_link_status import PaymentLinkStatus
from .payment_list import PaymentList
from .payment_list_pagination import PaymentListPagination
from .payment_metadata import PaymentMetadata
from .payment_refunds_item import PaymentRefundsItem
from .payment_row import PaymentRow
from .payment_row_currency import PaymentRowCurrency
from .payment_status import PaymentStatus
from .payout import Payout
from .payout_currency import PayoutCurrency
from .payout_status import PayoutStatus
from .pin_set import PinSet
from .plan import Plan
from .plan_currency import PlanCurrency
from .plan_list import PlanList
from .plan_list_pagination import PlanListPagination
from .plan_list_plans_item import PlanListPlansItem
from .plan_list_plans_item_currency import PlanListPlansItemCurrency
from .plan_list_plans_item_status import PlanListPlansItemStatus
from .plan_status import PlanStatus
from .popup import Popup
from .popup_close_body import PopupCloseBody
from .popup_close_response_200 import PopupCloseResponse200
from .popup_closed import PopupClosed
from .popup_confirm_body import PopupConfirmBody
from .popup_confirm_response_200 import PopupConfirmResponse200
from .popup_confirmed import PopupConfirmed
from .popup_confirmed_balance_currency import PopupConfirmedBalanceCurrency
from .popup_confirmed_currency import PopupConfirmedCurrency
from .popup_confirmed_fx_details_type_0 import PopupConfirmedFxDetailsType0
from .popup_confirmed_fx_details_type_0_from_currency import PopupConfirmedFxDetailsType0FromCurrency
from .popup_confirmed_fx_details_type_0_to_currency import PopupConfirmedFxDetailsType0ToCurrency
from .popup_currency import PopupCurrency
from .popup_fx_quote_body import PopupFxQuoteBody
from .popup_fx_quote_response_200 import PopupFxQuoteResponse200
from .popup_merchant import PopupMerchant
from .popup_other import PopupOther
from .popup_other_currency import PopupOtherCurrency
from .popup_page_mode_type_1 import PopupPageModeType1
from .popup_page_mode_type_2_type_1 import PopupPageModeType2Type1
from .popup_page_mode_type_3_type_1 import PopupPageModeType3Type1
from .popup_session_body import PopupSessionBody
from .popup_session_response_200 import PopupSessionResponse200
from .popup_set_pin_body import PopupSetPinBody
from .popup_set_pin_response_200 import PopupSetPinResponse200
from .public_link import PublicLink
from .public_link_currency import PublicLinkCurrency
from .public_link_merchant import PublicLinkMerchant
from .qr_charge import QrCharge
from .qr_charge_currency import QrChargeCurrency
from .qr_code import QrCode
from .qr_code_currency import QrCodeCurrency
from .qr_code_format import QrCodeFormat
from .qr_code_metadata import QrCodeMetadata
from .qr_code_status import QrCodeStatus
from .qr_paid import QrPaid
from .qr_paid_currency import QrPaidCurrency
from .qr_paid_fx_details_type_0 import QrPaidFxDetailsType0
from .qr_paid_fx_details_type_0_from_currency import QrPaidFxDetailsType0FromCurrency
from .qr_paid_fx_details_type_0_to_currency import QrPaidFxDetailsType0ToCurrency
from .qr_paid_status import QrPaidStatus
from .recover_webhook_endpoint_body import RecoverWebhookEndpointBody
from .recover_webhook_endpoint_response_202 import RecoverWebhookEndpointResponse202
from .recovered import Recovered
from .refund import Refund
from .refund_metadata import RefundMetadata
from .refund_payment_body import RefundPaymentBody
from .refund_payment_body_metadata_type_0 import RefundPaymentBodyMetadataType0
from .refund_payment_response_200 import RefundPaymentResponse200
from .refund_result import RefundResult
from .refund_result_currency import RefundResultCurrency
from .refund_result_refund_type_0 import RefundResultRefundType0
from .refund_result_refund_type_0_metadata import RefundResultRefundType0Metadata
from .refund_result_refunds_item import RefundResultRefundsItem
from .request_log_list import RequestLogList
from .request_log_list_pagination import RequestLogListPagination
from .request_log_list_requests_item import RequestLogListRequestsItem
from .resend_event_body import ResendEventBody
from .resend_event_response_202 import ResendEventResponse202
from .resent import Resent
from .resent_delivery import ResentDelivery
from .resent_delivery_attempts_item import ResentDeliveryAttemptsItem
from .resent_delivery_status import ResentDeliveryStatus
from .resume_subscription_body import ResumeSubscriptionBody
from .resume_subscription_response_200 import ResumeSubscriptionResponse200
from .rotate_webhook_secret_body import RotateWebhookSecretBody
from .rotate_webhook_secret_response_200 import RotateWebhookSecretResponse200
from .sandbox_advance_clock_body import SandboxAdvanceClockBody
from .sandbox_advance_clock_response_200 import SandboxAdvanceClockResponse200
from .sandbox_clock_response_200 import SandboxClockResponse200
from .sandbox_pay_checkout_body import SandboxPayCheckoutBody
from .sandbox_pay_checkout_response_200 import SandboxPayCheckoutResponse200
from .sandbox_pay_qr_body import SandboxPayQrBody
from .sandbox_pay_qr_response_200 import SandboxPayQrResponse200
from .sandbox_qr_token_body import SandboxQrTokenBody
from .sandbox_qr_token_response_201 import SandboxQrTokenResponse201
from .sandbox_set_pin_body import SandboxSetPinBody
from .sandbox_set_pin_response_200 import SandboxSetPinResponse200
from .sandbox_sms_inbox_response_200 import SandboxSmsInboxResponse200
from .sandbox_top_up_body import SandboxTopUpBody
from .sandbox_top_up_body_currency import SandboxTopUpBodyCurrency
from .sandbox_top_up_response_200 import SandboxTopUpResponse200
from .sandbox_wallet_response_200 import SandboxWalletResponse200
from .sms_inbox import SmsInbox
from .sms_inbox_messages_item import SmsInboxMessagesItem
from .subscription import Subscription
from .subscription_cancellation_reason_type_1 import SubscriptionCancellationReasonType1
from .subscription_cancellation_reason_type_2_type_1 import SubscriptionCancellationReasonType2Type1
from .subscription_cancellation_reason_type_3_type_1 import SubscriptionCancellationReasonType3Type1
from .subscription_currency import SubscriptionCurrency
from .subscription_last_payment_error_type_0 import SubscriptionLastPaymentErrorType0
from .subscription_list import SubscriptionList
from .subscription_list_pagination import SubscriptionListPagination
from .subscription_list_subscriptions_item import SubscriptionListSubscriptionsItem
from .subscription_list_subscriptions_item_cancellation_reason_type_1 import SubscriptionListSubscriptionsItemCancellationReasonType1
from .subscription_list_subscriptions_item_cancellation_reason_type_2_type_1 import SubscriptionListSubscriptionsItemCancellationReasonType2Type1
from .subscription_list_subscriptions_item_cancellation_reason_type_3_type_1 import SubscriptionListSubscriptionsItemCancellationReasonType3Type1
from .subscription_list_subscriptions_item_currency import SubscriptionListSubscriptionsItemCurrency
from .subscription_list_subscriptions_item_last_payment_error_type_0 import SubscriptionListSubscriptionsItemLastPaymentErrorType0
from .subscription_list_subscriptions_item_status import SubscriptionListSubscriptionsItemStatus
from .subscription_status import SubscriptionStatus
from .sync_user_body import SyncUserBody
from .sync_user_response_200 import SyncUserResponse200
from .sync_user_response_201 import SyncUserResponse201
from .transfer import Transfer
from .transfer_currency import TransferCurrency
from .transfer_from import TransferFrom
from .transfer_to import TransferTo
from .update_branding_body import UpdateBrandingBody
from .update_branding_response_200 import UpdateBrandingResponse200
from .update_webhook_endpoint_body import UpdateWebhookEndpointBody
from .update_webhook_endpoint_body_events_type_0_item import UpdateWebhookEndpointBodyEventsType0Item
from .update_webhook_endpoint_response_200 import UpdateWebhookEndpointResponse200
from .user import User
from .user_freeze import UserFreeze
from .user_freeze_frozen_type_0 import UserFreezeFrozenType0
from .user_freeze_frozen_type_0_scope import UserFreezeFrozenType0Scope
from .user_pin_set import UserPinSet
from .user_token import UserToken
from .user_wallet import UserWallet
from .wallet import Wallet
from .wallet_accounts import WalletAccounts
from .wallet_accounts_item import WalletAccountsItem
from .wallet_accounts_item_currency import WalletAccountsItemCurrency
from .wallet_accounts_item_displays import WalletAccountsItemDisplays
from .wallet_ask_code_body import WalletAskCodeBody
from .wallet_ask_code_response_202 import WalletAskCodeResponse202
from .wallet_cash_out_body import WalletCashOutBody
from .wallet_cash_out_body_currency import WalletCashOutBodyCurrency
from .wallet_cash_out_body_method import WalletCashOutBodyMethod
from .wallet_cash_out_response_201 import WalletCashOutResponse201
from .wallet_change_pin_body import WalletChangePinBody
from .wallet_change_pin_response_200 import WalletChangePinResponse200
from .wallet_code_sent import WalletCodeSent
from .wallet_exchange_body import WalletExchangeBody
from .wallet_exchange_quote_body import WalletExchangeQuoteBody
from .wallet_exchange_quote_body_from_currency import WalletExchangeQuoteBodyFromCurrency
from .wallet_exchange_quote_body_to_currency import WalletExchangeQuoteBodyToCurrency
from .wallet_exchange_quote_response_201 import WalletExchangeQuoteResponse201
from .wallet_exchange_response_201 import WalletExchangeResponse201
from .wallet_frozen_type_1 import WalletFrozenType1
from .wallet_frozen_type_2_type_1 import WalletFrozenType2Type1
from .wallet_frozen_type_3_type_1 import WalletFrozenType3Type1
from .wallet_kyc import WalletKyc
from .wallet_kyc_status import WalletKycStatus
from .wallet_limits import WalletLimits
from .wallet_limits_tiers_item import WalletLimitsTiersItem
from .wallet_limits_tiers_item_currency import WalletLimitsTiersItemCurrency
from .wallet_limits_tiers_item_limits import WalletLimitsTiersItemLimits
from .wallet_pay_qr_body import WalletPayQrBody
from .wallet_pay_qr_response_200 import WalletPayQrResponse200
from .wallet_payment_code_body import WalletPaymentCodeBody
from .wallet_payment_code_response_201 import WalletPaymentCodeResponse201
from .wallet_qr import WalletQr
from .wallet_qr_currency import WalletQrCurrency
from .wallet_qr_merchant import WalletQrMerchant
from .wallet_qr_status import WalletQrStatus
from .wallet_refresh_body import WalletRefreshBody
from .wallet_refresh_response_200 import WalletRefreshResponse200
from .wallet_reset_pin_body import WalletResetPinBody
from .wallet_reset_pin_response_200 import WalletResetPinResponse200
from .wallet_send_transfer_body import WalletSendTransferBody
from .wallet_send_transfer_body_currency import WalletSendTransferBodyCurrency
from .wallet_send_transfer_response_201 import WalletSendTransferResponse201
from .wallet_set_pin_body import WalletSetPinBody
from .wallet_set_pin_response_200 import WalletSetPinResponse200
from .wallet_show_cash_out_response_200 import WalletShowCashOutResponse200
from .wallet_show_kyc_response_200 import WalletShowKycResponse200
from .wallet_show_qr_response_200 import WalletShowQrResponse200
from .wallet_show_response_200 import WalletShowResponse200
from .wallet_show_transfer_response_200 import WalletShowTransferResponse200
from .wallet_sign_out_body import WalletSignOutBody
from .wallet_sign_out_response_200 import WalletSignOutResponse200
from .wallet_signed_out import WalletSignedOut
from .wallet_statement import WalletStatement
from .wallet_statement_currency_type_1 import WalletStatementCurrencyType1
from .wallet_statement_currency_type_2_type_1 import WalletStatementCurrencyType2Type1
from .wallet_statement_currency_type_3_type_1 import WalletStatementCurrencyType3Type1
from .wallet_statement_transactions_item import WalletStatementTransactionsItem
from .wallet_statement_transactions_item_counterparty import WalletStatementTransactionsItemCounterparty
from .wallet_statement_transactions_item_counterparty_type import WalletStatementTransactionsItemCounterpartyType
from .wallet_statement_transactions_item_currency import WalletStatementTransactionsItemCurrency
from .wallet_statement_transactions_item_displays import WalletStatementTransactionsItemDisplays
from .wallet_statement_transactions_item_type import WalletStatementTransactionsItemType
from .wallet_submit_kyc_body import WalletSubmitKycBody
from .wallet_submit_kyc_body_document_type import WalletSubmitKycBodyDocumentType
from .wallet_submit_kyc_response_201 import WalletSubmitKycResponse201
from .wallet_tokens import WalletTokens
from .wallet_tokens_user import WalletTokensUser
from .wallet_transactions_currency_type_1 import WalletTransactionsCurrencyType1
from .wallet_transactions_currency_type_2_type_1 import WalletTransactionsCurrencyType2Type1
from .wallet_transactions_currency_type_3_type_1 import WalletTransactionsCurrencyType3Type1
from .wallet_transactions_response_200 import WalletTransactionsResponse200
from .wallet_usage import WalletUsage
from .wallet_usage_transfers_item import WalletUsageTransfersItem
from .wallet_usage_transfers_item_currency import WalletUsageTransfersItemCurrency
from .wallet_usage_transfers_item_limits import WalletUsageTransfersItemLimits
from .wallet_usage_transfers_item_used_this_month import WalletUsageTransfersItemUsedThisMonth
from .wallet_usage_transfers_item_used_today import WalletUsageTransfersItemUsedToday
from .wallet_usage_velocity import WalletUsageVelocity
from .wallet_user import WalletUser
from .wallet_verify_code_body import WalletVerifyCodeBody
from .wallet_verify_code_response_200 import WalletVerifyCodeResponse200
from .webhook_endpoint import WebhookEndpoint
from .webhook_endpoint_created import WebhookEndpointCreated
from .webhook_endpoint_created_status import WebhookEndpointCreatedStatus
from .webhook_endpoint_deleted import WebhookEndpointDeleted
from .webhook_endpoint_list import WebhookEndpointList
from .webhook_endpoint_list_endpoints_item import WebhookEndpointListEndpointsItem
from .webhook_endpoint_list_endpoints_item_status import WebhookEndpointListEndpointsItemStatus
from .webhook_endpoint_rotated import WebhookEndpointRotated
from .webhook_endpoint_rotated_status import WebhookEndpointRotatedStatus
from .webhook_endpoint_status import WebhookEndpointStatus

__all__ = (
    "Account",
    "AccountCurrency",
    "AdminAuditMerchantResponse200",
    "AdminCompleteCashOutBody",
    "AdminCompleteCashOutResponse200",
    "AdminCompletePayoutBody",
    "AdminCompletePayoutResponse200",
    "AdminCreateDashboardUserBody",
    "AdminCreateDashboardUserBodyRole",
    "AdminCreateDashboardUserResponse201",
    "AdminCreateMerchantBody",
    "AdminCreateMerchantBodyEnvironmentType1",
    "AdminCreateMerchantBodyEnvironmentType2Type1",
    "AdminCreateMerchantBodyEnvironmentType3Type1",
    "AdminCreateMerchantBodyStatusType1",
    "AdminCreateMerchantBodyStatusType2Type1",
    "AdminCreateMerchantBodyStatusType3Type1",
    "AdminCreateMerchantResponse201",
    "AdminDepositBody",
    "AdminDepositBodyCurrency",
    "AdminDepositResponse201",
    "AdminFailCashOutBody",
    "AdminFailCashOutResponse200",
    "AdminFailPayoutBody",
    "AdminFailPayoutResponse200",
    "AdminFreezeUserBody",
    "AdminFreezeUserBodyScope",
    "AdminFreezeUserResponse200",
    "AdminGetFxRatesResponse200",
    "AdminGetLimitsResponse200",
    "AdminGetMerchantResponse200",
    "AdminIssueKeyBody",
    "AdminIssueKeyBodyKind",
    "AdminIssueKeyResponse201",
    "AdminKycApproveBody",
    "AdminKycApproveResponse200",
    "AdminKycQueueResponse200",
    "AdminKycRejectBody",
    "AdminKycRejectResponse200",
    "AdminKycShowResponse200",
    "AdminListKeysResponse200",
    "AdminRevokeKeyResponse200",
    "AdminSetFxRatesBody",
    "AdminSetFxRatesBodyPair",
    "AdminSetFxRatesResponse200",
    "AdminSetLimitsBody",
    "AdminSetLimitsBodyCurrency",
    "AdminSetLimitsResponse200",
    "AdminSetMerchantStatusBody",
    "AdminSetMerchantStatusBodyStatus",
    "AdminSetMerchantStatusResponse200",
    "AdminUnfreezeUserBody",
    "AdminUnfreezeUserBodyScopeType1",
    "AdminUnfreezeUserBodyScopeType2Type1",
    "AdminUnfreezeUserBodyScopeType3Type1",
    "AdminUnfreezeUserResponse200",
    "AdminUpdateMerchantBody",
    "AdminUpdateMerchantResponse200",
    "ArchivePlanBody",
    "ArchivePlanResponse200",
    "Audit",
    "AuditTotals",
    "AuditTotalsAdditionalProperty",
    "Brand",
    "Branding",
    "CancelSubscriptionBody",
    "CancelSubscriptionResponse200",
    "CapturePaymentBody",
    "CapturePaymentResponse200",
    "CashIn",
    "CashInBody",
    "CashInBodyCurrency",
    "CashInCurrency",
    "CashInResponse201",
    "CashOut",
    "CashOutCurrency",
    "CashOutMethod",
    "CashOutStatus",
    "ChargeCustomerQrBody",
    "ChargeCustomerQrBodyCurrency",
    "ChargeCustomerQrResponse201",
    "CheckoutSession",
    "CheckoutSessionCurrency",
    "CheckoutSessionMetadata",
    "Clock",
    "CoreCapture",
    "CoreCaptureCurrency",
    "CorePayment",
    "CorePaymentCurrency",
    "CorePaymentFxDetailsType0",
    "CorePaymentFxDetailsType0FromCurrency",
    "CorePaymentFxDetailsType0ToCurrency",
    "CorePaymentMetadata",
    "CorePaymentRefundsItem",
    "CorePaymentStatus",
    "CreateCheckoutSessionBody",
    "CreateCheckoutSessionBodyCurrency",
    "CreateCheckoutSessionBodyMetadataType0",
    "CreateCheckoutSessionResponse201",
    "CreateEmbeddedSessionBody",
    "CreateEmbeddedSessionBodyCaptureModeType1",
    "CreateEmbeddedSessionBodyCaptureModeType2Type1",
    "CreateEmbeddedSessionBodyCaptureModeType3Type1",
    "CreateEmbeddedSessionBodyCurrency",
    "CreateEmbeddedSessionBodyMetadataType0",
    "CreateEmbeddedSessionResponse201",
    "CreatePaymentLinkBody",
    "CreatePaymentLinkBodyCurrency",
    "CreatePaymentLinkBodyMetadataType0",
    "CreatePaymentLinkResponse201",
    "CreatePayoutBody",
    "CreatePayoutBodyCurrency",
    "CreatePayoutResponse201",
    "CreatePlanBody",
    "CreatePlanBodyCurrency",
    "CreatePlanBodyInterval",
    "CreatePlanResponse201",
    "CreateSubscriptionBody",
    "CreateSubscriptionResponse201",
    "CreateWebhookEndpointBody",
    "CreateWebhookEndpointBodyEventsType0Item",
    "CreateWebhookEndpointResponse201",
    "DashboardUser",
    "DashboardUserRole",
    "DeactivatePaymentLinkResponse200",
    "DeleteWebhookEndpointResponse200",
    "Deposit",
    "DepositCurrency",
    "EmbeddedCreated",
    "EmbeddedCreatedCurrency",
    "EmbeddedPayment",
    "EmbeddedPaymentCurrency",
    "EmbeddedPaymentFxDetailsType0",
    "EmbeddedPaymentFxDetailsType0FromCurrency",
    "EmbeddedPaymentFxDetailsType0ToCurrency",
    "EmbeddedPaymentMetadata",
    "EmbeddedPaymentRefundsItem",
    "EmbeddedSession",
    "EmbeddedSessionCurrency",
    "EmbeddedSessionMetadata",
    "ErrorEnvelope",
    "ErrorEnvelopeError",
    "ErrorEnvelopeErrorDetails",
    "Event",
    "EventData",
    "EventDataObject",
    "EventDeliveriesItem",
    "EventDeliveriesItemAttemptsItem",
    "EventDeliveriesItemStatus",
    "EventList",
    "EventListEventsItem",
    "EventListEventsItemData",
    "EventListEventsItemDataObject",
    "EventListPagination",
    "Exchange",
    "ExchangeFromCurrency",
    "ExchangeStatus",
    "ExchangeToCurrency",
    "FxQuote",
    "FxQuoteFromCurrency",
    "FxQuoteStatus",
    "FxQuoteToCurrency",
    "FxRates",
    "FxRatesSource",
    "GatewayCapture",
    "GatewayCaptureBody",
    "GatewayCaptureCurrency",
    "GatewayCaptureResponse200",
    "GatewayRefundBody",
    "GatewayRefundBodyMetadataType0",
    "GatewayRefundResponse200",
    "GatewayVoid",
    "GatewayVoidBody",
    "GatewayVoidCurrency",
    "GatewayVoidResponse200",
    "GenerateMerchantQrBody",
    "GenerateMerchantQrBodyCurrency",
    "GenerateMerchantQrBodyFormatType1",
    "GenerateMerchantQrBodyFormatType2Type1",
    "GenerateMerchantQrBodyFormatType3Type1",
    "GenerateMerchantQrBodyMetadataType0",
    "GenerateMerchantQrResponse201",
    "GetBrandingResponse200",
    "GetCheckoutSessionResponse200",
    "GetCorePaymentResponse200",
    "GetEmbeddedPaymentResponse200",
    "GetEmbeddedSessionResponse200",
    "GetEventResponse200",
    "GetFxRatesResponse200",
    "GetMerchantWalletResponse200",
    "GetPaymentLinkResponse200",
    "GetPaymentResponse200",
    "GetPayoutResponse200",
    "GetPlanResponse200",
    "GetPublicLinkResponse200",
    "GetSubscriptionResponse200",
    "GetWebhookEndpointResponse200",
    "Interval",
    "KeyIssued",
    "KeyIssuedKind",
    "KeyList",
    "KeyListKeysItem",
    "KeyListKeysItemKind",
    "KeyRevoked",
    "KycQueue",
    "KycReview",
    "KycReviewDocument",
    "KycReviewDocumentContentType",
    "KycReviewDocumentType",
    "KycReviewStatus",
    "KycVerification",
    "KycVerificationDocumentType",
    "KycVerificationStatus",
    "LinkFxQuoteBody",
    "LinkFxQuoteResponse200",
    "LinkPaid",
    "LinkPaidCurrency",
    "LinkPaidFxDetailsType0",
    "LinkPaidFxDetailsType0FromCurrency",
    "LinkPaidFxDetailsType0ToCurrency",
    "ListEventsDeliveryType1",
    "ListEventsDeliveryType2Type1",
    "ListEventsDeliveryType3Type1",
    "ListEventsOrderType1",
    "ListEventsOrderType2Type1",
    "ListEventsOrderType3Type1",
    "ListEventsResponse200",
    "ListEventsTypeType1",
    "ListEventsTypeType2Type1",
    "ListEventsTypeType3Type1",
    "ListPaymentLinksResponse200",
    "ListPaymentsCurrencyType1",
    "ListPaymentsCurrencyType2Type1",
    "ListPaymentsCurrencyType3Type1",
    "ListPaymentsResponse200",
    "ListPaymentsStatusType1",
    "ListPaymentsStatusType2Type1",
    "ListPaymentsStatusType3Type1",
    "ListPlansResponse200",
    "ListRequestLogsOrderType1",
    "ListRequestLogsOrderType2Type1",
    "ListRequestLogsOrderType3Type1",
    "ListRequestLogsResponse200",
    "ListSubscriptionsResponse200",
    "ListSubscriptionsStatusType1",
    "ListSubscriptionsStatusType2Type1",
    "ListSubscriptionsStatusType3Type1",
    "ListWebhookEndpointsResponse200",
    "Merchant",
    "MerchantCreated",
    "MerchantCreatedKeys",
    "MerchantWallet",
    "MintUserSessionBody",
    "MintUserSessionResponse201",
    "Pagination",
    "PauseSubscriptionBody",
    "PauseSubscriptionResponse200",
    "PayLinkBody",
    "PayLinkResponse201",
    "Payment",
    "PaymentCurrency",
    "PaymentFxDetailsType0",
    "PaymentFxDetailsType0FromCurrency",
    "PaymentFxDetailsType0ToCurrency",
    "PaymentLink",
    "PaymentLinkCurrency",
    "PaymentLinkDeactivated",
    "PaymentLinkDeactivatedStatus",
    "PaymentLinkList",
    "PaymentLinkListPagination",
    "PaymentLinkListPaymentLinksItem",
    "PaymentLinkListPaymentLinksItemCurrency",
    "PaymentLinkListPaymentLinksItemMetadata",
    "PaymentLinkListPaymentLinksItemStatus",
    "PaymentLinkMetadata",
    "PaymentLinkStatus",
    "PaymentList",
    "PaymentListPagination",
    "PaymentMetadata",
    "PaymentRefundsItem",
    "PaymentRow",
    "PaymentRowCurrency",
    "PaymentStatus",
    "Payout",
    "PayoutCurrency",
    "PayoutStatus",
    "PinSet",
    "Plan",
    "PlanCurrency",
    "PlanList",
    "PlanListPagination",
    "PlanListPlansItem",
    "PlanListPlansItemCurrency",
    "PlanListPlansItemStatus",
    "PlanStatus",
    "Popup",
    "PopupCloseBody",
    "PopupClosed",
    "PopupCloseResponse200",
    "PopupConfirmBody",
    "PopupConfirmed",
    "PopupConfirmedBalanceCurrency",
    "PopupConfirmedCurrency",
    "PopupConfirmedFxDetailsType0",
    "PopupConfirmedFxDetailsType0FromCurrency",
    "PopupConfirmedFxDetailsType0ToCurrency",
    "PopupConfirmResponse200",
    "PopupCurrency",
    "PopupFxQuoteBody",
    "PopupFxQuoteResponse200",
    "PopupMerchant",
    "PopupOther",
    "PopupOtherCurrency",
    "PopupPageModeType1",
    "PopupPageModeType2Type1",
    "PopupPageModeType3Type1",
    "PopupSessionBody",
    "PopupSessionResponse200",
    "PopupSetPinBody",
    "PopupSetPinResponse200",
    "PublicLink",
    "PublicLinkCurrency",
    "PublicLinkMerchant",
    "QrCharge",
    "QrChargeCurrency",
    "QrCode",
    "QrCodeCurrency",
    "QrCodeFormat",
    "QrCodeMetadata",
    "QrCodeStatus",
    "QrPaid",
    "QrPaidCurrency",
    "QrPaidFxDetailsType0",
    "QrPaidFxDetailsType0FromCurrency",
    "QrPaidFxDetailsType0ToCurrency",
    "QrPaidStatus",
    "Recovered",
    "RecoverWebhookEndpointBody",
    "RecoverWebhookEndpointResponse202",
    "Refund",
    "RefundMetadata",
    "RefundPaymentBody",
    "RefundPaymentBodyMetadataType0",
    "RefundPaymentResponse200",
    "RefundResult",
    "RefundResultCurrency",
    "RefundResultRefundsItem",
    "RefundResultRefundType0",
    "RefundResultRefundType0Metadata",
    "RequestLogList",
    "RequestLogListPagination",
    "RequestLogListRequestsItem",
    "ResendEventBody",
    "ResendEventResponse202",
    "Resent",
    "ResentDelivery",
    "ResentDeliveryAttemptsItem",
    "ResentDeliveryStatus",
    "ResumeSubscriptionBody",
    "ResumeSubscriptionResponse200",
    "RotateWebhookSecretBody",
    "RotateWebhookSecretResponse200",
    "SandboxAdvanceClockBody",
    "SandboxAdvanceClockResponse200",
    "SandboxClockResponse200",
    "SandboxPayCheckoutBody",
    "SandboxPayCheckoutResponse200",
    "SandboxPayQrBody",
    "SandboxPayQrResponse200",
    "SandboxQrTokenBody",
    "SandboxQrTokenResponse201",
    "SandboxSetPinBody",
    "SandboxSetPinResponse200",
    "SandboxSmsInboxResponse200",
    "SandboxTopUpBody",
    "SandboxTopUpBodyCurrency",
    "SandboxTopUpResponse200",
    "SandboxWalletResponse200",
    "SmsInbox",
    "SmsInboxMessagesItem",
    "Subscription",
    "SubscriptionCancellationReasonType1",
    "SubscriptionCancellationReasonType2Type1",
    "SubscriptionCancellationReasonType3Type1",
    "SubscriptionCurrency",
    "SubscriptionLastPaymentErrorType0",
    "SubscriptionList",
    "SubscriptionListPagination",
    "SubscriptionListSubscriptionsItem",
    "SubscriptionListSubscriptionsItemCancellationReasonType1",
    "SubscriptionListSubscriptionsItemCancellationReasonType2Type1",
    "SubscriptionListSubscriptionsItemCancellationReasonType3Type1",
    "SubscriptionListSubscriptionsItemCurrency",
    "SubscriptionListSubscriptionsItemLastPaymentErrorType0",
    "SubscriptionListSubscriptionsItemStatus",
    "SubscriptionStatus",
    "SyncUserBody",
    "SyncUserResponse200",
    "SyncUserResponse201",
    "Transfer",
    "TransferCurrency",
    "TransferFrom",
    "TransferTo",
    "UpdateBrandingBody",
    "UpdateBrandingResponse200",
    "UpdateWebhookEndpointBody",
    "UpdateWebhookEndpointBodyEventsType0Item",
    "UpdateWebhookEndpointResponse200",
    "User",
    "UserFreeze",
    "UserFreezeFrozenType0",
    "UserFreezeFrozenType0Scope",
    "UserPinSet",
    "UserToken",
    "UserWallet",
    "Wallet",
    "WalletAccounts",
    "WalletAccountsItem",
    "WalletAccountsItemCurrency",
    "WalletAccountsItemDisplays",
    "WalletAskCodeBody",
    "WalletAskCodeResponse202",
    "WalletCashOutBody",
    "WalletCashOutBodyCurrency",
    "WalletCashOutBodyMethod",
    "WalletCashOutResponse201",
    "WalletChangePinBody",
    "WalletChangePinResponse200",
    "WalletCodeSent",
    "WalletExchangeBody",
    "WalletExchangeQuoteBody",
    "WalletExchangeQuoteBodyFromCurrency",
    "WalletExchangeQuoteBodyToCurrency",
    "WalletExchangeQuoteResponse201",
    "WalletExchangeResponse201",
    "WalletFrozenType1",
    "WalletFrozenType2Type1",
    "WalletFrozenType3Type1",
    "WalletKyc",
    "WalletKycStatus",
    "WalletLimits",
    "WalletLimitsTiersItem",
    "WalletLimitsTiersItemCurrency",
    "WalletLimitsTiersItemLimits",
    "WalletPaymentCodeBody",
    "WalletPaymentCodeResponse201",
    "WalletPayQrBody",
    "WalletPayQrResponse200",
    "WalletQr",
    "WalletQrCurrency",
    "WalletQrMerchant",
    "WalletQrStatus",
    "WalletRefreshBody",
    "WalletRefreshResponse200",
    "WalletResetPinBody",
    "WalletResetPinResponse200",
    "WalletSendTransferBody",
    "WalletSendTransferBodyCurrency",
    "WalletSendTransferResponse201",
    "WalletSetPinBody",
    "WalletSetPinResponse200",
    "WalletShowCashOutResponse200",
    "WalletShowKycResponse200",
    "WalletShowQrResponse200",
    "WalletShowResponse200",
    "WalletShowTransferResponse200",
    "WalletSignedOut",
    "WalletSignOutBody",
    "WalletSignOutResponse200",
    "WalletStatement",
    "WalletStatementCurrencyType1",
    "WalletStatementCurrencyType2Type1",
    "WalletStatementCurrencyType3Type1",
    "WalletStatementTransactionsItem",
    "WalletStatementTransactionsItemCounterparty",
    "WalletStatementTransactionsItemCounterpartyType",
    "WalletStatementTransactionsItemCurrency",
    "WalletStatementTransactionsItemDisplays",
    "WalletStatementTransactionsItemType",
    "WalletSubmitKycBody",
    "WalletSubmitKycBodyDocumentType",
    "WalletSubmitKycResponse201",
    "WalletTokens",
    "WalletTokensUser",
    "WalletTransactionsCurrencyType1",
    "WalletTransactionsCurrencyType2Type1",
    "WalletTransactionsCurrencyType3Type1",
    "WalletTransactionsResponse200",
    "WalletUsage",
    "WalletUsageTransfersItem",
    "WalletUsageTransfersItemCurrency",
    "WalletUsageTransfersItemLimits",
    "WalletUsageTransfersItemUsedThisMonth",
    "WalletUsageTransfersItemUsedToday",
    "WalletUsageVelocity",
    "WalletUser",
    "WalletVerifyCodeBody",
    "WalletVerifyCodeResponse200",
    "WebhookEndpoint",
    "WebhookEndpointCreated",
    "WebhookEndpointCreatedStatus",
    "WebhookEndpointDeleted",
    "WebhookEndpointList",
    "WebhookEndpointListEndpointsItem",
    "WebhookEndpointListEndpointsItemStatus",
    "WebhookEndpointRotated",
    "WebhookEndpointRotatedStatus",
    "WebhookEndpointStatus",
)
