from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.subscription_list_pagination import SubscriptionListPagination
  from ..models.subscription_list_subscriptions_item import SubscriptionListSubscriptionsItem





T = TypeVar("T", bound="SubscriptionList")



@_attrs_define
class SubscriptionList:
    """ 
        Attributes:
            pagination (SubscriptionListPagination):
            subscriptions (list[SubscriptionListSubscriptionsItem]):
     """

    pagination: SubscriptionListPagination
    subscriptions: list[SubscriptionListSubscriptionsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.subscription_list_pagination import SubscriptionListPagination # noqa: PLC0415
        from ..models.subscription_list_subscriptions_item import SubscriptionListSubscriptionsItem # noqa: PLC0415
        pagination = self.pagination.to_dict()

        subscriptions = []
        for subscriptions_item_data in self.subscriptions:
            subscriptions_item = subscriptions_item_data.to_dict()
            subscriptions.append(subscriptions_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pagination": pagination,
            "subscriptions": subscriptions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.subscription_list_pagination import SubscriptionListPagination # noqa: PLC0415
        from ..models.subscription_list_subscriptions_item import SubscriptionListSubscriptionsItem # noqa: PLC0415
        d = dict(src_dict)
        pagination = SubscriptionListPagination.from_dict(d.pop("pagination"))




        subscriptions = []
        _subscriptions = d.pop("subscriptions")
        for subscriptions_item_data in (_subscriptions):
            subscriptions_item = SubscriptionListSubscriptionsItem.from_dict(subscriptions_item_data)



            subscriptions.append(subscriptions_item)


        subscription_list = cls(
            pagination=pagination,
            subscriptions=subscriptions,
        )

        return subscription_list

