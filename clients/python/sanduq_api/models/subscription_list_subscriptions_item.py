from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.interval import check_interval
from ..models.interval import Interval
from ..models.subscription_list_subscriptions_item_cancellation_reason_type_1 import check_subscription_list_subscriptions_item_cancellation_reason_type_1
from ..models.subscription_list_subscriptions_item_cancellation_reason_type_1 import SubscriptionListSubscriptionsItemCancellationReasonType1
from ..models.subscription_list_subscriptions_item_cancellation_reason_type_2_type_1 import check_subscription_list_subscriptions_item_cancellation_reason_type_2_type_1
from ..models.subscription_list_subscriptions_item_cancellation_reason_type_2_type_1 import SubscriptionListSubscriptionsItemCancellationReasonType2Type1
from ..models.subscription_list_subscriptions_item_cancellation_reason_type_3_type_1 import check_subscription_list_subscriptions_item_cancellation_reason_type_3_type_1
from ..models.subscription_list_subscriptions_item_cancellation_reason_type_3_type_1 import SubscriptionListSubscriptionsItemCancellationReasonType3Type1
from ..models.subscription_list_subscriptions_item_currency import check_subscription_list_subscriptions_item_currency
from ..models.subscription_list_subscriptions_item_currency import SubscriptionListSubscriptionsItemCurrency
from ..models.subscription_list_subscriptions_item_status import check_subscription_list_subscriptions_item_status
from ..models.subscription_list_subscriptions_item_status import SubscriptionListSubscriptionsItemStatus
from typing import cast
from typing import Literal, cast
import datetime

if TYPE_CHECKING:
  from ..models.subscription_list_subscriptions_item_last_payment_error_type_0 import SubscriptionListSubscriptionsItemLastPaymentErrorType0





T = TypeVar("T", bound="SubscriptionListSubscriptionsItem")



