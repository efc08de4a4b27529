from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CreateSubscriptionBody")



@_attrs_define
class CreateSubscriptionBody:
    """ 
        Attributes:
            customer_id (str): a service user id or the merchant's external id
            plan_id (str):
     """

    customer_id: str
    plan_id: str





    def to_dict(self) -> dict[str, Any]:
        customer_id = self.customer_id

        plan_id = self.plan_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "customer_id": customer_id,
            "plan_id": plan_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        customer_id = d.pop("customer_id")

        plan_id = d.pop("plan_id")

        create_subscription_body = cls(
            customer_id=customer_id,
            plan_id=plan_id,
        )

        return create_subscription_body