@_attrs_define
class SubscriptionListSubscriptionsItem:
    """ 
        Attributes:
            amount (int):
            billing_cycle_anchor (datetime.datetime):
            cancel_at_period_end (bool):
            canceled_at (datetime.datetime | None):
            cancellation_reason (None | SubscriptionListSubscriptionsItemCancellationReasonType1 |
                SubscriptionListSubscriptionsItemCancellationReasonType2Type1 |
                SubscriptionListSubscriptionsItemCancellationReasonType3Type1):
            created_at (datetime.datetime):
            currency (SubscriptionListSubscriptionsItemCurrency):
            current_period_end (datetime.datetime | None):
            current_period_start (datetime.datetime | None):
            customer_id (str):
            external_user_id (str):
            grace_period_days (int):
            grace_period_ends_at (datetime.datetime | None):
            id (str):
            interval (Interval):
            interval_count (int):
            last_payment_error (None | SubscriptionListSubscriptionsItemLastPaymentErrorType0):
            latest_payment_id (None | str):
            next_billing_at (datetime.datetime | None):
            next_retry_at (datetime.datetime | None):
            object_ (Literal['subscription']):
            past_due_since (datetime.datetime | None):
            paused_at (datetime.datetime | None):
            plan_id (str):
            resumed_at (datetime.datetime | None):
            retries_made (int | None):
            status (SubscriptionListSubscriptionsItemStatus):
            trial_end (datetime.datetime | None):
            trial_start (datetime.datetime | None):
            updated_at (datetime.datetime):
            user_id (str):
     """

    amount: int
    billing_cycle_anchor: datetime.datetime
    cancel_at_period_end: bool
    canceled_at: datetime.datetime | None
    cancellation_reason: None | SubscriptionListSubscriptionsItemCancellationReasonType1 | SubscriptionListSubscriptionsItemCancellationReasonType2Type1 | SubscriptionListSubscriptionsItemCancellationReasonType3Type1
    created_at: datetime.datetime
    currency: SubscriptionListSubscriptionsItemCurrency
    current_period_end: datetime.datetime | None
    current_period_start: datetime.datetime | None
    customer_id: str
    external_user_id: str
    grace_period_days: int
    grace_period_ends_at: datetime.datetime | None
    id: str
    interval: Interval
    interval_count: int
    last_payment_error: None | SubscriptionListSubscriptionsItemLastPaymentErrorType0
    latest_payment_id: None | str
    next_billing_at: datetime.datetime | None
    next_retry_at: datetime.datetime | None
    object_: Literal['subscription']
    past_due_since: datetime.datetime | None
    paused_at: datetime.datetime | None
    plan_id: str
    resumed_at: datetime.datetime | None
    retries_made: int | None
    status: SubscriptionListSubscriptionsItemStatus
    trial_end: datetime.datetime | None
    trial_start: datetime.datetime | None
    updated_at: datetime.datetime
    user_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.subscription_list_subscriptions_item_last_payment_error_type_0 import SubscriptionListSubscriptionsItemLastPaymentErrorType0 # noqa: PLC0415
        amount = self.amount

        billing_cycle_anchor = self.billing_cycle_anchor.isoformat()

        cancel_at_period_end = self.cancel_at_period_end

        canceled_at: None | str
        if isinstance(self.canceled_at, datetime.datetime):
            canceled_at = self.canceled_at.isoformat()
        else:
            canceled_at = self.canceled_at

        cancellation_reason: None | str
        if isinstance(self.cancellation_reason, str):
            cancellation_reason = self.cancellation_reason
        elif isinstance(self.cancellation_reason, str):
            cancellation_reason = self.cancellation_reason
        elif isinstance(self.cancellation_reason, str):
            cancellation_reason = self.cancellation_reason
        else:
            cancellation_reason = self.cancellation_reason

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        current_period_end: None | str
        if isinstance(self.current_period_end, datetime.datetime):
            current_period_end = self.current_period_end.isoformat()
        else:
            current_period_end = self.current_period_end

        current_period_start: None | str
        if isinstance(self.current_period_start, datetime.datetime):
            current_period_start = self.current_period_start.isoformat()
        else:
            current_period_start = self.current_period_start

        customer_id = self.customer_id

        external_user_id = self.external_user_id

        grace_period_days = self.grace_period_days

        grace_period_ends_at: None | str
        if isinstance(self.grace_period_ends_at, datetime.datetime):
            grace_period_ends_at = self.grace_period_ends_at.isoformat()
        else:
            grace_period_ends_at = self.grace_period_ends_at

        id = self.id

        interval: str = self.interval

        interval_count = self.interval_count

        last_payment_error: dict[str, Any] | None
        if isinstance(self.last_payment_error, SubscriptionListSubscriptionsItemLastPaymentErrorType0):
            last_payment_error = self.last_payment_error.to_dict()
        else:
            last_payment_error = self.last_payment_error

        latest_payment_id: None | str
        latest_payment_id = self.latest_payment_id

        next_billing_at: None | str
        if isinstance(self.next_billing_at, datetime.datetime):
            next_billing_at = self.next_billing_at.isoformat()
        else:
            next_billing_at = self.next_billing_at

        next_retry_at: None | str
        if isinstance(self.next_retry_at, datetime.datetime):
            next_retry_at = self.next_retry_at.isoformat()
        else:
            next_retry_at = self.next_retry_at

        object_ = self.object_

        past_due_since: None | str
        if isinstance(self.past_due_since, datetime.datetime):
            past_due_since = self.past_due_since.isoformat()
        else:
            past_due_since = self.past_due_since

        paused_at: None | str
        if isinstance(self.paused_at, datetime.datetime):
            paused_at = self.paused_at.isoformat()
        else:
            paused_at = self.paused_at

        plan_id = self.plan_id

        resumed_at: None | str
        if isinstance(self.resumed_at, datetime.datetime):
            resumed_at = self.resumed_at.isoformat()
        else:
            resumed_at = self.resumed_at

        retries_made: int | None
        retries_made = self.retries_made

        status: str = self.status

        trial_end: None | str
        if isinstance(self.trial_end, datetime.datetime):
            trial_end = self.trial_end.isoformat()
        else:
            trial_end = self.trial_end

        trial_start: None | str
        if isinstance(self.trial_start, datetime.datetime):
            trial_start = self.trial_start.isoformat()
        else:
            trial_start = self.trial_start

        updated_at = self.updated_at.isoformat()

        user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "billing_cycle_anchor": billing_cycle_anchor,
            "cancel_at_period_end": cancel_at_period_end,
            "canceled_at": canceled_at,
            "cancellation_reason": cancellation_reason,
            "created_at": created_at,
            "currency": currency,
            "current_period_end": current_period_end,
            "current_period_start": current_period_start,
            "customer_id": customer_id,
            "external_user_id": external_user_id,
            "grace_period_days": grace_period_days,
            "grace_period_ends_at": grace_period_ends_at,
            "id": id,
            "interval": interval,
            "interval_count": interval_count,
            "last_payment_error": last_payment_error,
            "latest_payment_id": latest_payment_id,
            "next_billing_at": next_billing_at,
            "next_retry_at": next_retry_at,
            "object": object_,
            "past_due_since": past_due_since,
            "paused_at": paused_at,
            "plan_id": plan_id,
            "resumed_at": resumed_at,
            "retries_made": retries_made,
            "status": status,
            "trial_end": trial_end,
            "trial_start": trial_start,
            "updated_at": updated_at,
            "user_id": user_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.subscription_list_subscriptions_item_last_payment_error_type_0 import SubscriptionListSubscriptionsItemLastPaymentErrorType0 # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        billing_cycle_anchor = datetime.datetime.fromisoformat(d.pop("billing_cycle_anchor"))




        cancel_at_period_end = d.pop("cancel_at_period_end")

        def _parse_canceled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                canceled_at_type_0 = datetime.datetime.fromisoformat(data)



                return canceled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        canceled_at = _parse_canceled_at(d.pop("canceled_at"))


        def _parse_cancellation_reason(data: object) -> None | SubscriptionListSubscriptionsItemCancellationReasonType1 | SubscriptionListSubscriptionsItemCancellationReasonType2Type1 | SubscriptionListSubscriptionsItemCancellationReasonType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                cancellation_reason_type_1 = check_subscription_list_subscriptions_item_cancellation_reason_type_1(data)



                return cancellation_reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                cancellation_reason_type_2_type_1 = check_subscription_list_subscriptions_item_cancellation_reason_type_2_type_1(data)



                return cancellation_reason_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                cancellation_reason_type_3_type_1 = check_subscription_list_subscriptions_item_cancellation_reason_type_3_type_1(data)



                return cancellation_reason_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SubscriptionListSubscriptionsItemCancellationReasonType1 | SubscriptionListSubscriptionsItemCancellationReasonType2Type1 | SubscriptionListSubscriptionsItemCancellationReasonType3Type1, data)

        cancellation_reason = _parse_cancellation_reason(d.pop("cancellation_reason"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_subscription_list_subscriptions_item_currency(d.pop("currency"))




        def _parse_current_period_end(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                current_period_end_type_0 = datetime.datetime.fromisoformat(data)



                return current_period_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        current_period_end = _parse_current_period_end(d.pop("current_period_end"))


        def _parse_current_period_start(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                current_period_start_type_0 = datetime.datetime.fromisoformat(data)



                return current_period_start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        current_period_start = _parse_current_period_start(d.pop("current_period_start"))


        customer_id = d.pop("customer_id")

        external_user_id = d.pop("external_user_id")

        grace_period_days = d.pop("grace_period_days")

        def _parse_grace_period_ends_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                grace_period_ends_at_type_0 = datetime.datetime.fromisoformat(data)



                return grace_period_ends_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        grace_period_ends_at = _parse_grace_period_ends_at(d.pop("grace_period_ends_at"))


        id = d.pop("id")

        interval = check_interval(d.pop("interval"))




        interval_count = d.pop("interval_count")

        def _parse_last_payment_error(data: object) -> None | SubscriptionListSubscriptionsItemLastPaymentErrorType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_payment_error_type_0 = SubscriptionListSubscriptionsItemLastPaymentErrorType0.from_dict(data)



                return last_payment_error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SubscriptionListSubscriptionsItemLastPaymentErrorType0, data)

        last_payment_error = _parse_last_payment_error(d.pop("last_payment_error"))


        def _parse_latest_payment_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        latest_payment_id = _parse_latest_payment_id(d.pop("latest_payment_id"))


        def _parse_next_billing_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_billing_at_type_0 = datetime.datetime.fromisoformat(data)



                return next_billing_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_billing_at = _parse_next_billing_at(d.pop("next_billing_at"))


        def _parse_next_retry_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_retry_at_type_0 = datetime.datetime.fromisoformat(data)



                return next_retry_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_retry_at = _parse_next_retry_at(d.pop("next_retry_at"))


        object_ = cast(Literal['subscription'] , d.pop("object"))
        if object_ != 'subscription':
            raise ValueError(f"object must match const 'subscription', got '{object_}'")

        def _parse_past_due_since(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                past_due_since_type_0 = datetime.datetime.fromisoformat(data)



                return past_due_since_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        past_due_since = _parse_past_due_since(d.pop("past_due_since"))


        def _parse_paused_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paused_at_type_0 = datetime.datetime.fromisoformat(data)



                return paused_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        paused_at = _parse_paused_at(d.pop("paused_at"))


        plan_id = d.pop("plan_id")

        def _parse_resumed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                resumed_at_type_0 = datetime.datetime.fromisoformat(data)



                return resumed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        resumed_at = _parse_resumed_at(d.pop("resumed_at"))


        def _parse_retries_made(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        retries_made = _parse_retries_made(d.pop("retries_made"))


        status = check_subscription_list_subscriptions_item_status(d.pop("status"))




        def _parse_trial_end(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trial_end_type_0 = datetime.datetime.fromisoformat(data)



                return trial_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        trial_end = _parse_trial_end(d.pop("trial_end"))


        def _parse_trial_start(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trial_start_type_0 = datetime.datetime.fromisoformat(data)



                return trial_start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        trial_start = _parse_trial_start(d.pop("trial_start"))


        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        user_id = d.pop("user_id")

        subscription_list_subscriptions_item = cls(
            amount=amount,
            billing_cycle_anchor=billing_cycle_anchor,
            cancel_at_period_end=cancel_at_period_end,
            canceled_at=canceled_at,
            cancellation_reason=cancellation_reason,
            created_at=created_at,
            currency=currency,
            current_period_end=current_period_end,
            current_period_start=current_period_start,
            customer_id=customer_id,
            external_user_id=external_user_id,
            grace_period_days=grace_period_days,
            grace_period_ends_at=grace_period_ends_at,
            id=id,
            interval=interval,
            interval_count=interval_count,
            last_payment_error=last_payment_error,
            latest_payment_id=latest_payment_id,
            next_billing_at=next_billing_at,
            next_retry_at=next_retry_at,
            object_=object_,
            past_due_since=past_due_since,
            paused_at=paused_at,
            plan_id=plan_id,
            resumed_at=resumed_at,
            retries_made=retries_made,
            status=status,
            trial_end=trial_end,
            trial_start=trial_start,
            updated_at=updated_at,
            user_id=user_id,
        )

        return subscription_list_subscriptions_item

